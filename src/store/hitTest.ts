/** Finding the component under a canvas point. */
import type { Component } from '../schema/components';
import { indexComponents } from './designIndex';
import { isContainerKind, sizeOf } from './geometry';
import type { Layout } from './types';

/** The deepest component (leaf or container) whose box contains the absolute point [px]. */
export function componentAt(
  components: readonly Component[],
  layout: Layout,
  point: { x: number; y: number },
): Component | undefined {
  const { children } = indexComponents(components);
  let best: Component | undefined;
  const visit = (parentKey: string, ox: number, oy: number): void => {
    for (const c of children.get(parentKey) ?? []) {
      const p = layout[c.id] ?? { x: 0, y: 0 };
      const { w, h } = sizeOf(c, layout);
      const x = ox + p.x;
      const y = oy + p.y;
      if (point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h) {
        best = c;
        if (isContainerKind(c.kind)) visit(c.id, x, y);
      }
    }
  };
  visit('', 0, 0);
  return best;
}
