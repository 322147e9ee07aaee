// @vitest-environment happy-dom
/**
 * A drag frame re-renders the canvas: every prop it hands React Flow apart from the nodes must stay
 * the same object, or React Flow re-renders every drawn card and link (and re-subscribes its key
 * listeners) on every frame.
 */
import { act, cleanup } from '@testing-library/react';
import type * as Flow from '@xyflow/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { add } from '../../src/commands/testkit';
import { renderWithDesign } from '../testing/renderWithDesign';
import { DesignCanvas } from './DesignCanvas';

const seen = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@xyflow/react', async (importOriginal) => {
  const rf = await importOriginal<typeof Flow>();
  return {
    ...rf,
    ReactFlow: (props: ComponentProps<typeof rf.ReactFlow>) => {
      seen.push(props as Record<string, unknown>);
      return <rf.ReactFlow {...props} />;
    },
  };
});

afterEach(cleanup);

describe('DesignCanvas on a drag frame', () => {
  it('hands React Flow new nodes and otherwise the very same props', () => {
    const { store, dispatcher } = renderWithDesign(
      <div style={{ width: 1000, height: 700 }}>
        <DesignCanvas />
      </div>,
    );
    let sw = '';
    act(() => {
      sw = add(store, dispatcher, 't-switch', { at: { x: 100, y: 100 } });
      add(store, dispatcher, 't-switch', { at: { x: 600, y: 100 } });
    });
    const before = seen[seen.length - 1]!;
    act(() => void dispatcher.dispatch('moveComponents', { moves: [{ id: sw, x: 160, y: 120 }], final: false }));
    const after = seen[seen.length - 1]!;
    expect(after).not.toBe(before);
    expect(after.nodes).not.toBe(before.nodes);
    const changed = Object.keys(after).filter((k) => k !== 'nodes' && k !== 'children' && after[k] !== before[k]);
    expect(changed).toEqual([]);
  });

  it('hands React Flow links named after their parts, out of the tab order unless their card is selected', () => {
    const { store, dispatcher } = renderWithDesign(
      <div style={{ width: 1000, height: 700 }}>
        <DesignCanvas />
      </div>,
    );
    let hba = '';
    act(() => {
      const server = add(store, dispatcher, 't-server');
      hba = add(store, dispatcher, 't-hba', { parentId: server });
      const sw = add(store, dispatcher, 't-switch', { at: { x: 700, y: 100 } });
      dispatcher.dispatch('rename', { id: hba, name: 'MBX1 HBA 1 (QLogic)' });
      dispatcher.dispatch('rename', { id: sw, name: 'Fabric A' });
      dispatcher.dispatch('connectPorts', {
        a: { componentId: hba, port: 'p0' },
        b: { componentId: sw, port: 'fabric' },
      });
    });
    const edges = () => seen[seen.length - 1]!.edges as { ariaLabel?: string; focusable?: boolean }[];
    expect(seen[seen.length - 1]!.edgesFocusable).toBe(false);
    expect(edges().map((e) => e.ariaLabel)).toEqual(['Fibre Channel link: MBX1 HBA 1 (Port 0) to Fabric A']);
    act(() => void dispatcher.dispatch('select', { components: [], links: [] }));
    expect(edges()[0]?.focusable).toBe(false);
    act(() => void dispatcher.dispatch('select', { components: [hba], links: [] }));
    expect(edges()[0]?.focusable).toBe(true);
  });
});
