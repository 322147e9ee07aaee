/**
 * The shapes of the UI benchmark's results (scripts/bench-ui.ts), and the nearest-rank summary
 * they use. Judged and rendered by uiReport.ts.
 */
import { percentile } from '../../cli/bench';

/** Nearest-rank summary of samples [ms]. */
export interface Stats {
  readonly n: number;
  readonly mean: number;
  readonly p50: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
}

export function stats(xs: readonly number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    min: s[0],
    max: s[s.length - 1],
  };
}

/** One drag: the frames drawn meanwhile and what it sent the engine. */
export interface DragCase {
  readonly view: string;
  readonly zoom: number;
  readonly drawnNodes: number;
  /** Who draws the view: the DOM (cards and SVG links), or the overview's 2D canvas (zoomed far out). */
  readonly renderer: 'dom' | 'overview';
  readonly frames: Stats;
  readonly movesPerSecond: number;
  /** Main-thread time per frame during the move (Chromium's counters): script, style, layout, the rest [ms]. */
  readonly mainThreadPerFrameMs: { script: number; style: number; layout: number; other: number };
  readonly engineMessagesDuringDrag: number;
  readonly revisionChanged: boolean;
  /**
   * The same drag by a pointer that keeps moving (a mousemove every 16 ms, each crossing a grid
   * cell): how often the card was redrawn, and the intervals between redraws [ms]. What a user sees.
   */
  readonly pointer: { stepPx: number; redrawsPerSecond: number; redrawMs: Stats };
  /** Measured for reference (a remedy, not a view the target is about): shown, not judged. */
  readonly reference?: boolean;
}

export interface DragResult {
  readonly design: { copies: number; components: number; links: number; dragged: string };
  /** The drag: pointer moves, distance [px], and how long after the release engine messages were still counted [ms]. */
  readonly method: { steps: number; px: { x: number; y: number }; quietMs: number; pointerMs: number };
  readonly idleFrames: Stats;
  readonly cases: DragCase[];
}

/** One edit, from the Enter key [ms]: until drawn stale, the engine request, its reply, the new badge. */
export interface EditSample {
  readonly totalMs: number;
  readonly staleMs: number | null;
  readonly toRequestMs: number;
  readonly workerMs: number;
  readonly engineMs: number;
  readonly toBadgeMs: number;
}

export type EditCase = Record<keyof EditSample, Stats> & { samples: EditSample[] };

export function editCase(samples: EditSample[]): EditCase {
  const keys = ['totalMs', 'staleMs', 'toRequestMs', 'workerMs', 'engineMs', 'toBadgeMs'] as const;
  const pick = (k: (typeof keys)[number]) => stats(samples.map((s) => s[k] ?? NaN).filter(Number.isFinite));
  return { ...(Object.fromEntries(keys.map((k) => [k, pick(k)])) as Record<keyof EditSample, Stats>), samples };
}

export interface EditResult {
  readonly preset: string;
  readonly components: number;
  readonly edit: string;
  readonly badge: string;
  readonly debounceMs: number;
  /** The engine sync's wait between quick figures and failure analysis [ms]. */
  readonly analysisDelayMs: number;
  /** During a failure analysis: how long it had been computing when each edit was made [ms]. */
  readonly analysisRunningMs: number;
  readonly settled: EditCase;
  readonly backToBack: EditCase;
}

export interface UiBenchDoc {
  readonly source: { commit: string; rendererDirty: boolean };
  readonly machine: {
    cpu: string;
    logicalCpus: number;
    memoryGb: number;
    platform: string;
    node: string;
    chromium: string;
    viewport: { width: number; height: number };
    date: string;
    loadAverage: { min: number; max: number };
  };
  readonly drag: DragResult;
  readonly edit: EditResult;
  readonly notes: string[];
}

export interface TargetResult {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}
