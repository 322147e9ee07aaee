import { getBezierPath, Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';

import { type Badge, worstTone } from '../annotations/badges';
import type { ComponentNodeData } from '../flowTypes';
import { buildScene, controlPoint, type EdgeState, hitLink, hitNode, type NodeState } from './scene';

const data = (over: Partial<ComponentNodeData> = {}): ComponentNodeData => ({
  componentId: 'x',
  kind: 'hba',
  kindLabel: 'HBA',
  name: 'x',
  detail: '',
  detailKeepFrom: 0,
  detailTitle: '',
  ports: [],
  badges: [],
  bottleneck: false,
  errors: 0,
  warnings: 0,
  findingText: '',
  collapsed: false,
  inside: 0,
  ...over,
});

/** A node at absolute (x, y), w × h, with a handle `p` on its left and `q` on its right side. */
const node = (id: string, x: number, y: number, w: number, h: number, over: Partial<NodeState> = {}): NodeState => ({
  id,
  type: 'leaf',
  data: data({ componentId: id, name: id }),
  measured: { width: w, height: h },
  internals: {
    positionAbsolute: { x, y },
    handleBounds: {
      source: [
        { id: 'p', position: 'left', x: -4, y: 36, width: 8, height: 8 },
        { id: 'q', position: 'right', x: w - 4, y: 36, width: 8, height: 8 },
      ],
    },
  },
  ...over,
});

const badge = (tone: Badge['tone']): Badge => ({ id: tone, label: tone, value: '1', tone, title: '' });

describe('overview scene', () => {
  it('keeps React Flow order, splits containers from cards and leaves hidden nodes out', () => {
    const s = buildScene(
      [
        node('box', 0, 0, 400, 300, { type: 'container' }),
        node('a', 20, 40, 200, 80),
        node('gone', 20, 140, 200, 80, { hidden: true }),
      ],
      [],
    );
    expect(s.containers.map((b) => b.id)).toEqual(['box']);
    expect(s.cards.map((b) => [b.id, b.x, b.y, b.w, b.h])).toEqual([['a', 20, 40, 200, 80]]);
  });

  it('judges a box by its worst figure and carries selection, bottleneck and findings', () => {
    expect(worstTone([])).toBe('neutral');
    expect(worstTone([badge('ok'), badge('bad'), badge('warn')])).toBe('bad');
    const n = node('a', 0, 0, 10, 10, { selected: true });
    const [card] = buildScene(
      [{ ...n, data: { ...n.data, badges: [badge('warn')], errors: 1, bottleneck: true } }],
      [],
    ).cards;
    expect(card).toMatchObject({ tone: 'warn', selected: true, bottleneck: true, flag: 'error' });
  });

  it('draws a link between the outer sides of its handles, on the curve React Flow draws', () => {
    const edge: EdgeState = { id: 'l', source: 'a', target: 'b', sourceHandle: 'q', targetHandle: 'p' };
    const [l] = buildScene([node('a', 0, 0, 200, 80), node('b', 500, 120, 200, 80)], [edge]).links;
    expect(l.from).toEqual([204, 40]); // the handle reaches 4 px past the card
    expect(l.to).toEqual([496, 160]);
    const [path] = getBezierPath({
      sourceX: 204,
      sourceY: 40,
      sourcePosition: Position.Right,
      targetX: 496,
      targetY: 160,
      targetPosition: Position.Left,
    });
    const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect([...l.from, ...l.c1, ...l.c2, ...l.to]).toEqual(numbers);
    // Backwards (target left of source): React Flow bends the curve out by 25 · curvature · √distance.
    expect(controlPoint('right', 100, 0, 0, 0)).toEqual([100 + 0.25 * 25 * Math.sqrt(100), 0]);
  });

  it('fades every box and link while the figures are stale, and none otherwise', () => {
    const nodes = [node('a', 0, 0, 200, 80), node('b', 500, 0, 200, 80)];
    const edges: EdgeState[] = [{ id: 'l', source: 'a', target: 'b', sourceHandle: 'q', targetHandle: 'p' }];
    const stale = buildScene(nodes, edges, undefined, true);
    expect(stale.links).toHaveLength(1);
    expect([...stale.cards, ...stale.links].every((x) => x.stale)).toBe(true);
    const fresh = buildScene(nodes, edges);
    expect([...fresh.cards, ...fresh.links].some((x) => x.stale)).toBe(false);
  });

  it('leaves out hidden and faint links and links to a hidden or unknown end', () => {
    const nodes = [node('a', 0, 0, 200, 80), node('b', 500, 0, 200, 80), node('c', 0, 300, 200, 80, { hidden: true })];
    const faint = { kind: 'dbFile' as const, label: '', mbPerSec: null, faint: true, bundle: null };
    const edges: EdgeState[] = [
      { id: 'shown', source: 'a', target: 'b', sourceHandle: 'q', targetHandle: 'p' },
      { id: 'hidden', source: 'a', target: 'b', hidden: true },
      { id: 'faint', source: 'a', target: 'b', data: faint },
      { id: 'to-hidden', source: 'a', target: 'c' },
      { id: 'to-nothing', source: 'a', target: 'zz' },
    ];
    expect(buildScene(nodes, edges).links.map((l) => l.id)).toEqual(['shown']);
  });

  it('draws a dragged box, what it holds and the ends of their links where the drag put them', () => {
    const nodes = [
      node('box', 0, 0, 400, 300, { type: 'container' }),
      node('a', 20, 40, 200, 80, { parentId: 'box' }),
      node('b', 600, 40, 200, 80),
    ];
    const edge: EdgeState = { id: 'l', source: 'a', target: 'b', sourceHandle: 'q', targetHandle: 'p' };
    const s = buildScene(nodes, [edge], new Map([['box', { dx: 16, dy: -8 }]]));
    expect(s.containers[0]).toMatchObject({ x: 16, y: -8 });
    expect(s.cards.map((b) => [b.id, b.x, b.y])).toEqual([
      ['a', 36, 32],
      ['b', 600, 40],
    ]);
    expect(s.links[0].from).toEqual([36 + 204, 32 + 40]);
    expect(s.links[0].to).toEqual([596, 80]);
  });

  it('lands a press on the topmost card, else the innermost box, else nothing', () => {
    const s = buildScene(
      [
        node('outer', 0, 0, 1000, 1000, { type: 'container' }),
        node('inner', 100, 100, 500, 500, { type: 'container' }),
        node('card', 150, 150, 200, 80),
      ],
      [],
    );
    expect(hitNode(s, 160, 160)?.id).toBe('card');
    expect(hitNode(s, 500, 500)?.id).toBe('inner');
    expect(hitNode(s, 900, 900)?.id).toBe('outer');
    expect(hitNode(s, 1100, 10)).toBeNull();
  });

  it('finds the link nearest a press within the tolerance', () => {
    const edge: EdgeState = { id: 'l', source: 'a', target: 'b', sourceHandle: 'q', targetHandle: 'p' };
    const s = buildScene([node('a', 0, 0, 200, 80), node('b', 600, 0, 200, 80)], [edge]);
    expect(hitLink(s, 400, 42, 5)?.id).toBe('l'); // the curve is straight here, at y = 40
    expect(hitLink(s, 400, 60, 5)).toBeNull();
  });

  it('labels the failed box of the failure shown "Failed: …" (a drive failure "Drive failed: …")', () => {
    const host = node('esx1', 0, 0, 400, 300, { type: 'container' });
    const s = buildScene(
      [
        { ...host, data: data({ componentId: 'esx1', name: 'ESX host 1', kindLabel: 'Server', failure: 'failed' }) },
        { ...node('hba', 20, 40, 200, 80), data: data({ failure: 'within' }) },
        {
          ...node('rg', 420, 0, 200, 80),
          data: data({ kind: 'raidGroup', kindLabel: 'RAID group', failure: 'degraded' }),
        },
      ],
      [],
    );
    expect(s.containers.map((b) => [b.name, b.bottleneck])).toEqual([['Failed: ESX host 1', true]]);
    expect(s.cards.map((b) => [b.id, b.name, b.tone])).toEqual([
      ['hba', 'x', 'neutral'],
      ['rg', 'Drive failed: x', 'neutral'],
    ]);
  });
});
