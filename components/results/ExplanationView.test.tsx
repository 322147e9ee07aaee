// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Explanation } from '../../engine/ts/reportSchema';
import { makeReport } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ExplanationView } from './ExplanationView';

afterEach(cleanup);

const term = (label: string, value: number, unit = 'ms') => ({ label, value, unit, componentId: null });

/** The XIV preset's XIV30 DB read latency: 15.6 ms, made of its terms. */
const dbRead: Explanation = {
  id: 'xiv30-db-read',
  label: 'XIV30 (IBM System x3650): database read latency',
  value: 15.64,
  unit: 'ms',
  summary: 'Average time a Jetstress database read takes as the host sees it.',
  terms: [
    term('RAID-X: queueing', 11.2),
    term('RAID-X: service', 3.96),
    term('cache hits: service', 0.09),
    term('links', 0.39),
    term('threads per database', 64, 'threads'),
  ],
};

function show(e: Explanation): void {
  const { store } = renderWithDesign(<ExplanationView id={e.id} backLabel="Servers" onBack={vi.fn()} />);
  const revision = store.getState().revision;
  act(() =>
    store.setAnalysis({ revision, report: makeReport(revision, { explanations: [e] }), scope: 'full', status: 'idle' }),
  );
}

describe('ExplanationView', () => {
  it('says the terms add up to the figure when they do', () => {
    show(dbRead);
    expect(screen.getByTestId('explanation-total').textContent).toBe('The terms add up to 15.6 ms, the figure itself.');
  });

  it('claims no sum where the terms are not parts of the figure', () => {
    show({ ...dbRead, value: 20.1 });
    expect(screen.queryByTestId('explanation-total')).toBeNull();
  });

  it('writes the limit line as the engine judges: exactly 20 ms is within "≤ 20 ms"', () => {
    const read = { ...dbRead, id: 'xiv30:dbReadLatencyMs' };
    show({ ...read, value: 20 });
    expect(screen.getByTestId('explanation-value').textContent).toBe('20.0 ms');
    expect(screen.getByTestId('explanation-limit').textContent).toBe('within the 20 ms limit');
    cleanup();
    // 20.0004 ms is judged as 20.000 ms: a pass.
    show({ ...read, value: 20.0004 });
    expect(screen.getByTestId('explanation-limit').textContent).toBe('within the 20 ms limit');
  });

  it('gives a failing figure that rounds to its limit the decimals its verdict needs, and the limit alike', () => {
    show({ ...dbRead, id: 'xiv30:dbReadLatencyMs', value: 20.003 });
    expect(screen.getByTestId('explanation-value').textContent).toBe('20.003 ms');
    expect(screen.getByTestId('explanation-limit').textContent).toBe('above the 20.000 ms limit: fails');
    cleanup();
    show({ ...dbRead, id: 'xiv30:logWriteLatencyMs', value: 12.5 });
    expect(screen.getByTestId('explanation-value').textContent).toBe('12.5 ms');
    expect(screen.getByTestId('explanation-limit').textContent).toBe('above the 10 ms limit: fails');
  });
});
