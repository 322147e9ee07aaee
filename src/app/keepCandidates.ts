/**
 * Keeps the Compare view's candidates across restarts: at start, the candidates kept by the last
 * run are added back (each design checked as Open checks a file; compareSync.ts evaluates them
 * again, lazily, as any new candidate); after that, every add, rename and remove replaces the
 * kept list. Reports are never kept (src/io/compareKeep.ts says why).
 *
 * Writing waits until the kept list has been read: an empty window must not overwrite the list
 * before it is restored. Evaluation progress (status, report) is not a change worth a write.
 */
import type { KeptCandidate } from '../io/compareKeep';
import type { DocumentIo } from '../io';
import type { Notice } from '../store/types';
import type { Candidate, CompareStore } from '../store/compare';

/** What is kept of a list: who is in it and what they are called (a candidate's design never changes). */
const signature = (candidates: readonly Candidate[]): string =>
  candidates.map((c) => `${c.id}\u0000${c.name}`).join('\u0001');

const kept = (c: Candidate): KeptCandidate => ({ name: c.name, source: c.source, design: c.design });

/** Restores `compare`'s kept candidates, then keeps them as they change; returns a function that stops it. */
export function startKeepingCandidates(
  compare: CompareStore,
  io: Pick<DocumentIo, 'readCandidates' | 'writeCandidates'>,
  notify: (notice: Omit<Notice, 'id'>) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  /** The names last reported as too large to keep, so the notice is given once, not at every rename. */
  let toldTooLarge = '';
  let writing: Promise<void> = Promise.resolve();

  const write = (candidates: readonly Candidate[]): void => {
    const list = candidates.map(kept);
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

  void io.readCandidates().then(({ candidates, dropped }) => {
    if (stopped) return;
    for (const c of candidates) compare.add(c);
    if (dropped.length > 0)
      notify({
        tone: 'warning',
        message: `Compare: could not restore ${dropped.join(', ')}.`,
        hint: 'What could not be read was left out; any other kept candidates are back in the Compare view.',
      });
    let last = signature(compare.getState().candidates);
    unsubscribe = compare.subscribe((s) => {
      const now = signature(s.candidates);
      if (now === last) return;
      last = now;
      write(s.candidates);
    });
    // A list that changed here (one left out, or more than fit) is written as it now is.
    if (dropped.length > 0 || candidates.length !== compare.getState().candidates.length)
      write(compare.getState().candidates);
  });

  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
