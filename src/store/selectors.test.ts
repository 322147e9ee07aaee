import { describe, expect, it } from 'vitest';

import { createDesignStore } from './createDesignStore';
import { makeLoad, makeReport, makeServerResult } from './reportFixture';
import {
  indexReport,
  selectCapacity,
  selectComponentLoad,
  selectFindingsFor,
  selectInstanceResult,
  selectIsStale,
  selectSelectedComponents,
  selectServerResult,
} from './selectors';

const report = makeReport(1, {
  components: [makeLoad('hba1', 0.42), makeLoad('ctl1', 0.91)],
  servers: [
    {
      ...makeServerResult('s1', { achievedIops: 1100, targetIops: 1000, dbReadLatencyMs: 12, logWriteLatencyMs: 3 }),
      instances: [
        {
          id: 'db1',
          name: 'DB1',
          threads: 2,
          mailboxes: 500,
          targetIops: 500,
          achievedIops: 550,
          dbReadsPerSec: 330,
          dbWritesPerSec: 220,
          dbReadLatencyMs: 12,
          dbWriteLatencyMs: 2,
          logWritesPerSec: 55,
          logWriteLatencyMs: 3,
          bdmReadsPerSec: 0,
          bdmMbPerSec: 0,
          logReplicationReadsPerSec: 0,
          pass: true,
        },
      ],
    },
  ],
  findings: [
    { code: 'x', severity: 'warning', message: 'm', hint: 'h', componentIds: ['hba1', 'ctl1'] },
    { code: 'y', severity: 'error', message: 'n', hint: 'h', componentIds: ['ctl1'] },
  ],
  capacity: {
    rawGb: 1,
    usableGb: 1,
    allocatedGb: 1,
    requiredGb: 1,
    fits: true,
    raidGroups: [
      {
        id: 'rg1',
        name: 'RG',
        drives: 8,
        rawGb: 2400,
        usableGb: 1200,
        usableBasis: '8 drives × 300 GB, RAID 1/0: half hold mirrors',
        allocatedGb: 1000,
        freeGb: 200,
        fits: true,
      },
    ],
    luns: [
      {
        id: 'lun1',
        name: 'L',
        sizeGb: 500,
        dbRequiredGb: 300,
        logRequiredGb: 0,
        requiredGb: 300,
        requiredBasis: 'Databases: 300 GB.',
        usedPct: 60,
        fits: true,
      },
    ],
    extraMailboxes: 0,
  },
  bottleneck: { componentId: 'ctl1', name: 'SP A', kind: 'controller', utilisation: 0.91, reason: 'CPU' },
});

describe('selectors', () => {
  it('index a report once and return the same objects for unchanged figures', () => {
    expect(indexReport(report)).toBe(indexReport(report));
    const store = createDesignStore();
    store.setAnalysis({ report, revision: 1 });
    const a = selectComponentLoad('hba1')(store.getState());
    store.apply({ layout: { x: { x: 1, y: 1 } } }, 'commit', 'Move');
    expect(selectComponentLoad('hba1')(store.getState())).toBe(a);
    expect(a?.utilisation).toBe(0.42);
    expect(selectComponentLoad('nope')(store.getState())).toBeNull();
  });

  it('give per-server results, findings by component, capacity by id and the bottleneck', () => {
    const store = createDesignStore();
    store.setAnalysis({ report, revision: 1 });
    const s = store.getState();
    expect(selectServerResult('s1')(s)?.achievedIops).toBe(1100);
    // A database's card and inspector read its Jetstress instance.
    expect(selectInstanceResult('db1')(s)?.achievedIops).toBe(550);
    expect(selectInstanceResult('s1')(s)).toBeNull();
    expect(selectFindingsFor('ctl1')(s).map((f) => f.code)).toEqual(['x', 'y']);
    expect(selectFindingsFor('none')(s)).toBe(selectFindingsFor('other')(s));
    expect(selectCapacity('rg1')(s)).toMatchObject({ freeGb: 200 });
    expect(selectCapacity('lun1')(s)).toMatchObject({ usedPct: 60 });
    expect(indexReport(report).bottleneckId).toBe('ctl1');
  });

  it('call figures stale when they belong to an older revision', () => {
    const store = createDesignStore();
    expect(selectIsStale(store.getState())).toBe(false);
    store.setAnalysis({ report: makeReport(store.getState().revision), revision: store.getState().revision });
    expect(selectIsStale(store.getState())).toBe(false);
    store.apply({ components: [{ kind: 'switch', id: 'sw', name: 'SW', ports: 8, speedGbps: 4 }] }, 'commit', 'Add');
    expect(selectIsStale(store.getState())).toBe(true);
  });

  it('memoise the selected components per selection and document', () => {
    const store = createDesignStore();
    store.apply(
      {
        components: [{ kind: 'switch', id: 'sw', name: 'SW', ports: 8, speedGbps: 4 }],
        selection: { components: ['sw'], links: [] },
      },
      'commit',
      'Add',
    );
    const first = selectSelectedComponents(store.getState());
    expect(first.map((c) => c.id)).toEqual(['sw']);
    expect(selectSelectedComponents(store.getState())).toBe(first);
    store.apply(
      { components: [{ kind: 'switch', id: 'sw', name: 'SW2', ports: 8, speedGbps: 4 }] },
      'commit',
      'Rename',
    );
    expect(selectSelectedComponents(store.getState())[0].name).toBe('SW2');
  });
});
