/**
 * Page object for how links are drawn as cables: the shape of a link's path on screen, read from
 * the SVG React Flow renders, so a spec can tell a clean cable from a loop.
 */
import type { Page } from '@playwright/test';

/** A point on screen [px]. */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** Whether segments p1–p2 and p3–p4 cross (touching at a shared end does not count). */
function cross(p1: ScreenPoint, p2: ScreenPoint, p3: ScreenPoint, p4: ScreenPoint): boolean {
  const side = (a: ScreenPoint, b: ScreenPoint, c: ScreenPoint) =>
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = side(p3, p4, p1);
  const d2 = side(p3, p4, p2);
  const d3 = side(p1, p2, p3);
  const d4 = side(p1, p2, p4);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The links of the canvas, as drawn. */
export class Cables {
  constructor(readonly page: Page) {}

  /** Points along link `id`'s drawn path on screen, every `step` px of its length. */
  async points(id: string, step = 2): Promise<ScreenPoint[]> {
    return this.page.locator(`.react-flow__edge[data-id="${id}"] path.react-flow__edge-path`).evaluate((path, s) => {
      const p = path as SVGPathElement;
      const ctm = p.getScreenCTM();
      if (!ctm) throw new Error('the link is not drawn');
      const out: { x: number; y: number }[] = [];
      for (let at = 0; at <= p.getTotalLength(); at += s) {
        const q = new DOMPoint(p.getPointAtLength(at).x, p.getPointAtLength(at).y).matrixTransform(ctm);
        out.push({ x: q.x, y: q.y });
      }
      return out;
    }, step);
  }

  /** Whether link `id` is drawn as React Flow's Bézier curve, not as a right-angled cable. */
  async curved(id: string): Promise<boolean> {
    const d = await this.page
      .locator(`.react-flow__edge[data-id="${id}"] path.react-flow__edge-path`)
      .getAttribute('d');
    return /C/.test(d ?? '');
  }

  /** Whether link `id`'s path crosses itself: a loop, where a cable would read as a knot. */
  async loops(id: string): Promise<boolean> {
    const pts = await this.points(id);
    for (let i = 0; i + 1 < pts.length; i++)
      for (let j = i + 2; j + 1 < pts.length; j++) if (cross(pts[i]!, pts[i + 1]!, pts[j]!, pts[j + 1]!)) return true;
    return false;
  }

  /**
   * Ids of the cards (and box headers) that link `id` passes under on screen, other than `own`
   * (its two ends): a cable drawn under a card seems to plug into it.
   */
  async cardsUnder(id: string, own: readonly string[]): Promise<string[]> {
    const pts = await this.points(id, 4);
    const cards = await this.page
      .locator('.react-flow__node-leaf, .react-flow__node-container .sp-container__header')
      .evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return {
            id: e.closest('.react-flow__node')?.getAttribute('data-id') ?? '',
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
          };
        }),
      );
    const inset = 3;
    const hit = new Set<string>();
    for (const p of pts)
      for (const c of cards)
        if (
          !own.includes(c.id) &&
          p.x > c.x + inset &&
          p.x < c.x + c.w - inset &&
          p.y > c.y + inset &&
          p.y < c.y + c.h - inset
        )
          hit.add(c.id);
    return [...hit];
  }
}
