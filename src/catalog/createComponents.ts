/**
 * Turns a catalog part into the design components it stands for. An array part brings its
 * controllers (named from the part's controller template and parented to the array); every other
 * placeable part makes one component. Drive parts make none: a drive is chosen as an enclosure's
 * `driveRef`, never placed on its own.
 */
import { type CatalogPart } from '../schema/catalog';
import { Component } from '../schema/components';
import { freshId } from '../schema/ids';
import { parseSpecs } from './specs';

/** Where and as what the new component is placed. */
export interface Placement {
  /** Id of the main component (the array, the server …). */
  id: string;
  /** Defaults to the part's model. */
  name?: string;
  parentId?: string;
}

/** Name of the `n`-th controller (0-based) from the template, padded with `Controller n`. */
export function controllerName(names: readonly string[], n: number): string {
  return names[n] ?? `Controller ${n + 1}`;
}

function specsRecord(part: CatalogPart): Record<string, unknown> {
  switch (part.kind) {
    case 'server':
      return parseSpecs('server', part.specs);
    case 'vm':
      return parseSpecs('vm', part.specs);
    case 'hba':
      return parseSpecs('hba', part.specs);
    case 'switch':
      return parseSpecs('switch', part.specs);
    case 'enclosure':
      return parseSpecs('enclosure', part.specs);
    case 'raidGroup':
      return parseSpecs('raidGroup', part.specs);
    case 'lun':
      return parseSpecs('lun', part.specs);
    case 'database':
      return parseSpecs('database', part.specs);
    case 'array': {
      const { controllers: _controllers, ...array } = parseSpecs('array', part.specs);
      return array;
    }
    case 'drive':
      return {};
  }
}

/**
 * Components for `part` placed at `placement`. Controller ids are fresh with respect to `takenIds`
 * and the placement id. Every returned component has been parsed with the `Component` schema; an
 * invalid part throws an `Error` naming the field.
 */
export function createComponentsFromPart(
  part: CatalogPart,
  placement: Placement,
  takenIds: ReadonlySet<string>,
): Component[] {
  if (part.kind === 'drive') return [];
  const main = Component.parse({
    ...specsRecord(part),
    kind: part.kind,
    id: placement.id,
    name: placement.name ?? part.model,
    ...(placement.parentId === undefined ? {} : { parentId: placement.parentId }),
    catalogRef: part.id,
  });
  if (part.kind !== 'array') return [main];

  const { controllers } = parseSpecs('array', part.specs);
  const taken = new Set(takenIds);
  taken.add(placement.id);
  const result: Component[] = [main];
  for (let n = 0; n < controllers.count; n++) {
    const id = freshId(`${placement.id}-ctrl`, taken);
    taken.add(id);
    result.push(
      Component.parse({
        kind: 'controller',
        id,
        name: controllerName(controllers.names, n),
        parentId: placement.id,
        catalogRef: part.id,
        frontEndPorts: controllers.frontEndPorts,
        portSpeedGbps: controllers.portSpeedGbps,
        maxIops: controllers.maxIops,
      }),
    );
  }
  return result;
}
