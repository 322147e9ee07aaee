/**
 * The design diagram as an SVG document: the title block across the top, then the whole design
 * at its stored layout, containers first, links over them, cards on top (as the canvas stacks
 * them). Pure and deterministic: the same input gives the same string, byte for byte.
 */
import type { LinkKind } from '../schema/connections';
import { cardSvg, clipPath, containerBoxSvg, containerLabelSvg } from './cards';
import { type DiagramLink, diagramScene } from './geometry';
import { COLOURS, linkColour } from './palette';
import { TITLE_BLOCK_H, titleBlockSvg } from './titleBlock';
import { num, textEl, xml } from './text';
import type { DiagramInput } from './types';

/** Space around the design, below the title block [px]. */
const MARGIN = 40;
/** Narrowest image: room for the title block's lines [px]. */
const MIN_WIDTH = 760;
/** Image width up to which the title block is drawn at its own size [px], and its largest scale. */
const TITLE_WIDTH = 1800;
const TITLE_MAX_SCALE = 4;
/** The fonts named: Arial's metrics are what the layout measures with (see text.ts). */
const FONT = "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', sans-serif";

/** The SVG and what it shows. */
export interface DiagramSvg {
  readonly svg: string;
  /** Size of the image [px]. */
  readonly width: number;
  readonly height: number;
  /** Components drawn as boxes (those inside a collapsed box are not), and links drawn. */
  readonly boxes: number;
  readonly links: number;
}

/** React Flow's Bézier control point distance (curvature 0.25), so links bend as on the canvas. */
function control(side: 'left' | 'right', x1: number, y1: number, x2: number): [number, number] {
  const d = side === 'right' ? x2 - x1 : x1 - x2;
  const off = d >= 0 ? 0.5 * d : 0.25 * 25 * Math.sqrt(-d);
  return [side === 'right' ? x1 + off : x1 - off, y1];
}

/** Stroke of a link kind: width [px] and opacity. File links are faint, as on the canvas. */
const STROKE: Readonly<Record<LinkKind, { width: number; opacity: number }>> = {
  fc: { width: 2, opacity: 1 },
  backend: { width: 1.75, opacity: 1 },
  member: { width: 1.25, opacity: 0.9 },
  dbFile: { width: 1, opacity: 0.45 },
  logFile: { width: 1, opacity: 0.45 },
};

function linkSvg(l: DiagramLink): string {
  const { from: a, to: b } = l;
  const c1 = control(a.side, a.x, a.y, b.x);
  const c2 = control(b.side, b.x, b.y, a.x);
  const s = STROKE[l.link.kind];
  const d = `M${num(a.x)} ${num(a.y)}C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(b.x)} ${num(b.y)}`;
  const path = `<path d="${d}" stroke="${linkColour(l.link.kind)}" stroke-width="${s.width}"${s.opacity < 1 ? ` stroke-opacity="${s.opacity}"` : ''}/>`;
  if (!l.label) return path;
  // The middle of a cubic Bézier is at t = 0.5: (p0 + 3 c1 + 3 c2 + p3) / 8.
  const mx = (a.x + 3 * c1[0] + 3 * c2[0] + b.x) / 8;
  const my = (a.y + 3 * c1[1] + 3 * c2[1] + b.y) / 8;
  const at = `x="${num(mx)}" y="${num(my - 4)}" text-anchor="middle" font-size="11" font-weight="700"`;
  return path + textEl(`${at} fill="${COLOURS.text}"`, xml(l.label), '#ffffff');
}

/**
 * The diagram of `input.design`. Throws an Error with a plain reason when the design has nothing
 * to draw (an empty file is no diagram) or a coordinate is not a number.
 */
export function diagramSvg(input: DiagramInput): DiagramSvg {
  const scene = diagramScene(input.design);
  if (!scene.bounds) throw new Error('the design has no components to draw');
  const { bounds } = scene;
  const width = Math.ceil(Math.max(MIN_WIDTH, bounds.w + 2 * MARGIN));
  // A large design is shown fitted to a page or slide, so its title block grows with it (up to
  // 4×) to stay as readable as it is on a small design's image.
  const k = Math.round(Math.min(TITLE_MAX_SCALE, Math.max(1, width / TITLE_WIDTH)) * 10) / 10;
  const titleH = TITLE_BLOCK_H * k;
  const height = Math.ceil(titleH + bounds.h + 2 * MARGIN);
  // Design coordinates → image: the design's top-left corner lands MARGIN inside, under the title block.
  const dx = MARGIN - bounds.x;
  const dy = titleH + MARGIN - bounds.y;
  const cards = input.cards ?? new Map();
  const clips: string[] = [];
  // Stacking: container boxes, links, then container headers and cards (parents before children).
  const boxes: string[] = [];
  const over: string[] = [];
  scene.boxes.forEach((b, i) => {
    const id = `c${i}`;
    const text = cards.get(b.component.id);
    clips.push(clipPath(b, id));
    if (b.container) {
      boxes.push(containerBoxSvg(b, text));
      over.push(containerLabelSvg(b, text, id));
    } else over.push(cardSvg(b, text, id));
  });
  const kinds = new Set(scene.links.map((l) => l.link.kind));
  const bottleneck = scene.boxes.some((b) => cards.get(b.component.id)?.bottleneck === true);
  const title = input.design.meta.title;
  const summary = `${scene.boxes.length} components and ${scene.links.length} links, exported ${input.date} from Spindle.`;
  const svg = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${xml(FONT)}">`,
    `<title>${xml(title || 'Untitled design')}</title>`,
    `<desc>${xml(summary)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g transform="scale(${num(k)})">`,
    titleBlockSvg({
      title,
      date: input.date,
      verdict: input.verdict ?? null,
      kinds,
      bottleneck,
      width: width / k,
      margin: MARGIN / k,
    }),
    '</g>',
    `<g transform="translate(${num(dx)} ${num(dy)})">`,
    `<defs>${clips.join('')}</defs>`,
    `<g>${boxes.join('\n')}</g>`,
    `<g fill="none" stroke-linecap="round">${scene.links.map(linkSvg).join('\n')}</g>`,
    `<g>${over.join('\n')}</g>`,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
  return { svg, width, height, boxes: scene.boxes.length, links: scene.links.length };
}
