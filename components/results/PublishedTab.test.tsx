// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadPresetDesign } from '../../src/presets/load';
import type { Design } from '../../src/schema/design';
import { createDesignStore } from '../../src/store/createDesignStore';
import { renderWithDesign } from '../testing/renderWithDesign';
import { loadDesign, report } from '../testing/resultsPanelFixture';
import { PublishedTab } from './PublishedTab';

afterEach(cleanup);

/** A seed document's internal file name, as the presets' build names them. */
const SEED_FILE = /\d{3}_[0-9a-f]{16}\.txt/;

let xiv: Design;
let nseries: Design;
beforeAll(async () => {
  const r = await loadPresetDesign('xiv-2810');
  if (!r.ok) throw new Error(r.error.message);
  xiv = r.value;
  nseries = await loadDesign();
});

/** The tab over `design`, with the N series fixture's quick report when `withReport`. */
function open(design: Design, withReport = false): void {
  const store = createDesignStore(design);
  renderWithDesign(<PublishedTab />, store);
  if (withReport)
    act(() => store.setAnalysis({ revision: 1, report: report(1, false), scope: 'quick', status: 'running' }));
}

describe('PublishedTab', () => {
  it('names the source by its title and lines, never by the seed file name (QA finding 9)', () => {
    expect(xiv.meta.source?.document).toMatch(SEED_FILE);
    open(xiv);
    const source = screen.getByTestId('published').querySelector('.sp-results__lead');
    expect(source?.textContent).toBe(`Source: ${xiv.meta.source!.title} (lines ${xiv.meta.source!.lines})`);
    expect(screen.getByTestId('published').textContent).not.toMatch(SEED_FILE);
  });

  it('makes the headline agree with its counts', () => {
    // N series at queue depth 16 publishes one figure with a tolerance: its Fail verdict (within).
    const fail = nseries.meta.published!.find((p) => p.id === 'result-qd16')!;
    expect(fail.value).toBe(false);
    const again = { ...fail, id: 'again' };
    const pass = { ...fail, id: 'pass', value: true };
    const headline = (published: Design['meta']['published']): string => {
      cleanup();
      open({ ...nseries, meta: { ...nseries.meta, published } }, true);
      return screen.getByTestId('published-summary').textContent ?? '';
    };
    expect(headline([fail])).toMatch(/^1 of 1 figure with a tolerance is within it\. /);
    expect(headline([fail, pass])).toMatch(/^1 of 2 figures with a tolerance is within it\. /);
    expect(headline([fail, again])).toMatch(/^2 of 2 figures with a tolerance are within it\. /);
    expect(headline([pass])).toMatch(/^0 of 1 figure with a tolerance are within it\. /);
  });
});
