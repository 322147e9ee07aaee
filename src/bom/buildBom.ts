/**
 * Design + parts catalog → bill of materials. Pure: reads the design and the catalog, returns
 * lines; nothing is stored, nothing in the design changes.
 *
 * Grouping: components made from a catalog part and still matching it (describe.ts says what
 * "matching" means per kind) are one line per part and description, with the part number.
 * Components without a catalog part, or edited away from it, get lines of their own, described by
 * their specs and without a part number. Drives are counted per drive part across enclosures
 * (quantity = drives installed), with a note of how many no RAID group takes; cables per link type and speed. Virtual machines, RAID groups,
 * LUNs and databases are not hardware: they are listed apart (`notOrdered`), never as lines.
 * Every line without a part number gets the line key the price list prices it by (priceKey.ts).
 */
import type { Component, ComponentKind, ControllerComponent } from '../schema/components';
import type { Link } from '../schema/connections';
import type { Design } from '../schema/design';
import { cableLines } from './cables';
import {
  arrayHardware,
  controllerDifferences,
  describeArray,
  describeDrive,
  describeEnclosure,
  describeHba,
  describeServer,
  describeSwitch,
  hbaHardware,
  partDifferences,
} from './describe';
import { lineKey } from './priceKey';
import {
  BOM_CATEGORIES,
  type Bom,
  type BomCategory,
  type BomLine,
  type NotOrderedItem,
  type PartLookup,
} from './types';
import { num, summariseNames } from './text';

/** A line before numbering; `usedIn` grows as components join it. */
type Draft = Omit<BomLine, 'line' | 'usedInSummary' | 'usedIn' | 'quantity' | 'note'> & {
  quantity: number;
  usedIn: string[];
  note: string;
};

/** Model shown for hardware that has no catalog part. */
export const UNSPECIFIED_MODEL = '(to be specified)';

const NOT_ORDERED: readonly [ComponentKind, string][] = [
  ['vm', 'Virtual machines'],
  ['raidGroup', 'RAID groups'],
  ['lun', 'LUNs'],
  ['database', 'Databases'],
];

/** Builds the BOM of `design` with parts from `parts`. */
export function buildBom(design: Pick<Design, 'components' | 'links'>, parts: PartLookup): Bom {
  const drafts = new Map<string, Draft>();
  /** Drives on each drives line that no RAID group takes, by the line's key. */
  const unassigned = new Map<string, number>();
  const add = (line: Omit<Draft, 'quantity' | 'usedIn'>, quantity: number, usedIn: string, spare = 0): void => {
    const key = [
      line.category,
      line.vendor,
      line.model,
      line.partNumber,
      line.lineKey ?? '',
      line.description,
      line.note,
    ].join('\u0000');
    const draft = drafts.get(key) ?? { ...line, quantity: 0, usedIn: [] };
    draft.quantity += quantity;
    draft.usedIn.push(usedIn);
    drafts.set(key, draft);
    if (spare > 0) unassigned.set(key, (unassigned.get(key) ?? 0) + spare);
  };
  const spareIn = drivesInNoGroup(design.links);

  const controllersOf = new Map<string, ControllerComponent[]>();
  for (const c of design.components) {
    if (c.kind !== 'controller' || c.parentId === undefined) continue;
    controllersOf.set(c.parentId, [...(controllersOf.get(c.parentId) ?? []), c]);
  }

  for (const c of design.components) {
    const line = hardwareLine(c, parts, controllersOf.get(c.id) ?? []);
    if (line) add(line, 1, c.name);
    if (c.kind === 'enclosure' && c.driveCount > 0) {
      const drive = parts.get(c.driveRef);
      const description = drive?.kind === 'drive' ? describeDrive(drive) : null;
      if (drive && description) {
        const note = drive.partNumber ? '' : 'The catalog has no part number for this drive.';
        add(
          {
            category: 'Drives',
            vendor: drive.vendor,
            model: drive.model,
            partNumber: drive.partNumber,
            ...(drive.partNumber.trim() ? {} : { lineKey: lineKey('Drives', `${drive.vendor} ${drive.model}`) }),
            description,
            note,
          },
          c.driveCount,
          c.name,
          spareIn(c),
        );
      } else {
        const note = `The drive part "${c.driveRef}" is not in this catalog: order by the design's intent.`;
        // Keyed by the missing part's id: two unknown drives are two lines, and must not share a price.
        const key = lineKey('Drives', UNSPECIFIED_MODEL, `drive part "${c.driveRef}"`);
        add(
          {
            category: 'Drives',
            vendor: '',
            model: UNSPECIFIED_MODEL,
            partNumber: '',
            lineKey: key,
            description: 'Drive',
            note,
          },
          c.driveCount,
          c.name,
          spareIn(c),
        );
      }
    }
  }
  for (const [key, line] of cableLines(design.components, design.links)) add(line, 1, key);

  // The quantity stays what the enclosures hold (a quote lists what ships); the note says how many
  // of them no RAID group takes, so 24 drives beside RAID groups of 8 are not read as all needed.
  for (const [key, spare] of unassigned) {
    const d = drafts.get(key)!;
    const words = `${num(spare)} of ${num(d.quantity)} not in any RAID group (spares or unassigned).`;
    d.note = d.note ? `${d.note} ${words}` : words;
  }

  const order = (c: BomCategory): number => BOM_CATEGORIES.indexOf(c);
  const lines = [...drafts.values()]
    .sort(
      (a, b) =>
        order(a.category) - order(b.category) ||
        a.vendor.localeCompare(b.vendor) ||
        a.model.localeCompare(b.model) ||
        a.description.localeCompare(b.description, 'en', { numeric: true }),
    )
    .map((d, i): BomLine => ({ ...d, line: i + 1, usedInSummary: summariseNames(d.usedIn) }));

  const notOrdered: NotOrderedItem[] = [];
  for (const [kind, label] of NOT_ORDERED) {
    const names = design.components.filter((c) => c.kind === kind).map((c) => c.name);
    if (names.length) notOrdered.push({ label, count: names.length, names });
  }
  return { lines, notOrdered };
}

type LineBase = Omit<Draft, 'quantity' | 'usedIn'>;

/**
 * How many of an enclosure's drives no RAID group takes: its drives less those its `member` links
 * give RAID groups (a group's hot spares are among them), never below 0 (a design giving more than
 * the enclosure holds is an error finding of its own).
 */
function drivesInNoGroup(links: readonly Link[]): (c: Extract<Component, { kind: 'enclosure' }>) => number {
  const taken = new Map<string, number>();
  for (const l of links) {
    if (l.kind !== 'member') continue;
    taken.set(l.from.componentId, (taken.get(l.from.componentId) ?? 0) + (l.diskCount ?? 0));
  }
  return (c) => Math.max(0, c.driveCount - (taken.get(c.id) ?? 0));
}

/** The line a piece of hardware goes on; null for what is not ordered on its own line. */
function hardwareLine(c: Component, parts: PartLookup, controllers: readonly ControllerComponent[]): LineBase | null {
  switch (c.kind) {
    case 'server':
      return catalogued(c, 'Servers', parts, [], () => describeServer(c), describeServer(c));
    case 'hba':
      return catalogued(c, 'HBAs', parts, [], (rated) => describeHba(c, rated), hbaHardware(c));
    case 'switch':
      return catalogued(c, 'Switches', parts, [], (rated) => describeSwitch(c, rated), describeSwitch(c));
    case 'array': {
      const category = c.attachment === 'internal' ? 'RAID controllers' : 'Arrays';
      const hardware = arrayHardware(c, controllers);
      return catalogued(c, category, parts, controllers, () => describeArray(c, controllers), hardware);
    }
    case 'enclosure':
      return catalogued(c, 'Enclosures', parts, [], () => describeEnclosure(c), describeEnclosure(c));
    default:
      // Controllers are on their array's line; VMs, RAID groups, LUNs, databases are not hardware.
      return null;
  }
}

/**
 * A component's line: its catalog part's when it still matches it, else its own, described by
 * its specs. `describe` gets the part's rated port speed [Gb/s] when the part matches;
 * `hardware` is what the component is made of without its settings, which keys the price of a
 * line that is no catalog part.
 */
function catalogued(
  c: Extract<Component, { kind: 'server' | 'hba' | 'switch' | 'array' | 'enclosure' }>,
  category: BomCategory,
  parts: PartLookup,
  controllers: readonly ControllerComponent[],
  describe: (ratedGbps?: number) => string,
  hardware: string,
): LineBase {
  const part = c.catalogRef === undefined ? undefined : parts.get(c.catalogRef);
  if (!part || part.kind !== c.kind) {
    const note =
      c.catalogRef === undefined
        ? 'Not from the parts catalog: no part number; order by the description.'
        : `Its catalog part "${c.catalogRef}" is not in this catalog: no part number; order by the description.`;
    return {
      category,
      vendor: '',
      model: UNSPECIFIED_MODEL,
      partNumber: '',
      lineKey: lineKey(category, UNSPECIFIED_MODEL, hardware),
      description: describe(),
      note,
    };
  }
  const diffs = partDifferences(c.kind, c, part);
  if (c.kind === 'array') diffs.push(...controllerDifferences(controllers, part));
  if (diffs.length) {
    const note = `Edited from the catalog part (${diffs.join('; ')}): no part number; check which part matches.`;
    const model = `${part.model} (edited)`;
    return {
      category,
      vendor: part.vendor,
      model,
      partNumber: '',
      lineKey: lineKey(category, `${part.vendor} ${model}`, hardware),
      description: describe(),
      note,
    };
  }
  const rated = typeof part.specs.speedGbps === 'number' ? part.specs.speedGbps : undefined;
  const note = part.partNumber
    ? ''
    : part.vendor === 'Generic'
      ? 'A generic catalog part: choose a vendor model with these specs.'
      : 'The catalog has no part number for this part.';
  return {
    category,
    vendor: part.vendor,
    model: part.model,
    partNumber: part.partNumber,
    ...(part.partNumber.trim() ? {} : { lineKey: lineKey(category, `${part.vendor} ${part.model}`) }),
    description: describe(rated),
    note,
  };
}
