// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadPresetDesign } from '../../src/presets/load';
import { createDesignStore } from '../../src/store/createDesignStore';
import { CanvasControlProvider, createCanvasControl } from '../state/CanvasControl';
import { renderWithDesign } from '../testing/renderWithDesign';
import { useSelectComponents } from './useResults';

afterEach(cleanup);

function SelectButton({ ids }: { ids: readonly string[] }) {
  const select = useSelectComponents();
  return (
    <button type="button" onClick={() => select(ids)}>
      Select
    </button>
  );
}

describe('useSelectComponents', () => {
  it('selects what a result names and brings the first into view', async () => {
    const loaded = await loadPresetDesign('xiv-2810');
    if (!loaded.ok) throw new Error(loaded.error.message);
    const control = createCanvasControl();
    const revealed: string[] = [];
    control.register({
      fit: () => undefined,
      zoomIn: () => undefined,
      zoomOut: () => undefined,
      fitSelection: () => undefined,
      centre: () => null,
      reveal: (id) => revealed.push(id),
      openSearch: () => undefined,
      measured: () => undefined,
    });
    const store = createDesignStore(loaded.value);
    renderWithDesign(
      <CanvasControlProvider value={control}>
        <SelectButton ids={['gone', 'xiv', 'sw-a']} />
      </CanvasControlProvider>,
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(store.getState().selection.components).toEqual(['xiv', 'sw-a']);
    expect(revealed).toEqual(['xiv']);
  });
});
