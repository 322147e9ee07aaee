import { describe, expect, it } from 'vitest';

import type { FieldSpec } from './fieldSpecs';
import { parseField } from './parseField';

const number: FieldSpec = { key: 'iopsPerMailbox', label: 'IOPS per mailbox', type: 'number' };
const int: FieldSpec = { key: 'mailboxes', label: 'Mailboxes', type: 'int' };

describe('parseField: commas', () => {
  it('refuses a decimal comma, naming the value with a dot, instead of reading "1,5" as 15', () => {
    expect(parseField(number, '1,5')).toEqual({ ok: false, error: 'Use a dot for decimals: 1.5' });
    expect(parseField(number, '0,15')).toEqual({ ok: false, error: 'Use a dot for decimals: 0.15' });
    expect(parseField(number, ',5')).toEqual({ ok: false, error: 'Use a dot for decimals: 0.5' });
    expect(parseField(number, '12,3456')).toEqual({ ok: false, error: 'Use a dot for decimals: 12.3456' });
    expect(parseField(int, '-2,75')).toEqual({ ok: false, error: 'Use a dot for decimals: -2.75' });
  });

  it('refuses commas that are neither grouping nor a decimal comma', () => {
    const error = 'Use a dot for decimals (1.5) and commas only between groups of three digits (1,000).';
    for (const text of ['1.000,5', '1,000,5', '10,00,000', '1,,000', '1,000,', ',', '1,5e3'])
      expect(parseField(number, text), text).toEqual({ ok: false, error });
  });

  it('accepts thousands grouped by commas', () => {
    expect(parseField(int, '1,000')).toEqual({ ok: true, value: 1000 });
    expect(parseField(int, '-1,000,000')).toEqual({ ok: true, value: -1_000_000 });
    expect(parseField(number, '12,345.5')).toEqual({ ok: true, value: 12_345.5 });
    expect(parseField(number, ' 1,500 ')).toEqual({ ok: true, value: 1500 });
  });

  it('reads the forms it always read', () => {
    expect(parseField(number, '1.5')).toEqual({ ok: true, value: 1.5 });
    expect(parseField(number, '.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseField(number, '1e3')).toEqual({ ok: true, value: 1000 });
    expect(parseField(number, '-3')).toEqual({ ok: true, value: -3 });
    expect(parseField(int, '12345')).toEqual({ ok: true, value: 12345 });
    expect(parseField(number, 'abc')).toEqual({ ok: false, error: 'Enter a number.' });
    expect(parseField(int, '2.5')).toEqual({ ok: false, error: 'Enter a whole number.' });
    expect(parseField({ ...number, optional: true }, '')).toEqual({ ok: true, value: undefined });
    expect(parseField({ key: 'dag', label: 'DAG', type: 'text' }, 'DAG1,2')).toEqual({ ok: true, value: 'DAG1,2' });
  });
});

describe('parseField: says why typed text is not a number', () => {
  const gb: FieldSpec = { key: 'sizeGb', label: 'Size', unit: 'GB', type: 'number' };
  const iops: FieldSpec = { key: 'maxIops', label: 'Maximum host I/O', unit: 'IO/s', type: 'number' };

  it('names the field’s own unit when a unit is typed (QA: "1 TB" in Size (GB) got "Enter a number.")', () => {
    for (const text of ['1 TB', '8 GB', '8GB', '1.5 tb', '1,5 GB', '1,000 GB'])
      expect(parseField(gb, text), text).toEqual({
        ok: false,
        error: 'Enter the number without a unit: this field is in GB.',
      });
    expect(parseField(iops, '40 000 IO/s')).toEqual({
      ok: false,
      error: 'Enter the number without a unit: this field is in IO/s.',
    });
    expect(parseField({ ...gb, unit: '%' }, '20 %')).toEqual({
      ok: false,
      error: 'Enter the number without a unit: this field is in %.',
    });
  });

  it('quotes the words typed after the number in a field without a unit', () => {
    expect(parseField(int, '2000 mailboxes')).toEqual({
      ok: false,
      error: 'Enter the number alone, without "mailboxes".',
    });
  });

  it('asks for no spaces, offering the forms it takes (QA: "40 000" got "Enter a number.")', () => {
    expect(parseField(iops, '40 000')).toEqual({ ok: false, error: 'Leave out the spaces: 40000 or 40,000.' });
    expect(parseField(number, '1 234 567.5')).toEqual({
      ok: false,
      error: 'Leave out the spaces: 1234567.5 or 1,234,567.5.',
    });
    expect(parseField(int, '-40 000')).toEqual({ ok: false, error: 'Leave out the spaces: -40000 or -40,000.' });
    // No-break and narrow no-break spaces, as some locales copy numbers.
    for (const text of ['40\u00a0000', '40\u202f000'])
      expect(parseField(iops, text), text).toEqual({ ok: false, error: 'Leave out the spaces: 40000 or 40,000.' });
    for (const text of ['1 5', '12 3456'])
      expect(parseField(number, text), text).toEqual({ ok: false, error: 'Enter one number, without spaces.' });
  });

  it('keeps "Enter a number." for text it cannot read, and exponents as numbers, not units', () => {
    for (const text of ['abc', 'GB 8', '1e999', '-'])
      expect(parseField(gb, text), text).toEqual({ ok: false, error: 'Enter a number.' });
    expect(parseField(gb, '1e3')).toEqual({ ok: true, value: 1000 });
    expect(parseField(gb, '2E-1')).toEqual({ ok: true, value: 0.2 });
  });
});

describe('parseField: an empty required field', () => {
  it('asks for a choice in a drop-down, not a number (QA: RAID level "None" said "Enter a number.")', () => {
    const options = [{ value: 'raid5', label: 'RAID 5' }];
    expect(parseField({ key: 'level', label: 'RAID level', type: 'select', options }, '')).toEqual({
      ok: false,
      error: 'Choose a RAID level.',
    });
    expect(parseField({ key: 'interface', label: 'Interface', type: 'select', options }, ' ')).toEqual({
      ok: false,
      error: 'Choose an interface.',
    });
    expect(parseField({ key: 'driveRef', label: 'Drive type', type: 'drive' }, '')).toEqual({
      ok: false,
      error: 'Choose a drive type.',
    });
    expect(parseField(int, '')).toEqual({ ok: false, error: 'Enter a number.' });
    expect(parseField({ key: 'vendor', label: 'Vendor', type: 'text' }, '')).toEqual({
      ok: false,
      error: 'Enter a vendor.',
    });
    expect(parseField({ key: 'name', label: 'Name', type: 'text' }, ' ')).toEqual({
      ok: false,
      error: 'Enter a name.',
    });
    expect(parseField({ key: 'title', label: 'Design title', type: 'text' }, '')).toEqual({
      ok: false,
      error: 'Enter a design title.',
    });
  });
});
