// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testParts } from '../../src/commands/testkit';
import { fakeCatalog, renderWithDesign } from '../testing/renderWithDesign';
import { Palette } from './Palette';

afterEach(cleanup);

describe('Palette', () => {
  it('lists catalog parts by category with part number, and a price line only where there is a price', () => {
    const priced = { ...testParts.find((p) => p.id === 't-switch')!, id: 't-priced', listPriceUsd: 12345 };
    renderWithDesign(<Palette onCustomPartsChanged={() => {}} />, undefined, fakeCatalog([...testParts, priced]));
    const servers = screen.getByTestId('palette-group-server');
    expect(within(servers).getByText('Servers')).toBeTruthy();
    const item = screen.getByTestId('palette-item-t-server');
    expect(item.textContent).toContain('T-SERVER');
    expect(item.textContent).not.toMatch(/n\/a|price/i);
    expect(within(item).queryByTestId('part-price')).toBeNull();
    expect(within(screen.getByTestId('palette-item-t-priced')).getByTestId('part-price').textContent).toBe(
      'US$ 12,345',
    );
  });

  it('filters by search', () => {
    renderWithDesign(<Palette onCustomPartsChanged={() => {}} />);
    fireEvent.change(screen.getByTestId('palette-search'), { target: { value: 'shelf' } });
    expect(screen.getByTestId('palette-item-t-enclosure')).toBeTruthy();
    expect(screen.queryByTestId('palette-item-t-server')).toBeNull();
  });

  it('adds a part on click, into the selected container when it fits there', () => {
    const { store } = renderWithDesign(<Palette onCustomPartsChanged={() => {}} />);
    fireEvent.click(screen.getByTestId('palette-item-t-server'));
    const server = store.getState().doc.components[0];
    expect(server.kind).toBe('server');
    fireEvent.click(screen.getByTestId('palette-item-t-hba'));
    expect(store.getState().doc.components[1]).toMatchObject({ kind: 'hba', parentId: server.id });
  });

  it('puts the part id on the drag so the canvas can drop it', () => {
    renderWithDesign(<Palette onCustomPartsChanged={() => {}} />);
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('palette-item-t-switch'), { dataTransfer });
    expect(data.get('application/x-spindle-part')).toBe('t-switch');
  });

  it('adds a valid custom part and persists the custom list', () => {
    const saved = vi.fn();
    const { catalog } = renderWithDesign(<Palette onCustomPartsChanged={saved} />);
    fireEvent.click(screen.getByTestId('add-custom-part'));
    const form = screen.getByTestId('custom-part-form');
    const type = (key: string, value: string) => {
      const input = within(form).getByTestId(`field-${key}`);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    fireEvent.click(within(form).getByTestId('custom-part-save'));
    expect(within(form).getByTestId('field-error-vendor').textContent).toBe('Enter the vendor.');
    type('vendor', 'Acme');
    type('model', 'Box 9000');
    type('sockets', '4');
    type('coresPerSocket', '8');
    type('ghz', '3.2');
    type('ramGb', '256');
    fireEvent.click(within(form).getByTestId('custom-part-save'));
    expect(screen.queryByTestId('custom-part-form')).toBeNull();
    expect(catalog.customParts().map((p) => p.model)).toEqual(['Box 9000']);
    expect(saved).toHaveBeenCalledWith([
      expect.objectContaining({
        id: 'custom-acme-box-9000',
        kind: 'server',
        specs: { sockets: 4, coresPerSocket: 8, ghz: 3.2, ramGb: 256 },
      }),
    ]);
    expect(screen.getByTestId('palette-item-custom-acme-box-9000')).toBeTruthy();
  });
});
