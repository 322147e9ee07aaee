/**
 * The memoising canvas mapper: `toFlow` (toFlow.ts) with a node or edge whose inputs did not change
 * returned as the very same object, so React Flow re-renders only what changed.
 *
 * What a card depends on comes in three parts, checked separately:
 * - what it shows of the design (`shown`): its component, links, selection, depth, the drive name,
 *   whether the failure shown is of it — derived from the components, links, selection, catalog
 *   and failure view;
 * - its figures as drawn (`figures`: badges, bottleneck, findings), from the report;
 * - where it is (`placed`): its layout entry, measured size and drawn size.
 * A drag frame changes only the layout. When the other inputs are the very same objects as on the
 * last call and no box opened or closed (`sameShown`), the `shown` and `figures` parts of every
 * card and every link are as they were, so they are not worked out again: a frame then costs one
 * layout lookup per card instead of every card's figures, links and depth (about 8 ms a frame for
 * 1,008 cards here), and the links are returned as the same array without being looked at. A new
 * report rebuilds only the cards whose figures read differently (see `figures` below), without
 * working out the `shown` part again (`sameDesign`).
 */
import type { Rerouted } from '../../src/store/collapse';
import { isCollapsed } from '../../src/store/collapse';
import { indexComponents, linksByComponent } from '../../src/store/designIndex';
import type { Layout } from '../../src/store/types';
import { collapseView, type CollapseView } from './collapsedLinks';
import type { ComponentNode, LinkEdge } from './flowTypes';
import { bundleLoads } from './parallelLinks';
import { samePlain } from './samePlain';
import { depthOf, edgeZ } from './stacking';
import {
  buildEdge,
  buildNode,
  bundlesOf,
  failureMarkOf,
  figuresOf,
  type FlowInputs,
  isDead,
  isFaint,
  type NodeFigures,
  parentsFirst,
} from './toFlow';

type Deps = readonly unknown[];
type Component = FlowInputs['doc']['components'][number];
/** A card as last mapped: what it was built from, and the node React Flow holds. */
interface NodeEntry {
  readonly shown: Deps;
  readonly figureDeps: Deps;
  readonly figures: NodeFigures;
  readonly placed: Deps;
  readonly node: ComponentNode;
}

const sameDeps = (a: Deps, b: Deps): boolean => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
const rerouteDeps = (r: Rerouted | undefined): Deps =>
  r ? [r.source, r.target, r.sourceHandle, r.targetHandle, r.hidden, r.label] : [null];

/** The ids of the boxes drawn closed, in layout order: what `collapseView` reads of the layout. */
function collapsedKey(layout: Layout): string {
  let key = '';
  for (const id in layout) if (layout[id]?.collapsed) key += `${id}\u0000`;
  return key;
}

/**
 * What card `c` shows of the design, apart from where it is and its figures (see the file
 * comment): its component, selection, failure mark, nesting, drive name, the LUNs a database
 * names, whether it is hidden or closed, and its links.
 */
function shownDeps(c: Component, inputs: FlowInputs, view: CollapseView): Deps {
  const { doc } = inputs;
  const byLink = linksByComponent(doc.links);
  const { byId } = indexComponents(doc.components);
  return [
    c,
    inputs.selectedComponents.has(c.id),
    failureMarkOf(c, inputs),
    c.parentId ? byId.has(c.parentId) : false,
    depthOf(c.id, doc),
    c.kind === 'enclosure' ? inputs.driveName(c.driveRef) : null,
    // A database card names the LUNs its file links lead to (databaseDetail.ts).
    ...(c.kind === 'database' ? (byLink.get(c.id) ?? []).map((l) => byId.get(l.to.componentId)) : []),
    view.owners.has(c.id),
    isCollapsed(c, doc.layout) ? doc.components : null,
    // Its links, element by element (the per-component lists are rebuilt on any link change).
    ...(byLink.get(c.id) ?? []),
  ];
}

/**
 * What card `c`'s figures are worked out from (toFlow.ts `figuresOf`): the report, the component,
 * and for a host the VMs whose results it sums. An edit of one part leaves the others' as they were.
 */
function figureDepsOf(c: Component, inputs: FlowInputs): Deps {
  const host = c.kind === 'server' || c.kind === 'vm';
  const kids = host ? (indexComponents(inputs.doc.components).children.get(c.id) ?? []) : [];
  return [inputs.report, c, ...kids];
}

/** Where card `c` is and how large it is drawn. */
function placedDeps(c: Component, inputs: FlowInputs): Deps {
  const size = inputs.containerSizes.get(c.id);
  return [inputs.doc.layout[c.id], inputs.measured.get(c.id), size?.w, size?.h];
}

/** What link `l` shows (it does not depend on where its ends are: React Flow routes it). */
function edgeDeps(
  l: FlowInputs['doc']['links'][number],
  from: Component,
  to: Component,
  inputs: FlowInputs,
  view: CollapseView,
  bundles: ReturnType<typeof bundlesOf>,
): Deps {
  const { doc, report } = inputs;
  const r = view.rerouted.get(l.id);
  return [
    l,
    from.kind,
    to.kind,
    inputs.selectedLinks.has(l.id),
    report.loads.get(l.id),
    isFaint(l, inputs),
    isDead(l, inputs),
    ...rerouteDeps(r),
    bundles.get(l.id)?.lead,
    edgeZ(r?.source ?? l.from.componentId, r?.target ?? l.to.componentId, doc),
    ...bundleLoads(bundles.get(l.id), report),
    ...(view.bundles.get(l.id) ?? []).map((id) => report.loads.get(id)),
  ];
}

/**
 * Keeps the object React Flow holds when a rebuilt node or edge shows the same (a new report with
 * the same figures), else at least its `data` when only where it is changed (a dragged card), so
 * the card's contents are not drawn again.
 */
function keep<T extends { data?: unknown }>(built: T, held: T | undefined): T {
  if (!held || built === held) return built;
  if (samePlain(built, held)) return held;
  return held.data !== undefined && samePlain(built.data, held.data) ? { ...built, data: held.data } : built;
}

/** A memoising `toFlow` (see the file comment). Whether the figures are stale is not part of a node (staleContext.ts). */
export function createFlowMapper(): (inputs: FlowInputs) => { nodes: ComponentNode[]; edges: LinkEdge[] } {
  let nodeCache = new Map<string, NodeEntry>();
  let edgeCache = new Map<string, { deps: Deps; edge: LinkEdge }>();
  let lastEdges: LinkEdge[] = [];
  let last: { inputs: FlowInputs; collapsed: string; view: CollapseView } | null = null;
  return (inputs) => {
    const { doc } = inputs;
    const collapsed = collapsedKey(doc.layout);
    const prev = last?.inputs;
    // The design as cards show it is as it was (a drag frame, a new report)...
    const sameDesign =
      last !== null &&
      prev !== undefined &&
      prev.doc.components === doc.components &&
      prev.doc.links === doc.links &&
      prev.selectedComponents === inputs.selectedComponents &&
      prev.selectedLinks === inputs.selectedLinks &&
      prev.driveName === inputs.driveName &&
      prev.failure?.componentId === inputs.failure?.componentId &&
      prev.failure?.mark === inputs.failure?.mark &&
      last.collapsed === collapsed;
    // ...and so are the figures (a drag frame).
    const sameShown = sameDesign && prev?.report === inputs.report;
    // Which boxes are closed changes only with the layout's `collapsed` flags (or the design).
    const view = sameDesign && last ? last.view : collapseView(doc);
    last = { inputs, collapsed, view };

    const nextNodes = new Map<string, NodeEntry>();
    const nodes = parentsFirst(doc.components).map((c) => {
      const hit = nodeCache.get(c.id);
      const shown = sameDesign && hit ? hit.shown : shownDeps(c, inputs, view);
      // The figures as drawn: a new report changes every raw figure in its last digits (the model
      // is one coupled system), but few cards' formatted ones. Kept as the previous object when
      // they read the same, so only the cards whose figures read differently are rebuilt.
      const figureDeps = sameShown && hit ? hit.figureDeps : figureDepsOf(c, inputs);
      const drawn = hit && sameDeps(figureDeps, hit.figureDeps) ? hit.figures : figuresOf(c, inputs);
      const figures = hit && drawn !== hit.figures && samePlain(drawn, hit.figures) ? hit.figures : drawn;
      const placed = placedDeps(c, inputs);
      const same =
        hit &&
        figures === hit.figures &&
        (shown === hit.shown || sameDeps(shown, hit.shown)) &&
        sameDeps(placed, hit.placed);
      const node = same ? hit.node : keep(buildNode(c, inputs, view, figures), hit?.node);
      nextNodes.set(c.id, { shown, figureDeps, figures, placed, node });
      return node;
    });
    nodeCache = nextNodes;
    // Links show nothing of where their ends are: a layout-only change leaves every one as it was.
    if (sameShown) return { nodes, edges: lastEdges };

    const nextEdges = new Map<string, { deps: Deps; edge: LinkEdge }>();
    const edges: LinkEdge[] = [];
    const { byId } = indexComponents(doc.components);
    const bundles = bundlesOf(doc, view);
    for (const l of doc.links) {
      const from = byId.get(l.from.componentId);
      const to = byId.get(l.to.componentId);
      if (!from || !to) continue;
      const deps = edgeDeps(l, from, to, inputs, view, bundles);
      const hit = edgeCache.get(l.id);
      const edge = hit && sameDeps(hit.deps, deps) ? hit.edge : keep(buildEdge(l, inputs, view, bundles), hit?.edge);
      nextEdges.set(l.id, { deps, edge });
      edges.push(edge);
    }
    edgeCache = nextEdges;
    // The same list, edge for edge, is returned as the very same array: React Flow then skips its
    // edge update (a lookup rebuilt over every link).
    if (edges.length !== lastEdges.length || edges.some((e, i) => e !== lastEdges[i])) lastEdges = edges;
    return { nodes, edges: lastEdges };
  };
}
