/**
 * Shapes of one open document's state. The document (`DesignDoc`) holds everything saved in the
 * file except the format stamp; `revision` counts semantic changes only (components, links,
 * workload), so moving boxes never re-runs the engine.
 */
import type { Report } from '../../engine/ts/reportSchema';
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import type { Placement } from '../schema/design';
import type { CarriedPart } from '../schema/parts';
import type { PriceList } from '../schema/prices';
import type { Meta } from '../schema/provenance';
import type { Workload } from '../schema/workload';

/** Positions and container sizes by component id (relative to the parent container) [px]. */
export type Layout = Readonly<Record<string, Placement>>;

/** The saved content of a design, kept immutable: every change makes new objects for what changed. */
export interface DesignDoc {
  readonly meta: Meta;
  readonly workload: Workload;
  readonly components: readonly Component[];
  readonly links: readonly Link[];
  readonly layout: Layout;
  /** The user's price list; absent when the design has none (prices never affect the figures). */
  readonly prices?: PriceList;
  /**
   * Drive parts the design carries (`Design.parts`), as the file was opened with them: the engine
   * uses these figures before the catalog's. Only parts an enclosure uses; absent when none.
   */
  readonly parts?: readonly CarriedPart[];
}

/** What is selected: component ids and link ids (the two may share spellings, so kept apart). */
export interface Selection {
  readonly components: readonly string[];
  readonly links: readonly string[];
}

/** A point in history: the document and the selection that went with it. */
export interface Snapshot {
  readonly doc: DesignDoc;
  readonly selection: Selection;
  /** What the change that led away from this snapshot was (for "Undo Move"). */
  readonly label: string;
}

/** Undo/redo stacks. `pending` holds the state before a transient gesture (a drag) began. */
export interface History {
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
  readonly pending: Snapshot | null;
}

/**
 * How a change enters history: `commit` is one undo step; `transient` updates the document
 * without a step (a drag in progress; the next `commit` records the state from before the gesture);
 * `none` never enters history (selection).
 */
export type HistoryPolicy = 'commit' | 'transient' | 'none';

/** Engine activity, as shown in the status bar. */
export type AnalysisStatus = 'idle' | 'running' | 'stale' | 'error';

/**
 * The engine's view of the document. `revision` is the design revision `report` was computed for;
 * figures are stale whenever it differs from the store's `revision`. `scope` says whether the report
 * includes failure scenarios and headroom (`full`) or only the normal state (`quick`).
 */
export interface AnalysisState {
  readonly revision: number;
  readonly status: AnalysisStatus;
  readonly report: Report | null;
  readonly scope: 'quick' | 'full' | null;
  readonly error: string | null;
  /** Engine time of the last evaluation [ms]. */
  readonly elapsedMs: number | null;
}

/** Engine activity of the failure view: asking, answered, or failed. */
export type FailureViewStatus = 'running' | 'ready' | 'error';

/**
 * The single failure shown on the canvas and in the Servers tab ("Show on canvas" in the Failures
 * tab): which scenario, and the engine's quick evaluation of the design with that component failed
 * (failureViewSync.ts). A view of the document like the analysis: never in history, never saved.
 * `report` is shown only while `revision` (the design revision it was computed for; 0 before the
 * first answer) equals the store's revision; until then the normal figures stay on screen.
 */
export interface FailureView {
  /** The scenario's id in the full report (`controller:spb`, `server:esx1`, `disk:<raidGroupId>`). */
  readonly scenarioId: string;
  /** The failed component; for a drive failure, its RAID group. */
  readonly componentId: string;
  /** The scenario's label ("Controller SP B fails"). */
  readonly label: string;
  readonly revision: number;
  readonly report: Report | null;
  readonly status: FailureViewStatus;
  /** Why the last evaluation failed, for the banner (status `error`). */
  readonly error: string | null;
}

/** Where the document lives. `path` is null until saved (or in the browser build). */
export interface DocumentInfo {
  readonly path: string | null;
  readonly name: string;
}

/** A message for the user: a refused command, a hint, a confirmation. */
export interface Notice {
  readonly id: number;
  readonly tone: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly hint?: string;
  /** How many times the same notice was given while on screen (absent: once). */
  readonly count?: number;
  /**
   * Says why an edit was refused (a connection the rules do not allow, say). It leaves when the
   * next edit changes the design: by then the user has moved on, and an error that stays until
   * closed would sit over the canvas they are working on. Other errors (a file that would not
   * open, an export that failed) stay until closed.
   */
  readonly refusal?: true;
}

/** A partial replacement of the document and selection; absent parts stay as they are. */
export interface Patch {
  readonly components?: readonly Component[];
  readonly links?: readonly Link[];
  readonly workload?: Workload;
  readonly meta?: Meta;
  readonly layout?: Layout;
  /** A new price list; null removes it. */
  readonly prices?: PriceList | null;
  readonly selection?: Selection;
}

/** Everything one open document's store holds. */
export interface DesignState {
  readonly doc: DesignDoc;
  /** Semantic revision: bumps when components, links or workload change (never for layout). */
  readonly revision: number;
  readonly selection: Selection;
  readonly history: History;
  /** The document as last opened or saved; `dirty` is `doc !== savedDoc`. */
  readonly savedDoc: DesignDoc | null;
  readonly dirty: boolean;
  readonly document: DocumentInfo;
  readonly analysis: AnalysisState;
  /** The failure shown on the canvas, or null for the normal state (see `FailureView`). */
  readonly failureView: FailureView | null;
  /** What the user is being told, oldest first (see `notices.ts`). */
  readonly notices: readonly Notice[];
}

/** An empty selection (shared, so "nothing selected" compares equal by reference). */
export const emptySelection: Selection = Object.freeze({ components: Object.freeze([]), links: Object.freeze([]) });
