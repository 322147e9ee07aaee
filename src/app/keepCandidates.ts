/**
 * Keeps the Compare view's candidates across restarts: at start, the candidates kept by the last
 * run are added back (each design checked as Open checks a file; compareSync.ts evaluates them
 * again, lazily, as any new candidate); after that, every add, rename and remove replaces the
 * kept list. Reports are never kept (src/io/compareKeep.ts says why).
 *
 * Writing waits until the kept list has been read: an empty window must not overwrite the list
 * before it is restored. Evaluation progress (status, report) is not a change worth a write.
 *
 * A kept entry that does not restore (or does not fit the view) is held, not dropped: the user is
 * told, every write keeps it as it was stored, and the Compare view offers to save it as a file or
 * discard it (`heldCandidates`). The list is never written shorter because an entry failed.
 */
import { createStore, type StoreApi } from 'zustand';

import { type HeldEntry, heldDesign, type KeptCandidate, shownName } from '../io/compareKeep';
import type { DocumentIo } from '../io';
import { designFileName } from '../platform';
import { type Candidate, type CompareStore, MAX_CANDIDATES } from '../store/compare';
import type { Notice } from '../store/types';

/** What is kept of a list: who is in it and what they are called (a candidate's design never changes). */
const signature = (candidates: readonly Candidate[]): string =>
  candidates.map((c) => `${c.id}\u0000${c.name}`).join('\u0001');

const kept = (c: Candidate): KeptCandidate => ({ name: c.name, source: c.source, design: c.design });

/** A message for the Compare view to show (the app's notices sit under its dialog, unseen). */
export interface HeldMessage {
  readonly tone: 'error' | 'info';
  readonly message: string;
  readonly hint: string;
}

/** The kept entries that did not restore, and what the user may do with each. */
export interface HeldCandidates {
  readonly entries: readonly HeldEntry[];
  /**
   * Saves `entry`'s text unchanged as a file where the user chooses (as the unreadable autosave is
   * saved); once saved it is no longer kept. Resolves to what to tell the user, or null (cancelled).
   */
  save(entry: HeldEntry): Promise<HeldMessage | null>;
  /** Lets `entry` go: it is no longer kept. */
  discard(entry: HeldEntry): void;
}

/**
 * The held entries of each window's compare store. Keyed by the store, which the Compare view
 * already has (its context), so the view reads them without a second context; a WeakMap, so a
 * closed window's entries go with its store.
 */
const heldByStore = new WeakMap<CompareStore, StoreApi<HeldCandidates>>();

const idle: Pick<HeldCandidates, 'save' | 'discard'> = {
  save: () => Promise.resolve(null),
  discard: () => undefined,
};

/** The held entries of `compare` (none until `startKeepingCandidates` restored its list). */
export function heldCandidates(compare: CompareStore): StoreApi<HeldCandidates> {
  let held = heldByStore.get(compare);
  if (!held) {
    held = createStore<HeldCandidates>()(() => ({ entries: [], ...idle }));
    heldByStore.set(compare, held);
  }
  return held;
}

/** The file a held entry is saved as: a design's text as a design file, anything else as JSON. */
function heldFile(entry: HeldEntry): { fileName: string; format: 'json'; data: Uint8Array<ArrayBuffer> } {
  const design = designFileName(`${entry.name} (kept candidate)`);
  return {
    fileName: entry.isDesign ? design : design.replace(/\.spindle\.json$/, '.json'),
    format: 'json',
    data: new TextEncoder().encode(entry.text),
  };
}

/** Restores `compare`'s kept candidates, then keeps them as they change; returns a function that stops it. */
export function startKeepingCandidates(
  compare: CompareStore,
  io: Pick<DocumentIo, 'readCandidates' | 'writeCandidates' | 'saveExport'>,
  notify: (notice: Omit<Notice, 'id'>) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  /** The names last reported as too large to keep, so the notice is given once, not at every rename. */
  let toldTooLarge = '';
  let writing: Promise<void> = Promise.resolve();
  const held = heldCandidates(compare);

  const write = (): void => {
    // Held entries go with every write, as stored: they are dropped only by the user's choice.
    const list = [...compare.getState().candidates.map(kept), ...held.getState().entries];
    // One write at a time, in order, so an older list never lands after a newer one.
    writing = writing.then(async () => {
      const out = await io.writeCandidates(list).catch((err: unknown) => ({
        ok: false as const,
        error: { message: err instanceof Error ? err.message : String(err), hint: '' },
      }));
      if (stopped) return;
      if (!out.ok) {
        notify({
          tone: 'warning',
          message: `The Compare view’s candidates could not be kept for the next start: ${out.error.message}`,
          hint: 'They stay in this window until it closes.',
        });
        return;
      }
      const names = out.tooLarge.join(', ');
      if (names && names !== toldTooLarge)
        notify({
          tone: 'warning',
          message: `Too large to keep for the next start: ${out.tooLarge.map((n) => `“${n}”`).join(', ')}.`,
          hint: 'The Compare view keeps up to 8 MB of designs. These stay in this window until it closes; save them as design files to keep them.',
        });
      toldTooLarge = names;
    });
  };

  /** Stops keeping `entry` (saved as a file, or discarded) and writes the list without it. */
  const letGo = (entry: HeldEntry): void => {
    if (stopped) return;
    held.setState((s) => ({ entries: s.entries.filter((e) => e !== entry) }));
    write();
  };

  void io.readCandidates().then(({ candidates, dropped, held: unread = [] }) => {
    if (stopped) return;
    // A candidate the view has no room for (a list kept by a build with more columns) is held too.
    const overflow = candidates.filter((c) => compare.add(c) === null);
    const noRoom = `the Compare view shows at most ${MAX_CANDIDATES}`;
    const entries = [...unread, ...overflow.map((c) => heldDesign(c, noRoom))];
    held.setState({
      entries,
      async save(entry) {
        const out = await io.saveExport(heldFile(entry));
        if ('canceled' in out) return null;
        if (!out.ok) return { tone: 'error', message: out.error.message, hint: out.error.hint };
        letGo(entry);
        return {
          tone: 'info',
          message: `“${entry.name}” saved as ${out.path ?? `${out.name} (in your downloads)`}.`,
          hint: `It was not restored: ${entry.reason.replace(/\.$/, '')}. Fix that in a text editor, then add it with Add a design file….`,
        };
      },
      discard: letGo,
    });
    const names = [...dropped, ...overflow.map((c) => `“${shownName(c.name, c.source)}” (${noRoom})`)];
    if (names.length > 0)
      notify({
        tone: 'warning',
        message: `Compare: could not restore ${names.join(', ')}.`,
        hint:
          entries.length > 0
            ? 'Nothing was deleted: what was not restored stays kept as it was. Open the Compare view to save it as a file, or to discard it.'
            : 'What could not be read was left out; any other kept candidates are back in the Compare view.',
      });
    let last = signature(compare.getState().candidates);
    unsubscribe = compare.subscribe((s) => {
      const now = signature(s.candidates);
      if (now === last) return;
      last = now;
      write();
    });
  });

  return () => {
    stopped = true;
    unsubscribe?.();
    held.setState(idle);
  };
}
