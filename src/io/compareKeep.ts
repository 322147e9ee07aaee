/**
 * The Compare view's candidates as the host keeps them between runs, so a snapshot taken before
 * an edit is not lost when the app closes or crashes. What is kept is what a candidate is made of
 * (name, source, design), never its engine report: a design never changes, so its report is
 * computed again at the next start, and a report from an older engine is never shown as current.
 *
 * Each design is kept as its file text (`serializeDesign`) and read back with `parseDesignText`,
 * the Open path's own parse, migrations and Zod validation: a kept candidate is trusted no more
 * than a file from a stranger. Pure: text in, candidates out, and back.
 *
 * Invariant: a kept entry that does not restore (a stricter check in a newer build, a damaged
 * entry) is never dropped from what is kept just because it failed. It is read as a `HeldEntry`
 * and written back exactly as stored, until the user saves it as a file or discards it: a
 * snapshot is a design the user has nowhere else.
 */
import { z } from 'zod';

import { PRESET_CARDS } from '../presets/list';
import { presetHeading } from '../presets/presetName';
import type { Design } from '../schema/design';
import { parseDesignText, serializeDesign } from '../schema/load';

/** Largest text kept for all candidates together [UTF-16 code units, about bytes for designs]. */
export const MAX_KEPT_CHARS = 8 * 1024 * 1024;

/** What is kept of one candidate that restores. */
export interface KeptDesign {
  readonly name: string;
  readonly source: 'snapshot' | 'preset' | 'file';
  readonly design: Design;
}

/** A kept entry that did not restore, held as it was stored (see the invariant above). */
export interface HeldEntry {
  readonly held: true;
  /** How the user knows it: the candidate's name, `candidate 3`, or `the kept list`. */
  readonly name: string;
  /** Why it was not restored, in words (the Open check's message, as Open would say it). */
  readonly reason: string;
  /** The entry as stored (a JSON value), written back unchanged. */
  readonly stored: unknown;
  /** Its text as a file the user can save, fix and Open: the design's text, else the entry as JSON. */
  readonly text: string;
  /** Whether `text` is meant as a design file's text (saved as `.spindle.json`; else `.json`). */
  readonly isDesign: boolean;
}

/** What is kept of one candidate: one that restores, or an entry held as it was stored. */
export type KeptCandidate = KeptDesign | HeldEntry;

const isHeld = (c: KeptCandidate): c is HeldEntry => 'held' in c;

/**
 * The name a kept candidate is known by to the user: its own, but for a preset still under the
 * name it was added with (its id, `xiv-2810`), the title its Compare column was headed by
 * ("IBM XIV 2810-A14"). What is stored keeps the name it had.
 */
export function shownName(name: string, source: string): string {
  return (source === 'preset' && presetHeading(name, PRESET_CARDS)?.name) || name;
}

/** The kept list's envelope; the designs inside are checked one by one, as Open checks a file. */
const Stored = z.object({
  format: z.literal('spindle.compare'),
  version: z.literal(1),
  candidates: z.array(z.unknown()),
});
const StoredCandidate = z.object({
  name: z.string().trim().min(1).max(255),
  source: z.enum(['snapshot', 'preset', 'file']),
  designText: z.string(),
});

/** The text to keep, and the names of candidates left out because the whole would exceed the cap. */
export interface KeptText {
  /** Null when there is nothing to keep (the host then forgets any list it had). */
  readonly text: string | null;
  readonly tooLarge: string[];
}

/**
 * The text for `candidates`. Held entries are all kept, as stored (dropping one would lose it);
 * candidates are kept in order while the whole stays under `maxChars`, and any after that are
 * named in `tooLarge` (they stay in the window, but not past a restart). A candidate too large on
 * its own is skipped and a smaller one after it still kept.
 */
export function keptText(candidates: readonly KeptCandidate[], maxChars = MAX_KEPT_CHARS): KeptText {
  const held = candidates.filter(isHeld).map((h) => h.stored);
  const kept: z.infer<typeof StoredCandidate>[] = [];
  const tooLarge: string[] = [];
  let size = held.reduce<number>((sum, h) => sum + JSON.stringify(h).length, 0);
  for (const c of candidates) {
    if (isHeld(c)) continue;
    const designText = serializeDesign(c.design);
    // The envelope and names are small beside a design; a kilobyte each covers them.
    const cost = designText.length + c.name.length + 1024;
    if (size + cost > maxChars) {
      tooLarge.push(c.name);
      continue;
    }
    size += cost;
    kept.push({ name: c.name, source: c.source, designText });
  }
  if (kept.length === 0 && held.length === 0) return { text: null, tooLarge };
  const all: unknown[] = [...kept, ...held];
  return { text: JSON.stringify({ format: 'spindle.compare', version: 1, candidates: all }), tooLarge };
}

/** `design` held as a kept entry, for a reason of the caller's (the view had no room for it). */
export function heldDesign(c: KeptDesign, reason: string): HeldEntry {
  const designText = serializeDesign(c.design);
  const stored = { name: c.name, source: c.source, designText };
  return { held: true, name: shownName(c.name, c.source), reason, stored, text: designText, isDesign: true };
}

/** Candidates read back, and what could not be (a name, or a description where there is none). */
export interface RestoredCandidates {
  readonly candidates: KeptDesign[];
  readonly dropped: string[];
  /** The entries that did not restore, to be kept as stored; absent when there are none. */
  readonly held?: HeldEntry[];
}

/** The name of a whole kept list that could not be read, as it is held (see `heldList`). */
const UNREADABLE_LIST = 'Kept Compare list (unreadable)';

/**
 * The kept text as one held entry, when it cannot be read as a list at all: wrapped as a candidate
 * whose design is the whole text, so the next write keeps it (it is held again at the next start,
 * and Save it as a file gives the text back unchanged).
 */
function heldList(text: string, why: string): RestoredCandidates {
  const name = UNREADABLE_LIST;
  const reason = `the kept list ${why}`;
  const stored = { name, source: 'file', designText: text };
  const held: HeldEntry = { held: true, name, reason, stored, text, isDesign: false };
  return { candidates: [], dropped: [reason], held: [held] };
}

/** The candidates in kept `text`; whatever fails validation is held and named, nothing throws. */
export function restoreCandidates(text: string): RestoredCandidates {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return heldList(text, 'is not valid JSON');
  }
  const stored = Stored.safeParse(raw);
  if (!stored.success) return heldList(text, 'is not a Spindle candidate list');
  const candidates: KeptDesign[] = [];
  const dropped: string[] = [];
  const held: HeldEntry[] = [];
  stored.data.candidates.forEach((entry, i) => {
    const c = StoredCandidate.safeParse(entry);
    if (!c.success) {
      const name = `candidate ${i + 1}`;
      const reason = 'its entry is malformed';
      dropped.push(`${name} (${reason})`);
      held.push({ held: true, name, reason, stored: entry, text: JSON.stringify(entry, null, 2), isDesign: false });
      return;
    }
    const design = parseDesignText(c.data.designText);
    if (design.ok) candidates.push({ name: c.data.name, source: c.data.source, design: design.value });
    else {
      const name = shownName(c.data.name, c.data.source);
      dropped.push(`“${name}” (${design.error.message})`);
      held.push({
        held: true,
        name,
        reason: design.error.message,
        stored: entry,
        text: c.data.designText,
        // A list held whole at an earlier start is held again as the list it was, not a design.
        isDesign: c.data.name !== UNREADABLE_LIST,
      });
    }
  });
  return held.length > 0 ? { candidates, dropped, held } : { candidates, dropped };
}
