/**
 * Synthetic large designs for the benchmark: the largest preset (CLARiiON phase 2: 504 components,
 * 545 links, 200 databases) replicated `copies` times into one design. Every id gets a fresh
 * replica prefix (`r<k>.`), every reference (parent, LUN owner, link ends, layout, DAG name) is
 * mapped with it, and each copy is laid out to the right of the previous one, so the copies share
 * nothing and the engine sees `copies` independent systems.
 *
 * Usage: npx tsx scripts/synthetic.ts 10 > synthetic-10x.json (then open it or `spindle evaluate` it).
 */
import { fileURLToPath } from 'node:url';

import type { ThreadHint } from '../engine/ts/input';
import { loadPreset } from '../presets/index';
import { Design } from '../src/schema/design';

/** The preset that is replicated: the largest by components, links and databases. */
export const SYNTHETIC_BASE = 'clariion-cx4-960-phase2';
/** Horizontal gap between the copies on the canvas [px]. */
const GAP_PX = 400;
/** Width assumed for a top-level card without a measured width [px]. */
const CARD_PX = 300;

/** Id of `id` in copy `k` (1-based). */
export const replicaId = (id: string, k: number): string => `r${k}.${id}`;

/** `design` replicated `copies` times into one design. */
export function replicateDesign(design: Design, copies: number): Design {
  if (!Number.isInteger(copies) || copies < 1) throw new Error(`copies must be a whole number from 1 (got ${copies}).`);
  const top = design.components.filter((c) => c.parentId === undefined).map((c) => design.layout[c.id]);
  const width = Math.max(0, ...top.map((p) => (p ? p.x + (p.w ?? CARD_PX) : 0))) + GAP_PX;
  const components: Design['components'] = [];
  const links: Design['links'] = [];
  const layout: Design['layout'] = {};
  for (let k = 1; k <= copies; k++) {
    const id = (x: string): string => replicaId(x, k);
    for (const c of design.components) {
      const copy = { ...c, id: id(c.id), name: `${c.name} #${k}` } as typeof c;
      if (c.parentId !== undefined) copy.parentId = id(c.parentId);
      if ('ownerControllerId' in c && c.ownerControllerId !== undefined)
        Object.assign(copy, { ownerControllerId: id(c.ownerControllerId) });
      if ('dag' in c && c.dag !== undefined) Object.assign(copy, { dag: `${c.dag} #${k}` });
      components.push(copy);
      const place = design.layout[c.id];
      if (place) layout[id(c.id)] = c.parentId === undefined ? { ...place, x: place.x + (k - 1) * width } : place;
    }
    for (const l of design.links)
      links.push({
        ...l,
        id: id(l.id),
        from: { ...l.from, componentId: id(l.from.componentId) },
        to: { ...l.to, componentId: id(l.to.componentId) },
      });
  }
  return {
    ...design,
    meta: {
      title: `Synthetic: ${copies} x ${design.meta.title}`.slice(0, 200),
      description: `${copies} independent copies of one preset, for benchmarking (scripts/synthetic.ts). Not a tested system.`,
    },
    components,
    links,
    layout,
  };
}

/** The synthetic design `copies` times the largest preset. */
export function syntheticDesign(copies: number): Design {
  return replicateDesign(loadPreset(SYNTHETIC_BASE), copies);
}

/** The base design's thread hints mapped onto every copy (the copies are independent). */
export function replicateHints(hints: readonly ThreadHint[], copies: number): ThreadHint[] {
  return Array.from({ length: copies }, (_, i) =>
    hints.map((h) => ({ ...h, server: replicaId(h.server, i + 1) })),
  ).flat();
}

/**
 * Checks a synthetic design against the Design schema. Large copies exceed the file-format limits
 * (20,000 components, 50,000 links); the engine still evaluates them, so the benchmark says so.
 */
export function checkDesign(design: Design): { ok: true } | { ok: false; problems: string[] } {
  const parsed = Design.safeParse(design);
  if (parsed.success) return { ok: true };
  return { ok: false, problems: [...new Set(parsed.error.issues.map((i) => i.message))].slice(0, 5) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const copies = Number(process.argv[2] ?? '10');
  const design = syntheticDesign(copies);
  const check = checkDesign(design);
  if (!check.ok) console.error(`Note: this design is not a valid design file: ${check.problems.join('; ')}`);
  process.stdout.write(JSON.stringify(design, null, 2) + '\n');
}
