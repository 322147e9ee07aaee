// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { shippedParts } from '../../src/catalog/shipped';
import { validatePart } from '../../src/catalog/specs';
import type { CatalogPart } from '../../src/schema/catalog';
import { fakeCatalog } from '../testing/renderWithDesign';
import { CustomPartForm } from './CustomPartForm';

afterEach(cleanup);

/** The shipped catalog as the form's templates (the test parts' drive has too few figures). */
const shipped: CatalogPart[] = shippedParts.map((row) => {
  const r = validatePart(row);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
});

function open() {
  const catalog = fakeCatalog(shipped);
  const onAdded = vi.fn();
  render(<CustomPartForm catalog={catalog} onClose={() => {}} onAdded={onAdded} />);
  const form = screen.getByTestId('custom-part-form');
  const field = (key: string) => within(form).getByTestId(`field-${key}`) as HTMLInputElement;
  const type = (key: string, value: string, blur = true) => {
    fireEvent.focus(field(key));
    fireEvent.change(field(key), { target: { value } });
    if (blur) fireEvent.blur(field(key));
  };
  const kind = (k: string) => fireEvent.change(within(form).getByTestId('custom-part-kind'), { target: { value: k } });
  const save = () => fireEvent.click(within(form).getByTestId('custom-part-save'));
  const error = (key: string) => within(form).queryByTestId(`field-error-${key}`)?.textContent ?? null;
  const summary = () => within(form).queryByTestId('custom-part-error')?.textContent ?? null;
  const added = () => catalog.customParts();
  type('vendor', 'Acme');
  type('model', 'X1');
  return { form, field, type, kind, save, error, summary, added, onAdded };
}

describe('CustomPartForm: Add part builds from what the fields show', () => {
  it('refuses while a field refuses its text, names the field and focuses it (QA: "4x" added the old value)', () => {
    const f = open();
    f.kind('hba');
    for (const [text, message] of [
      ['4x', 'Enter the number alone, without "x".'],
      ['abc', 'Enter a number.'],
      ['2.5', 'Enter a whole number.'],
    ]) {
      f.type('ports', text);
      expect(f.error('ports')).toBe(message);
      f.save();
      expect(f.added(), text).toEqual([]);
      expect(f.onAdded).not.toHaveBeenCalled();
      expect(f.summary()).toBe('Correct this field first: Ports.');
      expect(document.activeElement).toBe(f.field('ports'));
      expect(f.field('ports').value).toBe(text);
    }
    f.type('ports', '2');
    expect(f.summary()).toBeNull();
    f.save();
    expect(f.onAdded).toHaveBeenCalled();
    expect(f.added()[0]?.specs).toMatchObject({ ports: 2 });
  });

  it('refuses text still being typed (no blur) rather than the last value the field took', () => {
    const f = open();
    f.kind('hba');
    f.type('ports', '1,500 USD', false);
    f.save();
    expect(f.added()).toEqual([]);
    expect(f.error('ports')).toBe('Enter the number alone, without "USD".');
    f.type('price', '1,500 USD');
    f.type('ports', '4');
    f.save();
    expect(f.added()).toEqual([]);
    expect(f.error('price')).toBe('Enter the number without a unit: this field is in US$.');
    expect(f.summary()).toBe('Correct this field first: List price.');
  });
});

describe('CustomPartForm: refusals in words, under their fields', () => {
  it('puts the catalog’s limits under each field, outlined, and only names the fields below (QA: "specs.ports: …")', () => {
    const f = open();
    f.kind('hba');
    f.type('vendor', 'V'.repeat(81));
    f.type('ports', '0');
    f.type('lunQueueDepth', '1000');
    f.save();
    expect(f.added()).toEqual([]);
    expect(f.error('vendor')).toBe('Vendor must be at most 80 characters.');
    expect(f.error('ports')).toBe('An HBA has at least one port.');
    expect(f.error('lunQueueDepth')).toBe('Windows caps the LUN queue depth at 256.');
    expect(f.summary()).toBe('Correct these fields first: Vendor, Ports, LUN queue depth.');
    for (const key of ['vendor', 'ports', 'lunQueueDepth']) expect(f.field(key).className).toContain('is-invalid');
    expect(f.field('speedGbps').className).not.toContain('is-invalid');
    expect(document.activeElement).toBe(f.field('vendor'));
    expect(f.form.textContent).not.toMatch(/specs\.|expected|>=|<=|highlighted|\. ;/);
    f.type('ports', '2');
    expect(f.error('ports')).toBeNull();
    expect(f.summary()).toBe('Correct these fields first: Vendor, LUN queue depth.');
  });

  it('outlines a drop-down in error too, and says limits with the field’s label and unit', () => {
    const f = open();
    f.kind('array');
    f.type('controllers.maxIops', '20000000');
    f.save();
    expect(f.error('controllers.maxIops')).toBe('Maximum host I/O per controller must be at most 10,000,000 IO/s.');
    f.kind('drive');
    expect(f.field('kind').value).toBe('hdd');
    fireEvent.change(f.field('interface'), { target: { value: 'SSD-SAS' } });
    f.type('capacityGb', '0');
    f.save();
    expect(f.error('capacityGb')).toBe('Capacity must be at least 1 GB.');
    expect(f.error('interface')).toBe('SSD interfaces are for SSDs; use SATA, SAS, NL-SAS or FC.');
    expect(f.field('interface').className).toContain('is-invalid');
    expect(f.field('interface').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a part that exists already under Part number', () => {
    const f = open();
    f.save();
    expect(f.onAdded).toHaveBeenCalledTimes(1);
    f.save();
    expect(f.error('partNumber')).toBe(
      'A custom part with this vendor, model and part number exists: change the part number.',
    );
    f.type('partNumber', 'X1-B');
    f.save();
    expect(f.onAdded).toHaveBeenCalledTimes(2);
  });
});

describe('CustomPartForm: drop-downs and drive types', () => {
  it('offers no "None" in a required drop-down of any kind (QA: RAID level "None" → "Enter a number.")', () => {
    const f = open();
    const kinds = [...within(f.form).getByTestId('custom-part-kind').querySelectorAll('option')].map((o) => o.value);
    expect(kinds).toHaveLength(10);
    for (const k of kinds) {
      f.kind(k);
      for (const select of f.form.querySelectorAll('select'))
        for (const option of select.querySelectorAll('option')) {
          expect(option.textContent, `${k}: ${select.dataset.testid}`).not.toBe('None');
          expect(option.value, `${k}: ${select.dataset.testid}`).not.toBe('');
        }
    }
  });

  it('loads the new type’s figures when a drive’s Type changes, keeping capacity (QA: six errors)', () => {
    const f = open();
    f.kind('drive');
    fireEvent.change(f.field('kind'), { target: { value: 'ssd' } });
    expect(f.field('rpm').value).toBe('0');
    f.type('capacityGb', '800');
    fireEvent.change(f.field('kind'), { target: { value: 'hdd' } });
    expect(f.field('rpm').value).not.toBe('0');
    expect(f.field('interface').value).not.toMatch(/^SSD-/);
    expect(f.field('ssdReadMs').value).toBe('');
    expect(f.field('capacityGb').value).toBe('800');
    expect(f.field('vendor').value).toBe('Acme');
    f.save();
    expect(f.summary()).toBeNull();
    expect(f.added()[0]?.specs).toMatchObject({ kind: 'hdd', capacityGb: 800 });
  });

  it('says what the list price is for', () => {
    const f = open();
    const help = f.field('price').closest('.sp-field')?.textContent ?? '';
    expect(help).toContain('reference only');
    expect(help).toContain('Export ▸ Price list');
  });
});
