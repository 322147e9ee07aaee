import { describe, expect, it } from 'vitest';

import type { ComponentNodeData } from '../flowTypes';
import { ContainerNode } from './ContainerNode';
import { LeafNode } from './LeafNode';
import { sameCard } from './NodeParts';

describe('sameCard', () => {
  const data = { componentId: 'sw1', kind: 'switch', name: 'SW 1' } as unknown as ComponentNodeData;
  const props = { data, selected: false, positionAbsoluteX: 0, positionAbsoluteY: 0, dragging: false, zIndex: 1000 };

  it('draws a card again when its data or selection changed, not when it moved or is dragged', () => {
    const moved = { ...props, positionAbsoluteX: 16, positionAbsoluteY: 32, dragging: true };
    expect(sameCard(props, moved)).toBe(true);
    expect(sameCard(props, { ...props, data: { ...data } })).toBe(false);
    expect(sameCard(props, { ...props, selected: true })).toBe(false);
  });

  it('is what both kinds of card are memoised by', () => {
    expect((LeafNode as unknown as { compare: unknown }).compare).toBe(sameCard);
    expect((ContainerNode as unknown as { compare: unknown }).compare).toBe(sameCard);
  });
});
