/**
 * LUN owners, and controllers' module enclosures, stay within their array. A LUN's `ownerControllerId` must name a controller of the
 * LUN's own array (its RAID group's array): the design file check refuses any other owner, and
 * main will not save a design that fails a check, so one stale owner locked the user out of
 * saving. Every command that moves, copies or removes LUNs or controllers therefore passes its
 * result through here. An owner that no longer fits is removed, never re-pointed at a guessed
 * controller: a LUN without an owner is dealt to its array's controllers in turn (docs/model.md).
 */
import type { Component, ControllerComponent, LunComponent } from '../../schema/components';
import { indexComponents } from '../../store/designIndex';

/**
 * True when `lun` has no owner or its owner is a controller of the LUN's own array, as found in
 * `byId`. Stricter than the file check where the RAID group is in no array (commands never leave
 * one so): there no controller is the LUN's.
 */
export function ownerFits(lun: LunComponent, byId: ReadonlyMap<string, Component>): boolean {
  if (lun.ownerControllerId === undefined) return true;
  const owner = byId.get(lun.ownerControllerId);
  const group = lun.parentId === undefined ? undefined : byId.get(lun.parentId);
  const array = group?.parentId === undefined ? undefined : byId.get(group.parentId);
  return owner?.kind === 'controller' && array?.kind === 'array' && owner.parentId === array.id;
}

/** `lun` without its owner. */
export function withoutOwner(lun: LunComponent): LunComponent {
  const { ownerControllerId: _dropped, ...rest } = lun;
  return rest;
}

/**
 * True when `ctrl` names no enclosure or one of its own array (the box an XIV module shares with
 * its drives: `enclosureId`), as found in `byId`.
 */
export function enclosureFits(ctrl: ControllerComponent, byId: ReadonlyMap<string, Component>): boolean {
  if (ctrl.enclosureId === undefined) return true;
  const box = byId.get(ctrl.enclosureId);
  return box?.kind === 'enclosure' && box.parentId === ctrl.parentId;
}

/** `ctrl` without its enclosure. */
export function withoutEnclosure(ctrl: ControllerComponent): ControllerComponent {
  const { enclosureId: _dropped, ...rest } = ctrl;
  return rest;
}

/** Whether `c` refers across arrays: a LUN's owner, or a controller's enclosure. */
function misfit(c: Component, byId: ReadonlyMap<string, Component>): boolean {
  return (c.kind === 'lun' && !ownerFits(c, byId)) || (c.kind === 'controller' && !enclosureFits(c, byId));
}

/**
 * `components` with every owner that is not a controller of its LUN's array, and every enclosure
 * that is not one of its controller's array, removed. Returns `components` itself when all fit,
 * so a command that changed nothing else still changes nothing.
 */
export function ownersInArray(components: readonly Component[]): readonly Component[] {
  const { byId } = indexComponents(components);
  if (!components.some((c) => misfit(c, byId))) return components;
  return components.map((c) => {
    if (!misfit(c, byId)) return c;
    return c.kind === 'lun' ? withoutOwner(c) : c.kind === 'controller' ? withoutEnclosure(c) : c;
  });
}
