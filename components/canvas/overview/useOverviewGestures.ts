/**
 * Pointer gestures on the overview, standing in for the DOM cards it hides: a press on a box
 * selects it (Ctrl or ⌘ toggles it) and dragging moves it, with everything else selected when it
 * was selected already; a press on a link selects the link. Shift works as close up: Shift-drag
 * draws a selection box (React Flow's), Shift-click toggles a box or link. Moves go through the
 * same `moveComponents` command as a React Flow drag, committed once on release (snapped,
 * re-parented, one undo step); while moving, the overview alone draws the boxes where they go
 * (preview.ts). A press on empty canvas is left to React Flow (selection box, clearing the
 * selection).
 */
import { useStoreApi } from '@xyflow/react';
import { type RefObject, useEffect } from 'react';

import { snap } from '../../../src/store/geometry';
import { useDesignStore, useDispatcher } from '../../state/DesignContext';
import type { ComponentNode, LinkEdge } from '../flowTypes';
import { COMMIT_WAIT_MS, type PreviewChannel } from './preview';
import { hitLink, hitNode, type Scene } from './scene';

/** A press turns into a drag once the pointer has moved this far [CSS px]. */
const DRAG_THRESHOLD_PX = 3;
/** A press this close to a link selects it [CSS px]. */
const LINK_TOLERANCE_PX = 5;

const toggles = (e: MouseEvent): boolean => e.ctrlKey || e.metaKey;

/** Wires overview gestures onto `target` while `active`; `scene` holds the scene last drawn. */
export function useOverviewGestures(
  target: RefObject<HTMLElement | null>,
  scene: RefObject<Scene | null>,
  preview: PreviewChannel,
  active: boolean,
): void {
  const flow = useStoreApi<ComponentNode, LinkEdge>();
  const store = useDesignStore();
  const dispatcher = useDispatcher();

  useEffect(() => {
    const el = target.current;
    if (!el || !active) return;
    const toFlow = (e: MouseEvent): { x: number; y: number; zoom: number } => {
      const box = el.getBoundingClientRect();
      const [tx, ty, zoom] = flow.getState().transform;
      return { x: (e.clientX - box.left - tx) / zoom, y: (e.clientY - box.top - ty) / zoom, zoom };
    };
    const pressed = (e: MouseEvent) => {
      const s = scene.current;
      // Only presses on this canvas's pane (the cards are hidden); never on a panel or a dialog.
      const onPane =
        e.target instanceof Element && e.target.classList.contains('react-flow__pane') && el.contains(e.target);
      if (!s || !onPane || e.button !== 0) return null;
      const p = toFlow(e);
      const box = hitNode(s, p.x, p.y);
      if (box) return { box, link: null };
      const link = hitLink(s, p.x, p.y, LINK_TOLERANCE_PX / p.zoom);
      return link ? { box: null, link } : null;
    };

    // Whether the last press was the overview's: its click must not reach React Flow's pane,
    // which would clear the selection the press just made.
    let ours = false;
    // A Shift press is React Flow's (Shift-drag draws a selection box, as close up); if it ends
    // without moving on a box or link, that one is toggled, once React Flow's pane click has
    // cleared the selection.
    let shiftPress: { x: number; y: number; id: string; link: boolean } | null = null;
    const onPointerDown = (e: PointerEvent): void => {
      const hit = pressed(e);
      ours = hit !== null && !e.shiftKey;
      shiftPress = null;
      if (!hit) return; // empty canvas: React Flow's
      if (e.shiftKey) {
        shiftPress = { x: e.clientX, y: e.clientY, id: hit.box?.id ?? hit.link!.id, link: !hit.box };
        return;
      }
      e.stopPropagation();
      if (hit.link) {
        dispatcher.dispatch('select', {
          links: [hit.link.id],
          components: [],
          mode: toggles(e) ? 'toggle' : 'replace',
        });
        return;
      }
      // Keeps the drag's moves and release coming when the pointer leaves the window.
      if (e.target instanceof Element) e.target.setPointerCapture?.(e.pointerId);
      startDrag(e, hit.box.id);
    };

    const startDrag = (down: MouseEvent, id: string): void => {
      const { selection, doc } = store.getState();
      const wasSelected = selection.components.includes(id);
      if (!wasSelected && !toggles(down)) dispatcher.dispatch('select', { components: [id], links: [] });
      const chosen = wasSelected ? selection.components : [id];
      // Only the outermost chosen boxes move: a child moves with its parent.
      const lookup = flow.getState().nodeLookup;
      const chosenSet = new Set(chosen);
      const roots = chosen.filter((c) => {
        for (let p = lookup.get(c)?.parentId; p; p = lookup.get(p)?.parentId) if (chosenSet.has(p)) return false;
        return true;
      });
      const origins = roots.map((c) => ({ id: c, x: doc.layout[c]?.x ?? 0, y: doc.layout[c]?.y ?? 0 }));
      let moved = false;
      let last: { id: string; x: number; y: number }[] = origins;
      // The latest pointer position, drawn once per animation frame by the overview alone
      // (preview.ts): the store hears of the move once, on release.
      let pointer: MouseEvent | null = null;
      let frame = 0;
      const apply = (): void => {
        frame = 0;
        if (!pointer) return;
        const zoom = flow.getState().transform[2];
        const [dx, dy] = [pointer.clientX - down.clientX, pointer.clientY - down.clientY];
        pointer = null;
        last = origins.map((o) => ({ id: o.id, x: snap(o.x + dx / zoom), y: snap(o.y + dy / zoom) }));
        const offsets = new Map(last.map((m, i) => [m.id, { dx: m.x - origins[i].x, dy: m.y - origins[i].y }]));
        preview.drag = { offsets, committing: false };
        preview.redraw();
      };
      const onMove = (e: PointerEvent): void => {
        if (!moved && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < DRAG_THRESHOLD_PX) return;
        moved = true;
        pointer = e;
        if (!frame) frame = requestAnimationFrame(apply);
      };
      const onUp = (): void => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        if (frame) cancelAnimationFrame(frame);
        apply();
        if (moved) {
          const drag = preview.drag;
          if (drag) drag.committing = true;
          dispatcher.dispatch('moveComponents', { moves: last, final: true });
          setTimeout(() => {
            if (drag && preview.drag === drag) {
              preview.drag = null;
              preview.redraw();
            }
          }, COMMIT_WAIT_MS);
        } else if (toggles(down)) dispatcher.dispatch('select', { components: [id], mode: 'toggle' });
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
    };

    // React Flow starts its selection box in a capture handler at React's root, and d3-zoom pans on
    // mousedown: the overview listens on the window, ahead of both, and a press that lands on a
    // box or link (and the click that ends it) goes no further.
    const onMouseDown = (e: MouseEvent): void => {
      if (ours) e.stopPropagation();
    };
    const onPointerUp = (e: PointerEvent): void => {
      const press = shiftPress;
      shiftPress = null;
      if (!press || Math.hypot(e.clientX - press.x, e.clientY - press.y) >= DRAG_THRESHOLD_PX) return;
      const before = store.getState().selection;
      setTimeout(() => {
        dispatcher.dispatch('select', { components: before.components, links: before.links });
        dispatcher.dispatch('select', { [press.link ? 'links' : 'components']: [press.id], mode: 'toggle' });
      });
    };
    const onClick = (e: MouseEvent): void => {
      if (ours) e.stopPropagation();
      ours = false;
    };
    const onHover = (e: MouseEvent): void => {
      if (e.buttons !== 0) return;
      const hit = pressed(e);
      el.style.cursor = hit?.box ? 'grab' : hit?.link ? 'pointer' : '';
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('mousedown', onMouseDown, true);
    window.addEventListener('click', onClick, true);
    window.addEventListener('pointerup', onPointerUp, true);
    el.addEventListener('mousemove', onHover);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('mousedown', onMouseDown, true);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerup', onPointerUp, true);
      el.removeEventListener('mousemove', onHover);
      el.style.cursor = '';
    };
  }, [active, dispatcher, flow, preview, scene, store, target]);
}
