/**
 * Green / amber / red for figures in the results panel, judged against the thresholds the report's
 * own criteria state (so an Exchange 2003 design is judged by its rules), falling back to the
 * Jetstress limits the canvas badges use. Judged as the engine judges, on the figure rounded to
 * 0.001: a colour never reads the other way from the verdict beside it (20.0004 ms meets "≤ 20 ms"
 * and is not red; 754.3996 of a 754.4 IO/s target meets it). A server's average latency is coloured
 * as Jetstress judges the server, per database instance (`serverDbReadTone`).
 */
import type { Criterion, ServerResult } from '../../engine/ts/reportSchema';
import { DB_READ_LIMIT_MS, iopsTone, latencyTone, LOG_WRITE_LIMIT_MS, type Tone } from '../canvas/annotations/badges';

export type { Tone };
/** Tone of achieved against target IOPS: the achieved, rounded to 0.001, at least the target so rounded. */
export { iopsTone };

/** The threshold of criterion `id` in `criteria`, or `fallback`. */
export function thresholdOf(criteria: readonly Criterion[], id: string, fallback: number): number {
  return criteria.find((c) => c.id === id)?.threshold ?? fallback;
}

/** Tone of a DB read latency. */
export function dbReadTone(ms: number | null, criteria: readonly Criterion[] = []): Tone {
  return latencyTone(ms, thresholdOf(criteria, 'dbReadLatency', DB_READ_LIMIT_MS));
}

/** Tone of a log write latency. */
export function logWriteTone(ms: number | null, criteria: readonly Criterion[] = []): Tone {
  return latencyTone(ms, thresholdOf(criteria, 'logWriteLatency', LOG_WRITE_LIMIT_MS));
}

/** Tone of a verdict. */
export const passTone = (pass: boolean): Tone => (pass ? 'ok' : 'bad');

/** The two latencies Jetstress judges per database instance, by criterion id. */
export type InstanceLatency = 'dbReadLatency' | 'logWriteLatency';

/** How a server's databases fare on one per-instance latency criterion. */
export interface InstanceVerdicts {
  /** Its databases judged on it (those that run on the server). */
  readonly judged: number;
  /** Those that fail it. */
  readonly failing: readonly Criterion[];
}

/**
 * The server's databases judged on `id`: the engine gives one criterion per database instance that
 * runs there (scope: the database's name), as Jetstress judges each instance's average latency.
 */
export function instanceVerdicts(criteria: readonly Criterion[], id: InstanceLatency): InstanceVerdicts {
  const mine = criteria.filter((c) => c.id === id);
  return { judged: mine.length, failing: mine.filter((c) => !c.pass && !c.warningOnly) };
}

/**
 * Tone of a server's average latency, judged as Jetstress judges the server: per database instance.
 * Red when any of its databases fails the criterion, whatever the average (18.1 ms over ten
 * databases, six of them at 22.6 ms, fails "≤ 20 ms": an amber 18.1 ms beside a Fail read as within
 * the limit); otherwise the average's own tone.
 */
function serverLatencyTone(ms: number | null, criteria: readonly Criterion[], id: InstanceLatency): Tone {
  if (instanceVerdicts(criteria, id).failing.length > 0) return 'bad';
  return id === 'dbReadLatency' ? dbReadTone(ms, criteria) : logWriteTone(ms, criteria);
}

/** Tone of a server's average DB read latency: red when one of its databases fails the limit. */
export function serverDbReadTone(s: Pick<ServerResult, 'dbReadLatencyMs' | 'criteria'>): Tone {
  return serverLatencyTone(s.dbReadLatencyMs, s.criteria, 'dbReadLatency');
}

/** Tone of a server's average log write latency: red when one of its databases fails the limit. */
export function serverLogWriteTone(s: Pick<ServerResult, 'logWriteLatencyMs' | 'criteria'>): Tone {
  return serverLatencyTone(s.logWriteLatencyMs, s.criteria, 'logWriteLatency');
}
