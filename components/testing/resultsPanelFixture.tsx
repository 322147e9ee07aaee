/**
 * Shared fixtures of the results panel tests (ResultsPanel.test.tsx, ResultsHeadroom.test.tsx): the
 * N series preset as the design, a failing report with its failure scenarios, and the panel opened
 * on a store of that design.
 */
import { screen } from '@testing-library/react';

import type { Report, ScenarioResult } from '../../engine/ts/reportSchema';
import { loadPresetDesign } from '../../src/presets/load';
import type { Design } from '../../src/schema/design';
import { createDesignStore, type DesignStore } from '../../src/store/createDesignStore';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from './renderWithDesign';
import { ResultsPanel } from '../results/ResultsPanel';

/** The N series preset at queue depth 16 (it fails as tested). */
export async function loadDesign(): Promise<Design> {
  const r = await loadPresetDesign('nseries-qd16');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const scenario = (id: string, componentId: string, pass: boolean): ScenarioResult => ({
  id,
  kind: 'server',
  componentId,
  label: `${componentId} fails`,
  survivable: pass,
  achievedIops: 4270,
  targetIops: 6000,
  worstDbReadLatencyMs: 18,
  worstLogWriteLatencyMs: 15.9,
  pass,
  headroom: null,
  failing: pass ? [] : ['its databases go offline: no other server holds a copy of them'],
  rebuildHours: null,
  rebuildIdleHours: null,
  spread: 0,
  notes: [],
});

const logFails = {
  id: 'logWriteLatency',
  label: 'Log write latency (average)',
  scope: 'Fuji18',
  value: 12.1,
  threshold: 10,
  unit: 'ms',
  comparator: '<=',
  pass: false,
  warningOnly: false,
};

export function report(revision: number, full: boolean): Report {
  const fuji18 = makeServerResult('fuji18', {
    achievedIops: 3820,
    targetIops: 3000,
    dbReadLatencyMs: 19.2,
    logWriteLatencyMs: 12.1,
    pass: false,
  });
  return makeReport(revision, {
    pass: false,
    servers: [{ ...fuji18, name: 'Fuji18', criteria: [logFails] }],
    totals: { ...makeReport(1).totals, achievedIops: 3820, targetIops: 3000, mailboxes: 3000, databases: 4 },
    scenarios: full ? [scenario('server:fuji18', 'fuji18', false), scenario('hba:fuji18-hba', 'fuji18-hba', true)] : [],
    worstFailure: full
      ? { scenarioId: 'server:fuji18', label: 'fuji18 fails', pass: false, headroomPct: null, reason: 'no DAG' }
      : null,
    explanations: [
      {
        id: 'server:fuji18:dbReadLatencyMs',
        label: 'Fuji18: database read latency',
        value: 19.2,
        unit: 'ms',
        summary: 'Most of it is waiting in the host queue.',
        terms: [
          { label: 'Host queue: HBA execution throttle', value: 12.5, unit: 'ms', componentId: 'fuji18-hba' },
          { label: 'aggr_sgdata drives: service', value: 6.7, unit: 'ms', componentId: 'aggr-sgdata' },
          {
            label: '2 front-end ports: service',
            value: 0.02,
            unit: 'ms',
            componentId: null,
            componentIds: ['filer-head', 'filer-partner'],
          },
          { label: 'Threads', value: 6, unit: 'threads', componentId: 'fuji18' },
        ],
      },
    ],
    findings: [
      {
        code: 'SPN-W103',
        severity: 'warning',
        message: 'LUN fuji18-e is too small.',
        hint: 'Grow the LUN.',
        componentIds: ['fuji18-e'],
      },
      { code: 'SPN-W107', severity: 'warning', message: 'A port queue.', hint: 'Lower it.', componentIds: ['no-such'] },
    ],
  });
}

/** The panel, opened on a store of `design`. */
export function open(design: Design): DesignStore {
  const store = createDesignStore(design);
  renderWithDesign(<ResultsPanel />, store);
  return store;
}

export const state = (): string | null => screen.getByTestId('results-state').getAttribute('data-state');
