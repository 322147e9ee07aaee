/**
 * What the design report is built from, and the shape of one of its sections. The report is a
 * function of these inputs only: the same inputs give the same bytes (no clock, no randomness).
 */
import type { Report } from '../../engine/ts/reportSchema';
import type { Bom } from '../bom/types';
import type { Design } from '../schema/design';
import type { Markup } from './html';

/** Inputs of `buildDesignReport`. */
export interface DesignReportInput {
  /** The design as it was evaluated. */
  readonly design: Design;
  /** The engine's report of that design (same revision). */
  readonly report: Report;
  /**
   * Whether `report` is the engine's full evaluation (every single failure and the headroom
   * search). A quick report's failure and headroom sections say "not evaluated".
   */
  readonly full: boolean;
  /** When the report is made: printed in the title block, in UTC. */
  readonly generatedAt: Date;
  /**
   * The design's bill of materials (src/bom `buildBom`), or `null` when the parts catalog was not
   * available: the section then says so rather than listing parts without part numbers.
   */
  readonly bom: Bom | null;
  /**
   * Optional SVG markup of the design's topology diagram, inserted in a "Topology" section when
   * given. It must be an `<svg>` element without scripts, event handlers or foreign objects
   * (`checkedSvg` refuses anything else with a message saying what was found).
   */
  readonly diagramSvg?: string;
}

/** The inputs as the sections read them, with a few lookups worked out once. */
export interface ReportContext extends DesignReportInput {
  /** Component id → its name in the design (findings and terms name components by id). */
  readonly names: ReadonlyMap<string, string>;
}

/** One numbered section of the report. */
export interface Section {
  /** Anchor id (`summary`, `servers`…), stable so links into the report keep working. */
  readonly id: string;
  readonly title: string;
  readonly body: Markup;
}
