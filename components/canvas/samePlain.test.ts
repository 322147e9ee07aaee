import { describe, expect, it } from 'vitest';

import { samePlain } from './samePlain';

describe('samePlain', () => {
  it('compares plain data deeply', () => {
    expect(samePlain({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(samePlain({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(samePlain({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlain([1, 2], [1, 2, 3])).toBe(false);
    expect(samePlain([1], { 0: 1 })).toBe(false);
    expect(samePlain(NaN, NaN)).toBe(true);
    expect(samePlain(0, '0')).toBe(false);
  });
});
