// @vitest-environment happy-dom
/**
 * A failed card's "Failed" tag sits on its top edge, not in its title row, where beside the kind
 * tag it left a 200-px card's name some 80 px: "Controller B" read "Con…B" (QA pass 5, item 14).
 */
import { cleanup, render } from '@testing-library/react';
import { type NodeProps, ReactFlowProvider } from '@xyflow/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ComponentNode, ComponentNodeData } from '../flowTypes';
import { LeafNode } from './LeafNode';

afterEach(cleanup);

const data: ComponentNodeData = {
  componentId: 'ctrl-b',
  kind: 'controller',
  kindLabel: 'Controller',
  name: 'Controller B',
  detail: '4 × 8 Gb/s · 40,000 IO/s max',
  detailKeepFrom: 28,
  detailTitle: '4 × 8 Gb/s · 40,000 IO/s max',
  ports: [],
  badges: [],
  bottleneck: false,
  errors: 0,
  warnings: 0,
  findingText: '',
  failure: 'failed',
  collapsed: false,
  inside: 0,
};

describe('LeafNode in the failure view', () => {
  it('puts the Failed tag on the card, outside the title row, and the name whole in the row', () => {
    const props = { id: 'ctrl-b', data, selected: false } as unknown as NodeProps<ComponentNode>;
    const { container } = render(
      <ReactFlowProvider>
        <LeafNode {...props} />
      </ReactFlowProvider>,
    );
    const card = container.querySelector('[data-testid="node-ctrl-b"]')!;
    const tag = card.querySelector('[data-testid="node-failed"]')!;
    expect(tag.textContent).toBe('Failed');
    expect(tag.parentElement).toBe(card);
    expect(card.querySelector('.sp-node__title [data-testid="node-failed"]')).toBeNull();
    expect(card.querySelector('[data-testid="node-name"]')?.textContent).toBe('Controller B');
  });
});
