import { describe, expect, it } from 'vitest';

import type { Ctx } from './paint';
import { paintScene } from './paint';
import { readPalette } from './palette';
import type { Scene, SceneBox, SceneLink } from './scene';

/** A 2D context that records its calls; text is 6 px per character. */
function recorder() {
  const calls: string[] = [];
  const state = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    textBaseline: '',
    lineJoin: '',
  };
  const ctx = new Proxy(state, {
    get(target, key: string) {
      if (key in target) return target[key as keyof typeof target];
      if (key === 'measureText') return (t: string) => ({ width: 6 * t.length });
      return (...args: unknown[]) => calls.push(`${key}(${args.map((a) => JSON.stringify(a)).join(',')})`);
    },
    set(target, key: string, value) {
      (target as Record<string, unknown>)[key] = value;
      calls.push(`${key}=${value}`);
      return true;
    },
  }) as unknown as Ctx;
  return { ctx, calls };
}

const palette = readPalette((name) => (name === '--sp-bad' ? '#f00' : ''));
const box = (id: string, x: number, y: number, over: Partial<SceneBox> = {}): SceneBox => ({
  id,
  kind: 'lun',
  container: false,
  x,
  y,
  w: 200,
  h: 80,
  tone: 'neutral',
  selected: false,
  bottleneck: false,
  flag: null,
  stale: false,
  name: id,
  kindLabel: 'LUN',
  ...over,
});
const link = (id: string, x: number): SceneLink => ({
  id,
  kind: 'fc',
  from: [x, 0],
  c1: [x + 50, 0],
  c2: [x + 50, 100],
  to: [x + 100, 100],
  mbPerSec: null,
  selected: false,
  stale: false,
});
/** 1,000 × 600 CSS px showing flow x 0…10,000 at zoom 0.1. */
const view = { x: 0, y: 0, zoom: 0.1, width: 1000, height: 600 };

describe('paintScene', () => {
  it('skips what lies outside the view', () => {
    const scene: Scene = {
      containers: [box('in', 0, 0, { container: true, w: 2000, h: 2000 }), box('out', 20_000, 0, { container: true })],
      cards: [box('a', 100, 100), box('far', 0, 50_000)],
      links: [link('l', 0), link('gone', 90_000)],
    };
    const { ctx } = recorder();
    expect(paintScene(ctx, scene, palette, view, 1)).toMatchObject({ containers: 1, cards: 1, links: 1 });
  });

  it('fills and strokes cards of one style in one call, however many there are', () => {
    const count = (n: number) => {
      const cards = Array.from({ length: n }, (_, i) => box(`c${i}`, (i % 40) * 240, Math.floor(i / 40) * 100));
      const { ctx, calls } = recorder();
      paintScene(ctx, { containers: [], cards, links: [] }, palette, view, 1);
      return calls.filter((c) => c.startsWith('fill(') || c.startsWith('stroke(')).length;
    };
    expect(count(1000)).toBe(count(10));
  });

  it('outlines the bottleneck in the bad colour and sizes lines in screen pixels', () => {
    const { ctx, calls } = recorder();
    paintScene(ctx, { containers: [], cards: [box('b', 0, 0, { bottleneck: true })], links: [] }, palette, view, 2);
    const stroke = calls.lastIndexOf('stroke()');
    expect(calls.slice(0, stroke)).toContain('strokeStyle=#f00');
    expect(calls.slice(0, stroke)).toContain('lineWidth=25'); // 2.5 CSS px at zoom 0.1
    expect(calls[0]).toBe('setTransform(2,0,0,2,0,0)');
  });

  it('labels a box at 13 px, cut with an ellipsis to fit, and never a box too small to read', () => {
    const big = box('ESX host 1 (Dell PowerEdge R900)', 0, 0, { container: true, kind: 'server', w: 1500, h: 1000 });
    const tiny = box('tiny', 3000, 0, { container: true, kind: 'server', w: 30, h: 30 });
    const { ctx, calls } = recorder();
    const stats = paintScene(ctx, { containers: [big, tiny], cards: [], links: [] }, palette, view, 1);
    expect(stats.labels).toBe(1);
    expect(calls.some((c) => c.startsWith('font=650 13.0px'))).toBe(true);
    // 150 px of box less padding leave room for 23 characters of 6 px: the kind goes, and the
    // description is cut after a whole word (labelFit.ts).
    const text = calls.find((c) => c.startsWith('fillText('))!;
    expect(text).toMatch(/^fillText\("ESX host 1 \(Dell…"/);
  });
});
