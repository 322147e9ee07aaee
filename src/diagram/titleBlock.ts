/**
 * The diagram's title block and legend: design title, what the file is, the export date and
 * "Spindle", the engine's verdict when its report was current (else a plain statement that the
 * figures are not included), and a key to the link colours the diagram uses.
 */
import type { LinkKind } from '../schema/connections';
import { COLOURS, LINK_LEGEND, linkColour, toneColours } from './palette';
import { fitText, num, textWidth, xml } from './text';
import type { DiagramVerdict } from './types';

/** Height of the title block above the diagram [px]. */
export const TITLE_BLOCK_H = 132;

/** Link kinds in the legend's order (hosts to drives, then the logical file links). */
const LEGEND_ORDER: readonly LinkKind[] = ['fc', 'backend', 'member', 'dbFile', 'logFile'];

/** What the title block says. */
export interface TitleBlock {
  readonly title: string;
  readonly date: string;
  readonly verdict: DiagramVerdict | null;
  /** Link kinds drawn, for the legend. */
  readonly kinds: ReadonlySet<LinkKind>;
  /** Whether a card is outlined as the bottleneck (the legend then says what red means). */
  readonly bottleneck: boolean;
  /** Width of the whole image and its margin [px]. */
  readonly width: number;
  readonly margin: number;
}

function verdictLine(v: DiagramVerdict | null, x: number, y: number, room: number): string {
  if (!v) {
    const note = fitText(
      'Predicted figures not included: the engine had not evaluated the design as exported.',
      room,
      12,
    );
    return `<text x="${num(x)}" y="${num(y)}" font-size="12" font-style="italic" fill="${COLOURS['text-muted']}">${xml(note)}</text>`;
  }
  const pill = `Predicted Jetstress result: ${v.text}`;
  const w = textWidth(pill, 12, true) + 16;
  const { fill, ink } = toneColours(v.tone);
  const detail = v.detail ? fitText(v.detail, room - w - 10, 12) : '';
  return [
    `<rect x="${num(x)}" y="${num(y - 14)}" width="${num(w)}" height="20" rx="6" fill="${fill}"/>`,
    `<text x="${num(x + 8)}" y="${num(y)}" font-size="12" font-weight="700" fill="${ink}">${xml(pill)}</text>`,
    detail
      ? `<text x="${num(x + w + 10)}" y="${num(y)}" font-size="12" fill="${COLOURS.text}">${xml(detail)}</text>`
      : '',
  ].join('');
}

function legend(kinds: ReadonlySet<LinkKind>, bottleneck: boolean, x: number, y: number, room: number): string {
  const out: string[] = [];
  let at = x;
  const fits = (w: number): boolean => at + w <= x + room;
  for (const k of LEGEND_ORDER) {
    if (!kinds.has(k)) continue;
    const label = LINK_LEGEND[k];
    const w = 28 + textWidth(label, 11) + 18;
    if (!fits(w)) break;
    const faint = k === 'dbFile' || k === 'logFile' ? ' stroke-opacity="0.6"' : '';
    out.push(
      `<line x1="${num(at)}" y1="${num(y - 4)}" x2="${num(at + 22)}" y2="${num(y - 4)}" stroke="${linkColour(k)}" stroke-width="2"${faint}/>`,
      `<text x="${num(at + 28)}" y="${num(y)}" font-size="11" fill="${COLOURS['text-muted']}">${xml(label)}</text>`,
    );
    at += w;
  }
  if (bottleneck) {
    const label = 'Bottleneck (the busiest part)';
    const w = 28 + textWidth(label, 11);
    if (fits(w))
      out.push(
        `<rect x="${num(at)}" y="${num(y - 11)}" width="20" height="12" rx="3" fill="#ffffff" stroke="${COLOURS.bad}" stroke-width="2"/>`,
        `<text x="${num(at + 28)}" y="${num(y)}" font-size="11" fill="${COLOURS['text-muted']}">${xml(label)}</text>`,
      );
  }
  return out.join('');
}

/** The title block's SVG, across the top of the image. */
export function titleBlockSvg(t: TitleBlock): string {
  const x = t.margin;
  const room = t.width - 2 * t.margin;
  const title = fitText(t.title || 'Untitled design', room, 22, true);
  const sub = fitText(`Storage design diagram · exported ${t.date} · Spindle`, room, 12);
  return [
    '<g>',
    `<text x="${num(x)}" y="42" font-size="22" font-weight="700" fill="${COLOURS.text}">${xml(title)}</text>`,
    `<text x="${num(x)}" y="64" font-size="12" fill="${COLOURS['text-muted']}">${xml(sub)}</text>`,
    verdictLine(t.verdict, x, 92, room),
    legend(t.kinds, t.bottleneck, x, 118, room),
    `<line x1="${num(x)}" y1="${TITLE_BLOCK_H - 0.5}" x2="${num(t.width - t.margin)}" y2="${TITLE_BLOCK_H - 0.5}" stroke="${COLOURS['border-strong']}" stroke-width="1"/>`,
    '</g>',
  ].join('');
}
