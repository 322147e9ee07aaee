/**
 * Parts that share a name, as the app tells the user about them: reports, the CLI and the
 * explanations name parts, so two servers both called "MBX1" make them ambiguous. Renames and new
 * parts are refused a taken name (`src/commands/lib/names.ts`); a file written by hand or by
 * another tool can still hold duplicates, so they are listed in Findings (clicking one selects the
 * parts) and said when the file opens. The names are kept: choosing new ones is the user's call.
 */
import type { Finding } from '../../engine/ts/reportSchema';
import { nameKey } from '../commands/lib/names';
import type { Component } from '../schema/components';
import type { DesignDoc, DesignState, Notice } from './types';

/** Finding code of a name more than one part has (the app's own check, not the engine's). */
export const NAME_DUPLICATE_CODE = 'NAME-DUPLICATE';

const HINT = 'Select each part and give it a name of its own in the inspector.';
const NONE: readonly Finding[] = Object.freeze([]);
const cache = new WeakMap<readonly Component[], readonly Finding[]>();
/**
 * Each part's `nameKey`, kept while the part object lives: an edit makes one part new, and the
 * locale-aware lower-casing of all 504 names of the largest preset took ~4 ms of the edit, before
 * the engine was asked about it.
 */
const keys = new WeakMap<Component, string>();
const keyOf = (c: Component): string => {
  let key = keys.get(c);
  if (key === undefined) {
    key = nameKey(c.name);
    keys.set(c, key);
  }
  return key;
};

/** One finding per name that several parts share (memoised per components array). */
export function nameFindings(doc: Pick<DesignDoc, 'components'>): readonly Finding[] {
  const hit = cache.get(doc.components);
  if (hit) return hit;
  const byName = new Map<string, Component[]>();
  for (const c of doc.components) {
    const key = keyOf(c);
    const same = byName.get(key);
    if (same) same.push(c);
    else byName.set(key, [c]);
  }
  const findings: Finding[] = [];
  for (const parts of byName.values()) {
    if (parts.length < 2) continue;
    findings.push({
      code: NAME_DUPLICATE_CODE,
      severity: 'warning',
      message: `${parts.length} parts are named "${parts[0].name}": reports and explanations cannot tell them apart.`,
      hint: HINT,
      componentIds: parts.map((p) => p.id),
    });
  }
  const result = findings.length ? findings : NONE;
  cache.set(doc.components, result);
  return result;
}

/** Selector form of `nameFindings`. */
export const selectNameFindings = (s: DesignState): readonly Finding[] => nameFindings(s.doc);

/** What to tell the user when a document opens with shared names, or null when it has none. */
export function duplicateNamesNotice(doc: Pick<DesignDoc, 'components'>): Omit<Notice, 'id'> | null {
  const found = nameFindings(doc);
  const first = found[0];
  if (!first) return null;
  return {
    tone: 'warning',
    message:
      found.length === 1
        ? first.message
        : `${found.length} names are each used by more than one part. The first: ${first.message}`,
    hint: 'The names were kept as they are in the file. The Findings tab lists them; rename the parts there.',
  };
}
