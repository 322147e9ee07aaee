/**
 * Green / amber / red for figures in the results panel, judged against the thresholds the report's
 * own criteria state (so an Exchange 2003 design is judged by its rules), falling back to the
 * Jetstress limits the canvas badges use.
 */
import type { Criterion } from '../../engine/ts/reportSchema';
import { DB_READ_LIMIT_MS, latencyTone, LOG_WRITE_LIMIT_MS, type Tone } from '../canvas/annotations/badges';

export type { Tone };

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

/** Tone of achieved against target IOPS. */
export function iopsTone(achieved: number, target: number): Tone {
  return achieved >= target ? 'ok' : 'bad';
}

/** Tone of a verdict. */
export const passTone = (pass: boolean): Tone => (pass ? 'ok' : 'bad');
