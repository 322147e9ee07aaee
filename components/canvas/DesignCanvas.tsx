/**
 * The design canvas: React Flow over the document store. Nodes and edges come from the pure mapper
 * (memoised per node), every gesture becomes a command, and the viewport is offered to the shell
 * through the canvas control (fit, zoom, centre, search).
 */
import '@xyflow/react/dist/style.css';
import './canvas.css';

import {
  Background,
  BackgroundVariant,
  type AriaLabelConfig,
  ConnectionMode,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore as useFlowStore,
} from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

import { selectCanvasStale } from '../../src/store/failureView';
import { GRID } from '../../src/store/geometry';
import { DriveCountPrompt } from '../chrome/DriveCountPrompt';
import { useCanvasControl } from '../state/CanvasControl';
import { useDesign, useDesignStore, useDispatcher } from '../state/DesignContext';
import { CanvasSearch } from './CanvasSearch';
import { useAccessibleEdges } from './edgeAccess';
import { CableCardsContext } from './edges/cableCards';
import { createCableCards, LabelCards } from './edges/labelCards';
import { createHoveredCard, LabelCovers } from './edges/labelCovers';
import { createLabelLayout, LabelLayoutContext } from './edges/labelLayout';
import type { ComponentNode, LinkEdge } from './flowTypes';
import { edgeTypes, nodeTypes } from './flowRegistry';
import { firstViewport } from './firstView';
import { fitPadding, minimapRect } from './minimap';
import { OverviewLayer } from './overview/OverviewLayer';
import { OVERVIEW_ZOOM } from './overview/scene';
import { StaleContext } from './staleContext';
import { useCanvasHandlers, type PendingMember } from './useCanvasHandlers';
import { useFlowModel } from './useFlowModel';
import { useReveal } from './useReveal';
import { ViewControls } from './ViewControls';

const snapGrid: [number, number] = [GRID, GRID];
// Constant props at module scope: React Flow re-subscribes its key and pointer listeners when
// these arrays are new, which a literal in the JSX made them on every drag frame.
const MULTI_SELECTION_KEYS = ['Shift', 'Control', 'Meta'];
/** Middle and right buttons pan; the left one selects (`selectionOnDrag`). */
const PAN_BUTTONS = [1, 2];
const ZOOM_KEYS = ['Control', 'Meta'];
/**
 * What a screen reader hears after a focused card or link, in the app's words. React Flow reads
 * `keyboardDisabled` while keyboard access is on (its naming), so both say the same.
 */
const CARD_HELP =
  'Press Enter or Space to select this part. The arrow keys then move it, Delete removes it and Escape clears the selection.';
const ARIA_LABELS: Partial<AriaLabelConfig> = {
  'node.a11yDescription.default': CARD_HELP,
  'node.a11yDescription.keyboardDisabled': CARD_HELP,
  'edge.a11yDescription.default':
    'Press Enter or Space to select this connection. Delete then removes it and Escape clears the selection.',
};
/**
 * Below this zoom text is unreadable: the canvas switches to a lighter level of detail (badges as
 * colour chips, no detail lines or port labels, file links hidden), which also keeps dragging
 * smooth on large designs.
 */
export const FAR_ZOOM = 0.45;
const isFar = (s: { transform: [number, number, number] }): boolean => s.transform[2] < FAR_ZOOM;
const zoomOf = (s: { transform: [number, number, number] }): number => s.transform[2];
const isOverview = (s: { transform: [number, number, number] }): boolean => s.transform[2] < OVERVIEW_ZOOM;

/** Keeps `--sp-zoom` on `target` equal to the view's zoom (far-out labels size themselves by it). */
function ZoomVariable({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const zoom = useFlowStore(zoomOf);
  useEffect(() => {
    target.current?.style.setProperty('--sp-zoom', String(zoom));
  }, [target, zoom]);
  return null;
}
/** React Flow draws no links in the overview: the overview canvas draws them (overview/OverviewLayer.tsx). */
const NO_EDGES: LinkEdge[] = [];
const MAX_FIT_ZOOM = 1.2;

function CanvasInner() {
  const store = useDesignStore();
  const dispatcher = useDispatcher();
  const control = useCanvasControl();
  const rf = useReactFlow<ComponentNode, LinkEdge>();
  const measured = useRef(new Map<string, { width: number; height: number }>());
  const [measuredVersion, setMeasuredVersion] = useState(0);
  const [pending, setPending] = useState<PendingMember | null>(null);
  const [searching, setSearching] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const empty = useDesign((s) => s.doc.components.length === 0);
  const far = useFlowStore(isFar);
  const overview = useFlowStore(isOverview);
  // Kept by the app-wide control, so the choice outlives this document's canvas.
  const [mapShown, setMapShown] = useState(control.prefs.minimap);
  const mapRef = useRef(mapShown);
  mapRef.current = mapShown;
  const toggleMap = useCallback(() => {
    control.prefs.minimap = !mapRef.current;
    setMapShown(control.prefs.minimap);
  }, [control]);

  const onMeasured = useCallback((id: string, size: { width: number; height: number }) => {
    const prev = measured.current.get(id);
    if (prev && prev.width === size.width && prev.height === size.height) return;
    measured.current.set(id, size);
    setMeasuredVersion((v) => v + 1);
  }, []);
  const { nodes, edges: drawn } = useFlowModel(measured.current, measuredVersion);
  // Named after the parts, and in the tab order only for the selection (edgeAccess.ts).
  const edges = useAccessibleEdges(drawn);
  const stale = useDesign(selectCanvasStale);
  const handlers = useCanvasHandlers(onMeasured, setPending);
  const [labels] = useState(createLabelLayout);
  const [hoveredCard] = useState(createHoveredCard);
  // A drag in progress: its moves are transient until the release commits them.
  const [cables] = useState(() => createCableCards(() => store.getState().history.pending !== null));
  // Made once: React Flow hands these to every drawn link and card, and a new function on every
  // render (every drag frame re-renders this) made it re-render each of them on every frame.
  const [hover] = useState(() => ({
    // A hovered link's label is drawn above the others (edges/labelLayout.ts).
    onEdgeMouseEnter: (_: unknown, edge: LinkEdge) => labels.hover(edge.id),
    onEdgeMouseLeave: () => labels.hover(null),
    // A hovered card shows its port names; link labels make way for them (edges/labelCovers.ts).
    onNodeMouseEnter: (_: unknown, node: ComponentNode) => hoveredCard.set(node.id),
    onNodeMouseLeave: () => hoveredCard.set(null),
  }));

  /** Fit options for the whole design or `ids`, leaving room for the minimap while it is shown. */
  const fitOptions = useCallback(
    (ids?: readonly string[]) => {
      const box = wrapper.current?.getBoundingClientRect();
      const nodes = ids ? ids.flatMap((id) => rf.getNode(id) ?? []) : rf.getNodes();
      const bounds = rf.getNodesBounds(nodes);
      const screen = { w: box?.width ?? 0, h: box?.height ?? 0 };
      return { padding: fitPadding(bounds, screen, mapRef.current), maxZoom: MAX_FIT_ZOOM };
    },
    [rf],
  );
  const reveal = useReveal(store, rf, wrapper);
  const fit = useCallback(() => void rf.fitView({ ...fitOptions(), duration: 300 }), [fitOptions, rf]);
  const fitSelection = useCallback(() => {
    const ids = store.getState().selection.components;
    if (ids.length) void rf.fitView({ nodes: ids.map((id) => ({ id })), ...fitOptions(ids), duration: 300 });
  }, [fitOptions, rf, store]);

  useEffect(() => {
    control.register({
      fit,
      zoomIn: () => void rf.zoomIn({ duration: 150 }),
      zoomOut: () => void rf.zoomOut({ duration: 150 }),
      fitSelection,
      centre: () => {
        const box = wrapper.current?.getBoundingClientRect();
        return box ? rf.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : null;
      },
      reveal: (id) => reveal([id]),
      openSearch: () => setSearching(true),
      measured: (id) => {
        const m = measured.current.get(id);
        return m ? { w: m.width, h: m.height } : undefined;
      },
    });
    return () => control.register(null);
  }, [control, fit, fitSelection, reveal, rf, store]);

  // A newly opened document is framed once its nodes are measured (a blank one never is: the
  // first part dropped must not make the view jump): fitted if it reads whole, else at a readable
  // zoom on its hosts (firstView.ts), clear of the minimap while it is shown.
  const framed = useRef(store.getState().doc.components.length === 0);
  useEffect(() => {
    if (framed.current || nodes.length === 0 || measuredVersion === 0) return;
    framed.current = true;
    const box = wrapper.current?.getBoundingClientRect();
    const all = rf.getNodes();
    const hosts = all.filter((n) => n.parentId === undefined && n.data.kind === 'server');
    const screen = box ? { w: box.width, h: box.height } : null;
    const view = screen
      ? firstViewport(
          rf.getNodesBounds(all),
          hosts.map((n) => rf.getNodesBounds([n])),
          screen,
          mapRef.current ? minimapRect(screen) : null,
        )
      : 'fit';
    void (view === 'fit' ? rf.fitView(fitOptions()) : rf.setViewport(view));
  }, [fitOptions, measuredVersion, nodes.length, rf]);

  return (
    <div
      className={`sp-canvas${far ? ' is-far' : ''}${overview ? ' is-overview' : ''}`}
      ref={wrapper}
      data-testid="canvas"
    >
      <LabelLayoutContext.Provider value={labels}>
        <CableCardsContext.Provider value={cables}>
          <StaleContext.Provider value={stale}>
            <ReactFlow<ComponentNode, LinkEdge>
              nodes={nodes}
              edges={overview ? NO_EDGES : edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              {...handlers}
              {...hover}
              connectionMode={ConnectionMode.Loose}
              snapToGrid
              snapGrid={snapGrid}
              deleteKeyCode={null}
              selectionKeyCode="Shift"
              multiSelectionKeyCode={MULTI_SELECTION_KEYS}
              selectionOnDrag
              panOnDrag={PAN_BUTTONS}
              panOnScroll
              zoomActivationKeyCode={ZOOM_KEYS}
              minZoom={0.05}
              maxZoom={2.5}
              onlyRenderVisibleElements
              elevateNodesOnSelect={false}
              edgesFocusable={false}
              ariaLabelConfig={ARIA_LABELS}
              attributionPosition="top-right"
            >
              <ZoomVariable target={wrapper} />
              <LabelCards layout={labels} cables={cables} />
              <LabelCovers layout={labels} mapShown={mapShown} hovered={hoveredCard} farZoom={FAR_ZOOM} />
              <OverviewLayer wrapper={wrapper} active={overview} edges={edges} />
              <Background variant={BackgroundVariant.Dots} gap={16} size={1} color="#cbd2d9" />
              <ViewControls mapShown={mapShown} onToggleMap={toggleMap} onFit={fit} />
            </ReactFlow>
          </StaleContext.Provider>
        </CableCardsContext.Provider>
      </LabelLayoutContext.Provider>
      {empty && (
        <div className="sp-canvas__empty" data-testid="canvas-empty">
          <p className="sp-canvas__empty-title">Start your design</p>
          <p>
            Drag servers, FC switches and storage arrays from the parts list onto the canvas, then connect their ports.
          </p>
        </div>
      )}
      {searching && (
        <CanvasSearch
          onClose={() => setSearching(false)}
          onFound={() => {
            fitSelection();
          }}
        />
      )}
      {pending && (
        <DriveCountPrompt
          question={pending}
          onCancel={() => setPending(null)}
          onConfirm={(n) => {
            setPending(null);
            dispatcher.dispatch('connectPorts', { a: pending.a, b: pending.b, diskCount: n });
          }}
        />
      )}
    </div>
  );
}

/** The canvas (brings its own React Flow provider). */
export function DesignCanvas() {
  return (
    <ReactFlowProvider>
      <CanvasInner />
    </ReactFlowProvider>
  );
}
