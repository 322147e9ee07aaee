/**
 * Page object for the labels on links (throughput, drive counts): which a user can see and where,
 * and the pointer moves that bring a hidden one back. A label that would collide with a more
 * important one stays in the page but is not drawn.
 */
import type { Locator, Page } from '@playwright/test';

/** A label's link id and screen box. */
export interface ShownLabel {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The screen point at the middle of a drawn link (`.react-flow__edge`). */
export async function linkMiddle(edge: Locator): Promise<{ x: number; y: number }> {
  return edge.locator('path.react-flow__edge-path').evaluate((path: SVGPathElement) => {
    const mid = path.getPointAtLength(path.getTotalLength() / 2);
    const ctm = path.getScreenCTM();
    if (!ctm) throw new Error('the link is not drawn');
    const p = new DOMPoint(mid.x, mid.y).matrixTransform(ctm);
    return { x: p.x, y: p.y };
  });
}

/**
 * A screen point on a drawn link where the pointer reaches it: its middle, or the nearest point
 * along it that no card covers (cards are drawn over the links that pass under them).
 */
export async function linkReachable(edge: Locator): Promise<{ x: number; y: number }> {
  return edge.evaluate((g: Element) => {
    const path = g.querySelector<SVGPathElement>('path.react-flow__edge-path');
    const ctm = path?.getScreenCTM();
    if (!path || !ctm) throw new Error('the link is not drawn');
    const id = g.getAttribute('data-id');
    const length = path.getTotalLength();
    for (const t of [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8]) {
      const p = new DOMPoint(path.getPointAtLength(length * t).x, path.getPointAtLength(length * t).y).matrixTransform(
        ctm,
      );
      if (document.elementFromPoint(p.x, p.y)?.closest('.react-flow__edge')?.getAttribute('data-id') === id)
        return { x: p.x, y: p.y };
    }
    throw new Error(`no point of link ${id} is clear of the cards`);
  });
}

/** The link labels of the canvas. */
export class LinkLabels {
  constructor(readonly page: Page) {}

  /** Every label, drawn or not. */
  all(): Locator {
    return this.page.locator('[data-testid^="edge-label-"]');
  }

  /** One link's label. */
  of(id: string): Locator {
    return this.page.getByTestId(`edge-label-${id}`);
  }

  /** The labels a user can see, with their boxes. */
  async shown(): Promise<ShownLabel[]> {
    return this.all().evaluateAll((els) =>
      els
        .filter((e) => {
          const style = getComputedStyle(e);
          return style.visibility !== 'hidden' && style.display !== 'none';
        })
        .map((e) => {
          const r = e.getBoundingClientRect();
          const id = (e.getAttribute('data-testid') ?? '').slice('edge-label-'.length);
          return { id, x: r.x, y: r.y, width: r.width, height: r.height };
        }),
    );
  }

  /** Ids of the labels kept but not drawn. */
  async hiddenIds(): Promise<string[]> {
    const shown = new Set((await this.shown()).map((l) => l.id));
    const all = await this.all().evaluateAll((els) =>
      els.map((e) => (e.getAttribute('data-testid') ?? '').slice('edge-label-'.length)),
    );
    return all.filter((id) => !shown.has(id));
  }

  /** Pairs of drawn labels whose boxes overlap on screen. */
  async overlapping(): Promise<[string, string][]> {
    const shown = await this.shown();
    const pairs: [string, string][] = [];
    shown.forEach((a, i) =>
      shown.slice(i + 1).forEach((b) => {
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
          pairs.push([a.id, b.id]);
      }),
    );
    return pairs;
  }

  /**
   * Those of `ids` whose link is the topmost thing at its middle, so the pointer there reaches it
   * (two cables between the same ports are drawn one over the other).
   */
  async reachable(ids: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    for (const id of ids) {
      const edge = this.page.locator(`.react-flow__edge[data-id="${id}"]`);
      const p = await linkMiddle(edge);
      const top = await this.page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.react-flow__edge')?.getAttribute('data-id'),
        p,
      );
      if (top === id) out.push(id);
    }
    return out;
  }

  /** Moves the pointer onto the middle of link `id`. */
  async hover(id: string): Promise<void> {
    const point = await linkMiddle(this.page.locator(`.react-flow__edge[data-id="${id}"]`));
    await this.page.mouse.move(point.x, point.y);
  }

  /**
   * Pairs of a drawn label and a card (or a box's header) it overlaps on screen: the label would
   * hide the card's figures, or be hidden by them.
   */
  async onCards(): Promise<[string, string][]> {
    const shown = await this.shown();
    const cards = await this.page
      .locator('.react-flow__node-leaf, .react-flow__node-container .sp-container__header')
      .evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          const id = e.closest('.react-flow__node')?.getAttribute('data-id') ?? '';
          return { id, x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    const pairs: [string, string][] = [];
    for (const l of shown)
      for (const c of cards)
        if (c.width > 0 && l.x < c.x + c.width && c.x < l.x + l.width && l.y < c.y + c.height && c.y < l.y + l.height)
          pairs.push([l.id, c.id]);
    return pairs;
  }

  /** Ids of the drawn labels that reach under `cover` (the minimap): a user could not read them. */
  async under(cover: Locator): Promise<string[]> {
    const c = await cover.boundingBox();
    if (!c) throw new Error('nothing covers the canvas there');
    return (await this.shown())
      .filter((l) => l.x < c.x + c.width && c.x < l.x + l.width && l.y < c.y + c.height && c.y < l.y + l.height)
      .map((l) => l.id);
  }

  /** Pairs of a shown port name (a hovered or selected card's) and a drawn label that overlap on screen. */
  async onPortNames(): Promise<[string, string][]> {
    const shown = await this.shown();
    const names = await this.page.locator('.sp-port-label').evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== 'none')
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
        }),
    );
    const pairs: [string, string][] = [];
    for (const n of names)
      for (const l of shown)
        if (l.x < n.x + n.width && n.x < l.x + l.width && l.y < n.y + n.height && n.y < l.y + l.height)
          pairs.push([n.text, l.id]);
    return pairs;
  }
}
