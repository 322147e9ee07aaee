/**
 * `npm run validation`: evaluates every preset (full options, the app's pipeline and WASM),
 * compares each published figure with its prediction against the tolerances of issue 5, adds the
 * ESX execution-throttle sensitivity of CLARiiON phase 2, writes the result between the markers of
 * docs/validation.md and prints the summary.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { compareAll, failureFigures, scenarioFor } from '../cli/accuracy';
import { openPipeline, type Pipeline } from '../cli/engine';
import { fixed } from '../cli/format/table';
import {
  BEGIN,
  END,
  type PresetValidation,
  type RebuildCheck,
  type RebuildRow,
  renderValidation,
  type Sensitivity,
  spliceMarkers,
} from '../cli/validationDoc';
import type { Report } from '../engine/ts/reportSchema';
import { fullOptions, quickOptions } from '../engine/ts/toEngineInput';
import { loadPreset, PRESETS } from '../presets/index';
import type { Design } from '../src/schema/design';
import { weightedLatencyMs } from '../src/validation/published';

const DOC = fileURLToPath(new URL('../docs/validation.md', import.meta.url));
/** HBA execution throttle of the QLogic adapter BIOS default [outstanding I/Os per port]. */
const QLOGIC_BIOS_THROTTLE = 16;
const SENSITIVITY_PRESET = 'clariion-cx4-960-phase2';
const REBUILD_PRESET = 'xiv-2810';

/** Threads per database in words: as tested, or what the model's autotune chose. */
function threadsText(report: Report): string {
  const counts = new Map<number, number>();
  for (const s of report.servers) counts.set(s.threadsPerDatabase, (counts.get(s.threadsPerDatabase) ?? 0) + 1);
  const list = [...counts].map(([t, n]) => `${fixed(t, 0)}${counts.size > 1 || n > 1 ? ` on ${n} servers` : ''}`);
  return report.servers.every((s) => s.autotuned)
    ? `autotuned by the model (${list.join(', ')}); Jetstress's counts were not published`
    : report.servers.some((s) => s.autotuned)
      ? `partly autotuned (${list.join(', ')})`
      : `${list.join(', ')}, as tested`;
}

/** The design with every HBA's execution throttle set to `throttle`. */
function withThrottle(design: Design, throttle: number): Design {
  return {
    ...design,
    components: design.components.map((c) => (c.kind === 'hba' ? { ...c, executionThrottle: throttle } : c)),
  };
}

async function sensitivity(pipeline: Pipeline, base: Report): Promise<Sensitivity> {
  const design = loadPreset(SENSITIVITY_PRESET);
  const throttles = [...new Set(design.components.flatMap((c) => (c.kind === 'hba' ? [c.executionThrottle] : [])))];
  const alt = await pipeline.report(withThrottle(design, QLOGIC_BIOS_THROTTLE), quickOptions);
  const rows = base.servers.map((s) => {
    const o = alt.servers.find((x) => x.id === s.id)!;
    return {
      server: s.name,
      threads: [s.threadsPerDatabase, o.threadsPerDatabase] as const,
      iops: [s.achievedIops, o.achievedIops] as const,
      readMs: [s.dbReadLatencyMs, o.dbReadLatencyMs] as const,
      logMs: [s.logWriteLatencyMs, o.logWriteLatencyMs] as const,
    };
  });
  return {
    title: `ESX HBA execution throttle in CLARiiON phase 2 (${throttles.join(', ')} → ${QLOGIC_BIOS_THROTTLE})`,
    why:
      `Seed 002 does not state the QLogic execution throttle. The preset uses ${throttles.join(', ')} outstanding I/Os per port ` +
      `(presets/build/assumed.ts \`esxExecutionThrottle\`: the QLogic driver under ESX does not apply the adapter BIOS ` +
      `setting; the ESX 3.5 SAN guide gives 64 as the adapter ceiling). With the QLogic BIOS default of ` +
      `${QLOGIC_BIOS_THROTTLE} instead, every server is re-evaluated in the normal state (autotune included); the ` +
      `published totals are ${fixed(32_807, 0)} IO/s and a 2 ms log write latency.`,
    settings: [`${throttles.join(', ')} (preset)`, `${QLOGIC_BIOS_THROTTLE} (QLogic BIOS default)`],
    rows,
    total: {
      server: 'All servers (latency: weighted mean)',
      threads: null,
      iops: [base.totals.achievedIops, alt.totals.achievedIops],
      readMs: [weightedLatencyMs(base.servers, 'dbReadLatencyMs'), weightedLatencyMs(alt.servers, 'dbReadLatencyMs')],
      logMs: [
        weightedLatencyMs(base.servers, 'logWriteLatencyMs'),
        weightedLatencyMs(alt.servers, 'logWriteLatencyMs'),
      ],
    },
    pass: [base.pass, alt.pass],
  };
}

/** The design with every LUN of its pools grown so the LUNs fill each RAID group it holds. */
function filled(design: Design, report: Report): Design {
  const scale = new Map(report.capacity.raidGroups.map((g) => [g.id, g.usableGb / Math.max(g.allocatedGb, 1e-9)]));
  return {
    ...design,
    components: design.components.map((c) =>
      c.kind === 'lun' && c.parentId !== undefined && scale.has(c.parentId)
        ? { ...c, sizeGb: c.sizeGb * scale.get(c.parentId)! }
        : c,
    ),
  };
}

/** The drive-failure row of a full report: its rebuild on idle drives and under load. */
function rebuildRow(label: string, report: Report): RebuildRow {
  const disk = report.scenarios.find((s) => s.kind === 'disk');
  const cap = report.capacity;
  return {
    label,
    usedPct: (100 * cap.allocatedGb) / Math.max(cap.usableGb, 1e-9),
    idleHours: disk?.rebuildIdleHours ?? null,
    loadedHours: disk?.rebuildHours ?? null,
  };
}

/** IBM's XIV rebuild claim (seed 000 line 166) against the model, full and as the preset is. */
async function rebuildCheck(pipeline: Pipeline, base: Report): Promise<RebuildCheck> {
  const design = loadPreset(REBUILD_PRESET);
  const full = await pipeline.report(filled(design, base), fullOptions);
  return {
    title: 'IBM XIV, one 1 TB drive',
    why:
      'IBM: the rebuild of a failed 1 TB disk "can finish in as few as 30 minutes when the XIV\'s capacity is 100% ' +
      'utilized" (`000_fc78f8ddc2922753.txt`, line 166). "As few as" is a best case, so it is compared with the ' +
      "model's rebuild on otherwise idle drives, in the preset with every LUN grown to fill the pool; the model " +
      "still gives the rebuild only half of each drive's idle time (`REBUILD_IDLE_SHARE`), and re-mirrors the " +
      "failed drive's share of the data held. The same document says a rebuild does not degrade performance " +
      "(line 168); the model's drive-failure scenario disagrees (docs/model.md §6).",
    publishedHours: 0.5,
    rows: [rebuildRow('Every LUN grown to fill the pool', full), rebuildRow('The preset as published', base)],
  };
}

const pipeline = await openPipeline();
try {
  const presets: PresetValidation[] = [];
  const reports = new Map<string, Report>();
  for (const p of PRESETS) {
    const design = loadPreset(p.id);
    const report = await pipeline.report(design, fullOptions);
    reports.set(p.id, report);
    presets.push({
      id: p.id,
      title: design.meta.title,
      source: p.source,
      threads: threadsText(report),
      comparisons: compareAll(report, design),
      failures: failureFigures(design).map((figure) => ({ figure, scenario: scenarioFor(report, figure) })),
      notPublished: design.meta.notPublished ?? [],
    });
  }
  const body = renderValidation({
    engineVersion: reports.get(PRESETS[0].id)!.engineVersion,
    presets,
    sensitivity: await sensitivity(pipeline, reports.get(SENSITIVITY_PRESET)!),
    rebuild: await rebuildCheck(pipeline, reports.get(REBUILD_PRESET)!),
  });
  writeFileSync(DOC, spliceMarkers(existsSync(DOC) ? readFileSync(DOC, 'utf8') : null, body));
  // Print the summary and the sensitivity (the per-figure tables are in the file).
  const summary = body.slice(body.indexOf('## Summary'), body.indexOf('\n## ', body.indexOf('## Summary') + 1));
  const sens = body.slice(body.indexOf('## Sensitivity'), body.indexOf('## Rebuild time'));
  const rebuild = body.slice(body.indexOf('## Rebuild time'));
  console.log(
    `${summary.trim()}\n\n${sens.trim()}\n\n${rebuild.trim()}\n\nWrote docs/validation.md (between ${BEGIN} and ${END}).`,
  );
} finally {
  pipeline.dispose();
}
