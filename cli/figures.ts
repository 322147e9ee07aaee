/**
 * Whole-design figures that the report does not carry directly but the published documents do:
 * averages over servers weighted the way Jetstress aggregates them.
 */
import type { Report, ServerResult } from '../engine/ts/reportSchema';

export type LatencyMetric = 'dbReadLatencyMs' | 'dbWriteLatencyMs' | 'logWriteLatencyMs';

/** The per-second count each latency is averaged over. */
const WEIGHT: Record<LatencyMetric, (s: ServerResult) => number> = {
  dbReadLatencyMs: (s) => s.dbReadsPerSec,
  dbWriteLatencyMs: (s) => s.dbWritesPerSec,
  logWriteLatencyMs: (s) => s.logWritesPerSec,
};

/**
 * Average latency over all servers [ms], weighted by the operations it averages (reads/s for DB
 * reads, writes/s for DB writes, log writes/s for log writes), as `engine/core/examples/calibrate.rs`
 * does; `null` when no server has that latency.
 */
export function totalLatencyMs(report: Pick<Report, 'servers'>, metric: LatencyMetric): number | null {
  let sum = 0;
  let weight = 0;
  for (const s of report.servers) {
    const value = s[metric];
    if (value === null) continue;
    sum += value * WEIGHT[metric](s);
    weight += WEIGHT[metric](s);
  }
  return weight > 0 ? sum / weight : null;
}
