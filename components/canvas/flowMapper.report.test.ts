/**
 * A new report rebuilds only the cards whose figures read differently: the engine's figures all
 * move in their last digits with any edit, and rebuilding every card (detail line, ports) to find
 * it unchanged cost the largest preset most of its redraw after an edit.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { add } from '../../src/commands/testkit';
import { makeLoad, makeServerReport } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { createFlowMapper } from './flowMapper';
import type * as PortViews from './portViews';
import { portViews } from './portViews';

// Counts the cards built: every build works out the card's ports, nothing else does.
vi.mock('./portViews', async (importOriginal) => {
  const real = await importOriginal<typeof PortViews>();
  return { ...real, portViews: vi.fn(real.portViews) };
});
const built = vi.mocked(portViews);

beforeEach(() => {
  built.mockClear();
});

describe('createFlowMapper on a new report', () => {
  const report = (iops: number, busy: number) => {
    const { ids } = setup;
    return indexReport(
      makeServerReport(ids.server, iops, [makeLoad(ids.ctl, busy), makeLoad(ids.sw, 0.2), makeLoad(ids.hba, 0.1)]),
    );
  };
  const setup = sanDesign(2);

  it('rebuilds no card whose figures read as they did, and the card whose figures changed', () => {
    const { store, ids } = setup;
    const doc = store.getState().doc;
    const map = createFlowMapper();
    const first = map(flowInputs(doc, { report: report(900.0001, 0.5) }));
    built.mockClear();
    // Every raw figure moved in its last digits: nothing reads differently.
    const same = map(flowInputs(doc, { report: report(900.0002, 0.5000001) }));
    expect(built).not.toHaveBeenCalled();
    expect(same.nodes.every((n, i) => n === first.nodes[i])).toBe(true);
    // The controller's load reads differently now: its card alone is rebuilt.
    const busier = map(flowInputs(doc, { report: report(900.0002, 0.9) }));
    expect(built.mock.calls.map(([c]) => c.id)).toEqual([ids.ctl]);
    expect(busier.nodes.find((n) => n.id === ids.ctl)?.data.badges[0]?.value).toBe('90 %');
  });

  it('works out nothing of the design again when only the report is new', () => {
    const { store, d, ids } = setup;
    add(store, d, 't-enclosure', { parentId: ids.array });
    const asked: string[] = [];
    // The same selection and catalog objects from call to call, as in the app.
    const base = flowInputs(store.getState().doc, { driveName: (id) => void asked.push(id) });
    const map = createFlowMapper();
    map({ ...base, report: report(900, 0.5) });
    expect(asked.length).toBeGreaterThan(0);
    asked.length = 0;
    map({ ...base, report: report(950, 0.9) });
    expect(asked).toEqual([]);
  });
});
