/**
 * Text for the exported diagram: XML escaping, and text widths estimated without a DOM.
 *
 * The diagram names Arial first (metric-compatible Liberation Sans on Linux, Helvetica on a Mac),
 * so widths come from one table of Helvetica's published advance widths and the same file lays
 * out alike in a browser, Word, PowerPoint or Inkscape. Every card also clips its text, so a
 * viewer that substitutes a wider font cuts a name short rather than drawing it over the border.
 */

/** Advance widths of ASCII 32–126 in Helvetica/Arial regular [1/1000 em]. */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** The same for Helvetica/Arial bold [1/1000 em]. */
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

/** Widths of the non-ASCII characters Spindle's own labels use [1/1000 em]. */
const SYMBOLS: Readonly<Record<string, number>> = {
  '×': 584,
  '·': 278,
  '–': 556,
  '—': 1000,
  '…': 1000,
  '↔': 1000,
  '→': 1000,
  '−': 584,
  '≈': 584,
  '°': 400,
  '’': 222,
  '‘': 222,
  '“': 333,
  '”': 333,
};

/**
 * A character outside the tables: a CJK or emoji glyph is about a full em wide; other letters
 * (accented Latin, Greek, Cyrillic) about 0.6 em, a little over Helvetica's average, so an
 * estimate errs towards cutting early rather than overflowing [1/1000 em].
 */
function otherWidth(code: number): number {
  return code >= 0x2e80 ? 1000 : 600;
}

/** Estimated width of `text` at `sizePx` [px]. */
export function textWidth(text: string, sizePx: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? table[code - 32]! : (SYMBOLS[ch] ?? otherWidth(code));
  }
  return (units * sizePx) / 1000;
}

/**
 * `text` as it fits in `room` [px]: whole when it fits; else without a trailing parenthetical
 * qualifier ("XIV30 HBA 1 (QLE2562)" → "XIV30 HBA 1", the model is on the detail line); else cut
 * with an ellipsis; '' when not even one character and the ellipsis fit.
 */
export function fitText(text: string, room: number, sizePx: number, bold = false): string {
  if (textWidth(text, sizePx, bold) <= room) return text;
  const bare = text.replace(/\s*\([^()]*\)\s*$/, '');
  if (bare !== text && bare.length > 0 && textWidth(bare, sizePx, bold) <= room) return bare;
  const chars = [...text];
  let [lo, hi] = [0, chars.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${chars.slice(0, mid).join('').trimEnd()}…`, sizePx, bold) <= room) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? `${chars.slice(0, lo).join('').trimEnd()}…` : '';
}

/**
 * `text` as it fits in `room` [px] when its part from `keepFrom` on must stay whole (a database's
 * LUNs): whole when it fits; else the start cut with an ellipsis before the kept part, a number
 * leading the start never cut ("1,000 mailb… · files on DB LUN 1", never "1,00…"); else the kept
 * part alone, without its leading separator; else that part cut at its end, as `fitText` cuts.
 */
export function fitKept(text: string, keepFrom: number, room: number, sizePx: number, bold = false): string {
  if (keepFrom >= text.length || textWidth(text, sizePx, bold) <= room) return fitText(text, room, sizePx, bold);
  const keep = text.slice(keepFrom);
  const lead = [...text.slice(0, keepFrom)];
  const number = /^[\d,.]+/.exec(text)?.[0].length ?? 0;
  const cut = (n: number): string => `${lead.slice(0, n).join('').trimEnd()}…${keep}`;
  // The most characters of the start, past its number and one more, that fit before the kept part.
  let [lo, hi] = [number, lead.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(cut(mid), sizePx, bold) <= room) lo = mid;
    else hi = mid - 1;
  }
  if (lo > number + 1 || (number === 0 && lo > 0)) return cut(lo);
  const alone = keep.replace(/^\s*·\s*/, '');
  return fitText(alone, room, sizePx, bold);
}

/**
 * Escapes text for XML character data and attribute values: `& < > " '`, and drops the control
 * characters XML 1.0 forbids (a name pasted from elsewhere could carry one and make the whole
 * file unreadable).
 */
export function xml(text: string): string {
  return [...text]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 32 || code === 9 || code === 10 || code === 13) && code !== 0xfffe && code !== 0xffff;
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A coordinate or length for an attribute: rounded to 0.1 px (finer is invisible, and the file
 * stays small and identical run to run). Throws on a non-finite value rather than writing `NaN`,
 * which would make viewers drop the element silently.
 */
export function num(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`a diagram coordinate is not a number (${v})`);
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/**
 * A `<text>` element (`attrs` its attributes, `content` already escaped) with, when `halo` is a
 * colour, a copy under it stroked in that colour, so the text stays readable where lines cross
 * it. A separate copy rather than `paint-order`, which not every SVG importer honours: one that
 * ignores it paints the halo over the glyphs and erases them.
 */
export function textEl(attrs: string, content: string, halo: string | null = null): string {
  const under = halo
    ? `<text ${attrs} stroke="${halo}" stroke-width="3" stroke-linejoin="round" aria-hidden="true">${content}</text>`
    : '';
  return `${under}<text ${attrs}>${content}</text>`;
}
