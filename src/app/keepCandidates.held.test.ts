import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { createDocumentIo, type DocumentIo } from '../io';
import type { Platform } from '../platform';
import { createCompareStore } from '../store/compare';
import { blankDesign } from '../store/document';
import { heldCandidates, startKeepingCandidates } from './keepCandidates';

const flush = () => new Promise((r) => setTimeout(r, 10));
const good = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const refused = (() => {
  const snap = JSON.parse(good) as { meta: { title: string }; components: { kind: string; mailboxes?: number }[] };
  snap.meta.title = 'Before: RAID 5';
  snap.components.find((c) => c.kind === 'database')!.mailboxes = -1; // refused by the file check
  return JSON.stringify(snap);
})();
const list = (candidates: unknown[]) => JSON.stringify({ format: 'spindle.compare', version: 1, candidates });
const snapshot = { name: 'Site A, snapshot 1', source: 'snapshot', designText: refused };

/** The real document I/O over a host that keeps the list as text (as main and the browser do). */
function start(stored: string | null) {
  const host = { stored };
  const platform = {
    readCompareCandidates: async () => ({ ok: true, value: host.stored }),
    writeCompareCandidates: async (t: string | null) => {
      host.stored = t;
      return { ok: true, value: null };
    },
  } as unknown as Platform;
  const real = createDocumentIo(platform);
  const saveExport = vi.fn<DocumentIo['saveExport']>(async (f) => ({
    ok: true,
    path: `/tmp/${f.fileName}`,
    name: f.fileName,
  }));
  const io = { readCandidates: real.readCandidates, writeCandidates: real.writeCandidates, saveExport };
  const compare = createCompareStore();
  const notify = vi.fn();
  const stop = startKeepingCandidates(compare, io, notify);
  return { host, compare, notify, saveExport, stop, held: heldCandidates(compare) };
}

describe('kept Compare candidates that do not restore (review 3 #5: they were erased at start)', () => {
  it('keeps a refused snapshot stored as it was, through later writes, and tells the user', async () => {
    const before = list([snapshot, { name: 'Cisco preset', source: 'preset', designText: good }]);
    const { host, compare, notify, held } = start(before);
    await flush();
    expect(compare.getState().candidates.map((c) => c.name)).toEqual(['Cisco preset']);
    expect(host.stored).toBe(before); // nothing rewritten at start
    expect(notify.mock.calls[0]![0]).toMatchObject({
      message: expect.stringContaining('“Site A, snapshot 1”'),
      hint: expect.stringMatching(/^Nothing was deleted/),
    });
    expect(held.getState().entries.map((e) => e.name)).toEqual(['Site A, snapshot 1']);
    compare.add({ name: 'New', source: 'snapshot', design: blankDesign() });
    await flush();
    const after = JSON.parse(host.stored!) as { candidates: { name: string; designText: string }[] };
    expect(after.candidates.map((c) => c.name)).toEqual(['Cisco preset', 'New', 'Site A, snapshot 1']);
    expect(after.candidates[2]).toEqual(snapshot);
  });

  it('saves a held snapshot as a file, unchanged, and only then stops keeping it', async () => {
    const { host, compare, held, saveExport } = start(list([snapshot]));
    await flush();
    const [entry] = held.getState().entries;
    const told = await held.getState().save(entry!);
    const file = saveExport.mock.calls[0]![0];
    expect(file.fileName).toBe('Site A, snapshot 1 (kept candidate).spindle.json');
    expect(new TextDecoder().decode(file.data)).toBe(refused);
    expect(told).toMatchObject({ tone: 'info', message: expect.stringContaining('saved as /tmp/') });
    await flush();
    expect(held.getState().entries).toEqual([]);
    expect(host.stored).toBeNull(); // the user's choice: nothing else was kept
    expect(compare.getState().candidates).toEqual([]);
  });

  it('keeps a held entry when the save is cancelled, and lets it go on Discard', async () => {
    const { host, held, saveExport } = start(list([snapshot, { name: 3 }]));
    await flush();
    saveExport.mockResolvedValueOnce({ canceled: true });
    const [first, second] = held.getState().entries;
    expect(second).toMatchObject({ name: 'candidate 2', reason: 'its entry is malformed' });
    expect(await held.getState().save(first!)).toBeNull();
    expect(held.getState().entries).toHaveLength(2);
    held.getState().discard(second!);
    await flush();
    expect(JSON.parse(host.stored!).candidates).toEqual([snapshot]);
  });

  it('keeps a list it cannot read at all, as one entry whose file is the text unchanged', async () => {
    const { host, compare, held } = start('{"format": "spindle.compare", "version": 2');
    await flush();
    const [entry] = held.getState().entries;
    expect(entry).toMatchObject({
      name: 'Kept Compare list (unreadable)',
      text: '{"format": "spindle.compare", "version": 2',
    });
    compare.add({ name: 'New', source: 'snapshot', design: blankDesign() });
    await flush();
    expect(host.stored).toContain(JSON.stringify('{"format": "spindle.compare", "version": 2'));
  });

  it('holds the candidates the view has no room for, rather than writing the list shorter', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ name: `C${i}`, source: 'preset', designText: good }));
    const { compare, held, host, notify } = start(list(many));
    await flush();
    expect(compare.getState().candidates).toHaveLength(5);
    expect(held.getState().entries.map((e) => e.name)).toEqual(['C5', 'C6']);
    expect(notify.mock.calls[0]![0].message).toContain('“C5” (the Compare view shows at most 5)');
    expect(host.stored).toBe(list(many));
  });
});
