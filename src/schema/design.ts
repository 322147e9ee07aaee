import { z } from 'zod';

import { Component, type ControllerComponent, kindLabel, type LunComponent, withArticle } from './components';
import { Link } from './connections';
import { containmentProblems, whereItSits } from './containment';
import { Id } from './ids';
import { inQuotes, shortText } from './issues';
import { CarriedPart, MAX_CARRIED_PARTS } from './parts';
import { PriceList } from './prices';
import { Meta } from './provenance';
import { Workload } from './workload';

/** File-format identifier written into every design file. */
export const DESIGN_FORMAT = 'spindle.design';
/** Current design file version; bump with a migration in `migrations/`. */
export const DESIGN_VERSION = 1;

/** Position of a component on the canvas, relative to its parent container [px]. */
export const Placement = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  /** Container size; absent for leaf nodes (measured by the canvas). */
  w: z.number().min(1).max(100_000).optional(),
  h: z.number().min(1).max(100_000).optional(),
  /** A container drawn closed: its contents hidden, their links drawn to the box. Absent = open. */
  collapsed: z.literal(true).optional(),
});
export type Placement = z.infer<typeof Placement>;

/**
 * A Spindle design file, version 1. Semantics (`components`, `links`, `workload`) are kept apart
 * from `layout`, so moving boxes never changes what the engine computes.
 */
export const Design = z
  .object({
    format: z.literal(DESIGN_FORMAT),
    version: z.literal(DESIGN_VERSION),
    app: z.object({ name: z.literal('Spindle'), version: z.string().max(32) }),
    meta: Meta,
    workload: Workload,
    components: z.array(Component).max(20_000, 'Designs are limited to 20,000 components.'),
    links: z.array(Link).max(50_000, 'Designs are limited to 50,000 links.'),
    layout: z.record(Id, Placement),
    /**
     * The user's unit prices by part number (prices.ts). Optional within version 1: older files
     * have none and read as before; a design without prices does not write the field.
     */
    prices: PriceList.optional(),
    /**
     * The custom drive parts the enclosures use (`driveRef`), in full, so the design evaluates the
     * same where the user's custom parts are not (parts.ts). Optional within version 1: older files
     * have none and read as before; a design that uses no custom drive does not write the field.
     * Shipped parts are never written here.
     */
    parts: z
      .array(CarriedPart)
      .max(MAX_CARRIED_PARTS, `Designs carry at most ${MAX_CARRIED_PARTS.toLocaleString('en-US')} parts.`)
      .optional(),
  })
  .superRefine((d, ctx) => {
    const partIds = new Set<string>();
    d.parts?.forEach((p, i) => {
      if (partIds.has(p.id))
        ctx.addIssue({ code: 'custom', path: ['parts', i, 'id'], message: `Two parts share the id "${p.id}".` });
      partIds.add(p.id);
    });
    const ids = new Set<string>();
    d.components.forEach((c, i) => {
      if (ids.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: ['components', i, 'id'],
          message: `Two components share the id "${c.id}".`,
        });
      ids.add(c.id);
    });
    d.components.forEach((c, i) => {
      if (c.parentId !== undefined && !ids.has(c.parentId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['components', i, 'parentId'],
          message: `${c.name} sits in "${c.parentId}", which does not exist. ${whereItSits(c.kind)}`,
        });
      }
    });
    // A loop or a parent of the wrong kind opened silently, and its parts were not drawn (or drawn
    // on top of the wrong box) where they could be neither selected nor fixed.
    for (const p of containmentProblems(d.components))
      ctx.addIssue({ code: 'custom', path: ['components', p.index, 'parentId'], message: p.message });
    // An owner that is not a controller of the LUN's array (a typo in a hand-edited file) opened
    // silently, and the engine shared the LUNs out in turn instead: the figures moved unexplained.
    const byId = new Map(d.components.map((c) => [c.id, c]));
    d.components.forEach((c, i) => {
      const message = c.kind === 'lun' ? lunOwnerProblem(c, byId) : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['components', i, 'ownerControllerId'], message });
      // Likewise a controller's module enclosure: the engine would lose no drives with it.
      const box = c.kind === 'controller' ? controllerEnclosureProblem(c, byId) : null;
      if (box) ctx.addIssue({ code: 'custom', path: ['components', i, 'enclosureId'], message: box });
    });
    const linkIds = new Set<string>();
    d.links.forEach((l, i) => {
      if (linkIds.has(l.id))
        ctx.addIssue({ code: 'custom', path: ['links', i, 'id'], message: `Two links share the id "${l.id}".` });
      linkIds.add(l.id);
      for (const end of ['from', 'to'] as const) {
        if (!ids.has(l[end].componentId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['links', i, end],
            message: `Link ${l.id} points at "${l[end].componentId}", which does not exist.`,
          });
        }
      }
    });
  });
export type Design = z.infer<typeof Design>;

/**
 * Why a LUN's `ownerControllerId` is wrong, or null when it is absent or names a controller of
 * the LUN's own array (its RAID group's array). Where the RAID group is in no array, a containment
 * problem is reported already, and any controller is taken.
 */
function lunOwnerProblem(lun: LunComponent, byId: ReadonlyMap<string, Component>): string | null {
  const id = lun.ownerControllerId;
  if (id === undefined) return null;
  const owner = byId.get(id);
  const group = lun.parentId === undefined ? undefined : byId.get(lun.parentId);
  const array = group?.parentId === undefined ? undefined : byId.get(group.parentId);
  const arrayId = array?.kind === 'array' ? array.id : undefined;
  if (owner?.kind === 'controller' && (arrayId === undefined || owner.parentId === arrayId)) return null;
  const why = !owner
    ? 'but no part has that id'
    : owner.kind !== 'controller'
      ? `but that is ${withArticle(kindLabel[owner.kind])}, not a controller`
      : `but that controller is in another array`;
  const controllers = [...byId.values()].filter((c) => c.kind === 'controller' && c.parentId === arrayId);
  const named = controllers
    .slice(0, 4)
    .map((c) => `"${c.id}" (${shortText(c.name)})`)
    .join(', ');
  const choice =
    arrayId !== undefined && controllers.length
      ? `the id of one of its array's controllers (${named}${controllers.length > 4 ? ', …' : ''})`
      : 'the id of a controller of its array';
  return (
    `LUN ${inQuotes(lun.name)} names "${id}" as its owning controller ("ownerControllerId"), ${why}. ` +
    `Set it to ${choice}, or remove it to let the array's controllers take the LUN in turn.`
  );
}

/**
 * Why a controller's `enclosureId` is wrong, or null when it is absent or names an enclosure of
 * the controller's own array.
 */
function controllerEnclosureProblem(ctrl: ControllerComponent, byId: ReadonlyMap<string, Component>): string | null {
  const id = ctrl.enclosureId;
  if (id === undefined) return null;
  const box = byId.get(id);
  if (box?.kind === 'enclosure' && box.parentId === ctrl.parentId) return null;
  const why = !box
    ? 'but no part has that id'
    : box.kind !== 'enclosure'
      ? `but that is ${withArticle(kindLabel[box.kind])}, not an enclosure`
      : 'but that enclosure is in another array';
  return (
    `Controller ${inQuotes(ctrl.name)} names "${shortText(id)}" as the enclosure it shares a box with ("enclosureId"), ${why}. ` +
    `Set it to the id of an enclosure of its own array, or remove it.`
  );
}

/** The app stamp written into files this build saves. */
export const APP_STAMP = { name: 'Spindle' as const, version: '0.1.0' };
