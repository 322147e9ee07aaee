/**
 * Page object for the design canvas: nodes by id or name, their port handles and engine badges
 * (as text and as numbers), connecting ports by dragging between handles, moving nodes, selecting
 * links, and comparable snapshots of what is drawn (for undo/redo and save/reopen checks).
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { type CanvasSnapshot, type DrawnNode, drawnNodesOf, snapshotOf } from './canvasReads';
import { linkReachable } from './LinkLabels';
import { badgeNumbers, detailOf, type DetailShown, type NameParts, namePartsOf } from './nodeText';
import { Overview } from './Overview';

export type { CanvasSnapshot, DrawnNode } from './canvasReads';

/** The canvas. */
export class Canvas {
  readonly root: Locator;
  readonly pane: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('canvas');
    this.pane = this.root.locator('.react-flow__pane');
  }

  /** The drawn node of a component. */
  node(id: string): Locator {
    return this.page.getByTestId(`node-${id}`);
  }

  /** A node by its visible name. */
  nodeNamed(name: string): Locator {
    return this.root
      .locator('[data-testid^="node-"][data-kind]')
      .filter({ has: this.page.getByTestId('node-name').getByText(name, { exact: true }) });
  }

  /** The component id of the node currently selected (the last one added is selected). */
  async selectedId(): Promise<string> {
    const node = this.root.locator('.react-flow__node.selected [data-testid^="node-"][data-kind]').first();
    await node.waitFor();
    const testId = await node.getAttribute('data-testid');
    return testId!.slice('node-'.length);
  }

  /** Ids of the nodes of one kind, in drawing order. */
  async idsOfKind(kind: string): Promise<string[]> {
    const ids = await this.root
      .locator(`[data-kind="${kind}"]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    return ids.map((t) => t.slice('node-'.length));
  }

  /** Screen box of a node. */
  async box(id: string): Promise<{ x: number; y: number; width: number; height: number }> {
    const b = await this.node(id).boundingBox();
    if (!b) throw new Error(`node ${id} is not visible`);
    return b;
  }

  /**
   * A point where a press grabs node `id` itself (not a link over it, nor a card inside it): the first of a grid over its
   * box. The overview's cards are not hit-tested: there a press takes the last card drawn, else the innermost box (hitNode).
   */
  async grabPoint(id: string): Promise<{ x: number; y: number }> {
    const box = await this.box(id);
    const point = await this.page.evaluate(
      ({ id, box, overview }) => {
        const nodes = Array.from(document.querySelectorAll('.react-flow__node')).reverse();
        const drawnOnTop = (x: number, y: number): Element | undefined => {
          const under = nodes.filter((n) => {
            const r = n.getBoundingClientRect();
            return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
          });
          return under.find((n) => n.classList.contains('react-flow__node-leaf')) ?? under[0];
        };
        const steps = 8;
        for (let j = 0; j < steps; j++)
          for (let i = 0; i < steps; i++) {
            const x = box.x + ((i + 0.5) / steps) * box.width;
            const y = box.y + ((j + 0.5) / steps) * box.height;
            const hit = overview ? drawnOnTop(x, y) : document.elementFromPoint(x, y)?.closest('.react-flow__node');
            if (hit?.getAttribute('data-id') === id) return { x, y };
          }
        return null;
      },
      { id, box, overview: await new Overview(this.page).isActive() },
    );
    if (!point) throw new Error(`no point of node ${id} is free to grab`);
    return point;
  }

  /** A port handle (`p0`, `fabric`, `fabric@r`, `fe0`, `be`, `bus`, `disks`, `members`, `files`, `db`, `log`). */
  handle(id: string, handleId: string): Locator {
    return this.page.getByTestId(`handle-${id}-${handleId}`);
  }

  /** Connects two ports by dragging from one handle to the other. */
  async connect(fromId: string, fromHandle: string, toId: string, toHandle: string): Promise<void> {
    const a = await this.handle(fromId, fromHandle).boundingBox();
    const b = await this.handle(toId, toHandle).boundingBox();
    if (!a || !b) throw new Error(`handle not visible: ${fromId}.${fromHandle} or ${toId}.${toHandle}`);
    const { mouse } = this.page;
    await mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await mouse.down();
    await mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 6 });
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await mouse.up();
  }

  /** Drags a node by its title bar. */
  async dragBy(id: string, dx: number, dy: number): Promise<void> {
    const title = this.node(id).locator('.sp-node__title').first();
    const b = await title.boundingBox();
    if (!b) throw new Error(`node ${id} is not visible`);
    const { mouse } = this.page;
    await mouse.move(b.x + 20, b.y + b.height / 2);
    await mouse.down();
    await mouse.move(b.x + 20 + dx / 2, b.y + b.height / 2 + dy / 2, { steps: 8 });
    await mouse.move(b.x + 20 + dx, b.y + b.height / 2 + dy, { steps: 8 });
    await mouse.up();
  }

  /** Selects a node by clicking its title. */
  async select(id: string): Promise<void> {
    await this.node(id).locator('.sp-node__title').first().click();
  }

  /** The value text of a node's badge (`iops`, `db-read`, `log-write`, `busy`, `used`…). */
  badge(id: string, label: string): Locator {
    return this.node(id).getByTestId(`badge-${label}`).locator('.sp-badge__value');
  }

  /** Waits until a badge shows an engine figure (a digit, not "—") and returns its text. */
  async figure(id: string, label: string): Promise<string> {
    const value = this.badge(id, label);
    await expect(value).toHaveText(/\d/);
    return (await value.textContent()) ?? '';
  }

  /** The numbers a badge shows once the engine has figures for it (see `badgeNumbers`). */
  async figureNumbers(id: string, label: string): Promise<number[]> {
    return badgeNumbers(await this.figure(id, label));
  }

  /** Waits until a node's badges are no longer marked stale (the engine answered the current revision). */
  async settled(id: string): Promise<void> {
    await expect(this.node(id).getByTestId('badges')).not.toHaveClass(/is-stale/);
  }

  /**
   * Starts watching whether a node's badges get marked stale (a DOM observer in the page, so a
   * short-lived marker is not missed); the returned function stops watching and tells.
   */
  async watchStale(id: string): Promise<() => Promise<boolean>> {
    const key = `__spindleStale:${id}`;
    await this.page.evaluate(
      ({ id, key }) => {
        const selector = `[data-testid="node-${id}"] [data-testid="badges"].is-stale`;
        const state = { seen: document.querySelector(selector) !== null, stop: () => {} };
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) state.seen = true;
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class'],
        });
        state.stop = () => observer.disconnect();
        (window as unknown as Record<string, typeof state>)[key] = state;
      },
      { id, key },
    );
    return () =>
      this.page.evaluate((key) => {
        const state = (window as unknown as Record<string, { seen: boolean; stop: () => void }>)[key];
        state.stop();
        return state.seen;
      }, key);
  }

  /** The drawn link of a design link. */
  edge(id: string): Locator {
    return this.root.locator(`.react-flow__edge[data-id="${id}"]`);
  }

  /** The label drawn on a link (drive count, throughput). */
  edgeLabel(id: string): Locator {
    return this.page.getByTestId(`edge-label-${id}`);
  }

  /** Selects a link by clicking its drawn path: at the middle, or nearby where no card covers it. */
  async selectLink(id: string): Promise<void> {
    const point = await linkReachable(this.edge(id));
    await this.page.mouse.click(point.x, point.y);
    await expect(this.edge(id)).toHaveClass(/selected/);
  }

  /** Every drawn node's id, kind and name, sorted by id. */
  drawnNodes(): Promise<DrawnNode[]> {
    return drawnNodesOf(this.root);
  }

  /** Number of drawn links. */
  edges(): Locator {
    return this.root.locator('.react-flow__edge');
  }

  /** Finds components by name (Ctrl+F): selects the matches and brings them into view. */
  async find(name: string): Promise<void> {
    // Shortcuts are ignored while typing in a field.
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press('Control+f');
    const input = this.page.getByTestId('canvas-search').getByRole('textbox');
    await input.fill(name);
    await input.press('Enter');
    await this.still();
  }

  /**
   * Waits until the view stops moving: finding or fitting animates it for 300 ms, and a point
   * read from a node mid-flight is no longer on it when the mouse goes down.
   */
  async still(): Promise<void> {
    const viewport = this.root.locator('.react-flow__viewport');
    const reads: string[] = [];
    const read = () => viewport.evaluate((e) => getComputedStyle(e).transform);
    // The same over three reads 150 ms apart, so an animation about to begin is waited for too.
    const unchanged = async (): Promise<boolean> => {
      reads.unshift(await read());
      return reads.length >= 3 && new Set(reads.slice(0, 3)).size === 1;
    };
    await expect.poll(unchanged, { intervals: [150] }).toBe(true);
  }

  /** Node `id`'s detail line as drawn ([`detailOf`]). */
  detail(id: string): Promise<DetailShown> {
    return detailOf(this.node(id));
  }

  /** The parts of node `id`'s name as drawn ([`namePartsOf`]). */
  nameParts(id: string): Promise<NameParts> {
    return namePartsOf(this.node(id));
  }

  /** The current zoom factor of the view. */
  async zoom(): Promise<number> {
    return this.root
      .locator('.react-flow__viewport')
      .evaluate((e) => new DOMMatrixReadOnly(getComputedStyle(e).transform).a);
  }

  /** Collapses or expands container `id` with the button in its header. */
  async toggleCollapsed(id: string): Promise<void> {
    await this.node(id).getByTestId('collapse-toggle').first().click();
  }

  /** The far-out label of container `id` (shown only when zoomed far out). */
  farLabel(id: string): Locator {
    return this.node(id).getByTestId('far-label');
  }

  /** Zooms the view `steps` steps with the canvas controls: in when positive, out when negative. */
  async zoomSteps(steps: number): Promise<void> {
    const control = this.root.locator(`.react-flow__controls-${steps > 0 ? 'zoomin' : 'zoomout'}`);
    for (let i = 0; i < Math.abs(steps); i++) await control.click();
  }

  /** What is drawn: node ids, names and boxes, and edge ids. */
  snapshot(): Promise<CanvasSnapshot> {
    return snapshotOf(this.root);
  }
}
