// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { startKeepingCandidates } from '../../src/app/keepCandidates';
import type { DocumentIo } from '../../src/io';
import { restoreCandidates } from '../../src/io/compareKeep';
import { createCompareStore } from '../../src/store/compare';
import { HeldCandidates } from './HeldCandidates';

afterEach(cleanup);

const broken = { name: 'Before: RAID 5', source: 'snapshot', designText: '{"format": "spindle.design", "version": 1}' };
const kept = JSON.stringify({ format: 'spindle.compare', version: 1, candidates: [broken, { name: 3 }] });

async function setup() {
  const compare = createCompareStore();
  const io = {
    readCandidates: vi.fn(async () => restoreCandidates(kept)),
    writeCandidates: vi.fn<DocumentIo['writeCandidates']>(async () => ({ ok: true, tooLarge: [] })),
    saveExport: vi.fn<DocumentIo['saveExport']>(async (f) => ({
      ok: true,
      path: `/home/u/${f.fileName}`,
      name: f.fileName,
    })),
  };
  const onMessage = vi.fn();
  startKeepingCandidates(compare, io, () => {});
  render(<HeldCandidates store={compare} onMessage={onMessage} />);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return { io, onMessage };
}

describe('HeldCandidates', () => {
  it('names each kept candidate that did not restore, with why', async () => {
    await setup();
    const entries = screen.getAllByTestId('compare-held-entry').map((e) => e.textContent);
    expect(entries[0]).toMatch(/^Before: RAID 5: This design file has errors/);
    expect(entries[1]).toMatch(/^candidate 2: its entry is malformed/);
    expect(screen.getByTestId('compare-held').textContent).toContain('2 kept candidates could not be restored.');
  });

  it('saves one as a file, says where, and stops showing it', async () => {
    const { io, onMessage } = await setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save “Before: RAID 5” as a file…' })));
    expect(new TextDecoder().decode(io.saveExport.mock.calls[0]![0].data)).toBe(broken.designText);
    expect(onMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        tone: 'info',
        message: expect.stringContaining('/home/u/Before - RAID 5 (kept candidate)'),
      }),
    );
    expect(screen.getAllByTestId('compare-held-entry')).toHaveLength(1);
  });

  it('discards one, keeping the other, and shows nothing once none is left', async () => {
    const { io } = await setup();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Discard “candidate 2”' })));
    expect(screen.getAllByTestId('compare-held-entry')).toHaveLength(1);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(io.writeCandidates).toHaveBeenLastCalledWith([expect.objectContaining({ held: true, stored: broken })]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Discard “Before: RAID 5”' })));
    expect(screen.queryByTestId('compare-held')).toBeNull();
  });
});
