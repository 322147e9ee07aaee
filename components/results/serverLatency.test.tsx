// @vitest-environment happy-dom
/**
 * A server's average latency is judged as Jetstress judges the server, per database instance (QA
 * pass 7, item 5): MBX1's ten databases average 18.1 ms while six of them read 22.6 ms and fail
 * "≤ 20 ms". The figure is red, not amber beside a Fail, and its explanation says how many of its
 * databases are above the limit, not "within the 20 ms limit".
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Criterion, Explanation, ServerResult } from '../../engine/ts/reportSchema';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ExplanationView } from './ExplanationView';
import { failingInstancesNote } from './latencyNote';
import { ServerRow } from './ServerRow';
import { instanceVerdicts, serverDbReadTone, serverLogWriteTone } from './tones';

afterEach(cleanup);

const judged = (id: string, scope: string, value: number, threshold: number): Criterion => ({
  id,
  label: id,
  scope,
  value,
  threshold,
  unit: 'ms',
  comparator: '<=',
  pass: value <= threshold,
  warningOnly: false,
});

/** MBX1 in the CLARiiON phase 1 "SP B fails" view: six of ten databases at 22.6 ms. */
function mbx1(reads: readonly number[] = [22.6, 22.6, 12.442, 12.442, 22.6, 22.6, 12.442, 12.442, 22.6, 22.6]) {
  const server = makeServerResult('mbx1', {
    achievedIops: 2079,
    targetIops: 1920,
    dbReadLatencyMs: 18.0826,
    logWriteLatencyMs: 2.25,
    pass: reads.every((r) => r <= 20),
  });
  const criteria = reads.flatMap((r, i) => [
    judged('dbReadLatency', `MBX1 SG${i + 1}`, r, 20),
    judged('logWriteLatency', `MBX1 SG${i + 1}`, 2.25, 10),
  ]);
  return { ...server, criteria } satisfies ServerResult;
}

describe('a server average judged per database', () => {
  it('is red when one of its databases fails, whatever the average', () => {
    expect(serverDbReadTone(mbx1())).toBe('bad');
    expect(serverLogWriteTone(mbx1())).toBe('ok');
    // No database fails: the average's own tone (18.1 ms is amber under 20 ms).
    expect(serverDbReadTone(mbx1(Array<number>(10).fill(18.08)))).toBe('warn');
  });

  it('says how many of its databases fail, at what, against which limit', () => {
    expect(failingInstancesNote(instanceVerdicts(mbx1().criteria, 'dbReadLatency'))).toBe(
      'average of 10 databases; 6 of them, at 22.6 ms, are above the 20 ms limit',
    );
    expect(failingInstancesNote(instanceVerdicts(mbx1([21, 12, 23.4]).criteria, 'dbReadLatency'))).toBe(
      'average of 3 databases; 2 of them, at 21.0 ms to 23.4 ms, are above the 20 ms limit',
    );
    expect(failingInstancesNote(instanceVerdicts(mbx1([20.003, 12]).criteria, 'dbReadLatency'))).toBe(
      'average of 2 databases; 1 of them, at 20.003 ms, is above the 20.000 ms limit',
    );
    expect(failingInstancesNote(instanceVerdicts(mbx1([22.6, 22.6]).criteria, 'dbReadLatency'))).toBe(
      'average of 2 databases; all 2 of them, at 22.6 ms, are above the 20 ms limit',
    );
    expect(failingInstancesNote(instanceVerdicts(mbx1().criteria, 'logWriteLatency'))).toBeNull();
  });

  it('colours the Servers row red and says why in its tooltip', () => {
    renderWithDesign(
      <table>
        <tbody>
          <ServerRow server={mbx1()} open={false} onToggle={() => undefined} />
        </tbody>
      </table>,
    );
    const read = screen.getByTestId('figure-mbx1-dbReadLatencyMs');
    expect(read.className).toContain('sp-tone--bad');
    expect(read.textContent).toBe('18.1 ms');
    expect(read.getAttribute('title')).toContain('6 of them, at 22.6 ms, are above the 20 ms limit');
  });

  it('writes the explanation’s limit note from the databases’ verdicts, in red', () => {
    const e: Explanation = {
      id: 'server:mbx1:dbReadLatencyMs',
      label: 'MBX1 (BB1: 4,000 users): database read latency',
      value: 18.0826,
      unit: 'ms',
      summary: 'Average time a Jetstress database read takes as the host sees it.',
      terms: [],
    };
    const { store } = renderWithDesign(<ExplanationView id={e.id} backLabel="Servers" onBack={vi.fn()} />);
    const revision = store.getState().revision;
    const report = makeReport(revision, { explanations: [e], servers: [mbx1()] });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    const note = screen.getByTestId('explanation-limit');
    expect(note.textContent).toBe('average of 10 databases; 6 of them, at 22.6 ms, are above the 20 ms limit');
    expect(note.className).toContain('sp-tone--bad');
  });
});
