/**
 * SVG of one box of the diagram, drawn as the canvas draws it close up: a container as a rounded
 * box with its header (kind tag, name, key specifications, figures), a card as a white rounded
 * card with the same rows, its port handles as dots. Text is clipped to its box (`clipId`).
 */
import { kindLabel } from '../schema/components';
import type { DiagramBox } from './geometry';
import { kindTag } from '../schema/components';
import { boxColours, COLOURS, tagColours, toneColours, worstOf } from './palette';
import { fitKept, fitText, num, textEl, textWidth, xml } from './text';
import type { DiagramCardText, DiagramFigure } from './types';

/** Font sizes [px]: names on cards and containers, detail lines, kind tags, figures. */
const CARD_NAME = 12.5;
const BOX_NAME = 14;
const DETAIL = 11;
const TAG = 9.5;
const FIGURE = 10.5;
/** Inner padding of a box's text [px]. */
const PAD = 8;
/** Height of a figure pill [px]. */
const PILL_H = 17;

const NO_TEXT: DiagramCardText = { detail: '', figures: [], bottleneck: false };

/** Vertical places of a box's rows [px below its top]: name baseline, detail baseline, pill top. */
function rows(container: boolean) {
  return container ? { name: 24, detail: 43, pills: 52, inside: 90 } : { name: 20, detail: 37, pills: 45, inside: 0 };
}

/**
 * The halo colour of a box's text: a container's header is drawn over the links, so its text gets
 * a halo of the box's own fill and stays readable where cables cross it; a card's text sits on its
 * opaque card and needs none.
 */
function halo(b: DiagramBox): string | null {
  const c = b.component.kind;
  if (!b.container || (c !== 'server' && c !== 'vm' && c !== 'array' && c !== 'raidGroup')) return null;
  return boxColours(c).fill;
}

/** The kind tag pill and the name after it, on the first row. */
function titleRow(b: DiagramBox, row: number, size: number): string {
  const c = b.component;
  const tag = kindTag[c.kind];
  const { fill, ink } = tagColours(c.kind);
  const tagW = textWidth(tag, TAG, true) + 10 + tag.length * 0.4; // 5 px either side, 0.04 em letter spacing
  const x = b.x + PAD + (b.container ? 4 : 0);
  const nameX = x + tagW + 6;
  const name = fitText(c.name, b.x + b.w - PAD - nameX, size, true);
  return [
    `<rect x="${num(x)}" y="${num(b.y + row - 11.5)}" width="${num(tagW)}" height="15" rx="4" fill="${fill}"/>`,
    `<text x="${num(x + 5)}" y="${num(b.y + row - 0.5)}" font-size="${TAG}" font-weight="700" letter-spacing="0.4" fill="${ink}">${tag}</text>`,
    name
      ? textEl(
          `x="${num(nameX)}" y="${num(b.y + row)}" font-size="${size}" font-weight="700" fill="${COLOURS.text}"`,
          xml(name),
          halo(b),
        )
      : '',
  ].join('');
}

/** Width of a figure pill [px]. */
function pillWidth(f: DiagramFigure): number {
  const label = f.label ? textWidth(f.label, FIGURE) + 4 : 0;
  return 12 + label + textWidth(f.value, FIGURE, true);
}

/** Figure pills left to right from `x`, as many as fit in `room` [px] (the canvas wraps; a card has one row). */
function pills(figures: readonly DiagramFigure[], x: number, top: number, room: number): string {
  const out: string[] = [];
  let at = x;
  for (const f of figures) {
    const w = pillWidth(f);
    if (at + w > x + room) break;
    const { fill, ink } = toneColours(f.tone);
    const base = num(top + PILL_H - 5);
    out.push(`<rect x="${num(at)}" y="${num(top)}" width="${num(w)}" height="${PILL_H}" rx="5" fill="${fill}"/>`);
    const label = f.label
      ? `<tspan font-weight="500">${xml(f.label)}</tspan><tspan dx="4" font-weight="700">${xml(f.value)}</tspan>`
      : `<tspan font-weight="700">${xml(f.value)}</tspan>`;
    out.push(`<text x="${num(at + 6)}" y="${base}" font-size="${FIGURE}" fill="${ink}">${label}</text>`);
    at += w + 4;
  }
  return out.join('');
}

/** The detail line, figures and (collapsed) "N parts inside" under the title row. */
function body(b: DiagramBox, text: DiagramCardText): string {
  const r = rows(b.container);
  const x = b.x + PAD + (b.container ? 4 : 0);
  const room = b.x + b.w - PAD - x;
  // A database's LUNs stay whole and its mailbox count is never cut mid-number (`fitKept`).
  const detail = text.detail
    ? text.detailKeepFrom === undefined
      ? fitText(text.detail, room, DETAIL)
      : fitKept(text.detail, text.detailKeepFrom, room, DETAIL)
    : '';
  const parts = [
    detail
      ? textEl(
          `x="${num(x)}" y="${num(b.y + r.detail)}" font-size="${DETAIL}" fill="${COLOURS['text-muted']}"`,
          xml(detail),
          halo(b),
        )
      : '',
    pills(text.figures, x, b.y + r.pills, room),
  ];
  if (b.collapsed) {
    const inside = `${b.inside} part${b.inside === 1 ? '' : 's'} inside`;
    parts.push(
      textEl(
        `x="${num(x)}" y="${num(b.y + r.inside)}" font-size="${DETAIL}" font-style="italic" fill="${COLOURS['text-muted']}"`,
        inside,
        halo(b),
      ),
    );
  }
  return parts.join('');
}

/**
 * A status strip down a card's left edge in its worst tone (as the far-out canvas), or ''. Not on
 * containers: down a whole array it read as a rule, and their figures are in their header.
 */
function strip(b: DiagramBox, text: DiagramCardText): string {
  const tone = worstOf(text.figures);
  if (tone === 'neutral' || b.container) return '';
  return `<rect x="${num(b.x)}" y="${num(b.y)}" width="4" height="${num(b.h)}" fill="${toneColours(tone).ink}"/>`;
}

/** Port handles: a grey dot on the card's edge at each port, as on the canvas. */
function portDots(b: DiagramBox): string {
  if (b.collapsed) return '';
  const out: string[] = [];
  for (const p of b.ports.values()) {
    const cx = p.side === 'left' ? b.x : b.x + b.w;
    out.push(`<circle cx="${num(cx)}" cy="${num(b.y + p.dy)}" r="3.5"/>`);
  }
  return out.length ? `<g fill="#94a3b8" stroke="#ffffff" stroke-width="1">${out.join('')}</g>` : '';
}

/** The clip path that keeps a box's text inside it. */
export function clipPath(b: DiagramBox, clipId: string): string {
  const r = b.container ? 12 : 8;
  return `<clipPath id="${clipId}"><rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.w)}" height="${num(b.h)}" rx="${r}"/></clipPath>`;
}

/** The outline and fill of box `b`: a container's (drawn under the links) or a card's. */
function shapeOf(b: DiagramBox, text: DiagramCardText): string {
  const c = b.component;
  const outline = text.bottleneck ? { stroke: COLOURS.bad, width: 2.5 } : null;
  const at = `x="${num(b.x)}" y="${num(b.y)}" width="${num(b.w)}" height="${num(b.h)}"`;
  if (b.container && (c.kind === 'server' || c.kind === 'vm' || c.kind === 'array' || c.kind === 'raidGroup')) {
    const { fill, line } = boxColours(c.kind);
    const dash = c.kind === 'raidGroup' ? ' stroke-dasharray="4 3"' : '';
    return `<rect ${at} rx="${c.kind === 'raidGroup' ? 10 : 12}" fill="${fill}" stroke="${outline?.stroke ?? line}" stroke-width="${outline?.width ?? 1}"${dash}/>`;
  }
  return `<rect ${at} rx="8" fill="${COLOURS.surface}" stroke="${outline?.stroke ?? COLOURS['border-strong']}" stroke-width="${outline?.width ?? 1}"/>`;
}

/** The text of box `b`, clipped to it: tag, name, detail, figures, and the card's status strip. */
function textOf(b: DiagramBox, text: DiagramCardText, clipId: string): string {
  const size = b.container ? BOX_NAME : CARD_NAME;
  const inner = strip(b, text) + titleRow(b, rows(b.container).name, size) + body(b, text);
  return `<g clip-path="url(#${clipId})">${inner}</g>`;
}

/** The tooltip of box `b` (full name and kind, for viewers that show one; also what search finds). */
function tooltip(b: DiagramBox, text: DiagramCardText): string {
  const c = b.component;
  return `<title>${xml(`${c.name} (${kindLabel[c.kind]})${text.bottleneck ? ', the bottleneck' : ''}`)}</title>`;
}

/** A card, whole: shape, text and port dots. */
export function cardSvg(b: DiagramBox, text: DiagramCardText = NO_TEXT, clipId: string): string {
  return `<g>${tooltip(b, text)}${shapeOf(b, text)}${textOf(b, text, clipId)}${portDots(b)}</g>`;
}

/** A container's box, drawn under the links. */
export function containerBoxSvg(b: DiagramBox, text: DiagramCardText = NO_TEXT): string {
  return `<g>${tooltip(b, text)}${shapeOf(b, text)}</g>`;
}

/** A container's header and port dots, drawn over the links so cables never hide its name. */
export function containerLabelSvg(b: DiagramBox, text: DiagramCardText = NO_TEXT, clipId: string): string {
  return `<g>${textOf(b, text, clipId)}${portDots(b)}</g>`;
}
