/**
 * The BOM's cable lines: one cable per physical link, named for "used in" by its two ends and
 * their ports as the canvas labels them (`XIV30 HBA 1 (Port 0) ↔ Brocade 48000 switch A
 * (Fabric)`). Without the port, a two-port HBA cabled twice to one switch read as the same entry
 * twice; with it, every entry is one cable and can be found on the canvas.
 */
import type { Component } from '../schema/components';
import { type Endpoint, type Link, portsOf } from '../schema/connections';
import { lineKey } from './priceKey';
import { num } from './text';
import type { BomLine } from './types';

/** A cable line before numbering (buildBom's draft without quantity and "used in"). */
export type CableLine = Pick<BomLine, 'category' | 'vendor' | 'model' | 'partNumber' | 'lineKey' | 'description'> & {
  note: string;
};

/** Speed of a component's FC ports [Gb/s]; undefined for kinds without FC ports. */
function fcSpeed(c: Component | undefined): number | undefined {
  if (c?.kind === 'hba' || c?.kind === 'switch') return c.speedGbps;
  if (c?.kind === 'controller') return c.portSpeedGbps;
  return undefined;
}

/**
 * One end of a cable as the canvas shows it: `XIV30 HBA 1 (Port 0)`, `SP A (FE 1)`, `DAE 2
 * (Bus)`. The same words as the file check's messages (linkRules.ts); a port the part no longer
 * has is named by its id, a part that is missing by its id.
 */
export function cableEnd(byId: ReadonlyMap<string, Component>, end: Endpoint): string {
  const c = byId.get(end.componentId);
  if (!c) return end.componentId;
  const label = portsOf(c).find((p) => p.port === end.port)?.label ?? `port ${end.port}`;
  return `${c.name} (${label})`;
}

/**
 * One entry per physical link, keyed by `A (port) ↔ B (port)` for "used in": FC links at the
 * slower end's speed (a link runs at the speed both ends support), and back-end links as drawn.
 * Member, database and log links are logical, not cables. The line key prices a cable by its type
 * and speed: the design holds neither its length nor its SFPs.
 */
export function cableLines(components: readonly Component[], links: readonly Link[]): [string, CableLine][] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const out: [string, CableLine][] = [];
  const cable = (model: string, description: string, key: string, note: string): CableLine => ({
    category: 'Cables',
    vendor: '',
    model,
    partNumber: '',
    lineKey: key,
    description,
    note,
  });
  for (const l of links) {
    const ends = `${cableEnd(byId, l.from)} ↔ ${cableEnd(byId, l.to)}`;
    if (l.kind === 'fc') {
      const speeds = [fcSpeed(byId.get(l.from.componentId)), fcSpeed(byId.get(l.to.componentId))].filter(
        (s): s is number => s !== undefined,
      );
      const speed = speeds.length ? Math.min(...speeds) : undefined;
      const model = 'Fibre Channel cable';
      const description = speed === undefined ? 'Fibre Channel link' : `Fibre Channel link at ${num(speed)} Gb/s`;
      const note = 'Cable type (e.g. OM3 multimode), length and SFPs are not in the design.';
      out.push([ends, cable(model, description, lineKey('Cables', model, description), note)]);
    } else if (l.kind === 'backend') {
      const model = 'Back-end connection';
      const note =
        'Counted from the drawing: many arrays connect these inside the frame; check the vendor configuration.';
      out.push([ends, cable(model, 'Controller to drive enclosure, as drawn', lineKey('Cables', model), note)]);
    }
  }
  return out;
}
