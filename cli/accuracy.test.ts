// The rules (mapping, tolerances, verdicts) are tested in src/validation/published.test.ts; this
// tests only what the CLI's view adds.
import { describe, expect, it } from 'vitest';

import type { Design } from '../src/schema/design';
import type { PublishedResult } from '../src/schema/provenance';
import { makeReport, makeServerResult } from '../src/store/reportFixture';
import { compareAll, failureFigures } from './accuracy';

const figure = (id: string, over: Partial<PublishedResult>): PublishedResult => ({
  id,
  label: id,
  metric: 'achievedIops',
  value: 1000,
  unit: 'IO/s',
  source: { document: 'seed.txt', lines: [1] },
  ...over,
});
const design = {
  meta: {
    title: 't',
    published: [
      figure('in', { serverId: 'a', value: 1100 }),
      figure('failed', { metric: 'pass', value: true, failedComponentId: 'spb' }),
      figure('out', { serverId: 'a', value: 2000 }),
      figure('gone', { serverId: 'gone' }),
      figure('info', { metric: 'targetIops', serverId: 'a' }),
    ],
  },
} as Design;
const report = makeReport(1, {
  servers: [makeServerResult('a', { achievedIops: 1000, targetIops: 900, dbReadLatencyMs: 10, logWriteLatencyMs: 2 })],
});

describe('compareAll', () => {
  it('compares the normal-state figures as within / outside / no tolerance; a missing prediction is outside', () => {
    expect(compareAll(report, design).map((c) => [c.figure.id, c.within])).toEqual([
      ['in', true],
      ['out', false],
      ['gone', false],
      ['info', null],
    ]);
  });

  it('leaves the failure figures to failureFigures', () => {
    expect(failureFigures(design).map((f) => f.id)).toEqual(['failed']);
  });
});
