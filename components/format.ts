/** Number formatting for figures shown to customers: grouped thousands, fixed decimals, units. */

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `12,345` */
export function fmtInt(n: number): string {
  return int.format(n);
}

/** Milliseconds with one decimal: `16.9`. */
export function fmtMs(n: number): string {
  return one.format(n);
}

/** A 0..1 ratio as a whole percentage: `63`. */
export function fmtRatioPct(r: number): string {
  return int.format(r * 100);
}

/** A decimal size: `750 GB`, `1.2 TB` (vendors' decimal units). */
export function fmtGb(gb: number): string {
  if (Math.abs(gb) >= 1000) return `${one.format(gb / 1000)} TB`;
  return `${int.format(gb)} GB`;
}

/** Throughput: `85 MB/s`, `1.2 GB/s`. */
export function fmtMbPerSec(mb: number): string {
  if (Math.abs(mb) >= 1000) return `${one.format(mb / 1000)} GB/s`;
  return `${int.format(mb)} MB/s`;
}
