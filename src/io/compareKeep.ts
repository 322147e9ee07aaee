/**
 * The Compare view's candidates as the host keeps them between runs, so a snapshot taken before
 * an edit is not lost when the app closes or crashes. What is kept is what a candidate is made of
 * (name, source, design), never its engine report: a design never changes, so its report is
 * computed again at the next start, and a report from an older engine is never shown as current.
 *
 * Each design is kept as its file text (`serializeDesign`) and read back with `parseDesignText`,
 * the Open path's own parse, migrations and Zod validation: a kept candidate is trusted no more
 * than a file from a stranger. Pure: text in, candidates out, and back.
 */
import { z } from 'zod';

import type { Design } from '../schema/design';
import { parseDesignText, serializeDesign } from '../schema/load';

/** Largest text kept for all candidates together [UTF-16 code units, about bytes for designs]. */
export const MAX_KEPT_CHARS = 8 * 1024 * 1024;

/** What is kept of one candidate. */
export interface KeptCandidate {
  readonly name: string;
  readonly source: 'snapshot' | 'preset' | 'file';
  readonly design: Design;
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
 * The text for `candidates`. Candidates are kept in order while the whole stays under `maxChars`;
 * any after that are named in `tooLarge` (they stay in the window, but not past a restart). A
 * candidate too large on its own is skipped and a smaller one after it still kept.
 */
export function keptText(candidates: readonly KeptCandidate[], maxChars = MAX_KEPT_CHARS): KeptText {
  const kept: z.infer<typeof StoredCandidate>[] = [];
  const tooLarge: string[] = [];
  let size = 0;
  for (const c of candidates) {
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
  if (kept.length === 0) return { text: null, tooLarge };
  return { text: JSON.stringify({ format: 'spindle.compare', version: 1, candidates: kept }), tooLarge };
}

/** Candidates read back, and what could not be (a name, or a description where there is none). */
export interface RestoredCandidates {
  readonly candidates: KeptCandidate[];
  readonly dropped: string[];
}

/** The candidates in kept `text`; whatever fails validation is dropped and named, nothing throws. */
export function restoreCandidates(text: string): RestoredCandidates {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { candidates: [], dropped: ['the kept list (it is not valid JSON)'] };
  }
  const stored = Stored.safeParse(raw);
  if (!stored.success) return { candidates: [], dropped: ['the kept list (it is not a Spindle candidate list)'] };
  const candidates: KeptCandidate[] = [];
  const dropped: string[] = [];
  stored.data.candidates.forEach((entry, i) => {
    const c = StoredCandidate.safeParse(entry);
    if (!c.success) {
      dropped.push(`candidate ${i + 1} (its entry is malformed)`);
      return;
    }
    const design = parseDesignText(c.data.designText);
    if (design.ok) candidates.push({ name: c.data.name, source: c.data.source, design: design.value });
    else dropped.push(`“${c.data.name}” (${design.error.message})`);
  });
  return { candidates, dropped };
}
