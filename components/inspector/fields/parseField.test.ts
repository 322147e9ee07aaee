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
