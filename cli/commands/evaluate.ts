/**
 * `spindle evaluate FILE [--json] [--quick] [--fail <id>]...`: reads and validates a design file
 * like the app opens one, evaluates it through the app's translation, client and WASM, and prints
 * the report (JSON) or a Jetstress-style summary.
 */
import { resolve } from 'node:path';

import { fullOptions, quickOptions } from '../../engine/ts/toEngineInput';
import { type ComponentKind, kindLabel } from '../../src/schema/components';
import { appError, type AppError } from '../../src/schema/errors';
import { loadDesignFile, openPipeline, type Pipeline } from '../engine';
import { formatSummary } from '../format/summary';
import { type CliIo, EXIT, type ExitCode } from '../io';

export interface EvaluateArgs {
  readonly file: string;
  readonly json: boolean;
  readonly quick: boolean;
  readonly fail: readonly string[];
}

/** Prints a coded user error: message, hint and code. */
export function printError(io: CliIo, error: AppError): void {
  io.err(`spindle: ${error.message}\n  hint: ${error.hint}\n  (error code ${error.code})\n`);
}

/** Kinds whose failure the engine models in the normal state (`--fail`); it ignored others. */
const FAILABLE: ReadonlySet<ComponentKind> = new Set<ComponentKind>(['server', 'vm', 'hba', 'switch', 'controller']);

/** Runs `evaluate`. `open` is injectable so tests can count or replace engine start-ups. */
export async function evaluateCommand(
  args: EvaluateArgs,
  io: CliIo,
  open: () => Promise<Pipeline> = openPipeline,
): Promise<ExitCode> {
  const loaded = await loadDesignFile(resolve(io.cwd, args.file));
  if (!loaded.ok) {
    printError(io, loaded.error);
    return EXIT.usage;
  }
  const design = loaded.value;
  const ids = new Set(design.components.map((c) => c.id));
  const unknown = args.fail.filter((id) => !ids.has(id));
  if (unknown.length) {
    io.err(
      `spindle: --fail names ${unknown.map((id) => `"${id}"`).join(', ')}, which ${unknown.length > 1 ? 'are not components' : 'is not a component'} of this design.\n` +
        `  hint: use a component id from the design file ("components"[].id).\n`,
    );
    return EXIT.usage;
  }
  const unmodelled = design.components.filter((c) => args.fail.includes(c.id) && !FAILABLE.has(c.kind));
  if (unmodelled.length) {
    const named = unmodelled.map((c) => `"${c.id}" (${kindLabel[c.kind].toLowerCase()})`).join(', ');
    io.err(
      `spindle: --fail cannot fail ${named}: a what-if failure can be a server, VM, HBA, switch or controller.\n` +
        `  hint: a drive failure in each RAID group is one of the full report's failure scenarios (run without --quick).\n`,
    );
    return EXIT.usage;
  }

  let pipeline: Pipeline;
  try {
    pipeline = await open();
  } catch (err) {
    io.err(`spindle: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.engine;
  }
  try {
    const base = args.quick ? quickOptions : fullOptions;
    const outcome = await pipeline.evaluate(design, { ...base, failed: [...args.fail] });
    if (outcome.status !== 'ok') {
      const reason = outcome.status === 'error' ? outcome.message : 'the evaluation was superseded';
      printError(io, appError('engine/failed', { reason }));
      return EXIT.engine;
    }
    if (args.json) io.out(JSON.stringify(outcome.report, null, 2) + '\n');
    else
      io.out(
        formatSummary(outcome.report, {
          file: args.file,
          title: design.meta.title,
          mode: args.quick ? 'quick' : 'full',
          failed: args.fail,
        }),
      );
    return EXIT.ok;
  } finally {
    pipeline.dispose();
  }
}
