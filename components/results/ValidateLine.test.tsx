// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { isImported } from '../../src/jetstress/toPublished';
import { loadPresetDesign } from '../../src/presets/load';
import type { Design } from '../../src/schema/design';
import { createDesignStore } from '../../src/store/createDesignStore';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ValidateLine } from './ValidateLine';

afterEach(cleanup);

// Read from the repository root (vitest's working directory): happy-dom replaces import.meta.url.
const html = readFileSync('src/jetstress/fixtures/xiv30-performance.html', 'utf8');

/** Clicks the button and answers the file input it opens with `file` (null: the user cancels). */
async function choose(file: File | null): Promise<void> {
  fireEvent.click(screen.getByTestId('import-jetstress'));
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  expect(input?.accept).toContain('.html');
  Object.defineProperty(input, 'files', { value: file ? [file] : [] });
  await act(async () => {
    input!.dispatchEvent(new Event(file ? 'change' : 'cancel'));
    await Promise.resolve();
  });
}

/** The XIV preset, whose server XIV30 the fixture report measured. */
async function xiv(): Promise<Design> {
  const r = await loadPresetDesign('xiv-2810');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('ValidateLine', () => {
  it('imports the chosen Jetstress report into the design, and then points to the Published tab', async () => {
    const store = createDesignStore(await xiv());
    renderWithDesign(<ValidateLine />, store);
    expect(screen.getByTestId('summary-validate').textContent).toContain('run the Jetstress test plan');

    await choose(new File([html], 'Performance_2009_10_23_19_57_38.html', { type: 'text/html' }));

    await waitFor(() => expect((store.getState().doc.meta.published ?? []).some(isImported)).toBe(true));
    expect(screen.getByTestId('summary-validate').textContent).toContain('are in the Published tab');
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('changes nothing when the user cancels the file dialog', async () => {
    const store = createDesignStore(await xiv());
    const before = store.getState().doc;
    renderWithDesign(<ValidateLine />, store);
    await choose(null);
    expect(store.getState().doc).toBe(before);
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
