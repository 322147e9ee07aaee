/**
 * The ports a card shows: one handle per port of its kind, on the side the geometry gives it, in
 * order from the top, marked connected when a link uses it. A switch shows each port twice (hosts
 * on the left, storage on the right) so cables fan out on the side they come from.
 */
import { portsOf, type Link } from '../../src/schema/connections';
import type { Component } from '../../src/schema/components';
import { handleFor, isContainerKind, portSide } from '../../src/store/geometry';
import type { PortView } from './flowTypes';

/** Leaf handles start below the title and sit this far apart [px]. */
const FIRST_PORT_TOP = 36;
const PORT_GAP = 18;
/** Container handles sit level with the header [px]. */
const CONTAINER_PORT_TOP = 26;

export function portViews(c: Component, links: readonly Link[]): PortView[] {
  const used = new Set<string>();
  for (const l of links) {
    if (l.from.componentId === c.id) used.add(handleFor(l, 'from', c));
    if (l.to.componentId === c.id) used.add(handleFor(l, 'to', c));
  }
  const container = isContainerKind(c.kind);
  const count = { left: 0, right: 0 };
  const out: PortView[] = [];
  const push = (handleId: string, port: string, label: string, side: 'left' | 'right'): void => {
    const top = container ? CONTAINER_PORT_TOP + count[side] * PORT_GAP : FIRST_PORT_TOP + count[side] * PORT_GAP;
    count[side]++;
    out.push({ handleId, port, label, side, top, connected: used.has(handleId) });
  };
  for (const p of portsOf(c)) {
    if (c.kind === 'switch') {
      push(p.port, p.port, 'Hosts', 'left');
      push(`${p.port}@r`, p.port, 'Storage', 'right');
    } else {
      push(p.port, p.port, p.label, portSide(c.kind, p.port));
    }
  }
  return out;
}
