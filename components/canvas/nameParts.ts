/**
 * A component's name split by what matters when room runs out on a 200 px card or a box label.
 *
 * Preset names follow how the published reports name things: an identifier, often numbered, then
 * a description ("XIV30 HBA 1 (QLogic QLE2562)", "MBX1 DB RAID group 1: RAID 1/0 4+4"). Cutting
 * such a name at its end loses what tells siblings apart ("Brocade 48000 …" for both switch A and
 * switch B). So a name is drawn as three parts, and they give way in this order:
 *
 * 1. `qualifier`, the description (a trailing "(…)" or what follows a label's colon): cut first;
 * 2. `head`, the start of the identifier: cut in the middle of the name, with an ellipsis;
 * 3. `tail`, the numbered end of the identifier ("switch A", "group 1", "sg1data.lun"): never cut.
 *
 * Invariant: `head + tail + qualifier === name`, so the drawn text (and a search for it) is the
 * whole name.
 */

/** A name split for display; see the module comment. */
export type NameParts = {
  /** Start of the identifier; may end with the space before `tail`. */
  readonly head: string;
  /** Numbered end of the identifier, kept whole; '' when the identifier has none. */
  readonly tail: string;
  /** Description after the identifier with its leading separator (" (…)", ": …"); '' when none. */
  readonly qualifier: string;
};

/** Longest tail kept whole [characters]: about 90 px of 13 px bold text, half a card's title. */
const TAIL_MAX = 12;

/** Index where a trailing, balanced " (…)" starts (its space), or -1. */
function trailingParenthesis(name: string): number {
  if (!name.endsWith(')')) return -1;
  let depth = 0;
  for (let i = name.length - 1; i >= 0; i--) {
    if (name[i] === ')') depth++;
    else if (name[i] === '(' && --depth === 0) {
      // Only a description after the identifier: "(spare)" alone, or "x(2)", stays whole.
      return i > 1 && name[i - 1] === ' ' && name.slice(0, i - 1).trim() !== '' ? i - 1 : -1;
    }
  }
  return -1;
}

/**
 * Index of a label's colon ("aggr_sgdata: 3 x RAID-DP…"), or -1. A colon after a single letter is
 * a Windows drive ("XIV30 E: DB1", "F: databases") and part of the identifier.
 */
function labelColon(core: string): number {
  for (let i = core.indexOf(': '); i > 0; i = core.indexOf(': ', i + 1)) {
    const word = core.slice(core.lastIndexOf(' ', i - 1) + 1, i);
    if (!/^[A-Za-z]$/.test(word)) return i;
  }
  return -1;
}

/**
 * A word that numbers or letters siblings: "A", "12", "SG10", "B2", "DB01". A short word without a
 * digit is a word, not a number: "LUN", "log", "HBA" tell no siblings apart (QA pass 9: six log
 * LUNs "MBX1 DB01 log LUN"… all read "MB…log LUN").
 */
function isEnumerator(word: string): boolean {
  return /^[A-Za-z]$/.test(word) || (word.length <= 5 && /\d/.test(word));
}

/**
 * Where a tail starts that runs from the last enumerator to the end, when that fits ("MBX1 DB01
 * log LUN" keeps "DB01 log LUN"), or -1.
 */
function enumeratedEnd(core: string, space: number): number {
  for (let end = space; end > 0;) {
    const start = core.lastIndexOf(' ', end - 1) + 1;
    if (isEnumerator(core.slice(start, end))) return start > 0 && core.length - start <= TAIL_MAX ? start : -1;
    end = start - 1;
  }
  return -1;
}

/** Where the kept tail of `core` starts, or `core.length` when nothing is worth keeping. */
function tailStart(core: string): number {
  const space = core.lastIndexOf(' ');
  if (space <= 0) return core.length; // one word: nothing before it to cut
  const last = core.slice(space + 1);
  if (isEnumerator(last)) {
    // With the word it numbers, when that is short: "switch A", "group 1", "HBA 1".
    const before = core.lastIndexOf(' ', space - 1);
    const pair = core.slice(before + 1);
    return before >= 0 && pair.length <= TAIL_MAX ? before + 1 : space + 1;
  }
  if (last.length <= TAIL_MAX) {
    // A word after the number: "DB01 log LUN" (the whole end, when it is short).
    const from = enumeratedEnd(core, space);
    return from > 0 ? from : core.length;
  }
  // A path or file name: its longest end after a separator that fits ("sg1data.lun").
  for (let i = core.length - TAIL_MAX; i < core.length - 1; i++) {
    if (i > space && '/\\_-.'.includes(core[i - 1])) return i;
  }
  return core.length;
}

/** Splits `name` into head, tail and qualifier (see the module comment). */
export function nameParts(name: string): NameParts {
  const paren = trailingParenthesis(name);
  let core = paren >= 0 ? name.slice(0, paren) : name;
  const colon = labelColon(core);
  if (colon > 0) core = core.slice(0, colon);
  const qualifier = name.slice(core.length);
  const t = tailStart(core);
  return { head: core.slice(0, t), tail: core.slice(t), qualifier };
}

/**
 * Whether `name` already says its kind (`kindLabel`, as whole words, any case): a RAID group named
 * "RAID group", "MBX1 DB RAID group 1" or "MBX1 log RAID group: RAID 1/0 2+2". A label that adds
 * the kind after such a name read "RAID group · RAID group", so the far-out label and the overview
 * leave the kind out. Words end where letters and digits do, so punctuation after one ("group:")
 * still ends it, and "RAID groups" does not say "RAID group".
 */
export function nameSaysKind(name: string, kindLabel: string): boolean {
  return kindPattern(kindLabel)?.test(name) ?? false;
}

/** The pattern of each kind label, built once: the overview asks for every card it paints. */
const kindPatterns = new Map<string, RegExp | null>();

function kindPattern(kindLabel: string): RegExp | null {
  let p = kindPatterns.get(kindLabel);
  if (p !== undefined) return p;
  const kind = kindLabel.trim().split(/\s+/).filter(Boolean);
  const escaped = kind.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  p = kind.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
  kindPatterns.set(kindLabel, p);
  return p;
}
