/**
 * The key figures of a report that the golden files pin (`presets/expected/<id>.report.json`,
 * written by `npm run golden`, compared by `presets/evaluate.test.ts`): small enough to review in a
 * diff, complete enough that any change in what a user sees is noticed. Messages and explanations
 * are left out; finding codes, scenario outcomes and every headline number are in.
 */
import type { Report } from '../engine/ts/reportSchema';

/** Relative tolerance of the drift check: a deliberate model change regenerates the files. */
export const GOLDEN_RELATIVE_TOLERANCE = 1e-6;

/** Projects a full report onto its key figures. */
export function keyFigures(presetId: string, r: Report) {
  return {
    preset: presetId,
    generatedBy: 'npm run golden (full options: normal state, every single failure, headroom)',
    engineVersion: r.engineVersion,
    valid: r.valid,
    pass: r.pass,
    totals: r.totals,
    servers: r.servers.map((s) => ({
      id: s.id,
      name: s.name,
      threadsPerDatabase: s.threadsPerDatabase,
      autotuned: s.autotuned,
      targetIops: s.targetIops,
      achievedIops: s.achievedIops,
      dbReadsPerSec: s.dbReadsPerSec,
      dbWritesPerSec: s.dbWritesPerSec,
      dbReadLatencyMs: s.dbReadLatencyMs,
      dbWriteLatencyMs: s.dbWriteLatencyMs,
      logWritesPerSec: s.logWritesPerSec,
      logWriteLatencyMs: s.logWriteLatencyMs,
      pass: s.pass,
      failing: [...new Set(s.criteria.filter((c) => !c.pass && !c.warningOnly).map((c) => c.id))],
    })),
    bottleneck: r.bottleneck && { componentId: r.bottleneck.componentId, utilisation: r.bottleneck.utilisation },
    headroom: r.headroom,
    worstFailure: r.worstFailure && {
      scenarioId: r.worstFailure.scenarioId,
      pass: r.worstFailure.pass,
      headroomPct: r.worstFailure.headroomPct,
    },
    scenarioCount: r.scenarios.length,
    scenarios: r.scenarios.map((s) => ({
      id: s.id,
      componentId: s.componentId,
      survivable: s.survivable,
      pass: s.pass,
      achievedIops: s.achievedIops,
      worstDbReadLatencyMs: s.worstDbReadLatencyMs,
      worstLogWriteLatencyMs: s.worstLogWriteLatencyMs,
      headroomPct: s.headroom?.iopsPct ?? null,
    })),
    capacity: {
      fits: r.capacity.fits,
      requiredGb: r.capacity.requiredGb,
      usableGb: r.capacity.usableGb,
      extraMailboxes: r.capacity.extraMailboxes,
    },
    findings: r.findings.map((f) => `${f.severity} ${f.code} ${f.componentIds.join(',')}`),
  };
}
export type KeyFigures = ReturnType<typeof keyFigures>;

/** Fields that document the file but are not figures (not compared). */
const NOT_COMPARED = new Set(['generatedBy', 'engineVersion']);

/**
 * Differences between `actual` and `expected` key figures, as readable lines (empty when equal).
 * Numbers match within `relTol` relative (absolute 1e-9 near zero); everything else exactly.
 */
export function diffKeyFigures(actual: unknown, expected: unknown, relTol = GOLDEN_RELATIVE_TOLERANCE): string[] {
  const out: string[] = [];
  const walk = (a: unknown, e: unknown, path: string): void => {
    if (out.length >= 20) return;
    if (typeof a === 'number' && typeof e === 'number') {
      if (Math.abs(a - e) > relTol * Math.max(Math.abs(a), Math.abs(e)) + 1e-9) out.push(`${path}: ${a} (golden ${e})`);
    } else if (Array.isArray(a) && Array.isArray(e)) {
      if (a.length !== e.length) out.push(`${path}: ${a.length} entries (golden ${e.length})`);
      else a.forEach((x, i) => walk(x, e[i], `${path}[${i}]`));
    } else if (isRecord(a) && isRecord(e)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(e)])) {
        if (NOT_COMPARED.has(key)) continue;
        if (!(key in a) || !(key in e)) out.push(`${path}.${key}: ${key in a ? 'not in the golden file' : 'missing'}`);
        else walk(a[key], e[key], `${path}.${key}`);
      }
    } else if (a !== e) out.push(`${path}: ${JSON.stringify(a)} (golden ${JSON.stringify(e)})`);
  };
  walk(actual, expected, '$');
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
