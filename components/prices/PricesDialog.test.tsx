// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { add } from '../../src/commands/testkit';
import { renderWithDesign } from '../testing/renderWithDesign';
import { PricesDialog } from './PricesDialog';

afterEach(cleanup);

/** The dialog over a design of two test servers (part T-SERVER) and one HBA (T-HBA). */
function renderDialog() {
  const onClose = vi.fn();
  const r = renderWithDesign(<PricesDialog onClose={onClose} />);
  act(() => {
    const server = add(r.store, r.dispatcher, 't-server');
    add(r.store, r.dispatcher, 't-server');
    add(r.store, r.dispatcher, 't-hba', { parentId: server });
  });
  return { ...r, onClose };
}

const input = (pn: string): HTMLInputElement =>
  document.querySelector<HTMLInputElement>(`tr[data-part="${pn}"] input`)!;
const type = (el: HTMLInputElement, value: string): void => void fireEvent.change(el, { target: { value } });
const text = (id: string): string => screen.getByTestId(id).textContent ?? '';

describe('PricesDialog', () => {
  it('lists part numbers with quantities, totals as you type, and saves one undo step', () => {
    const { store, dispatcher, onClose } = renderDialog();
    expect(input('T-SERVER')).toBeTruthy();
    expect(document.querySelector('tr[data-part="T-SERVER"]')?.textContent).toContain('2');
    type(input('T-SERVER'), '1,000.25');
    type(input('T-HBA'), '300');
    expect(text('prices-total')).toBe('$2,300.50');
    type(screen.getByTestId('prices-currency') as HTMLInputElement, 'eur');
    expect(text('prices-total')).toBe('€2,300.50');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().doc.prices).toEqual({ currency: 'EUR', unitPrices: { 'T-SERVER': 1000.25, 'T-HBA': 300 } });
    act(() => void dispatcher.dispatch('undo', undefined));
    expect(store.getState().doc.prices).toBeUndefined();
  });

  it('says why a field is not a price and saves nothing until it is fixed', () => {
    const { store, onClose } = renderDialog();
    type(input('T-HBA'), 'abc');
    type(input('T-SERVER'), '-2');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getState().doc.prices).toBeUndefined();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('A price cannot be negative.');
    expect(alerts.some((a) => a?.startsWith('Enter a number'))).toBe(true);
    expect(input('T-SERVER').getAttribute('aria-invalid')).toBe('true');
    type(screen.getByTestId('prices-currency') as HTMLInputElement, 'E1');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(text('prices-currency-error')).toContain('ISO 4217');
    type(screen.getByTestId('prices-currency') as HTMLInputElement, 'GBP');
    type(input('T-HBA'), '');
    type(input('T-SERVER'), '10');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().doc.prices).toEqual({ currency: 'GBP', unitPrices: { 'T-SERVER': 10 } });
  });

  it('starts from the saved list and keeps prices of parts not in the design', () => {
    const { store, dispatcher } = renderDialog();
    act(() => void dispatcher.dispatch('setPrices', { currency: 'USD', unitPrices: { 'T-HBA': 5, OLD: 7 } }));
    cleanup();
    const onClose = vi.fn();
    renderWithDesign(<PricesDialog onClose={onClose} />, store);
    expect(input('T-HBA').value).toBe('5');
    expect(text('prices-unpriced')).toContain('1 more price is kept');
    type(input('T-HBA'), '6');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(store.getState().doc.prices?.unitPrices).toEqual({ 'T-HBA': 6, OLD: 7 });
  });

  it('stays open on a click beside it while a typed price is unsaved, and says so (QA 6 #6)', () => {
    const { store, onClose } = renderDialog();
    const backdrop = screen.getByTestId('prices-dialog').parentElement!;
    type(input('T-SERVER'), '500');
    fireEvent.mouseDown(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(input('T-SERVER').value).toBe('500');
    expect(text('dialog-unsaved')).toBe('Your changes are not saved: Save prices keeps them, Cancel discards them.');
    // Cancel and Esc are meant: they still close it, and change nothing.
    fireEvent.keyDown(input('T-SERVER'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getState().doc.prices).toBeUndefined();
  });

  it('closes on a click beside it when nothing was changed (a field typed back counts as unchanged)', () => {
    const { onClose } = renderDialog();
    type(input('T-SERVER'), '5');
    type(input('T-SERVER'), '');
    fireEvent.mouseDown(screen.getByTestId('prices-dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('prices a line without a part number by its line key, and says which line it is', () => {
    const { store, dispatcher, onClose } = renderDialog();
    act(() => {
      const sw = add(store, dispatcher, 't-switch');
      const hba = store.getState().doc.components.find((c) => c.kind === 'hba')!.id;
      for (const port of ['p0', 'p1'])
        dispatcher.dispatch('connectPorts', {
          a: { componentId: hba, port },
          b: { componentId: sw, port: 'fabric' },
        });
    });
    const fc = 'Cables: Fibre Channel cable — Fibre Channel link at 4 Gb/s';
    const row = document.querySelector<HTMLTableRowElement>(`tr[data-key="${fc}"]`)!;
    // No part number: a dash, the line key under the description, and the BOM line it prices.
    expect(row.hasAttribute('data-part')).toBe(false);
    expect(row.textContent).toContain(`No part number: priced as “${fc}”`);
    expect(row.cells[0]!.textContent).toBe('4');
    expect(row.cells[3]!.textContent).toBe('2');
    expect(text('prices-unpriced')).toBe('4 lines have no price.');
    fireEvent.change(row.querySelector('input')!, { target: { value: '45.5' } });
    type(input('T-SWITCH'), '9000');
    expect(text('prices-total')).toBe('$9,091.00');
    expect(text('prices-unpriced')).toBe('2 lines have no price.');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().doc.prices).toEqual({ currency: 'USD', unitPrices: { 'T-SWITCH': 9000, [fc]: 45.5 } });
  });

  it("refuses a price finer than the currency's minor unit, following the currency (QA 6 #5)", () => {
    const { store, onClose } = renderDialog();
    type(input('T-HBA'), '100.5');
    type(screen.getByTestId('prices-currency') as HTMLInputElement, 'JPY');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'A price in JPY takes no decimals (1235): JPY has no smaller unit.',
    );
    type(screen.getByTestId('prices-currency') as HTMLInputElement, 'EUR');
    fireEvent.click(screen.getByTestId('prices-save'));
    expect(store.getState().doc.prices).toEqual({ currency: 'EUR', unitPrices: { 'T-HBA': 100.5 } });
  });
});
