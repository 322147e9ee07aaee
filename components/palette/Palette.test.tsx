// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rejection } from '../../src/catalog/storedParts';
import { testParts } from '../../src/commands/testkit';
import { asCarried, type CarriedPart } from '../../src/schema/parts';
import { acmeSsd, designUsing } from '../../src/schema/partsFixture';
import { createDesignStore } from '../../src/store/createDesignStore';
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

describe('Palette and the stored custom parts the catalog refused (review 3 #4)', () => {
  const jbod = { ...testParts.find((p) => p.id === 't-enclosure')!, id: 'my-jbod-24', model: 'JBOD 24', custom: true };
  const mine = { ...testParts.find((p) => p.id === 't-server')!, id: 'mine', model: 'Mine', custom: true };
  const refusing = () => {
    const base = fakeCatalog([...testParts, mine]);
    return {
      ...base,
      rejected: [rejection(jbod, 0, 'its drive type "my-ssd-1920" is not in the parts list')],
      storedParts: () => [...base.customParts(), jbod],
    };
  };

  it('names them once in a notice, and persists them with the custom parts', () => {
    const saved = vi.fn();
    const catalog = refusing();
    const { store, unmount } = renderWithDesign(<Palette onCustomPartsChanged={saved} />, undefined, catalog);
    expect(store.getState().notices).toMatchObject([
      {
        tone: 'warning',
        message: `1 custom part could not be loaded: ${jbod.vendor} JBOD 24 (its drive type "my-ssd-1920" is not in the parts list).`,
      },
    ]);
    unmount();
    const again = renderWithDesign(<Palette onCustomPartsChanged={saved} />, undefined, catalog);
    expect(again.store.getState().notices).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom part Mine' }));
    expect(saved).toHaveBeenLastCalledWith([jbod]);
  });
});

describe('Palette and the custom drives a design uses', () => {
  const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
  const using = (driveRef: string, parts?: CarriedPart[]) =>
    createDesignStore({ ...designUsing(presetText, driveRef), ...(parts ? { parts } : {}) });

  it('refuses to remove a custom drive the open design uses, and says where it is used', () => {
    const saved = vi.fn();
    const store = using(acmeSsd.id);
    const { catalog } = renderWithDesign(
      <Palette onCustomPartsChanged={saved} />,
      store,
      fakeCatalog([...testParts, acmeSsd]),
    );
    const r0 = store.getState().revision;
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom part SSD 400' }));
    expect(catalog.get(acmeSsd.id)).toBeDefined();
    expect(saved).not.toHaveBeenCalled();
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'error',
      refusal: true,
      message: 'Acme SSD 400 is used by C210 M2 internal drive bays: choose another drive type there first.',
    });
    expect(store.getState().revision).toBe(r0);
  });

  it('removes a custom drive the design does not use', () => {
    const saved = vi.fn();
    const { catalog } = renderWithDesign(
      <Palette onCustomPartsChanged={saved} />,
      using('t-drive'),
      fakeCatalog([...testParts, acmeSsd]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom part SSD 400' }));
    expect(catalog.get(acmeSsd.id)).toBeUndefined();
    expect(saved).toHaveBeenCalledWith([]);
    expect(screen.queryByTestId(`palette-item-${acmeSsd.id}`)).toBeNull();
  });

  it('adds the drives an opened design carries to the custom parts, with one notice', () => {
    const saved = vi.fn();
    const store = using(acmeSsd.id, [asCarried(acmeSsd)!]);
    const { catalog } = renderWithDesign(<Palette onCustomPartsChanged={saved} />, store);
    expect(catalog.get(acmeSsd.id)).toMatchObject({ id: acmeSsd.id, custom: true });
    expect(saved).toHaveBeenCalledWith([expect.objectContaining({ id: acmeSsd.id })]);
    expect(screen.getByTestId(`palette-item-${acmeSsd.id}`)).toBeTruthy();
    expect(store.getState().notices.map((n) => n.message)).toEqual([
      'Added 1 custom part this design uses: Acme SSD 400.',
    ]);
    // Saving now writes the part the design carries.
    expect(store.toDesign().parts?.map((p) => p.id)).toEqual([acmeSsd.id]);
  });

  it('tells which enclosure lacks its drive when neither the file nor the catalog has it', () => {
    const store = using(acmeSsd.id);
    renderWithDesign(<Palette onCustomPartsChanged={() => {}} />, store);
    const [notice] = store.getState().notices;
    expect(notice?.tone).toBe('warning');
    expect(notice?.message).toContain('C210 M2 internal drive bays uses drive “custom-acme-ssd-400”');
    expect(notice?.hint).toContain('choose a Drive type in the inspector');
  });

  it('carries a custom drive chosen from the catalog into the saved design', () => {
    const store = using(acmeSsd.id);
    renderWithDesign(<Palette onCustomPartsChanged={() => {}} />, store, fakeCatalog([...testParts, acmeSsd]));
    expect(store.getState().notices).toEqual([]);
    expect(store.toDesign().parts).toEqual([asCarried(acmeSsd)]);
  });

  it('re-evaluates the design when a custom part it was missing is added', () => {
    const store = using(acmeSsd.id);
    // The form starts from the first drive of the catalog: one with every figure a drive needs.
    const full = { ...acmeSsd, id: 't-ssd', model: 'Full SSD', custom: false };
    const { catalog } = renderWithDesign(
      <Palette onCustomPartsChanged={() => {}} />,
      store,
      fakeCatalog([full, ...testParts]),
    );
    const r0 = store.getState().revision;
    fireEvent.click(screen.getByTestId('add-custom-part'));
    const form = screen.getByTestId('custom-part-form');
    fireEvent.change(within(form).getByTestId('custom-part-kind'), { target: { value: 'drive' } });
    for (const [key, value] of [
      ['vendor', 'Acme'],
      ['model', 'SSD 400'],
    ]) {
      const input = within(form).getByTestId(`field-${key}`);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    fireEvent.click(within(form).getByTestId('custom-part-save'));
    expect(screen.queryByTestId('custom-part-form')).toBeNull();
    expect(catalog.get(acmeSsd.id)).toBeDefined();
    expect(store.getState().revision).toBe(r0 + 1);
  });
});
