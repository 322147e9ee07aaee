/**
 * The inspector's *Set Jetstress settings* (components/inspector/JetstressEditor.tsx) gives a host
 * with no settings of its own `engineDefaultJetstress` through `setProperties`. These tests run the
 * real WASM engine on designs whose hosts have no settings, before and after that command, and
 * hold the constant to what the engine does with a host it gets no settings for: every figure of
 * the report stays as it was; only the note that the defaults are used (SPN-I201) goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPipeline, type Pipeline } from '../../cli/engine';
import type { Report } from '../../engine/ts/reportSchema';
import { engineDefaultJetstress, fullOptions } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets/index';
import type { Design } from '../schema/design';
import { defaultJetstress } from '../schema/workload';
import { setup } from './testkit';

let pipeline: Pipeline;
beforeAll(async () => {
  pipeline = await openPipeline();
});
afterAll(() => pipeline.dispose());

/** Preset `id` with every server's and VM's Jetstress settings removed, as parts from the palette. */
function withoutSettings(id: string): Design {
  const design = loadPreset(id);
  return {
    ...design,
    components: design.components.map((c) => {
      if (c.kind !== 'server' && c.kind !== 'vm') return c;
      const { jetstress: _own, ...rest } = c;
      return rest;
    }),
  };
}

/** The ids of the hosts the engine evaluated. */
const hostIds = (report: Report): string[] => report.servers.map((s) => s.id);

/** `design` after *Set Jetstress settings* on each of `ids`, through the command the button runs. */
function setSettings(
  design: Design,
  ids: readonly string[],
  settings = engineDefaultJetstress(design.workload),
): Design {
  const { store, d } = setup(design);
  for (const id of ids) {
    const r = d.dispatch('setProperties', { ids: [id], values: { jetstress: { ...settings } } });
    expect(r).toMatchObject({ ok: true });
  }
  return store.toDesign();
}

/** Every figure of a report: all of it but its identity and the findings. */
function figures(report: Report): Omit<Report, 'engineVersion' | 'revision' | 'findings'> {
  const { engineVersion: _v, revision: _r, findings: _f, ...rest } = report;
  return rest;
}

const codes = (report: Report): string[] => report.findings.map((f) => f.code);

describe('Set Jetstress settings on a host that has none', () => {
  // Cisco UCS: one server on internal disks, workload copies 3 (which the engine simulates);
  // XIV: two servers sharing one array, each tuned on its own; the N series: Exchange 2003, whose
  // Jetstress has its own default mix and no background maintenance.
  it.each(['cisco-ucs-c210-m2', 'xiv-2810', 'nseries-qd256'])(
    '%s: leaves every figure of the report as it was',
    async (id) => {
      const before = withoutSettings(id);
      const was = await pipeline.report(before, fullOptions);
      expect(was.servers.length).toBeGreaterThan(0);
      // The engine tuned the threads of every host it got no settings for.
      expect(was.servers.every((s) => s.autotuned)).toBe(true);
      expect(codes(was)).toContain('SPN-I201');

      const after = setSettings(before, hostIds(was));
      const now = await pipeline.report(after, fullOptions);
      expect(figures(now)).toEqual(figures(was));
      expect(codes(now)).not.toContain('SPN-I201');
      expect(codes(now)).toEqual(codes(was).filter((c) => c !== 'SPN-I201'));
    },
  );

  it('is a real test: the schema defaults the button used to give (2 threads, no tuning) move the figures', async () => {
    const before = withoutSettings('cisco-ucs-c210-m2');
    const was = await pipeline.report(before, fullOptions);
    const now = await pipeline.report(setSettings(before, hostIds(was), defaultJetstress), fullOptions);
    expect(now.servers[0]!.autotuned).toBe(false);
    expect(now.servers[0]!.achievedIops).not.toBe(was.servers[0]!.achievedIops);
  });
});
