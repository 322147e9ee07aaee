import { describe, expect, it } from 'vitest';

import type { Component } from '../schema/components';
import { CONTAINER_PAD, LEAF_WIDTH, snap } from './geometry';
import { freeSlot, nearestFreeSpot } from './placement';

const server: Component = { kind: 'server', id: 's', name: 'S', sockets: 2, coresPerSocket: 4, ghz: 3, ramGb: 16 };
const hba = (id: string): Component => ({
  kind: 'hba',
  id,
  name: id,
  parentId: 's',
  ports: 2,
  speedGbps: 8,
  executionThrottle: 16,
  lunQueueDepth: 32,
});
const size = { w: LEAF_WIDTH, h: 76 };

describe('placement', () => {
  it('keeps a free drop point and moves a clashing one to the nearest free spot', () => {
    const components = [server, hba('a')];
    const layout = { s: { x: 0, y: 0, w: 600, h: 400 }, a: { x: 40, y: 100 } };
    expect(nearestFreeSpot(components, layout, 's', { x: 300, y: 100 }, size)).toEqual({ x: 300, y: 100 });
    const moved = nearestFreeSpot(components, layout, 's', { x: 60, y: 110 }, size);
    const overlaps =
      moved.x < 40 + LEAF_WIDTH + 12 &&
      moved.x + LEAF_WIDTH + 12 > 40 &&
      moved.y < 100 + 76 + 12 &&
      moved.y + 76 + 12 > 100;
    expect(overlaps).toBe(false);
    expect(moved.x).toBeGreaterThanOrEqual(CONTAINER_PAD.left);
    expect(moved.y).toBeGreaterThanOrEqual(CONTAINER_PAD.top);
    expect(Math.hypot(moved.x - 60, moved.y - 110)).toBeLessThan(260);
  });

  it('finds the first free grid slot', () => {
    const components = [server, hba('a')];
    const layout = { s: { x: 0, y: 0 }, a: { x: CONTAINER_PAD.left, y: CONTAINER_PAD.top } };
    expect(freeSlot(components, layout, 's', size)).toEqual({
      x: CONTAINER_PAD.left + LEAF_WIDTH + 40,
      y: CONTAINER_PAD.top,
    });
  });
});

describe('snap', () => {
  it('never gives -0, which a saved file cannot keep (found by the random editing sessions)', () => {
    expect(Object.is(snap(-3), 0)).toBe(true);
    expect(snap(-5)).toBe(-8);
    expect(snap(12)).toBe(16);
  });
});
