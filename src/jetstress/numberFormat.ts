/**
 * Figures of a Jetstress report in the number format of the Windows it ran on. Jetstress prints
 * with the machine's regional format: "10,380.944" on an English Windows, "10.380,944" on a German
 * one, "10 380,944" on a French one. It prints three decimals, so "738,412" is 738.412 with a
 * decimal comma and 738,412 with a thousands comma: a figure alone cannot tell, and reading the
 * wrong way is 1,000× off, which nothing downstream would notice. So the report's format is taken
 * from the figures that read only one way ("0,950": a thousands group never starts with 0;
 * "1433,855": a group before a thousands mark has at most 3 digits; "10.380,944": both marks), and
 * a report with no such figure but an ambiguous one is refused, never guessed. Pure.
 */

/** The character that separates a figure's decimals. */
export type DecimalMark = '.' | ',';

/** A figure of the report as printed, what it is, and the source line it is on. */
export interface RawFigure {
  readonly raw: string;
  /** What the figure is, for messages: "the achieved transactional I/O per second". */
  readonly what: string;
  readonly line: number;
}

/** Spaces and apostrophes group thousands in either format (French, Swiss); never a decimal mark. */
const SPACE_GROUP = "[ \\u00a0\\u202f'\\u2019]";

/**
 * A figure written with `mark` as its decimal mark: plain digits, or groups of 3 after a first
 * group of 1–3 digits that does not start with 0, all with the same separator (the other mark, or
 * a space); then the decimals, if any.
 */
const GRAMMAR: Record<DecimalMark, RegExp> = {
  '.': new RegExp(`^(?:\\d+|[1-9]\\d{0,2}(,|${SPACE_GROUP})\\d{3}(?:\\1\\d{3})*)(?:\\.\\d+)?$`),
  ',': new RegExp(`^(?:\\d+|[1-9]\\d{0,2}(\\.|${SPACE_GROUP})\\d{3}(?:\\1\\d{3})*)(?:,\\d+)?$`),
};

/** `raw` read with `mark` as the decimal mark, or null when it is not a figure written so. */
export function readAs(raw: string, mark: DecimalMark): number | null {
  const t = raw.trim();
  if (!GRAMMAR[mark].test(t)) return null;
  const digits = mark === '.' ? t.replace(/[^\d.]/g, '') : t.replace(/[^\d,]/g, '').replace(',', '.');
  const v = Number(digits);
  return Number.isFinite(v) ? v : null;
}

/** Whether `raw` is a figure with a minus sign (ASCII hyphen or U+2212). */
export const isNegative = (raw: string): boolean => /^[-\u2212]\s*\d/.test(raw.trim());

/**
 * The leading figure of a summary line's value ("10 380,944", "738.412 IO/s" → "738.412"): digits,
 * marks and group spaces from the start, with a sign kept so a negative figure can be refused. When
 * that run of characters is no figure (two figures side by side, "10380.944 10234.100") it is the
 * first word alone. The whole text when it starts with no figure, so a message can quote it.
 */
export function leadingFigure(text: string): string {
  const t = text.trim();
  const sign = /^[-\u2212]\s*/.exec(t)?.[0] ?? '';
  const rest = t.slice(sign.length);
  const run = /^\d[\d.,\u00a0\u202f'\u2019 ]*/.exec(rest)?.[0].replace(/[.,\u00a0\u202f'\u2019 ]+$/, '');
  if (!run) return t;
  if (readAs(run, '.') !== null || readAs(run, ',') !== null) return sign + run;
  return sign + (/^\S+/.exec(rest)?.[0] ?? run).replace(/[.,]+$/, '');
}

const show = (v: number): string => v.toLocaleString('en-US', { maximumFractionDigits: 6 });

export type FormatOutcome =
  | {
      ok: true;
      mark: DecimalMark;
      /** The first figure that reads only with `mark`; null when every figure reads the same either way. */
      evidence: RawFigure | null;
    }
  | { ok: false; reason: string; hint: string };

const quoted = (f: RawFigure): string => `${f.what} reads "${f.raw.trim()}" (line ${f.line})`;

/**
 * The decimal mark of a report from its figures (see the module comment). Figures that are no
 * number under either mark ("n/a") say nothing about it.
 */
export function decideFormat(figures: readonly RawFigure[]): FormatOutcome {
  const only = (mark: DecimalMark): RawFigure | undefined =>
    figures.find((f) => readAs(f.raw, mark) !== null && readAs(f.raw, mark === '.' ? ',' : '.') === null);
  const point = only('.');
  const comma = only(',');
  if (point && comma)
    return {
      ok: false,
      reason: `It mixes number formats: ${quoted(point)}, which only a decimal point explains, and ${quoted(comma)}, which only a decimal comma explains.`,
      hint: 'Import the report as Jetstress wrote it, or correct its figures to one format, then import again.',
    };
  if (point || comma) return { ok: true, mark: point ? '.' : ',', evidence: (point ?? comma)! };
  const ambiguous = figures.find((f) => {
    const p = readAs(f.raw, '.');
    const c = readAs(f.raw, ',');
    return p !== null && c !== null && p !== c;
  });
  if (ambiguous) {
    const p = readAs(ambiguous.raw, '.')!;
    const c = readAs(ambiguous.raw, ',')!;
    return {
      ok: false,
      reason: `Its number format cannot be told: ${quoted(ambiguous)}, which is ${show(p)} if the report uses a decimal point and ${show(c)} if it uses a decimal comma (as a German or French Windows writes), and no other figure in it reads only one way.`,
      hint: 'Rewrite the figures with a decimal point and no thousands separator (738.412), or use the report of a Jetstress machine whose Windows number format has a decimal point, then import again.',
    };
  }
  return { ok: true, mark: '.', evidence: null };
}
