// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeReport } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ResultsHeader } from './ResultsHeader';

afterEach(cleanup);

describe('ResultsHeader', () => {
  // Where the tabs need the room (a 1,280-px window) results.css lets the state's words wrap out of
  // sight beside its dot or spinner: the words must stay in the text (screen readers) and the tooltip.
  it('gives every engine state a dot or spinner, its words, and the words again in its tooltip', () => {
    const { store } = renderWithDesign(
      <ResultsHeader
        tabs={[{ id: 'summary', label: 'Summary' }]}
        active="summary"
        onTab={vi.fn()}
        collapsed={false}
        onToggleCollapsed={vi.fn()}
      />,
    );
    const state = () => screen.getByTestId('results-state');
    const check = (dataState: string, words: string) => {
      expect(state().dataset.state).toBe(dataState);
      expect(state().querySelector('.sp-state__text')?.textContent).toBe(words);
      expect(state().textContent).toBe(words);
      expect(state().title.startsWith(words.replace('…', ''))).toBe(true);
      expect(state().querySelector('.sp-state__dot, .sp-spinner')).not.toBeNull();
    };
    check('evaluating', 'Evaluating…');
    const revision = store.getState().revision;
    act(() => store.setAnalysis({ revision, report: makeReport(revision), scope: 'quick', status: 'running' }));
    check('failures', 'Analysing failures…');
    act(() => store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'idle' }));
    check('current', 'Up to date');
    act(() =>
      store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'error', error: 'boom' }),
    );
    expect(state().dataset.state).toBe('error');
    expect(state().textContent).toBe('Engine error');
    expect(state().title).toBe('boom');
  });
});
