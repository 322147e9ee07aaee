// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PRESET_CARDS } from '../../src/presets/list';
import { loadPresetDesign } from '../../src/presets/load';
import { StartScreen } from './StartScreen';

afterEach(cleanup);

function renderStart(onOpenPreset = vi.fn(async () => null as string | null)) {
  const onNew = vi.fn();
  const onOpenFile = vi.fn();
  render(
    <StartScreen
      presets={PRESET_CARDS}
      loadDesign={loadPresetDesign}
      onNew={onNew}
      onOpenFile={onOpenFile}
      onOpenPreset={onOpenPreset}
      recent={[]}
      onOpenRecent={vi.fn(async () => null)}
    />,
  );
  return { onNew, onOpenFile, onOpenPreset };
}

describe('StartScreen', () => {
  it('shows one card per preset with mailboxes, storage, published result and a miniature', async () => {
    renderStart();
    for (const p of PRESET_CARDS) {
      const card = screen.getByTestId(`start-preset-${p.id}`);
      expect(card.textContent).toContain(p.storageSummary);
      expect(card.textContent).toContain(p.mailboxes.toLocaleString('en-US'));
    }
    // The miniatures load the presets lazily: on a busy two-core machine that took over waitFor's
    // default second. It resolves as soon as they are drawn.
    await waitFor(() => expect(screen.getAllByTestId('preset-thumbnail')).toHaveLength(PRESET_CARDS.length), {
      timeout: 10_000,
    });
    // The published verdict comes from the preset's own published figures.
    expect(screen.getByTestId('start-preset-nseries-qd16').textContent).toMatch(/Fail.*achieved IO\/s below/);
    expect(screen.getByTestId('start-preset-nseries-qd256').textContent).toContain('Pass');
    // The pill says Pass or Fail once: the summary after it does not repeat the word.
    for (const p of PRESET_CARDS) {
      const published = screen.getByTestId(`start-preset-${p.id}`).querySelector('.sp-preset__published');
      expect(published?.textContent ?? '', p.id).not.toMatch(/^(Pass|Fail)\s*(Pass|Fail)\b/);
    }
    expect(screen.getByTestId('start-preset-xiv-2810').textContent).toContain('Passon both servers; 10,381');
  }, 15_000);

  it('gives every card a title of its own, so the two N series tests tell apart at a glance', () => {
    renderStart();
    const titles = [...document.querySelectorAll('.sp-preset__title')].map((t) => t.textContent);
    expect(titles).toHaveLength(PRESET_CARDS.length);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('IBM N series, HBA queue depth 16 (default)');
  });

  it('writes counts of parts with ×, as the parts list and the canvas do ("180 × 1 TB", not "180 x 1 TB")', () => {
    renderStart();
    for (const p of PRESET_CARDS) {
      expect(screen.getByTestId(`start-preset-${p.id}`).textContent, p.id).not.toMatch(/\d x (\d|RAID)/);
    }
    expect(screen.getByTestId('start-preset-xiv-2810').textContent).toContain('180 × 1 TB');
  });

  it('opens a preset with one click and shows why when it cannot', async () => {
    const onOpenPreset = vi.fn(async () => 'This design file has errors and cannot be opened: x');
    renderStart(onOpenPreset);
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-preset-xiv-2810'));
    });
    expect(onOpenPreset).toHaveBeenCalledWith('xiv-2810');
    expect(screen.getByTestId('start-error').textContent).toContain('cannot be opened');
  });

  it('lists the recent files as named buttons that open them, and says why one did not', async () => {
    const recent = [
      { path: 'fsa:1', name: 'Contoso DAG', openedAt: Date.UTC(2026, 10, 24, 9) },
      { path: 'fsa:2', name: 'Site B', openedAt: Date.UTC(2026, 10, 23, 9) },
    ];
    const onOpenRecent = vi.fn(async (path: string) =>
      path === 'fsa:2' ? 'The file could not be read: it no longer exists.' : null,
    );
    render(
      <StartScreen
        presets={[]}
        loadDesign={loadPresetDesign}
        onNew={vi.fn()}
        onOpenFile={vi.fn()}
        onOpenPreset={vi.fn(async () => null)}
        recent={recent}
        onOpenRecent={onOpenRecent}
      />,
    );
    const first = screen.getByRole('button', { name: 'Open Contoso DAG' });
    expect(first.tagName).toBe('BUTTON');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Opened /);
    await act(async () => {
      fireEvent.click(first);
    });
    expect(onOpenRecent).toHaveBeenCalledWith('fsa:1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open Site B' }));
    });
    expect(screen.getByTestId('start-recent-error').textContent).toContain('no longer exists');
  });

  it('shows no recent list while there are no recent files', () => {
    renderStart();
    expect(screen.queryByTestId('start-recent')).toBeNull();
  });

  it('keeps the empty design on "New empty design" or Escape, and offers Open', () => {
    const { onNew, onOpenFile } = renderStart();
    fireEvent.click(screen.getByTestId('start-new'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onNew).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('start-open'));
    expect(onOpenFile).toHaveBeenCalled();
  });

  it('makes the editor it covers inert while shown, so Tab reaches its actions first', async () => {
    const props = {
      presets: PRESET_CARDS,
      loadDesign: loadPresetDesign,
      onNew: vi.fn(),
      onOpenFile: vi.fn(),
      onOpenPreset: vi.fn(async () => null),
    };
    const Editor = ({ start }: { start: boolean }) => (
      <div className="sp-main">
        <aside data-testid="parts">
          <button type="button">Server</button>
        </aside>
        <div data-testid="canvas-area" />
        {start && <aside data-testid="late" />}
        <aside data-testid="already" inert />
        {start && <StartScreen {...props} />}
      </div>
    );
    const { rerender } = render(<Editor start />);
    for (const id of ['parts', 'canvas-area', 'late', 'already'])
      expect(screen.getByTestId(id).hasAttribute('inert'), id).toBe(true);
    expect(screen.getByTestId('start-screen').hasAttribute('inert')).toBe(false);
    // A covered area drawn again while the screen shows is covered too.
    const added = document.createElement('div');
    await act(async () => {
      document.querySelector('.sp-main')?.prepend(added);
      await Promise.resolve();
    });
    expect(added.hasAttribute('inert')).toBe(true);
    added.remove();

    rerender(<Editor start={false} />);
    expect(screen.getByTestId('parts').hasAttribute('inert')).toBe(false);
    expect(screen.getByTestId('canvas-area').hasAttribute('inert')).toBe(false);
    // What was inert before stays so.
    expect(screen.getByTestId('already').hasAttribute('inert')).toBe(true);
  });
});
