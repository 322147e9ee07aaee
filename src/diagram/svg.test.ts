import { describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import type { Design } from '../schema/design';
import { diagramScene } from './geometry';
import { diagramSvg } from './svg';
import { xml } from './text';
import type { DiagramCardText } from './types';
import { xmlProblems } from './wellFormed.testutil';

const DATE = '24 Nov 2026';
const svgOf = (design: Design, extra: Partial<Parameters<typeof diagramSvg>[0]> = {}) =>
  diagramSvg({ design, date: DATE, ...extra });

describe('diagramSvg on the presets', () => {
  it.each(PRESET_IDS)('%s: a well-formed SVG naming every component, with no NaN', (id) => {
    const design = loadPreset(id);
    const out = svgOf(design);
    expect(xmlProblems(out.svg)).toEqual([]);
    expect(out.svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(out.svg).not.toMatch(/NaN|Infinity|undefined/);
    // Every component is drawn (none of the presets is collapsed), each named in full in its tooltip.
    expect(out.boxes).toBe(design.components.length);
    for (const c of design.components) expect(out.svg).toContain(`<title>${xml(c.name)} (`);
    expect(out.svg).toContain(`<title>${xml(design.meta.title)}</title>`);
    expect(out.svg).toContain(`exported ${DATE} · Spindle`);
    expect(out.width).toBeGreaterThanOrEqual(760);
    expect(out.svg).toContain(`width="${out.width}" height="${out.height}" viewBox="0 0 ${out.width} ${out.height}"`);
  });

  it.each(PRESET_IDS)('%s: a box for every component inside its parent, at its layout, and every link drawn', (id) => {
    const design = loadPreset(id);
    const scene = diagramScene(design);
    expect(scene.boxes.map((b) => b.component.id).sort()).toEqual(design.components.map((c) => c.id).sort());
    const byId = new Map(scene.boxes.map((b) => [b.component.id, b]));
    for (const b of scene.boxes) {
      for (const v of [b.x, b.y, b.w, b.h]) expect(Number.isFinite(v)).toBe(true);
      expect(b.w).toBeGreaterThan(0);
      expect(b.h).toBeGreaterThan(0);
      const parent = b.component.parentId ? byId.get(b.component.parentId) : undefined;
      if (!parent) continue;
      // Stored positions are relative to the parent; the drawn box is inside it with room for its header.
      expect(b.x - parent.x).toBe(design.layout[b.component.id]!.x);
      expect(b.x).toBeGreaterThanOrEqual(parent.x);
      expect(b.y).toBeGreaterThanOrEqual(parent.y);
      expect(b.x + b.w).toBeLessThanOrEqual(parent.x + parent.w);
      expect(b.y + b.h).toBeLessThanOrEqual(parent.y + parent.h);
    }
    expect(scene.links).toHaveLength(design.links.length);
    for (const l of scene.links) {
      for (const v of [l.from.x, l.from.y, l.to.x, l.to.y]) expect(Number.isFinite(v)).toBe(true);
      // Each end sits on the edge of the card it belongs to.
      const a = byId.get(l.link.from.componentId)!;
      const b = byId.get(l.link.to.componentId)!;
      expect([a.x, a.x + a.w]).toContain(l.from.x);
      expect([b.x, b.x + b.w]).toContain(l.to.x);
      expect(l.from.y).toBeGreaterThan(a.y);
      expect(l.from.y).toBeLessThan(a.y + a.h);
    }
  });

  it('is deterministic: the same input gives the same bytes', () => {
    const design = loadPreset('clariion-cx4-960-phase2');
    const cards = new Map<string, DiagramCardText>([
      [
        design.components[0]!.id,
        { detail: 'x', figures: [{ label: 'IOPS', value: '1 / 2', tone: 'bad' }], bottleneck: true },
      ],
    ]);
    const a = svgOf(design, { cards, verdict: { text: 'Fail', tone: 'bad', detail: '1 / 2 IO/s' } }).svg;
    const b = svgOf(structuredClone(design), {
      cards,
      verdict: { text: 'Fail', tone: 'bad', detail: '1 / 2 IO/s' },
    }).svg;
    expect(a).toBe(b);
    expect(svgOf(design).svg).toBe(svgOf(design).svg);
  });
});

describe('diagramSvg text', () => {
  const ucs = loadPreset('cisco-ucs-c210-m2');

  it('escapes names, titles and figures, so markup in a name cannot break the file', () => {
    const evil = `<b>&"'</b> ]]> <!-- x`;
    const design: Design = {
      ...ucs,
      meta: { ...ucs.meta, title: `Site <A> & "B"` },
      components: ucs.components.map((c, i) => (i === 1 ? { ...c, name: evil } : c)),
    };
    const cards = new Map<string, DiagramCardText>([
      [
        ucs.components[1]!.id,
        { detail: '<i>&', figures: [{ label: '<x>', value: '&y', tone: 'ok' }], bottleneck: false },
      ],
    ]);
    const out = svgOf(design, { cards, verdict: { text: 'Pass <ok>', tone: 'ok', detail: 'a & b' } });
    expect(xmlProblems(out.svg)).toEqual([]);
    expect(out.svg).not.toContain('<b>');
    expect(out.svg).toContain('&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt; ]]&gt; &lt;!-- x');
    expect(out.svg).toContain('<title>Site &lt;A&gt; &amp; &quot;B&quot;</title>');
    expect(out.svg).toContain('&lt;i&gt;&amp;');
    expect(out.svg).toContain('Pass &lt;ok&gt;');
  });

  it('drops the control characters XML cannot hold', () => {
    const design: Design = {
      ...ucs,
      components: ucs.components.map((c, i) => (i === 0 ? { ...c, name: 'A\u0000B\u001bC' } : c)),
    };
    const out = svgOf(design);
    expect(out.svg).toContain('<title>ABC (Server)</title>');
    expect(xmlProblems(out.svg)).toEqual([]);
  });

  it('draws figures and the verdict only when given, and says when they are not included', () => {
    const plain = svgOf(ucs).svg;
    expect(plain).toContain('Predicted figures not included');
    expect(plain).not.toContain('Predicted Jetstress result');
    const server = ucs.components.find((c) => c.kind === 'server')!;
    const cards = new Map<string, DiagramCardText>([
      [
        server.id,
        { detail: '2 × 6 cores', figures: [{ label: 'IOPS', value: '754 / 625', tone: 'ok' }], bottleneck: false },
      ],
    ]);
    const shown = svgOf(ucs, { cards, verdict: { text: 'Pass', tone: 'ok', detail: '754 / 625 IO/s' } }).svg;
    expect(shown).toContain('Predicted Jetstress result: Pass');
    expect(shown).toContain('754 / 625');
    expect(shown).toContain('2 × 6 cores');
    expect(shown).not.toContain('Predicted figures not included');
  });

  it('outlines the bottleneck and explains the red outline in the legend', () => {
    const raid = ucs.components.find((c) => c.kind === 'raidGroup')!;
    const cards = new Map<string, DiagramCardText>([[raid.id, { detail: '', figures: [], bottleneck: true }]]);
    const out = svgOf(ucs, { cards }).svg;
    expect(out).toContain(`<title>${xml(raid.name)} (RAID group), the bottleneck</title>`);
    expect(out).toContain('Bottleneck (the busiest part)');
    expect(svgOf(ucs).svg).not.toContain('Bottleneck (the busiest part)');
  });
});

describe('diagramSvg layout states', () => {
  const xiv = loadPreset('xiv-2810');

  it('draws a collapsed box closed, hides what it holds and bundles its links', () => {
    const server = xiv.components.find((c) => c.kind === 'server')!;
    const inside = xiv.components.filter((c) => c.parentId === server.id);
    const design: Design = {
      ...xiv,
      layout: { ...xiv.layout, [server.id]: { ...xiv.layout[server.id]!, collapsed: true } },
    };
    const out = svgOf(design);
    expect(xmlProblems(out.svg)).toEqual([]);
    expect(out.boxes).toBe(xiv.components.length - inside.length);
    expect(out.svg).toContain(`${inside.length} parts inside`);
    for (const c of inside) expect(out.svg).not.toContain(`<title>${xml(c.name)} (`);
    expect(out.links).toBeLessThan(xiv.links.length);
    expect(out.svg).toMatch(/\d+ links<\/text>/);
  });

  it('refuses an empty design with a plain reason', () => {
    expect(() => svgOf({ ...xiv, components: [], links: [], layout: {} })).toThrow(
      'the design has no components to draw',
    );
  });

  it('places a design that sits at negative coordinates inside the image', () => {
    const moved: Design = {
      ...xiv,
      layout: Object.fromEntries(
        Object.entries(xiv.layout).map(([id, p]) => {
          const top = !xiv.components.find((c) => c.id === id)?.parentId;
          return [id, top ? { ...p, x: p.x - 5000, y: p.y - 3000 } : p];
        }),
      ),
    };
    const a = svgOf(xiv);
    const b = svgOf(moved);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    // The design moves under the title block by exactly what it was moved by.
    const shift = (svg: string): number[] => /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(svg)!.slice(1).map(Number);
    const [ax, ay] = shift(a.svg);
    expect(shift(b.svg)).toEqual([ax! + 5000, ay! + 3000]);
  });
});
