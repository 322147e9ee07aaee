import { describe, expect, it } from 'vitest';

import type { Explanation } from '../../engine/ts/reportSchema';
import { explanationModel } from './explanationModel';

const term = (label: string, value: number, unit = 'ms', componentId: string | null = label) => ({
  label,
  value,
  unit,
  componentId,
});

const e: Explanation = {
  id: 'server:s1:dbReadLatencyMs',
  label: 'S1: database read latency',
  value: 15.6,
  unit: 'ms',
  summary: 'Average time a database read takes.',
  terms: [
    term('cache', 0.09, 'ms', 'array'),
    term('drives: queueing', 11.2, 'ms', 'rg'),
    term('drives: service', 3.96, 'ms', 'rg'),
    term('threads', 320, 'threads', 's1'),
    ...Array.from({ length: 10 }, (_, i) => term(`port ${i}`, 0.01, 'ms', i % 2 ? 'im1' : 'im2')),
  ],
};

describe('explanationModel', () => {
  it('orders bars largest first and folds the tail into one bar', () => {
    const m = explanationModel(e, 4);
    expect(m.bars.map((b) => b.label)).toEqual(['drives: queueing', 'drives: service', 'cache', '10 smaller terms']);
    const rest = m.bars[3];
    expect(rest.value).toBeCloseTo(0.1);
    expect(rest.count).toBe(10);
    expect(rest.componentIds).toEqual(['im2', 'im1']);
  });

  it('keeps terms in other units as factors, and sums the terms in the figure unit', () => {
    const m = explanationModel(e);
    expect(m.factors.map((f) => f.label)).toEqual(['threads']);
    expect(m.termTotal).toBeCloseTo(11.2 + 3.96 + 0.09 + 0.1);
  });

  it('never folds a single term', () => {
    const few = { ...e, terms: e.terms.slice(0, 3) };
    expect(explanationModel(few, 2).bars.map((b) => b.count)).toEqual([1, 2]);
    expect(explanationModel(few, 3).bars).toHaveLength(3);
  });

  it('counts a term the engine folded from tiny ones as all of them', () => {
    const folded = { ...term('28 smaller terms, each under 0.0005 ms', 0.003, 'ms', null), count: 28 };
    const m = explanationModel({ ...e, terms: [...e.terms, folded] }, 4);
    expect(m.bars[3].label).toBe('38 smaller terms');
    expect(m.bars[3].count).toBe(38);
    expect(m.bars[3].value).toBeCloseTo(0.103);
  });

  it('links a term over the copies of a part on every path to all of them', () => {
    const ports = { ...term('8 front-end ports: service', 0.5, 'ms', null), componentIds: ['spa', 'spb'] };
    const m = explanationModel({ ...e, terms: [ports, ...e.terms] }, 4);
    expect(m.bars.find((b) => b.label === '8 front-end ports: service')?.componentIds).toEqual(['spa', 'spb']);
    // Folded into the tail, its components join the tail's.
    const tail = explanationModel({ ...e, terms: [...e.terms, { ...ports, value: 0.001 }] }, 4).bars[3];
    expect(tail.componentIds).toEqual(['im2', 'im1', 'spa', 'spb']);
    expect(tail.count).toBe(11);
  });

  it('gives terms without a component no link', () => {
    const m = explanationModel({ ...e, terms: [term('Target', 10, 'ms', null)] });
    expect(m.bars[0].componentIds).toEqual([]);
  });
});
