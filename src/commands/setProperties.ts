/**
 * Edits properties of one or more components. Every edited component is validated with its kind's
 * Zod schema; the first invalid value refuses the whole edit with the schema's message (nothing
 * changes). Shrinking ports below what links use is refused too, and so is a RAID level, hot spare
 * count or set size that leaves a RAID group fewer data drives than its level needs, overall or
 * in a parity set (`raidSetRules.ts`), and an enclosure with fewer drives than it gives RAID groups
 * or more than its slots (the engine would otherwise go on predicting from RAID groups whose
 * drives no longer exist, or from a RAID 5 set of one drive). A LUN's owner must be a controller of
 * its own array: main will not save a design whose file check fails on any other owner.
 */
import { Component, kindLabel, type LunComponent } from '../schema/components';
import { portsOf, type Link } from '../schema/connections';
import { indexComponents, linksByComponent } from '../store/designIndex';
import { commit, refuse, type Command, type CommandResult } from './types';
import { namedAlike, nameTaken } from './lib/names';
import { enclosureFits, ownerFits } from './lib/owners';
import { article } from './lib/parents';
import { issueText } from '../schema/issues';
import { memberDrives } from '../schema/raid';
import { raidGroupEdit } from './raidSetRules';

/** Arguments of `setProperties`. A value of `undefined` clears an optional property. */
export interface SetPropertiesArgs {
  readonly ids: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
}

const FIXED = new Set(['id', 'kind', 'parentId', 'catalogRef']);

/** Edits component properties (shared properties when several are selected). */
export const setProperties: Command<SetPropertiesArgs> = {
  id: 'setProperties',
  label: 'Edit properties',
  run(state, args): CommandResult {
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    const keys = Object.keys(args.values);
    const fixed = keys.find((k) => FIXED.has(k));
    if (fixed)
      return refuse(
        `"${fixed}" cannot be edited.`,
        'Move the component on the canvas or make a new one instead.',
        fixed,
      );
    if (args.ids.length === 0 || keys.length === 0) return refuse('Nothing to edit.', 'Select a component first.');
    if (typeof args.values.name === 'string') {
      if (args.ids.length > 1)
        return refuse('Several parts cannot take one name.', 'Rename them one at a time.', 'name');
      const self = byId.get(args.ids[0]);
      const other = self && namedAlike(doc.components, args.values.name, self.id);
      if (self && other) {
        const taken = nameTaken(other, self.kind);
        return refuse(taken.reason, taken.hint, 'name');
      }
    }
    const replaced = new Map<string, Component>();
    let note: { message: string; hint: string } | null = null;
    for (const id of args.ids) {
      const c = byId.get(id);
      if (!c) return refuse(`Component "${id}" no longer exists.`, 'Select it again.');
      const merged: Record<string, unknown> = { ...c };
      for (const k of keys) {
        if (args.values[k] === undefined) delete merged[k];
        else merged[k] = args.values[k];
      }
      const parsed = Component.safeParse(merged);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.map(String).join('.') ?? keys[0];
        const text = issue ? issueText(issue) : 'invalid value';
        return refuse(`${c.name}: ${/[.!?]$/.test(text) ? text : `${text}.`}`, 'Nothing was changed.', field);
      }
      let next = parsed.data;
      const unknown = keys.find((k) => args.values[k] !== undefined && !(k in next));
      if (unknown)
        return refuse(
          `${article(kindLabel[c.kind], true)} ${kindLabel[c.kind]} has no "${unknown}" property.`,
          'Select components of one kind to edit this.',
          unknown,
        );
      if (next.kind === 'lun' && !ownerFits(next, byId))
        return refuse(
          ownerProblem(next, byId),
          "Pick one of its array's controllers, or leave the owner empty to let them take the LUN in turn.",
          'ownerControllerId',
        );
      if (next.kind === 'controller' && !enclosureFits(next, byId))
        return refuse(
          `${next.name}: "${next.enclosureId}" is not an enclosure of its array.`,
          "Pick one of its array's enclosures, or None for a box of its own.",
          'enclosureId',
        );
      const portProblem = portsProblem(next, linksByComponent(doc.links).get(id) ?? []);
      if (portProblem) return refuse(portProblem, 'Remove those links first, or keep enough ports.', keys[0]);
      if (next.kind === 'enclosure' && c.kind === 'enclosure') {
        const problem = enclosureProblem(c, next, doc.links);
        if (problem) return refuse(problem.reason, problem.hint, problem.field);
      }
      if (next.kind === 'raidGroup' && c.kind === 'raidGroup') {
        const subject = args.ids.length === 1 ? 'this group' : next.name;
        const edit = raidGroupEdit(c, next, memberDrives(doc.links, id), { subject, verb: 'has' });
        if ('refusal' in edit) return refuse(edit.refusal.reason, edit.refusal.hint, edit.refusal.field);
        next = edit.group;
        note ??= edit.note;
      }
      if (JSON.stringify(next) !== JSON.stringify(c)) replaced.set(id, next);
    }
    if (replaced.size === 0) return { ok: true, patch: {}, history: 'none' };
    const components = doc.components.map((c) => replaced.get(c.id) ?? c);
    const one = replaced.size === 1 ? [...replaced.values()][0] : undefined;
    return commit(
      { components },
      one ? `Edit ${kindLabel[one.kind].toLowerCase()}` : `Edit ${replaced.size} components`,
      note ? { notice: { tone: 'warning', ...note } } : {},
    );
  },
};

/** Why `lun`'s owner (one `ownerFits` refuses) cannot own it. */
function ownerProblem(lun: LunComponent, byId: ReadonlyMap<string, Component>): string {
  const owner = lun.ownerControllerId === undefined ? undefined : byId.get(lun.ownerControllerId);
  if (!owner) return `${lun.name}: no part has the id "${lun.ownerControllerId}", so none can own the LUN.`;
  if (owner.kind !== 'controller')
    return `${lun.name}: ${owner.name} is ${article(kindLabel[owner.kind])} ${kindLabel[owner.kind]}, not a controller, so it cannot own the LUN.`;
  return `${lun.name}: ${owner.name} is a controller of another array; only a controller of the LUN's own array can own it.`;
}

/** Why a component's links no longer fit its ports, or null. */
export function portsProblem(c: Component, links: readonly Link[]): string | null {
  const ports = portsOf(c);
  const used = new Map<string, number>();
  for (const l of links) {
    for (const end of [l.from, l.to]) if (end.componentId === c.id) used.set(end.port, (used.get(end.port) ?? 0) + 1);
  }
  for (const [port, n] of used) {
    const spec = ports.find((p) => p.port === port);
    if (!spec) return `${c.name} would lose port ${port}, which is connected.`;
    if (n > spec.max) return `${c.name} ${spec.label} would have ${n} links but take only ${spec.max}.`;
  }
  return null;
}

type Enclosure = Extract<Component, { kind: 'enclosure' }>;

const fmtCount = (n: number): string => n.toLocaleString('en-US');

/**
 * Why an edit of enclosure `was` into `next` leaves it holding fewer drives than its member links
 * give RAID groups, or more than its slots; null when it does not, or when neither count changed
 * (a design opened with such a fault can still be renamed: the Findings tab lists the fault).
 */
export function enclosureProblem(
  was: Enclosure,
  next: Enclosure,
  links: readonly Link[],
): { reason: string; hint: string; field: 'driveCount' | 'slots' } | null {
  if (was.driveCount === next.driveCount && was.slots === next.slots) return null;
  const given = memberDrives(links, next.id);
  if (next.driveCount < given)
    return {
      reason: `${next.name} gives ${fmtCount(given)} drives to RAID groups, so it cannot hold only ${fmtCount(next.driveCount)}.`,
      hint: `Lower the drive counts of its member links first (select a link to a RAID group), or keep at least ${fmtCount(given)} drives.`,
      field: 'driveCount',
    };
  if (next.driveCount > next.slots)
    return {
      reason: `${next.name} has ${fmtCount(next.slots)} slots, so it cannot hold ${fmtCount(next.driveCount)} drives.`,
      hint: 'Install at most one drive per slot, or raise the slots to what the enclosure model has.',
      field: was.slots === next.slots ? 'driveCount' : 'slots',
    };
  return null;
}
