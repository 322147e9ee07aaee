// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeLoad, makeReport } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { EngineFigures } from './EngineFigures';

afterEach(cleanup);

describe('EngineFigures', () => {
  it('shows an idle part as idle: 0 IO/s, and no time per visit to quote', () => {
    const { store } = renderWithDesign(<EngineFigures id="partner" />);
    const revision = store.getState().revision;
    const idle = { ...makeLoad('partner', 0), kind: 'controller' };
    act(() =>
      store.setAnalysis({
        revision,
        report: makeReport(revision, { components: [idle] }),
        scope: 'quick',
        status: 'idle',
      }),
    );
    expect(screen.getByTestId('figure-util').textContent).toBe('0 %');
    expect(screen.getByText('Time per visit').nextElementSibling?.textContent).toBe('—');
  });
});
