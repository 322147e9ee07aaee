/**
 * `spindle plan FILE [--json]`: the Jetstress test plan of a design (src/plan/jetstressPlan.ts)
 * from a full evaluation: per test host, the settings to enter in Jetstress and what Spindle
 * predicts the run will measure.
 */
import { fullOptions } from '../../engine/ts/toEngineInput';
import { jetstressPlan } from '../../src/plan/jetstressPlan';
import { openPipeline, type Pipeline } from '../engine';
import { formatPlan } from '../format/plan';
import { type CliIo, EXIT, type ExitCode } from '../io';
import { readDesign, withReport } from './evaluate';

export interface PlanArgs {
  readonly file: string;
  readonly json: boolean;
}

/** Runs `plan`. `open` is injectable so tests can share or replace the engine. */
export async function planCommand(
  args: PlanArgs,
  io: CliIo,
  open: () => Promise<Pipeline> = openPipeline,
): Promise<ExitCode> {
  const design = await readDesign(io, args.file);
  if (!design) return EXIT.usage;
  // Full: the thread counts a design leaves to Jetstress's tuning are the ones the model tunes.
  return withReport(io, design, fullOptions, open, (report) => {
    const plan = jetstressPlan(design, report);
    io.out(args.json ? JSON.stringify(plan, null, 2) + '\n' : formatPlan(plan, args.file));
  });
}
