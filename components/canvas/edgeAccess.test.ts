import { describe, expect, it } from 'vitest';

import { loadPreset } from '../../presets/index';
import { docFromDesign } from '../../src/store/document';
import { flowInputs } from '../testing/flowInputs';
import { createEdgeAccess } from './edgeAccess';
import type { LinkEdge } from './flowTypes';
import { toFlow } from './toFlow';

const doc = docFromDesign(loadPreset('xiv-2810'));
const { edges } = toFlow(flowInputs(doc));
const none = { doc, selectedComponents: [], selectedLinks: [] };
const byId = (list: readonly LinkEdge[], id: string): LinkEdge | undefined => list.find((e) => e.id === id);

describe('the links as assistive technology and the keyboard get them', () => {
  it('names each link by the names on its cards, and a port where its part has several', () => {
    const out = createEdgeAccess()(edges, none);
    // fc-1: xiv30-hba1 p0 → sw-a fabric; an HBA has two FC ports, a switch one fabric.
    expect(byId(out, 'fc-1')?.ariaLabel).toBe('Fibre Channel link: XIV30 HBA 1 (Port 0) to Brocade 48000 switch A');
    expect(byId(out, 'fc-9')?.ariaLabel).toBe(
      'Fibre Channel link: Brocade 48000 switch A to Interface module 1 (FE 1)',
    );
    expect(byId(out, 'backend-1')?.ariaLabel).toBe('Back-end link: Interface module 1 to Module 1');
    // The label drawn on the link follows.
    expect(byId(out, 'member-1')?.ariaLabel).toMatch(/^Drive link: Module 1 to .+, 12 drives$/);
    for (const e of out) {
      expect(e.ariaLabel, e.id).not.toMatch(/xiv30-|sw-a|undefined/);
      expect(e.domAttributes?.['aria-roledescription']).toBe('connection');
    }
  });

  it('puts in the tab order only the links of the selected cards and the selected links', () => {
    const access = createEdgeAccess();
    expect(access(edges, none).filter((e) => e.focusable)).toEqual([]);
    const focusable = access(edges, { doc, selectedComponents: ['xiv30-hba1'], selectedLinks: ['backend-1'] })
      .filter((e) => e.focusable)
      .map((e) => e.id);
    expect(focusable.sort()).toEqual(['backend-1', 'fc-1', 'fc-3']);
  });

  it('hands back the very same edges and list when nothing they show changed (a drag frame)', () => {
    const access = createEdgeAccess();
    const first = access(edges, none);
    expect(access(edges, none)).toBe(first);
    // A new selection rebuilds only the links whose focus changed.
    const next = access(edges, { ...none, selectedComponents: ['sw-a'] });
    expect(next).not.toBe(first);
    expect(byId(next, 'fc-2')).toBe(byId(first, 'fc-2'));
    expect(byId(next, 'fc-1')).not.toBe(byId(first, 'fc-1'));
    // A renamed part renames its links.
    const renamed = doc.components.map((c) => (c.id === 'sw-a' ? { ...c, name: 'Fabric A' } : c));
    const after = access(edges, { ...none, doc: { components: renamed, links: doc.links } });
    expect(byId(after, 'fc-1')?.ariaLabel).toBe('Fibre Channel link: XIV30 HBA 1 (Port 0) to Fabric A');
  });
});
