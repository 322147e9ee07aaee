// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Report } from '../../engine/ts/reportSchema';
import { makeReport, makeScenarioRow, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { FailuresTab } from './FailuresTab';

afterEach(cleanup);

function show(report: (revision: number) => Report, scope: 'full' | 'quick' = 'full'): void {
  const { store } = renderWithDesign(<FailuresTab />);
  const revision = store.getState().revision;
  act(() => store.setAnalysis({ revision, report: report(revision), scope, status: 'idle' }));
}

const mbx = makeServerResult('mbx1', { achievedIops: 100, targetIops: 90, dbReadLatencyMs: 12, logWriteLatencyMs: 2 });

describe('FailuresTab with no failure to list (QA pass 4, item 15)', () => {
  it('says what to add on a design without Exchange servers, instead of "(0 of 0)" over bare headers', () => {
    show((revision) => makeReport(revision));
    expect(screen.getByTestId('failures-empty').textContent).toMatch(
      /^No Exchange servers with databases yet: add a server and place a database on a LUN, and each single failure/,
    );
    expect(document.body.textContent).not.toContain('0 of 0');
    expect(document.querySelector('table')).toBeNull();
  });

  it('says why a design the engine cannot evaluate has no failure scenarios', () => {
    show((revision) => makeReport(revision, { servers: [mbx], valid: false }));
    expect(screen.getByTestId('failures-empty').textContent).toContain('the Findings tab says why');
  });

  it('waits for the full report rather than saying there is nothing', () => {
    show((revision) => makeReport(revision), 'quick');
    expect(screen.queryByTestId('failures-empty')).toBeNull();
    expect(screen.getByTestId('results-pending')).toBeTruthy();
  });

  it('lists the scenarios once there are some', () => {
    show((revision) =>
      makeReport(revision, {
        servers: [mbx],
        scenarios: [makeScenarioRow('server:mbx1', 'mbx1', { pass: false, survivable: false })],
      }),
    );
    expect(screen.queryByTestId('failures-empty')).toBeNull();
    expect(screen.getAllByTestId('scenario-row')).toHaveLength(1);
    expect(screen.getByText(/Only scenarios that fail \(1 of 1\)/)).toBeTruthy();
  });
});
