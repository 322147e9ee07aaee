/**
 * HTML building blocks of the design report: escaping, a tagged template that escapes every
 * interpolated string by default, tables, key–value lists and verdict pills.
 *
 * Why a tagged template rather than string concatenation: the report carries user text (design,
 * component and LUN names, descriptions) into a file a customer opens in a browser. With `html`
 * a string is always escaped unless it is already `Markup` built by these helpers, so forgetting
 * to escape is not possible. Numbers are not accepted at all: every figure must go through the
 * formatting helpers (components/format.ts) so it carries its unit and the app's rounding.
 */

/** Markup that is already safe to insert (built by `html` or the helpers below). */
export interface Markup {
  readonly __html: string;
}

/** What `html` interpolates: text (escaped), markup (as is), lists of markup, or nothing. */
export type Piece = string | Markup | readonly Markup[] | null | undefined | false;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/**
 * Wraps markup that did not come from `html`, after the caller has made sure it is safe (the
 * CSS, an SVG checked by `checkedSvg`). Never call it with user text.
 */
export function trusted(markup: string): Markup {
  return { __html: markup };
}

const isMarkup = (p: unknown): p is Markup => typeof p === 'object' && p !== null && '__html' in p;

function piece(p: Piece): string {
  if (p === null || p === undefined || p === false) return '';
  if (typeof p === 'string') return esc(p);
  if (isMarkup(p)) return p.__html;
  return p.map((m) => m.__html).join('');
}

/** Tagged template: `html\`<td>${name}</td>\`` escapes `name`; markup pieces pass through. */
export function html(strings: TemplateStringsArray, ...values: readonly Piece[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += piece(v) + (strings[i + 1] ?? '');
  });
  return { __html: out };
}

/** Joins markup (e.g. list items) into one piece. */
export function join(parts: readonly Markup[], separator: Markup = trusted('')): Markup {
  return { __html: parts.map((p) => p.__html).join(separator.__html) };
}

/** Colour of a figure or verdict; every coloured cell also says its verdict in words (print in B/W). */
export type Tone = 'ok' | 'warn' | 'bad' | 'muted';

/** A table cell: text, markup, or either with a tone or a note under it. */
export type Cell =
  string | Markup | { readonly content: string | Markup; readonly tone?: Tone; readonly note?: string };

/** A table column: its header and whether it holds figures (right-aligned, tabular digits). */
export interface Column {
  readonly header: string;
  readonly numeric?: boolean;
  /** A short explanation under the header (units, what "worst" means). */
  readonly sub?: string;
}

/** Options of `table`. */
export interface TableOptions {
  /** Said before the table to screen readers and on paper. */
  readonly caption?: string;
  /** Extra class on `<table>` (e.g. `compact` for long tables). */
  readonly className?: string;
  /** Class of each body row, e.g. `worst` to highlight it. */
  readonly rowClass?: (index: number) => string | null;
}

function cell(c: Cell, col: Column | undefined): Markup {
  const spec = typeof c === 'string' || isMarkup(c) ? { content: c } : c;
  const classes = [col?.numeric ? 'num' : null, spec.tone ? `tone-${spec.tone}` : null].filter(Boolean).join(' ');
  const note = 'note' in spec && spec.note ? html`<span class="cell-note">${spec.note}</span>` : null;
  return html`<td${classes ? trusted(` class="${classes}"`) : null}>${spec.content}${note}</td>`;
}

/**
 * A table whose header row repeats on every printed page (`thead`) and whose rows are not split
 * across pages (CSS). Rows shorter than the columns are padded with empty cells.
 */
export function table(columns: readonly Column[], rows: readonly (readonly Cell[])[], opts: TableOptions = {}): Markup {
  const head = columns.map(
    (c) =>
      html`<th${c.numeric ? trusted(' class="num"') : null} scope="col">${c.header}${
        c.sub ? html`<span class="th-sub">${c.sub}</span>` : null
      }</th>`,
  );
  const body = rows.map((r, i) => {
    const cls = opts.rowClass?.(i);
    const cells = columns.map((col, j) => cell(r[j] ?? '', col));
    return html`<tr${cls ? html` class="${cls}"` : null}>${cells}</tr>`;
  });
  const cls = ['data', opts.className].filter(Boolean).join(' ');
  return html`<table class="${cls}">
    ${
      opts.caption
        ? html`<caption>
            ${opts.caption}
          </caption>`
        : null
    }
    <thead>
      <tr>
        ${head}
      </tr>
    </thead>
    <tbody>
      ${body}
    </tbody>
  </table>`;
}

/** One row of a key–value list: a label, its value and, optionally, a note in a smaller type. */
export interface Fact {
  readonly label: string;
  readonly value: string | Markup;
  readonly note?: string | Markup;
  readonly tone?: Tone;
}

/** A two-column list of facts (the summary, the workload, the title block). */
export function facts(rows: readonly Fact[], className = 'facts'): Markup {
  const items = rows.map(
    (r) =>
      html`<tr><th scope="row">${r.label}</th><td${r.tone ? html` class="tone-${r.tone}"` : null}>${r.value}${
        r.note ? html`<span class="cell-note">${r.note}</span>` : null
      }</td></tr>`,
  );
  return html`<table class="${className}">
    <tbody>
      ${items}
    </tbody>
  </table>`;
}

/** A word in a coloured pill (`ok` green, `warn` amber, `bad` red, `info` grey). */
export function pill(word: string, tone: 'ok' | 'warn' | 'bad' | 'info'): Markup {
  return html`<span class="pill pill-${tone}">${word}</span>`;
}

/** `Pass` / `Fail` as a pill, in words and colour. */
export function verdict(pass: boolean, yes = 'Pass', no = 'Fail'): Markup {
  return pill(pass ? yes : no, pass ? 'ok' : 'bad');
}

/** A paragraph. */
export function para(text: string | Markup, className?: string): Markup {
  return html`<p${className ? html` class="${className}"` : null}>${text}</p>`;
}

/** A bulleted list of text or markup items. */
export function list(items: readonly (string | Markup)[], className?: string): Markup {
  return html`<ul${className ? html` class="${className}"` : null}>${items.map((i) => html`<li>${i}</li>`)}</ul>`;
}
