// @vitest-environment happy-dom
/**
 * A server none of whose databases runs (its server failed in the failure shown) runs no
 * Jetstress threads: its threads cell says so, not "0 autotuned" (QA pass 5, item 14).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ServerResult } from '../../engine/ts/reportSchema';
import { makeJudgedServer, makeOfflineCriterion } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { runsNone } from '../../src/plan/hostRuns';
import { ServerRow } from './ServerRow';

afterEach(cleanup);

/** MBX1 with its one database offline, as the engine reports it when the server fails. */
function offline(): ServerResult {
  const base = makeJudgedServer('mbx1', { readMs: 15, achievedIops: 0, targetIops: 180 });
  return {
    ...base,
    autotuned: true,
    threadsPerDatabase: 0,
    pass: false,
    criteria: [makeOfflineCriterion('DB1'), ...base.criteria.filter((c) => c.id === 'achievedIops')],
  };
}

describe('runsNone', () => {
  it('holds when every database is offline or failed over, not when one runs', () => {
    expect(runsNone(offline())).toBe(true);
    const moved = offline();
    const online = {
      ...makeOfflineCriterion('DB1'),
      label: 'Database DB1 runs on another member of its DAG',
      pass: true,
    };
    expect(runsNone({ ...moved, criteria: [online] })).toBe(true);
    expect(runsNone(makeJudgedServer('mbx2', { readMs: 15, achievedIops: 180, targetIops: 180 }))).toBe(false);
    expect(runsNone({ ...offline(), instances: [] })).toBe(false);
  });
});

describe('ServerRow of a server that does not run', () => {
  it('says "Does not run" for its threads, without "0 autotuned"', () => {
    renderWithDesign(
      <table>
        <tbody>
          <ServerRow server={offline()} open={false} onToggle={() => undefined} />
        </tbody>
      </table>,
    );
    const row = screen.getByTestId('server-row-mbx1');
    expect(screen.getByTestId('server-threads-mbx1').textContent).toBe('Does not run');
    expect(row.textContent).not.toContain('autotuned');
  });
});
