// @vitest-environment happy-dom
/**
 * The file chords while a field has the focus: Ctrl+S right after typing a value is the most
 * natural moment to save. They used to be left alone there, so nothing saved and a browser opened
 * its own "Save page as" (an HTML page, not the design). Now the typed value is committed, as
 * clicking Save commits it, and the design is saved with it.
 */
import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CanvasControl } from '../../components/state/CanvasControl';
import type { Dispatcher } from '../commands/dispatch';
import type { DocumentActions } from './useDocumentActions';
import { isMac, useShortcuts } from './useShortcuts';

afterEach(cleanup);

/** A field that commits its draft on blur, as the inspector's fields do. */
function Field({ onCommit }: { onCommit: (v: string) => void }) {
  const [draft, setDraft] = useState('32');
  return (
    <input
      aria-label="Memory (GB)"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => onCommit(draft)}
    />
  );
}

function setup(desktop = false) {
  let committed = '32';
  const savedWith: string[] = [];
  const files = {
    save: vi.fn(async () => void savedWith.push(`save ${committed}`)),
    saveAs: vi.fn(async () => void savedWith.push(`saveAs ${committed}`)),
    open: vi.fn(async () => void savedWith.push('open')),
  } as unknown as DocumentActions;
  const dispatcher = { dispatch: vi.fn() } as unknown as Dispatcher;
  const control = { zoomIn: vi.fn(), zoomOut: vi.fn(), fit: vi.fn() } as unknown as CanvasControl;
  renderHook(() => useShortcuts(dispatcher, control, files, desktop));
  const view = render(<Field onCommit={(v) => (committed = v)} />);
  const field = view.getByLabelText('Memory (GB)');
  field.focus();
  fireEvent.change(field, { target: { value: '64' } });
  return { field, savedWith, dispatcher, control };
}

const chord = (key: string, shiftKey = false) => ({
  key,
  shiftKey,
  ...(isMac ? { metaKey: true } : { ctrlKey: true }),
});

describe('file chords while typing in a field (browser)', () => {
  it.each([
    ['s', false, 'save 64'],
    ['S', true, 'saveAs 64'],
    ['o', false, 'open'],
  ])('%s (shift %s) commits the typed value, runs, and keeps the browser out', (key, shift, expected) => {
    const { field, savedWith } = setup();
    const event = fireEvent.keyDown(field, chord(key, shift));
    // fireEvent returns false when the default action was prevented.
    expect(event).toBe(false);
    expect(savedWith).toEqual([expected]);
    // Typing goes on where it was.
    expect(document.activeElement).toBe(field);
  });

  it('leaves the other chords to the field (select all, zoom keys, Escape)', () => {
    const { field, dispatcher, control } = setup();
    expect(fireEvent.keyDown(field, chord('a'))).toBe(true);
    expect(fireEvent.keyDown(field, chord('0'))).toBe(true);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(dispatcher.dispatch).not.toHaveBeenCalled();
    expect(control.fit).not.toHaveBeenCalled();
  });

  it('leaves the file chords to the native menu in the desktop app', () => {
    const { field, savedWith } = setup(true);
    fireEvent.keyDown(field, chord('s'));
    expect(savedWith).toEqual([]);
  });
});
