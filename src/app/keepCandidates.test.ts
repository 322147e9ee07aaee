import { describe, expect, it, vi } from 'vitest';

import type { DocumentIo } from '../io';
import type { HeldEntry, KeptDesign } from '../io/compareKeep';
import { createCompareStore } from '../store/compare';
import { blankDesign } from '../store/document';
import { startKeepingCandidates } from './keepCandidates';

const flush = () => new Promise((r) => setTimeout(r, 0));
const candidate = (name: string): KeptDesign => ({ name, source: 'snapshot', design: blankDesign() });

function setup(restored: KeptDesign[] = [], dropped: string[] = [], held?: HeldEntry[]) {
  const compare = createCompareStore();
  const writes: string[][] = [];
  const io = {
    readCandidates: vi.fn(async () => ({ candidates: restored, dropped, ...(held ? { held } : {}) })),
    writeCandidates: vi.fn<DocumentIo['writeCandidates']>(async (list) => {
      writes.push(list.map((c) => c.name));
      return { ok: true, tooLarge: [] };
    }),
    saveExport: vi.fn<DocumentIo['saveExport']>(async () => ({ canceled: true })),
  };
  const notify = vi.fn();
  const stop = startKeepingCandidates(compare, io, notify);
  return { compare, io, notify, writes, stop };
}

describe('keeping the Compare candidates across restarts', () => {
  it('restores the kept candidates, to be evaluated again, without writing them back', async () => {
    const { compare, writes, notify } = setup([candidate('Before'), candidate('After')]);
    await flush();
    expect(compare.getState().candidates.map((c) => [c.name, c.status])).toEqual([
      ['Before', 'waiting'],
      ['After', 'waiting'],
    ]);
    expect(writes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('writes on add, rename and remove, not on evaluation progress', async () => {
    const { compare, writes } = setup();
    await flush();
    const id = compare.add(candidate('Before'))!;
    compare.update(id, { status: 'running' });
    compare.rename(id, 'Before: RAID 5');
    compare.remove(id);
    await flush();
    expect(writes).toEqual([['Before'], ['Before: RAID 5'], []]);
  });

  it('names what could not be restored in one notice, and does not write the list at start', async () => {
    const { notify, writes } = setup([candidate('Good')], ['“Broken” (This design file has errors)']);
    await flush();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0].message).toContain('“Broken”');
    expect(writes).toEqual([]);
  });

  it('says once which candidates are too large to keep, and when the host refuses', async () => {
    const { compare, io, notify } = setup();
    await flush();
    io.writeCandidates.mockResolvedValue({ ok: true, tooLarge: ['Huge'] });
    const id = compare.add(candidate('Huge'))!;
    compare.rename(id, 'Huge');
    compare.add(candidate('Small'));
    await flush();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0].message).toBe('Too large to keep for the next start: “Huge”.');
    io.writeCandidates.mockResolvedValue({
      ok: false,
      error: { code: 'file/write-failed', message: 'disk full', hint: '' },
    });
    compare.remove(id);
    await flush();
    expect(notify.mock.calls[1]![0].message).toContain('disk full');
  });

  it('does nothing after it is stopped (a restore answered late is not added)', async () => {
    const { compare, stop } = setup([candidate('Late')]);
    stop();
    await flush();
    expect(compare.getState().candidates).toEqual([]);
  });
});
