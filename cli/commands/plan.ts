/**
 * `spindle plan FILE [--json]`: the Jetstress test plan of a design (src/plan/jetstressPlan.ts)
 * from a full evaluation: per test host, the settings to enter in Jetstress and what Spindle
 * predicts the run will measure.
 */
import { resolve } from 'node:path';

import { fullOptions } from '../../engine/ts/toEngineInput';
import { jetstressPlan } from '../../src/plan/jetstressPlan';
import { loadDesignFile, openPipeline, type Pipeline } from '../engine';
import { formatPlan } from '../format/plan';
import { type CliIo, EXIT, type ExitCode } from '../io';
import { printError, withReport } from './evaluate';

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
  const loaded = await loadDesignFile(resolve(io.cwd, args.file));
  if (!loaded.ok) {
    printError(io, loaded.error);
    return EXIT.usage;
  }
  const design = loaded.value;
  // Full: the thread counts a design leaves to Jetstress's tuning are the ones the model tunes.
  return withReport(io, design, fullOptions, open, (report) => {
    const plan = jetstressPlan(design, report);
    io.out(args.json ? JSON.stringify(plan, null, 2) + '\n' : formatPlan(plan, args.file));
  });
}
