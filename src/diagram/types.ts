/** What the diagram export is drawn from: the design and, when current, the canvas's own figures. */
import type { Design } from '../schema/design';

/** Colour meaning of a figure, as on the canvas: within limits, close to one, past it, no judgement. */
export type DiagramTone = 'ok' | 'warn' | 'bad' | 'neutral';

/** One figure as the canvas shows it on a card ("IOPS 10,016 / 10,000"), already formatted. */
export interface DiagramFigure {
  readonly label: string;
  readonly value: string;
  readonly tone: DiagramTone;
}

/**
 * What the canvas writes on a card beside its name: the key specifications line and, when the
 * engine's report describes the design as it is, the card's figures and whether it is the
 * bottleneck. Made by the app from the canvas's own code, so the export says what the screen does.
 */
export interface DiagramCardText {
  /** Key specifications with units ("2 × 8 Gb/s · LUN QD 32"), or ''. */
  readonly detail: string;
  /**
   * Where the part of `detail` kept whole starts (a database's LUNs: `databaseDetail`'s
   * `keepFrom`); short of room the text before it gives way instead, its leading number never
   * cut. Absent: the line is cut at its end.
   */
  readonly detailKeepFrom?: number;
  /** Figures from the current report; empty without one (never invented). */
  readonly figures: readonly DiagramFigure[];
  /** The report names this component as the bottleneck. */
  readonly bottleneck: boolean;
}

/** The headline of the current report, for the title block. */
export interface DiagramVerdict {
  /** "Pass", "Fail" or "No valid prediction". */
  readonly text: string;
  readonly tone: DiagramTone;
  /** Supporting figures with units ("20,032 / 20,000 IO/s · capacity does not fit"), or ''. */
  readonly detail: string;
}

/** The design parts the diagram reads. */
export type DiagramDesign = Pick<Design, 'meta' | 'components' | 'links' | 'layout'>;

/** Everything the SVG is made from. The same input always gives the same bytes. */
export interface DiagramInput {
  readonly design: DiagramDesign;
  /** The export date as it should read ("24 Nov 2026"); passed in so the output is reproducible. */
  readonly date: string;
  /** Per component id; a component without an entry is drawn with its name and kind only. */
  readonly cards?: ReadonlyMap<string, DiagramCardText>;
  /** The engine's verdict when the report is current; null says the figures are not included. */
  readonly verdict?: DiagramVerdict | null;
}
