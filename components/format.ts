/**
 * Every number the app shows goes through here, with its unit: the canvas badges and link labels,
 * the inspector, the status bar, the results dock and the start screen, so one figure reads the
 * same everywhere. IOPS with thousands separators; milliseconds with two decimals below 10 ms and
 * one at or above; decimal GB/TB as vendors state them; MB/s and percentages with up to one
 * decimal. A figure the report does not give is `—`, never a made-up number.
 */

import { money } from '../src/bom/prices';

/** Shown where the report gives no figure. */
export const DASH = '—';
/** Typographic minus, so negative errors line up with positive ones in tabular figures. */
const MINUS = '−';

/** A number format whose value rounding to zero (or −0, as an empty sum can be) reads `0`, never `-0`. */
const nf = (min: number, max: number): { format: (n: number) => string } => {
  const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
  return {
    format: (n) => {
      const text = f.format(n);
      return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
    },
  };
};
const int = nf(0, 0);
const one = nf(1, 1);
const two = nf(2, 2);
const upToOne = nf(0, 1);
const upToTwo = nf(0, 2);

type Maybe = number | null | undefined;
const missing = (n: Maybe): n is null | undefined => n === null || n === undefined || !Number.isFinite(n);

/** A count with grouped thousands: `12,345`. */
export function fmtCount(n: Maybe): string {
  return missing(n) ? DASH : int.format(n);
}

/** The number of an I/O rate as `fmtIops` writes it, without the unit: `10,016`, `651.7`. */
export function fmtIopsValue(n: Maybe): string {
  if (missing(n)) return DASH;
  return Math.abs(n) >= 1000 ? int.format(n) : upToOne.format(n);
}

/** I/O rate: `10,016 IO/s`; below 1,000 with one decimal (`651.7 IO/s`). */
export function fmtIops(n: Maybe): string {
  return missing(n) ? DASH : `${fmtIopsValue(n)} IO/s`;
}

/** Latency: `15.6 ms`, `2.28 ms`, `10.0 ms` (the switch to one decimal is at 10 ms exactly). */
export function fmtMs(n: Maybe): string {
  if (missing(n)) return DASH;
  // Explanation terms can be microseconds: say so rather than print 0.00.
  if (n !== 0 && Math.abs(n) < 0.005) return '< 0.01 ms';
  // Decide on the rounded value, so 9.996 reads `10.0 ms`, not `10.00 ms`.
  return `${Math.abs(n) >= 9.995 ? one.format(n) : two.format(n)} ms`;
}

/** A decimal size: `750 GB`, `79.2 TB`. */
export function fmtGb(gb: Maybe): string {
  if (missing(gb)) return DASH;
  // 999.6 GB rounds to 1,000 GB: say `1 TB` instead.
  return Math.abs(gb) >= 999.5 ? `${upToOne.format(gb / 1000)} TB` : `${int.format(gb)} GB`;
}

/**
 * What a LUN's Exchange files need, by kind, naming only the kinds it holds: `1.3 TB for logs`,
 * `4.3 TB for databases`, `3.9 TB databases + 360 GB logs` (a "0 GB + 1.3 TB" left the reader to
 * work out which sum was which).
 */
export function fmtNeeded(dbGb: number, logGb: number): string {
  if (dbGb > 0 && logGb > 0) return `${fmtGb(dbGb)} databases + ${fmtGb(logGb)} logs`;
  if (logGb > 0) return `${fmtGb(logGb)} for logs`;
  if (dbGb > 0) return `${fmtGb(dbGb)} for databases`;
  return 'nothing (no databases or logs)';
}

/**
 * What is left of a RAID group: `27.7 TB free`, or, when its LUNs are given more than it has,
 * `400 GB over-allocated` (a "-400 GB free" read as a typo, not as a design that does not fit).
 */
export function fmtFree(gb: Maybe): string {
  if (missing(gb)) return DASH;
  return gb < 0 ? `${fmtGb(-gb)} over-allocated` : `${fmtGb(gb)} free`;
}

/**
 * Throughput: `32.7 MB/s`, `1,250 MB/s`. Always MB/s, never GB/s, because Jetstress reports and
 * the published figures the dock compares against are in MB/s.
 */
export function fmtMbPerSec(n: Maybe): string {
  return missing(n) ? DASH : `${fmtMbPerSecValue(n)} MB/s`;
}

/** The number of a throughput as `fmtMbPerSec` writes it, without the unit (table cells). */
export function fmtMbPerSecValue(n: Maybe): string {
  return missing(n) ? DASH : upToOne.format(n);
}

/** A percentage given in percent: `6.5 %`. */
export function fmtPct(pct: Maybe): string {
  return missing(pct) ? DASH : `${upToOne.format(pct)} %`;
}

/** A 0..1 ratio as a percentage: `85 %`. */
export function fmtRatio(r: Maybe): string {
  return missing(r) ? DASH : `${int.format(r * 100)} %`;
}

/**
 * The share of a LUN that its Exchange files use, given in percent: whole percent (`85 %`), which
 * is what a canvas badge has room for and all a sizing conversation needs, except within half a
 * percent of full, where rounding would hide which side of 100 it is on: there one decimal, cut
 * towards 100 (`99.9 %` still fits, `100.1 %` does not). The badge, the inspector and the
 * Capacity tab all use this, so the same LUN reads the same everywhere.
 */
export function fmtUsedShare(pct: Maybe): string {
  if (missing(pct)) return DASH;
  if (pct === 100 || Math.abs(pct - 100) > 0.5) return `${int.format(pct)} %`;
  const tenths = pct < 100 ? Math.floor(pct * 10) : Math.ceil(pct * 10);
  return `${one.format(tenths / 10)} %`;
}

/** A relative error (fraction) with its sign: `+3.2 %`, `−7.8 %`. */
export function fmtSignedRatio(r: Maybe): string {
  if (missing(r)) return DASH;
  const pct = r * 100;
  const text = upToOne.format(Math.abs(pct));
  if (text === '0') return '0 %';
  return `${pct < 0 ? MINUS : '+'}${text} %`;
}

/**
 * Mean I/Os outstanding at a component (its queue length): `3.4 I/Os`, `624 I/Os`. Whole numbers
 * from 100 up, where a decimal says nothing.
 */
export function fmtQueue(n: Maybe): string {
  if (missing(n)) return DASH;
  return `${Math.abs(n) >= 99.95 ? int.format(n) : upToOne.format(n)} I/Os`;
}

/** Hours: `7.5 h`. */
export function fmtHours(h: Maybe): string {
  if (missing(h)) return DASH;
  // A rebuild under an hour reads in minutes: "0.2 h" hides the difference between 9 and 15 min.
  if (h < 1) return `${Math.max(1, Math.round(h * 60))} min`;
  return `${upToOne.format(h)} h`;
}

/**
 * How long the engine took (a computation time, not a latency): `0.40 ms`, `7.83 ms`, `85 ms`,
 * `1.61 s`. Whole milliseconds from 10 ms up, where a tenth says nothing about a wait the user
 * feels; seconds from 1 s, so a large preset reads `1.61 s`, not `1,608.0 ms`.
 */
export function fmtDuration(ms: Maybe): string {
  if (missing(ms)) return DASH;
  if (ms < 9.995) return fmtMs(ms);
  if (ms < 999.5) return `${int.format(ms)} ms`;
  const s = ms / 1000;
  return `${s < 9.995 ? two.format(s) : one.format(s)} s`;
}

/** Any figure with the unit the report gives it. */
export function fmtValue(n: Maybe, unit: string): string {
  if (missing(n)) return DASH;
  switch (unit) {
    case 'ms':
      return fmtMs(n);
    case 'IO/s':
    case 'IOPS':
      return fmtIops(n);
    case 'MB/s':
      return fmtMbPerSec(n);
    case '%':
      return fmtPct(n);
    case 'GB':
      return fmtGb(n);
    case 'h':
      return fmtHours(n);
    default:
      return unit ? `${upToTwo.format(n)} ${unit}` : upToTwo.format(n);
  }
}

/** The next smaller binary size unit, for a difference too small to show in the figure's own. */
const SMALLER_UNIT: Readonly<Record<string, { readonly unit: string; readonly factor: number }>> = {
  TiB: { unit: 'GiB', factor: 1024 },
};

/** A signed difference in a figure's unit: `+1.27 ms`, `−2,033 IO/s`. */
export function fmtSignedValue(n: Maybe, unit: string): string {
  if (missing(n)) return DASH;
  // A difference of under one TiB reads in GiB: the N series aggregate's −0.0023 TiB read "0 TiB"
  // beside an error of −0.1 %.
  const smaller = SMALLER_UNIT[unit];
  if (smaller && n !== 0 && Math.abs(n) < 1) return fmtSignedValue(n * smaller.factor, smaller.unit);
  // A difference of tens of IO/s needs no decimal, even where the figures themselves have one.
  const abs = (unit === 'IO/s' || unit === 'IOPS') && Math.abs(n) >= 10 ? Math.round(Math.abs(n)) : Math.abs(n);
  const text = fmtValue(abs, unit);
  // Signed by what is shown: a residue of 1e-13 reads `0 IO/s`, not `−0 IO/s`.
  const shownZero = /^0(\.0*)?(\s|$)/.test(text);
  return n === 0 || shownZero ? text : `${n < 0 ? MINUS : '+'}${text}`;
}

/** `1 database`, `2 databases`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${int.format(n)} ${n === 1 ? one : many}`;
}

/** An amount in `currency`, as `$1,234.50` or `1,234.50 XYZ` where the currency has no symbol. */
export function fmtMoney(amount: number, currency: string): string {
  try {
    // `symbol`, not the narrow one: USD and CAD are both "$" narrowly, "$" and "CA$" here.
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(money(amount));
  } catch {
    return `${money(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}
