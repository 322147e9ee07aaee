/**
 * Draws an overview scene on a 2D canvas: container boxes (with a status strip and a map-style
 * label), links, then cards filled by their worst figure. Everything outside the view is skipped,
 * and shapes of one style are filled or stroked in one call, so a frame of a 1,000-card design
 * costs a few milliseconds rather than the tens the DOM spends painting it.
 */
import { strokeFor } from '../edges/LinkEdgeView';
import { labelText } from './labelFit';
import type { Palette } from './palette';
import { linkBox, type Scene, type SceneBox, type SceneLink } from './scene';

/** The view: React Flow's transform (translation [px], zoom) and the pane's size [CSS px]. */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
  readonly width: number;
  readonly height: number;
}

/** The drawing calls used (a CanvasRenderingContext2D provides them; tests record them). */
export type Ctx = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'rect'
  | 'roundRect'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'bezierCurveTo'
  | 'fill'
  | 'stroke'
  | 'setLineDash'
  | 'fillText'
  | 'strokeText'
  | 'measureText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
  | 'font'
  | 'textBaseline'
  | 'lineJoin'
>;

/** Header band of a card, as on the DOM card's title row [flow px]. */
const BAND = 26;
/** Screen sizes [CSS px]: outline, selection outline, status strip, label size and padding. */
const HAIR = 1;
const RING = 2.5;
const STRIP = 4;
const LABEL_PX = 13;
const LABEL_MIN_PX = 5;
/** Links never thinner than this on screen, so the topology stays readable far out [CSS px]. */
const MIN_LINK_PX = 0.5;

/** What was drawn (for tests and the benchmark's sanity checks). */
export interface PaintStats {
  readonly containers: number;
  readonly cards: number;
  readonly links: number;
  readonly labels: number;
}

const visibleIn = (v: View) => {
  const [x0, y0] = [-v.x / v.zoom, -v.y / v.zoom];
  const [x1, y1] = [x0 + v.width / v.zoom, y0 + v.height / v.zoom];
  return (x: number, y: number, w: number, h: number): boolean => x <= x1 && y <= y1 && x + w >= x0 && y + h >= y0;
};

/**
 * Adds `items` to one path per style key and fills or strokes each path once; `draw` sets the
 * style from the group's first item (every item of a group has the same key, so the same style).
 */
function batched<T>(
  ctx: Ctx,
  items: readonly T[],
  key: (t: T) => string,
  add: (t: T) => void,
  draw: (first: T) => void,
) {
  const groups = new Map<string, T[]>();
  for (const t of items) {
    const k = key(t);
    const g = groups.get(k);
    if (g) g.push(t);
    else groups.set(k, [t]);
  }
  for (const g of groups.values()) {
    ctx.beginPath();
    for (const t of g) add(t);
    draw(g[0]);
  }
}

function paintContainer(ctx: Ctx, b: SceneBox, p: Palette, zoom: number): void {
  const px = 1 / zoom; // one CSS px in flow units
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, b.kind === 'raidGroup' ? 10 : 12);
  ctx.fillStyle = p.boxFill(b.kind);
  ctx.fill();
  ctx.setLineDash(b.kind === 'raidGroup' ? [4 * px, 3 * px] : []);
  ctx.strokeStyle = b.selected ? p.accent : b.bottleneck ? p.bad : p.boxLine(b.kind);
  ctx.lineWidth = (b.selected || b.bottleneck ? RING : HAIR) * px;
  ctx.stroke();
  ctx.setLineDash([]);
  if (b.tone !== 'neutral') {
    ctx.globalAlpha = b.stale ? 0.45 : 1;
    ctx.beginPath();
    ctx.rect(b.x, b.y, Math.min(STRIP * px, b.w), b.h);
    ctx.fillStyle = p.toneInk[b.tone];
    ctx.fill();
    ctx.globalAlpha = 1;
  }
}

/** A link's stroke: colour (kind, or the selection), width on screen [CSS px] and opacity. */
function linkStroke(l: SceneLink, p: Palette, zoom: number): { colour: string; px: number; alpha: number } {
  const flowWidth = l.selected
    ? 2.6
    : (strokeFor(l.mbPerSec) ?? (l.kind === 'dbFile' || l.kind === 'logFile' ? 1.2 : 1.6));
  return {
    colour: l.selected ? p.accent : p.link(l.kind),
    px: Number(Math.max(MIN_LINK_PX, flowWidth * zoom).toFixed(2)),
    alpha: l.stale ? 0.55 : 1,
  };
}

function paintLinks(ctx: Ctx, links: readonly SceneLink[], p: Palette, zoom: number): void {
  batched(
    ctx,
    links,
    (l) => {
      const { colour, px, alpha } = linkStroke(l, p, zoom);
      return `${colour}|${px}|${alpha}`;
    },
    (l) => {
      ctx.moveTo(l.from[0], l.from[1]);
      ctx.bezierCurveTo(l.c1[0], l.c1[1], l.c2[0], l.c2[1], l.to[0], l.to[1]);
    },
    (l) => {
      const { colour, px, alpha } = linkStroke(l, p, zoom);
      ctx.strokeStyle = colour;
      ctx.lineWidth = px / zoom;
      ctx.globalAlpha = alpha;
      ctx.stroke();
      ctx.globalAlpha = 1;
    },
  );
}

function paintCards(ctx: Ctx, cards: readonly SceneBox[], p: Palette, zoom: number): void {
  const px = 1 / zoom;
  const rect = (b: SceneBox) => ctx.rect(b.x, b.y, b.w, b.h);
  const fillWith = (style: string, alpha = 1) => {
    ctx.fillStyle = style;
    ctx.globalAlpha = alpha;
    ctx.fill();
    ctx.globalAlpha = 1;
  };
  // Body by worst figure (faded while stale), then the family band, then outlines.
  batched(
    ctx,
    cards,
    (b) => `${b.tone}|${b.stale && b.tone !== 'neutral'}`,
    rect,
    (b) => {
      const faded = b.stale && b.tone !== 'neutral';
      if (faded) fillWith(p.surface);
      fillWith(p.toneFill[b.tone], faded ? 0.5 : 1);
    },
  );
  batched(
    ctx,
    cards,
    (b) => p.band(b.kind),
    (b) => ctx.rect(b.x, b.y, b.w, Math.min(BAND, b.h)),
    (b) => fillWith(p.band(b.kind)),
  );
  batched(
    ctx,
    cards,
    (b) => (b.selected ? 'selected' : b.bottleneck ? 'bottleneck' : 'plain'),
    rect,
    (b) => {
      ctx.strokeStyle = b.selected ? p.accent : b.bottleneck ? p.bad : p.line;
      ctx.lineWidth = (b.selected || b.bottleneck ? RING : HAIR) * px;
      ctx.stroke();
    },
  );
  // Findings: a corner mark, red for errors, amber for warnings.
  const corner = (b: SceneBox) => {
    const s = Math.min(b.w, b.h, 6 * px);
    ctx.moveTo(b.x + b.w - s, b.y);
    ctx.lineTo(b.x + b.w, b.y);
    ctx.lineTo(b.x + b.w, b.y + s);
    ctx.closePath();
  };
  const flagged = cards.filter((b) => b.flag !== null);
  batched(
    ctx,
    flagged,
    (b) => b.flag ?? '',
    corner,
    (b) => fillWith(b.flag === 'error' ? p.bad : p.warn),
  );
}

/** Width of `text` in the current font, remembered (labels are measured on every frame). */
const widths = new Map<string, number>();
function widthOf(ctx: Ctx, text: string): number {
  const key = `${ctx.font}|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size > 20_000) widths.clear();
    w = ctx.measureText(text).width;
    widths.set(key, w);
  }
  return w;
}

/** A container's name and kind at about 13 px on screen, smaller on a small box (as the DOM far-out label). */
function paintLabel(ctx: Ctx, b: SceneBox, p: Palette, v: View): boolean {
  const size = Math.min(LABEL_PX, 0.09 * b.w * v.zoom, 0.4 * b.h * v.zoom);
  if (size < LABEL_MIN_PX) return false;
  const [x, y] = [b.x * v.zoom + v.x + 0.35 * size, b.y * v.zoom + v.y + 0.15 * size];
  const room = b.w * v.zoom - 0.7 * size;
  ctx.font = `650 ${size.toFixed(1)}px Inter, 'Segoe UI', system-ui, sans-serif`;
  const { name, kind } = labelText((t) => widthOf(ctx, t), b.name, b.kindLabel, room);
  if (!name) return false;
  ctx.strokeStyle = p.surface;
  ctx.lineWidth = 3;
  ctx.strokeText(name + kind, x, y);
  ctx.fillStyle = p.text;
  ctx.fillText(name, x, y);
  if (kind) {
    ctx.fillStyle = p.textMuted;
    ctx.fillText(kind, x + widthOf(ctx, name), y);
  }
  return true;
}

/** Clears the canvas and draws `scene` in `view`, at `dpr` device pixels per CSS px. */
export function paintScene(ctx: Ctx, scene: Scene, p: Palette, v: View, dpr: number): PaintStats {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, v.width, v.height);
  const shown = visibleIn(v);
  const onScreen = (b: SceneBox) => shown(b.x, b.y, b.w, b.h);
  const containers = scene.containers.filter(onScreen);
  const cards = scene.cards.filter(onScreen);
  const links = scene.links.filter((l) => {
    const b = linkBox(l);
    return shown(b.x, b.y, b.w, b.h);
  });
  ctx.setTransform(dpr * v.zoom, 0, 0, dpr * v.zoom, dpr * v.x, dpr * v.y);
  ctx.lineJoin = 'round';
  for (const b of containers) paintContainer(ctx, b, p, v.zoom);
  paintLinks(ctx, links, p, v.zoom);
  paintCards(ctx, cards, p, v.zoom);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.textBaseline = 'top';
  let labels = 0;
  for (const b of containers) if (paintLabel(ctx, b, p, v)) labels++;
  return { containers: containers.length, cards: cards.length, links: links.length, labels };
}
