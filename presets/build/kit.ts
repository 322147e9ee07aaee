/**
 * A small builder for preset designs: components, typed links, citations, readings and published
 * figures, assembled into a Design that is validated before it is written. The checks here are the
 * same ones the tests run (schema, containment, connection rules), so a broken preset fails the build.
 */
import { allowedParents, type Component } from '../../src/schema/components';
import { checkConnection, type Endpoint, type Link, type LinkKind } from '../../src/schema/connections';
import { APP_STAMP, Design, DESIGN_FORMAT, DESIGN_VERSION } from '../../src/schema/design';
import type { Meta, PublishedMetric, PublishedResult, SourceRef } from '../../src/schema/provenance';
import type { Workload } from '../../src/schema/workload';
import { layoutDesign, type LayoutOptions } from './layout';
import { cite, DOC_TITLE } from './sources';

type Reading = NonNullable<Meta['readings']>[number];

export interface PresetHeader {
  readonly title: string;
  readonly description: string;
  /** Line range(s) of the source the preset draws on, in words (e.g. `112-474, 540-1045`). */
  readonly lines: string;
}

export interface Figure {
  readonly id: string;
  readonly label: string;
  readonly metric: PublishedMetric;
  readonly serverId?: string;
  readonly raidGroupId?: string;
  readonly value: number | boolean;
  readonly unit: string;
  readonly lines: number[];
  readonly quote: string;
  readonly failedComponentId?: string;
}

export class DesignBuilder {
  private readonly components: Component[] = [];
  private readonly links: Link[] = [];
  private readonly readings: Reading[] = [];
  private readonly gaps: string[] = [];
  private readonly figures: PublishedResult[] = [];
  private readonly counters = new Map<LinkKind, number>();

  constructor(readonly document: string) {}

  /** Adds a component and returns its id. */
  add(c: Component): string {
    this.components.push(c);
    return c.id;
  }

  has(id: string): boolean {
    return this.components.some((c) => c.id === id);
  }

  private link(kind: LinkKind, from: Endpoint, to: Endpoint, diskCount?: number): void {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    this.links.push({ id: `${kind}-${n}`, kind, from, to, ...(diskCount === undefined ? {} : { diskCount }) });
  }

  /** Fibre Channel cable: HBA port → switch, HBA port → controller port, or switch → controller port. */
  fc(fromId: string, fromPort: string, toId: string, toPort: string): void {
    this.link('fc', { componentId: fromId, port: fromPort }, { componentId: toId, port: toPort });
  }

  /** Controller back end → enclosure. */
  backend(controllerId: string, enclosureId: string): void {
    this.link('backend', { componentId: controllerId, port: 'be' }, { componentId: enclosureId, port: 'bus' });
  }

  /** `diskCount` drives of an enclosure given to a RAID group. */
  member(enclosureId: string, raidGroupId: string, diskCount: number): void {
    this.link(
      'member',
      { componentId: enclosureId, port: 'disks' },
      { componentId: raidGroupId, port: 'members' },
      diskCount,
    );
  }

  /** Database file and log files of a database onto their LUNs. */
  files(databaseId: string, dbLunId: string, logLunId: string): void {
    this.link('dbFile', { componentId: databaseId, port: 'db' }, { componentId: dbLunId, port: 'files' });
    this.link('logFile', { componentId: databaseId, port: 'log' }, { componentId: logLunId, port: 'files' });
  }

  cite(lines: number[], quote: string): SourceRef {
    return cite(this.document, lines, quote);
  }

  /** Records one contradiction or gap and the reading taken, with the line(s) it concerns. */
  reading(topic: string, choice: string, lines?: number[], quote?: string): void {
    const source = lines && quote ? this.cite(lines, quote) : lines ? { document: this.document, lines } : undefined;
    this.readings.push({ topic, choice, ...(source ? { source } : {}) });
  }

  notPublished(text: string): void {
    this.gaps.push(text);
  }

  publish(f: Figure): void {
    const { lines, quote, ...rest } = f;
    this.figures.push({ ...rest, source: this.cite(lines, quote) });
  }

  /** Assembles, lays out and validates the design. */
  design(header: PresetHeader, workload: Workload, layout: LayoutOptions = {}): Design {
    const design: Design = {
      format: DESIGN_FORMAT,
      version: DESIGN_VERSION,
      app: APP_STAMP,
      meta: {
        title: header.title,
        description: header.description,
        source: { document: this.document, title: DOC_TITLE[this.document] ?? this.document, lines: header.lines },
        readings: this.readings,
        notPublished: this.gaps,
        published: this.figures,
      },
      workload,
      components: this.components,
      links: this.links,
      layout: layoutDesign(this.components, layout),
    };
    const problems = validateDesign(design);
    if (problems.length > 0) throw new Error(`${header.title}:\n  ${problems.join('\n  ')}`);
    return Design.parse(design);
  }
}

/**
 * Every rule a preset must satisfy beyond the schema: containment, connection rules (each link
 * checked as if drawn in file order), and published figures pointing at real servers/VMs.
 */
export function validateDesign(design: Design): string[] {
  const problems: string[] = [];
  const parsed = Design.safeParse(design);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const byId = new Map(design.components.map((c) => [c.id, c]));
  for (const c of design.components) {
    const parent = c.parentId === undefined ? null : (byId.get(c.parentId)?.kind ?? 'missing');
    if (!(allowedParents[c.kind] as readonly (string | null)[]).includes(parent)) {
      problems.push(`${c.id} (${c.kind}) may not sit in ${parent ?? 'the canvas root'}`);
    }
  }
  design.links.forEach((l, i) => {
    const check = checkConnection(byId, design.links.slice(0, i), l.from, l.to);
    if (!check.ok) problems.push(`${l.id}: ${check.reason}`);
    else if (check.kind !== l.kind || check.from.componentId !== l.from.componentId) {
      problems.push(`${l.id}: expected a ${check.kind} link from ${check.from.componentId}`);
    }
    if (l.kind === 'member' && !l.diskCount) problems.push(`${l.id}: member link without diskCount`);
  });
  for (const p of design.meta.published ?? []) {
    if (p.serverId !== undefined) {
      const kind = byId.get(p.serverId)?.kind;
      if (kind !== 'server' && kind !== 'vm') problems.push(`${p.id}: serverId ${p.serverId} is not a server or VM`);
    }
    if (p.failedComponentId !== undefined && !byId.has(p.failedComponentId)) {
      problems.push(`${p.id}: failedComponentId ${p.failedComponentId} does not exist`);
    }
  }
  for (const e of design.components) {
    if (e.kind !== 'enclosure') continue;
    const given = design.links
      .filter((l) => l.kind === 'member' && l.from.componentId === e.id)
      .reduce((s, l) => s + (l.diskCount ?? 0), 0);
    if (given > e.driveCount) problems.push(`${e.id}: gives ${given} drives but holds ${e.driveCount}`);
    if (e.driveCount > e.slots) problems.push(`${e.id}: ${e.driveCount} drives in ${e.slots} slots`);
  }
  return problems;
}
