/**
 * The overview layer: far out (zoom below OVERVIEW_ZOOM) the canvas hides its DOM cards and SVG
 * links (canvas.css, `is-overview`) and this 2D canvas draws the same design instead, from React
 * Flow's own state, once per animation frame in which that state changed. Gestures on the hidden
 * cards are answered from the drawn scene (useOverviewGestures).
 *
 * Why: Chromium paints every positioned element of the view on each frame of a drag; with a whole
 * 1,000-card design in view that is about 6,000 of them, and a card was redrawn only 12 times a
 * second (docs/ui.md). The canvas draws the same view in a few milliseconds.
 */
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import { type RefObject, useEffect, useRef, useState } from 'react';

import type { ComponentNode, LinkEdge } from '../flowTypes';
import { paintScene } from './paint';
import { readPalette, type Palette } from './palette';
import { createPreviewChannel } from './preview';
import { buildScene, type NodeState, type Scene } from './scene';
import { useOverviewGestures } from './useOverviewGestures';
import { useStale } from '../staleContext';

type FlowState = ReactFlowState<ComponentNode, LinkEdge>;

/** Whether a change of React Flow's state changes what the overview draws. */
const redraws = (s: FlowState, prev: FlowState): boolean =>
  s.nodes !== prev.nodes ||
  s.nodeLookup !== prev.nodeLookup ||
  s.transform !== prev.transform ||
  s.width !== prev.width ||
  s.height !== prev.height;

/** The overview canvas over the pane of `wrapper`'s React Flow, drawn while `active`. */
export function OverviewLayer({
  wrapper,
  active,
  edges,
}: {
  wrapper: RefObject<HTMLElement | null>;
  active: boolean;
  edges: readonly LinkEdge[];
}) {
  const flow = useStoreApi<ComponentNode, LinkEdge>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<Scene | null>(null);
  const [preview] = useState(createPreviewChannel);
  const links = useRef(edges);
  const stale = useStale();
  const staleNow = useRef(stale);
  useEffect(() => {
    links.current = edges;
    staleNow.current = stale;
    preview.redraw(); // a no-op while the overview is not drawn
  }, [edges, stale, preview]);
  useOverviewGestures(wrapper, scene, preview, active);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || !active) {
      scene.current = null;
      return;
    }
    const style = getComputedStyle(el);
    const palette: Palette = readPalette((name) => style.getPropertyValue(name));
    let frame = 0;
    let draws = 0;
    const draw = (): void => {
      frame = 0;
      const s = flow.getState();
      const dpr = window.devicePixelRatio || 1;
      const [w, h] = [Math.round(s.width * dpr), Math.round(s.height * dpr)];
      if (el.width !== w || el.height !== h) [el.width, el.height] = [w, h];
      const drag = preview.drag;
      const nodes = s.nodeLookup.values() as Iterable<NodeState>;
      const built = buildScene(nodes, links.current, drag?.offsets, staleNow.current);
      scene.current = built;
      const [x, y, zoom] = s.transform;
      const drawn = paintScene(ctx, built, palette, { x, y, zoom, width: s.width, height: s.height }, dpr);
      // What was drawn, for tests, and a count of frames drawn: the UI benchmark checks that a
      // moved card was really drawn.
      el.dataset.boxes = String(drawn.containers + drawn.cards);
      el.dataset.links = String(drawn.links);
      el.dataset.labels = String(drawn.labels);
      el.dataset.draws = String(++draws);
      // Screen readers get what the picture shows, and where to read it.
      const told = `Overview: ${drawn.containers + drawn.cards} components and ${drawn.links} links in view. Zoom in or search by name (Ctrl+F) to read them.`;
      if (el.getAttribute('aria-label') !== told) el.setAttribute('aria-label', told);
      // Where a dragged box was drawn [flow px]: the UI benchmark counts a redraw when it changes.
      const isMoved = (b: { id: string }) => drag?.offsets.has(b.id) === true;
      const moved =
        drag && !drag.committing ? (built.cards.find(isMoved) ?? built.containers.find(isMoved)) : undefined;
      if (moved) el.dataset.dragAt = `${moved.x},${moved.y}`;
      else delete el.dataset.dragAt;
    };
    const request = (): void => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    preview.redraw = request;
    request();
    const unsubscribe = flow.subscribe((s, prev) => {
      if (!redraws(s, prev)) return;
      // A released drag gives way once React Flow holds the committed positions.
      if (preview.drag?.committing) preview.drag = null;
      request();
    });
    return () => {
      unsubscribe();
      preview.redraw = () => undefined;
      preview.drag = null;
      if (frame) cancelAnimationFrame(frame);
      scene.current = null;
    };
  }, [active, flow, preview]);

  return (
    <canvas
      ref={canvas}
      className={`sp-overview${active ? ' is-active' : ''}`}
      role="img"
      aria-hidden={!active}
      data-testid="overview"
    />
  );
}
