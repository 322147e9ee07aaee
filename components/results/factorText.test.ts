/**
 * The factors behind a figure read as the engine's sentence states them: the achieved-IOPS
 * equation's factors multiply out to the figure, and a utilisation reads as every busy figure does.
 */
import { describe, expect, it } from 'vitest';

import { fmtIops } from '../format';
import { factorText } from './explanationModel';

const iops = { id: 'server:xiv30:achievedIops' };
const read = { id: 'server:xiv30:dbReadLatencyMs' };

describe('factorText', () => {
  it("gives the closed loop's factors the decimals of the engine's equation", () => {
    expect(factorText({ value: 22.5, unit: 'ms' }, iops)).toBe('22.500 ms');
    expect(factorText({ value: 6, unit: 'ms' }, iops)).toBe('6.000 ms');
    expect(factorText({ value: 9.454235, unit: 'ms' }, iops)).toBe('9.454 ms');
    expect(factorText({ value: 0.99957, unit: 'I/O' }, iops)).toBe('0.9996 I/O');
    expect(factorText({ value: 1.00001, unit: 'I/O' }, iops)).toBe('1.0000 I/O');
    // A whole count, as the sentence says it: "24 threads × 3 outstanding I/Os".
    expect(factorText({ value: 3, unit: 'I/O' }, iops)).toBe('3 I/O');
    expect(factorText({ value: 320, unit: 'threads' }, iops)).toBe('320 threads');
  });

  it('lets the factors as shown multiply out to the figure as shown (XIV30 of the XIV preset)', () => {
    const [threads, z, wait, perOp] = [320, 22.5, 9.454235, 1];
    const shown = [z, wait].map((ms) => Number.parseFloat(factorText({ value: ms, unit: 'ms' }, iops)));
    const product = (threads / ((shown[0]! + shown[1]!) / 1000)) * perOp;
    expect(fmtIops(product)).toBe(fmtIops((threads / ((z + wait) / 1000)) * perOp));
  });

  it('writes a utilisation in whole percent, as the sentence beside it and the Summary do', () => {
    expect(factorText({ value: 84.8366, unit: '%' }, iops)).toBe('85 %');
    expect(factorText({ value: 99.999, unit: '%' }, iops)).toBe('100 %');
  });

  it('leaves the factors of other figures in the app’s usual format', () => {
    expect(factorText({ value: 9.454235, unit: 'ms' }, read)).toBe('9.45 ms');
    expect(factorText({ value: 64, unit: 'threads' }, read)).toBe('64 threads');
  });
});
