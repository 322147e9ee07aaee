import { describe, expect, it } from 'vitest';

import { makeLoad, makeReport } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { bundleThroughput, parallelBundles } from './parallelLinks';
import { toFlow } from './toFlow';

/** The test SAN with its HBA's second port cabled to the same switch: two parallel FC cables. */
function twinCables() {
  const san = sanDesign(1);
  san.d.dispatch('connectPorts', {
    a: { componentId: san.ids.hba, port: 'p1' },
    b: { componentId: san.ids.sw, port: 'fabric' },
  });
  const links = san.store.getState().doc.links;
  const twins = links.filter((l) => l.from.componentId === san.ids.hba).map((l) => l.id);
  return { ...san, twins };
}

describe('parallelBundles', () => {
  it('bundles cables between the same two cards, the first in document order leading', () => {
    const { store, twins } = twinCables();
    const bundles = parallelBundles(store.getState().doc.links, new Set());
    expect(twins).toHaveLength(2);
    expect(bundles.get(twins[0]!)).toEqual({ members: twins, lead: true });
    expect(bundles.get(twins[1]!)).toEqual({ members: twins, lead: false });
    // The switch's one cable to the array and the database's file link run alone.
    expect(bundles.size).toBe(2);
  });

  it('leaves out links a collapsed box draws (it bundles its own)', () => {
    const { store, twins } = twinCables();
    expect(parallelBundles(store.getState().doc.links, new Set([twins[1]!])).size).toBe(0);
  });
});

describe('bundleThroughput', () => {
  it('says "2 × x" for cables that read the same, "x + y" for cables that do not, nothing without figures', () => {
    expect(bundleThroughput([46.875, 46.875])).toBe('2 × 46.9 MB/s');
    expect(bundleThroughput([46.9, 31.2])).toBe('46.9 + 31.2 MB/s');
    expect(bundleThroughput([null, null])).toBe('');
  });
});

describe('toFlow with parallel cables', () => {
  it('gives the lead the combined figure and the other cable an on-demand label, from the engine loads', () => {
    const { store, twins } = twinCables();
    const report = makeReport(1, { components: [makeLoad(twins[0]!, 0.1, 46.875), makeLoad(twins[1]!, 0.1, 46.875)] });
    const { edges } = toFlow(flowInputs(store.getState().doc, { report: indexReport(report) }));
    const [lead, member] = twins.map((id) => edges.find((e) => e.id === id)!.data!);
    expect(lead!.bundle).toEqual({ role: 'lead', throughput: '2 × 46.9 MB/s' });
    expect(member!.bundle).toMatchObject({ role: 'member' });
    expect(edges.filter((e) => e.data?.bundle === null)).toHaveLength(edges.length - 2);
  });
});
