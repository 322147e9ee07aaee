/**
 * Plain-text tables for the terminal (monospace, space-separated, no colour) and Markdown tables
 * for the generated docs.
 */

export type Align = 'left' | 'right';

export interface Column {
  readonly header: string;
  readonly align?: Align;
}

/** Lays out `rows` under `columns`, padding each column to its widest cell. */
export function textTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((c, i) => Math.max(c.header.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((c, i) => {
        const cell = cells[i] ?? '';
        return c.align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join('\n') + '\n';
}

/** A GitHub-flavoured Markdown table; `|` in cells is escaped. */
export function markdownTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const esc = (s: string): string => s.replace(/\|/g, '\\|');
  const head = `| ${columns.map((c) => esc(c.header)).join(' | ')} |`;
  const rule = `| ${columns.map((c) => (c.align === 'right' ? '---:' : '---')).join(' | ')} |`;
  return (
    [head, rule, ...rows.map((r) => `| ${columns.map((_, i) => esc(r[i] ?? '')).join(' | ')} |`)].join('\n') + '\n'
  );
}

/** A criterion's comparator as a reader writes it (`<=` → `≤`); others print as they are. */
export function comparatorSymbol(comparator: string): string {
  return ({ '<=': '≤', '>=': '≥' } as Record<string, string>)[comparator] ?? comparator;
}

/** Fixed decimals with thousands separators, e.g. `fixed(12345.678, 1)` → `12,345.7`; `null` → `n/a`. */
export function fixed(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A signed number with thousands separators, e.g. `+1,027.1`, `-0.40`; rounds `-0.0` to `0.0`. */
export function signedFixed(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${fixed(Math.abs(rounded), decimals)}`;
}

/** A signed percentage, e.g. `+15.7 %`, `-3.5 %`, `0.0 %`. */
export function signedPct(value: number, decimals = 1): string {
  const rounded = Number(value.toFixed(decimals));
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded).toFixed(decimals)} %`;
}
