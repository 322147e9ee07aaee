/**
 * Pure mapping from the document (components, links, layout), the selection and the engine report
 * to React Flow nodes and edges. `createFlowMapper` (flowMapper.ts) adds memoisation.
 */
import { kindLabel, type Component } from '../../src/schema/components';
import type { Link } from '../../src/schema/connections';
import { countInside, isCollapsed } from '../../src/store/collapse';
import { indexComponents, linksByComponent } from '../../src/store/designIndex';
import { handleFor, isContainerKind, sizeOf } from '../../src/store/geometry';
import type { ReportIndex } from '../../src/store/selectors';
import type { DesignDoc } from '../../src/store/types';
import { badgesFor, resultsInside } from './annotations/badges';
import { bundleTotal, collapseView, type CollapseView } from './collapsedLinks';
import { databaseDetail } from './databaseDetail';
import { detailOf } from './detail';
import type { ComponentNode, ComponentNodeData, FailureMark, LinkEdge } from './flowTypes';
import { bundleLoads, bundleThroughput, type Parallel, parallelBundles } from './parallelLinks';
import { portViews } from './portViews';
import { depthOf, edgeZ, nodeZ } from './stacking';

/** Everything the canvas shows. */
export interface FlowInputs {
  readonly doc: DesignDoc;
  readonly selectedComponents: ReadonlySet<string>;
  readonly selectedLinks: ReadonlySet<string>;
  readonly report: ReportIndex;
  /** Sizes React Flow measured for leaf nodes [px]. */
  readonly measured: ReadonlyMap<string, { width: number; height: number }>;
  /** Display name of a catalog drive part. */
  readonly driveName: (partId: string) => string | undefined;
  /** Container sizes grown to hold their children as measured (see displaySizes.ts). */
  readonly containerSizes: ReadonlyMap<string, { w: number; h: number }>;
  /** The failure shown on the canvas (failureView.ts): its component and how it is marked. */
  readonly failure?: { readonly componentId: string; readonly mark: FailureMark } | null;
}

/** True when component `id` is `ancestor` or lies inside it. */
function within(id: string, ancestor: string, doc: DesignDoc): boolean {
  const { byId } = indexComponents(doc.components);
  let cur = byId.get(id);
  for (let depth = 0; cur && depth < 16; depth++) {
    if (cur.id === ancestor) return true;
    cur = cur.parentId ? byId.get(cur.parentId) : undefined;
  }
  return false;
}

/**
 * The enclosure that fails in the failure shown, whose drives the engine counts as lost: the box a
 * failed controller shares with its drives (an XIV interface module, `enclosureId`), or a failed
 * enclosure itself (an XIV data module, an `enclosure:` failure scenario).
 */
function failedBox(inputs: FlowInputs): string | undefined {
  const f = inputs.failure;
  if (!f || f.mark !== 'failed') return undefined;
  const c = indexComponents(inputs.doc.components).byId.get(f.componentId);
  if (c?.kind === 'enclosure') return c.id;
  return c?.kind === 'controller' ? c.enclosureId : undefined;
}

/**
 * True when link `l` carries nothing in the failure shown: an end of it is the failed component or
 * inside it (a failed host's HBAs), or the enclosure that fails with it (a failed XIV module's
 * drives), or it is the failed cable. A drive failure leaves its RAID group in service: none.
 */
export function isDead(l: Link, inputs: FlowInputs): boolean {
  const f = inputs.failure;
  if (!f || f.mark !== 'failed') return false;
  // A failed cable (a `link:` failure scenario) is itself the failed part.
  if (l.id === f.componentId) return true;
  const ends = [l.from.componentId, l.to.componentId];
  const box = failedBox(inputs);
  return ends.some((id) => within(id, f.componentId, inputs.doc) || (box !== undefined && id === box));
}

/**
 * How card `c` is marked by the failure shown: the failed component by the failure's mark, what it
 * holds as `within`. Not a database: where a copy of it runs elsewhere it is served (its badges
 * give the surviving copy's figures), and where none does its badges say Offline.
 */
export function failureMarkOf(c: Component, inputs: FlowInputs): FailureMark | undefined {
  const f = inputs.failure;
  if (!f) return undefined;
  if (f.componentId === c.id) return f.mark;
  // A failed XIV module: its drives' enclosure fails (with its interface, if it has one), and the
  // distributed mirror they were in stays in service, degraded and re-mirroring.
  const box = failedBox(inputs);
  if (box !== undefined && c.id === box) return 'failed';
  if (box !== undefined && c.kind === 'raidGroup' && c.level === 'distributed-mirror') {
    const links = linksByComponent(inputs.doc.links).get(box) ?? [];
    if (links.some((l) => l.kind === 'member' && l.to.componentId === c.id)) return 'degraded';
  }
  if (f.mark !== 'failed' || c.kind === 'database' || !c.parentId) return undefined;
  return within(c.parentId, f.componentId, inputs.doc) ? 'within' : undefined;
}

/** True when a file link should be drawn faintly: neither end, nor anything holding them, is selected. */
export function isFaint(l: Link, inputs: FlowInputs): boolean {
  if (l.kind !== 'dbFile' && l.kind !== 'logFile') return false;
  if (inputs.selectedLinks.has(l.id)) return false;
  const sel = inputs.selectedComponents;
  if (sel.size === 0) return true;
  const { byId } = indexComponents(inputs.doc.components);
  for (const id of [l.from.componentId, l.to.componentId]) {
    let cur = byId.get(id);
    for (let depth = 0; cur && depth < 16; depth++) {
      if (sel.has(cur.id)) return false;
      cur = cur.parentId ? byId.get(cur.parentId) : undefined;
    }
  }
  return true;
}

function findingsOf(id: string, idx: ReportIndex): { errors: number; warnings: number; findingText: string } {
  const list = idx.findings.get(id) ?? [];
  return {
    errors: list.filter((f) => f.severity === 'error').length,
    warnings: list.filter((f) => f.severity === 'warning').length,
    findingText: list.map((f) => `${f.message} ${f.hint}`).join('\n'),
  };
}

/** A node's detail line, what of it to keep whole, and its tooltip (databaseDetail.ts). */
function detailLine(
  c: Component,
  doc: DesignDoc,
  driveName: FlowInputs['driveName'],
): Pick<ComponentNodeData, 'detail' | 'detailKeepFrom' | 'detailTitle'> {
  if (c.kind === 'database') {
    const d = databaseDetail(c, doc);
    return { detail: d.text, detailKeepFrom: d.keepFrom, detailTitle: d.title };
  }
  const detail = detailOf(c, doc, driveName);
  return { detail, detailKeepFrom: detail.length, detailTitle: detail };
}

/** What a card shows of the engine's report: figures, the bottleneck mark and findings. */
export type NodeFigures = Pick<ComponentNodeData, 'badges' | 'bottleneck' | 'errors' | 'warnings' | 'findingText'>;

/** The figures card `c` shows, as drawn (formatted): what a new report can change on it. */
export function figuresOf(c: Component, inputs: FlowInputs): NodeFigures {
  const { doc, report } = inputs;
  return {
    badges: badgesFor(c, report, resultsInside(c, doc.components, report)),
    bottleneck: report.bottleneckId === c.id,
    ...findingsOf(c.id, report),
  };
}

/** Builds one node (no memoisation); `figures` when the caller has them already. */
export function buildNode(
  c: Component,
  inputs: FlowInputs,
  view: CollapseView,
  figures: NodeFigures = figuresOf(c, inputs),
): ComponentNode {
  const { doc } = inputs;
  const collapsed = isCollapsed(c, doc.layout);
  const links = linksByComponent(doc.links).get(c.id) ?? [];
  const container = isContainerKind(c.kind);
  const p = doc.layout[c.id] ?? { x: 0, y: 0 };
  const size = inputs.containerSizes.get(c.id) ?? sizeOf(c, doc.layout);
  const measured = container ? { width: size.w, height: size.h } : inputs.measured.get(c.id);
  const failure = failureMarkOf(c, inputs);
  return {
    id: c.id,
    type: container ? 'container' : 'leaf',
    position: { x: p.x, y: p.y },
    ...(c.parentId && indexComponents(doc.components).byId.has(c.parentId) ? { parentId: c.parentId } : {}),
    ...(container ? { width: size.w, height: size.h } : {}),
    zIndex: nodeZ(container, depthOf(c.id, doc)),
    ...(measured ? { measured } : {}),
    selected: inputs.selectedComponents.has(c.id),
    ...(view.owners.has(c.id) ? { hidden: true } : {}),
    data: {
      componentId: c.id,
      kind: c.kind,
      kindLabel: kindLabel[c.kind],
      name: c.name,
      ...detailLine(c, doc, inputs.driveName),
      ports: portViews(c, links),
      ...figures,
      ...(failure ? { failure } : {}),
      collapsed,
      inside: collapsed ? countInside(doc.components, c.id) : 0,
    },
  };
}

/** Parallel-cable bundles of the links drawn as they are (a collapsed box bundles its own). */
export const bundlesOf = (doc: DesignDoc, view: CollapseView): Map<string, Parallel> =>
  parallelBundles(doc.links, new Set(view.rerouted.keys()));

/** Builds one edge (no memoisation). */
export function buildEdge(l: Link, inputs: FlowInputs, view: CollapseView, bundles: Map<string, Parallel>): LinkEdge {
  const { byId } = indexComponents(inputs.doc.components);
  const load = inputs.report.loads.get(l.id);
  const r = view.rerouted.get(l.id);
  const p = bundles.get(l.id);
  const drives = l.kind === 'member' && l.diskCount ? `${l.diskCount} drive${l.diskCount === 1 ? '' : 's'}` : '';
  const source = r?.source ?? l.from.componentId;
  const target = r?.target ?? l.to.componentId;
  return {
    id: l.id,
    type: 'link',
    source,
    sourceHandle: r?.sourceHandle ?? handleFor(l, 'from', byId.get(l.from.componentId)),
    target,
    zIndex: edgeZ(source, target, inputs.doc),
    targetHandle: r?.targetHandle ?? handleFor(l, 'to', byId.get(l.to.componentId)),
    selected: inputs.selectedLinks.has(l.id),
    ...(r?.hidden ? { hidden: true } : {}),
    data: {
      kind: l.kind,
      label: r?.label || drives,
      mbPerSec: view.bundles.has(l.id)
        ? bundleTotal(view.bundles.get(l.id)!, inputs.report)
        : load
          ? load.mbPerSec
          : null,
      faint: isFaint(l, inputs),
      bundle: p
        ? { role: p.lead ? 'lead' : 'member', throughput: bundleThroughput(bundleLoads(p, inputs.report)) }
        : null,
      ...(isDead(l, inputs) ? { dead: true as const } : {}),
    },
  };
}

const orderCache = new WeakMap<readonly Component[], readonly Component[]>();

/** Components ordered parents first (React Flow needs a parent before its children); memoised per list. */
export function parentsFirst(components: readonly Component[]): readonly Component[] {
  const known = orderCache.get(components);
  if (known) return known;
  const { children, byId } = indexComponents(components);
  const out: Component[] = [];
  const visit = (key: string): void => {
    for (const c of children.get(key) ?? []) {
      out.push(c);
      visit(c.id);
    }
  };
  visit('');
  // Components whose parent is missing still show, at top level.
  for (const c of components) {
    if (c.parentId && !byId.has(c.parentId)) {
      out.push(c);
      visit(c.id);
    }
  }
  orderCache.set(components, out);
  return out;
}

/** Nodes and edges for the inputs (unmemoised; see `createFlowMapper`). */
export function toFlow(inputs: FlowInputs): { nodes: ComponentNode[]; edges: LinkEdge[] } {
  const ids = indexComponents(inputs.doc.components).byId;
  const view = collapseView(inputs.doc);
  const bundles = bundlesOf(inputs.doc, view);
  return {
    nodes: parentsFirst(inputs.doc.components).map((c) => buildNode(c, inputs, view)),
    edges: inputs.doc.links
      .filter((l) => ids.has(l.from.componentId) && ids.has(l.to.componentId))
      .map((l) => buildEdge(l, inputs, view, bundles)),
  };
}
