/**
 * Green / amber / red for figures in the results panel, judged against the thresholds the report's
 * own criteria state (so an Exchange 2003 design is judged by its rules), falling back to the
 * Jetstress limits the canvas badges use. Judged as the engine judges, on the figure rounded to
 * 0.001: a colour never reads the other way from the verdict beside it (20.0004 ms meets "≤ 20 ms"
 * and is not red; 754.3996 of a 754.4 IO/s target meets it).
 */
import type { Criterion } from '../../engine/ts/reportSchema';
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
