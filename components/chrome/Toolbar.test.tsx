// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCompareStore } from '../../src/store/compare';
import { createDesignStore } from '../../src/store/createDesignStore';
import { CompareProvider, type CompareContextValue } from '../state/CompareContext';
import { renderWithDesign } from '../testing/renderWithDesign';
import { Toolbar } from './Toolbar';

afterEach(cleanup);

function renderToolbar(dirty = false) {
  const compare: CompareContextValue = {
    store: createCompareStore(),
    presets: [],
    shortcut: 'Ctrl+Shift+K',
    actions: {
      keepSnapshot: vi.fn(),
      addPreset: vi.fn(async () => null),
      addFile: vi.fn(async () => null),
      open: vi.fn(async () => true),
      exportCsv: vi.fn(async () => null),
    },
  };
  const files = { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn() };
  const store = createDesignStore(undefined, {
    dirty,
    document: { path: null, name: 'clariion-cx4-960-phase2' },
  });
  return renderWithDesign(
    <CompareProvider value={compare}>
      <Toolbar files={files} onExport={vi.fn()} />
    </CompareProvider>,
    store,
  );
}

describe('Toolbar', () => {
  // chrome.css hides these labels visually below 1,560 px (file and undo) and 1,240 px (canvas):
  // the button must still be named by its label, and say what it does in its tooltip.
  const early = ['tool-new', 'tool-open', 'tool-save', 'tool-save-as', 'tool-undo', 'tool-redo'];
  const late = ['tool-auto-layout', 'tool-collapse', 'tool-expand', 'tool-fit'];

  it('keeps the label as the accessible name, and a tooltip, on every button that can go icon-only', () => {
    renderToolbar();
    const names = ['New', 'Open', 'Save', 'Save As', 'Undo', 'Redo', 'Auto-layout', 'Collapse', 'Expand', 'Fit'];
    [...early, ...late].forEach((id, i) => {
      const button = screen.getByTestId(id);
      expect(button.getAttribute('aria-label')).toBe(names[i]);
      expect(button.querySelector('.sp-tool__label')?.textContent).toBe(names[i]);
      expect(button.title.length).toBeGreaterThan(names[i]!.length); // e.g. "New design (Ctrl+N)"
      expect(screen.getByRole('button', { name: names[i] })).toBe(button);
    });
  });

  it('drops the file and undo labels first, the canvas ones later, and never Export or Compare', () => {
    renderToolbar();
    for (const id of early) expect(screen.getByTestId(id).className).toContain('sp-tool--drop-early');
    for (const id of late) expect(screen.getByTestId(id).className).toContain('sp-tool--drop-late');
    for (const id of ['tool-export', 'tool-compare']) expect(screen.getByTestId(id).className).not.toMatch(/drop/);
  });

  it('shows the document name (whole in its tooltip) and the Unsaved marker', () => {
    renderToolbar(true);
    const name = screen.getByTestId('document-name').querySelector('.sp-docname__name') as HTMLElement;
    expect(name.textContent).toBe('clariion-cx4-960-phase2');
    expect(name.title.startsWith('clariion-cx4-960-phase2')).toBe(true);
    expect(screen.getByTestId('dirty-marker').textContent).toBe('● Unsaved');
  });
});
