/**
 * Translates React Flow's change objects and gestures into commands: moves (transient while
 * dragging, committed on release), container resizes, selection, measured sizes, connections
 * (asking for a drive count first for RAID group members) and palette drops; a plain click on one
 * part of a multiple selection and the arrow keys as `selectionGestures.ts` says.
 */
import { useReactFlow, useStoreApi, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';

import { unassignedDrives } from '../../src/commands/connectPorts';
import { checkConnection, type Endpoint } from '../../src/schema/connections';
import { indexComponents } from '../../src/store/designIndex';
import { portOfHandle } from '../../src/store/geometry';
import { useDesignStore, useDispatcher } from '../state/DesignContext';
import type { ComponentNode, LinkEdge } from './flowTypes';
import { clickSelection, nudgeMoves } from './selectionGestures';

/** MIME type the palette puts a part id under when dragging. */
export const PART_MIME = 'application/x-spindle-part';

/** A connection waiting for its drive count. */
export interface PendingMember {
  readonly a: Endpoint;
  readonly b: Endpoint;
  readonly enclosureName: string;
  readonly raidGroupName: string;
  readonly free: number;
}

/** Handlers for `<ReactFlow>`; `onMeasured` records leaf sizes, `askDrives` opens the drive prompt. */
export function useCanvasHandlers(
  onMeasured: (id: string, size: { width: number; height: number }) => void,
  askDrives: (p: PendingMember) => void,
) {
  const store = useDesignStore();
  const dispatcher = useDispatcher();
  const rf = useReactFlow<ComponentNode, LinkEdge>();
  const flow = useStoreApi<ComponentNode, LinkEdge>();

  const onNodesChange = useCallback(
    (changes: NodeChange<ComponentNode>[]) => {
      const moves: { id: string; x: number; y: number }[] = [];
      let final = false;
      const resizePos = new Map<string, { x: number; y: number }>();
      const selected = new Map<string, boolean>();
      for (const ch of changes) {
        if (ch.type === 'position') {
          const layout = store.getState().doc.layout;
          if (ch.dragging === undefined && ch.position) resizePos.set(ch.id, ch.position);
          else if (ch.position) moves.push({ id: ch.id, x: ch.position.x, y: ch.position.y });
          else if (ch.dragging === false) moves.push({ id: ch.id, x: layout[ch.id]?.x ?? 0, y: layout[ch.id]?.y ?? 0 });
          if (ch.dragging === false) final = true;
        } else if (ch.type === 'select') {
          selected.set(ch.id, ch.selected);
        }
      }
      for (const ch of changes) {
        if (ch.type !== 'dimensions' || !ch.dimensions) continue;
        if (ch.resizing !== undefined) {
          const pos = resizePos.get(ch.id);
          dispatcher.dispatch('resizeComponent', {
            id: ch.id,
            w: ch.dimensions.width,
            h: ch.dimensions.height,
            ...(pos ?? {}),
            final: !ch.resizing,
          });
        } else {
          onMeasured(ch.id, ch.dimensions);
        }
      }
      if (moves.length) dispatcher.dispatch('moveComponents', { moves, final });
      if (selected.size) {
        const cur = store.getState().selection.components;
        const next = new Set(cur);
        for (const [id, on] of selected) {
          if (on) next.add(id);
          else next.delete(id);
        }
        dispatcher.dispatch('select', { components: [...next], links: store.getState().selection.links });
      }
    },
    [dispatcher, onMeasured, store],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<LinkEdge>[]) => {
      const selected = new Map<string, boolean>();
      for (const ch of changes) if (ch.type === 'select') selected.set(ch.id, ch.selected);
      if (!selected.size) return;
      const next = new Set(store.getState().selection.links);
      for (const [id, on] of selected) {
        if (on) next.add(id);
        else next.delete(id);
      }
      dispatcher.dispatch('select', { components: store.getState().selection.components, links: [...next] });
    },
    [dispatcher, store],
  );

  const onConnect = useCallback(
    (c: Connection) => {
      if (!c.sourceHandle || !c.targetHandle) return;
      const a = { componentId: c.source, port: portOfHandle(c.sourceHandle) };
      const b = { componentId: c.target, port: portOfHandle(c.targetHandle) };
      const { doc } = store.getState();
      const { byId } = indexComponents(doc.components);
      const check = checkConnection(byId, doc.links, a, b);
      if (check.ok && check.kind === 'member') {
        askDrives({
          a: check.from,
          b: check.to,
          enclosureName: byId.get(check.from.componentId)?.name ?? '',
          raidGroupName: byId.get(check.to.componentId)?.name ?? '',
          free: unassignedDrives(doc, check.from.componentId),
        });
        return;
      }
      dispatcher.dispatch('connectPorts', { a, b });
    },
    [askDrives, dispatcher, store],
  );

  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(PART_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (e: DragEvent) => {
      const partId = e.dataTransfer.getData(PART_MIME);
      if (!partId) return;
      e.preventDefault();
      const at = rf.screenToFlowPosition({ x: e.clientX, y: e.clientY });
      dispatcher.dispatch('addComponent', { partId, at });
    },
    [dispatcher, rf],
  );

  const onNodeClick = useCallback(
    (e: MouseEvent, node: ComponentNode) => {
      const only = clickSelection(store.getState().selection.components, node.id, e);
      if (only) dispatcher.dispatch('select', { components: only, links: [] });
    },
    [dispatcher, store],
  );

  // Capture phase: ahead of React Flow's own nudge on the focused card, which it then never sees.
  const onKeyDownCapture = useCallback(
    (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const card = target.closest<HTMLElement>('.react-flow__node');
      const onSelection = card === null && target.closest('.react-flow__nodesselection-rect') !== null;
      if ((!card && !onSelection) || e.altKey || e.ctrlKey || e.metaKey) return;
      const { doc, selection } = store.getState();
      if (card && !selection.components.includes(card.dataset.id ?? '')) return;
      const moves = nudgeMoves(doc, selection.components, e.key, e.shiftKey);
      if (!moves) return;
      e.preventDefault();
      e.stopPropagation();
      dispatcher.dispatch('moveComponents', { moves, final: true });
      // What React Flow's nudge told a screen reader.
      const { ariaLabelConfig } = flow.getState();
      const at = store.getState().doc.layout[moves[0].id];
      flow.setState({
        ariaLiveMessage: ariaLabelConfig['node.a11yDescription.ariaLiveMessage']({
          direction: e.key.replace('Arrow', '').toLowerCase(),
          x: at?.x ?? 0,
          y: at?.y ?? 0,
        }),
      });
    },
    [dispatcher, flow, store],
  );

  return { onNodesChange, onEdgesChange, onConnect, onDragOver, onDrop, onNodeClick, onKeyDownCapture };
}
