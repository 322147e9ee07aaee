/**
 * The report explains the achieved IO/s of the server nearest its target as the dock does, with
 * the engine's closed-loop factors at the decimals its equation uses, so they multiply out (audit 4).
 */
import { describe, expect, it } from 'vitest';

import type { Explanation } from '../../../engine/ts/reportSchema';
import { makeJudgedServer, makeReport } from '../../store/reportFixture';
import { sectionContext, sectionText as text } from './sectionFixture';
import { whySection } from './why';

const term = (label: string, value: number, unit: string) => ({ label, value, unit, componentId: null });
const iops: Explanation = {
  id: 'server:mbx1:achievedIops',
  label: 'MBX1: achieved transactional IOPS',
  value: 10_014.35,
  unit: 'IO/s',
  summary: 'IO/s = threads ÷ (processing time + I/O wait) × I/Os per operation.',
  terms: [
    term('Jetstress threads', 320, 'threads'),
    term('Database reads', 6_008.61, 'IO/s'),
    term('Database writes', 4_005.74, 'IO/s'),
    term('Processing time per operation', 22.5, 'ms'),
    term('I/O wait per operation', 9.454235, 'ms'),
    term('Database I/Os per operation', 0.99957, 'I/O'),
    term('Busiest resource on its paths: RAID-X', 84.8366, '%'),
  ],
};

describe('the why section', () => {
  const servers = [
    makeJudgedServer('mbx1', { readMs: 15.6, achievedIops: 10_014.35, targetIops: 10_000 }),
    makeJudgedServer('mbx2', { readMs: 15.6, achievedIops: 12_000, targetIops: 10_000 }),
  ];
  const body = text(whySection(sectionContext(makeReport(1, { servers, explanations: [iops] }))).body);

  it('explains the IO/s of the server nearest its target, its reads and writes as the terms', () => {
    expect(body).toContain('Why 10,014 IO/s: achieved transactional IOPS on MBX1');
    expect(body).toContain('Term IO/s Share');
    expect(body).toContain('Database reads 6,009 IO/s 60 %');
  });

  it('gives the factors as the equation states them', () => {
    expect(body).toContain('Processing time per operation 22.500 ms');
    expect(body).toContain('I/O wait per operation 9.454 ms');
    expect(body).toContain('Database I/Os per operation 0.9996 I/O');
    expect(body).toContain('Busiest resource on its paths: RAID-X 85 %');
  });
});
