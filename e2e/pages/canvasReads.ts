/**
 * Reading what the canvas has drawn, in forms tests can compare (used by the Canvas page object:
 * undo/redo, save/reopen and reload checks).
 */
import type { Locator } from '@playwright/test';

/** What the canvas shows, in a form tests can compare. */
export interface CanvasSnapshot {
  readonly nodes: readonly { id: string; name: string; box: string }[];
  readonly edges: readonly string[];
}

/** A drawn node, without its position (which depends on the viewport). */
export interface DrawnNode {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
}

/** The drawn nodes under the canvas `root`. */
const nodesIn = (root: Locator): Locator => root.locator('[data-testid^="node-"][data-kind]');

/** Every drawn node's id, kind and name, sorted by id. */
export function drawnNodesOf(root: Locator): Promise<DrawnNode[]> {
  return nodesIn(root).evaluateAll((els) =>
    els
      .map((e) => ({
        id: (e.getAttribute('data-testid') ?? '').slice('node-'.length),
        kind: e.getAttribute('data-kind') ?? '',
        name: e.querySelector('[data-testid="node-name"]')?.textContent ?? '',
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  );
}

/** What is drawn: node test ids, names and boxes (rounded px), and edge ids, each sorted. */
export async function snapshotOf(root: Locator): Promise<CanvasSnapshot> {
  const nodes = await nodesIn(root).evaluateAll((els) =>
    els
      .map((e) => {
        const r = e.getBoundingClientRect();
        return {
          id: e.getAttribute('data-testid') ?? '',
          name: e.querySelector('[data-testid="node-name"]')?.textContent ?? '',
          box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v)).join(','),
        };
      })
      .sort((a, b) => a.id.localeCompare(b.id)),
  );
  const edges = await root
    .locator('.react-flow__edge')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? '').sort());
  return { nodes, edges };
}
