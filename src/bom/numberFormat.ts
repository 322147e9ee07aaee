/**
 * Excel number formats that show a figure of the workbook as the app shows it (the rules of
 * components/format.ts, docs/ui.md "Units and formatting"). The cell keeps the exact value; only
 * its display is rounded.
 *
 * An Excel format cannot drop trailing zeros without leaving the decimal point behind (`#,##0.##`
 * shows 150 as "150."), so each cell gets a format with exactly the decimals its own value is shown
 * with: `#,##0` for a whole number, `#,##0.00` for 0.15, `#,##0.000` for 0.067.
 */

/** How a figure is shown, by what it is. */
export type FigureKind =
  /** A whole count: mailboxes, database copies (`20,000`). */
  | 'count'
  /** An I/O rate: grouped, up to one decimal below 1,000 IO/s (`10,016`, `651.7`, `90`). */
  | 'iops'
  /** A workload's IOPS per mailbox: its profile's precision, up to four decimals (`0.15`, `0.067`). */
  | 'perMailbox'
  /** A latency: two decimals below 10 ms, one at or above (`2.28`, `15.6`, `10.0`). */
  | 'latency'
  /** A percentage: up to one decimal (`20`, `6.5`). */
  | 'percent'
  /** A capacity in GB: whole (`3,410`). */
  | 'size'
  /** Another workload input as entered (messages, KB, MB, days): up to two decimals (`150`, `12.5`). */
  | 'input';

/** Digits after the point of `value` rounded to at most `max` decimals, trailing zeros dropped. */
export function decimalsShown(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  const fraction = Math.abs(value).toFixed(max).split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** The number of decimals `value` is shown with as a figure of `kind`. */
export function figureDecimals(value: number, kind: FigureKind): number {
  switch (kind) {
    case 'count':
    case 'size':
      return 0;
    case 'iops':
      return Math.abs(value) >= 1000 ? 0 : decimalsShown(value, 1);
    case 'perMailbox':
      return decimalsShown(value, 4);
    case 'latency':
      // Decided on the rounded value, as fmtMs does: 9.996 reads `10.0`, not `10.00`.
      return Math.abs(value) >= 9.995 ? 1 : 2;
    case 'percent':
      return decimalsShown(value, 1);
    case 'input':
      return decimalsShown(value, 2);
  }
}

/** The Excel format with grouped thousands and exactly `decimals` decimals: `#,##0`, `#,##0.00`. */
export function fixedFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/** The Excel number format of a cell holding `value`, a figure of `kind`. */
export function figureFormat(value: number, kind: FigureKind): string {
  return fixedFormat(figureDecimals(value, kind));
}
