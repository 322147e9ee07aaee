/**
 * `spindle evaluate FILE [--json] [--quick] [--fail <id>]...`: reads and validates a design file
 * like the app opens one, evaluates it through the app's translation, client and WASM, and prints
 * the report (JSON) or a Jetstress-style summary. A design the engine reports as not valid (it
 * cannot evaluate it as drawn) is printed as usual, and exits with its own code (3), so a script
 * that checks the code does not take it as evaluated.
 */
import { resolve } from 'node:path';

import type { EngineOptions } from '../../engine/ts/input';
import type { Report } from '../../engine/ts/reportSchema';
import { fullOptions, quickOptions } from '../../engine/ts/toEngineInput';
import { type Component, type ComponentKind, kindLabel, midSentence } from '../../src/schema/components';
import type { Design } from '../../src/schema/design';
import { appError, type AppError, hintOutsideApp } from '../../src/schema/errors';
import { loadDesignFile, openPipeline, type Pipeline } from '../engine';
import { formatSummary } from '../format/summary';
import { type CliIo, EXIT, type ExitCode } from '../io';

export interface EvaluateArgs {
  readonly file: string;
  readonly json: boolean;
  readonly quick: boolean;
  readonly fail: readonly string[];
}

/** Prints a coded user error: message, hint (without the app's word on the open design) and code. */
export function printError(io: CliIo, error: AppError): void {
  io.err(`spindle: ${error.message}\n  hint: ${hintOutsideApp(error.hint)}\n  (error code ${error.code})\n`);
}

/**
 * The design file `file` (relative to the working directory), or null once its error is printed.
 * What opening it tells the user (fields Spindle does not know, so does not use) goes to stderr,
 * as the app shows it beside the design: the figures are of the design without them.
 */
export async function readDesign(io: CliIo, file: string): Promise<Design | null> {
  const loaded = await loadDesignFile(resolve(io.cwd, file));
  if (!loaded.ok) {
    printError(io, loaded.error);
    return null;
  }
  for (const notice of loaded.notices ?? []) io.err(`spindle: warning: ${notice.message}\n  hint: ${notice.hint}\n`);
  return loaded.value;
}

/**
 * Kinds whose failure the engine models in the normal state (`--fail`); it ignores others. A RAID
 * group's failure is one of its drives (degraded, rebuilding), one group at a time. An enclosure
 * fails on its own only as an XIV data module, which the engine decides and says of any other
 * (SPN-W115): `evaluateCommand` refuses those after the evaluation.
 */
const FAILABLE: ReadonlySet<ComponentKind> = new Set<ComponentKind>([
  'server',
  'vm',
  'hba',
  'switch',
  'controller',
  'raidGroup',
]);

/** A failed part as the summary names it: "SP B (controller)", "a drive of F: RAID 10 (RAID group)". */
function failedAs(design: Design, id: string): string {
  const c = design.components.find((x) => x.id === id);
  const cable = c ? undefined : design.links.find((l) => l.id === id);
  if (cable) {
    const end = (cid: string) => design.components.find((x) => x.id === cid)?.name ?? cid;
    return `the cable ${end(cable.from.componentId)} – ${end(cable.to.componentId)}`;
  }
  if (!c) return id;
  const named = `${c.name || c.id} (${midSentence(kindLabel[c.kind])})`;
  if (c.kind === 'enclosure') return `${named} with its drives`;
  return c.kind === 'raidGroup' ? `a drive of ${named}, degraded` : named;
}

/** Refuses `--fail` of parts whose failure the engine does not model, naming them. */
function refuseUnmodelled(io: CliIo, parts: readonly Component[]): ExitCode {
  const named = parts.map((c) => `"${c.id}" (${midSentence(kindLabel[c.kind])})`).join(', ');
  io.err(
    `spindle: --fail cannot fail ${named}: a what-if failure can be a server, VM, HBA, FC cable, switch, controller, RAID group (one of its drives) or XIV data module (an enclosure of distributed-mirror drives that no controller sits in).\n` +
      `  hint: fail the part whose failure you want to see; the full report lists every single failure (run without --quick).\n`,
  );
  return EXIT.usage;
}

/** Runs `evaluate`. `open` is injectable so tests can count or replace engine start-ups. */
export async function evaluateCommand(
  args: EvaluateArgs,
  io: CliIo,
  open: () => Promise<Pipeline> = openPipeline,
): Promise<ExitCode> {
  const design = await readDesign(io, args.file);
  if (!design) return EXIT.usage;
  // A component, or an FC cable (a path failure: MODEL §8).
  const cables = new Set(design.links.filter((l) => l.kind === 'fc').map((l) => l.id));
  const ids = new Set(design.components.map((c) => c.id));
  const unknown = args.fail.filter((id) => !ids.has(id) && !cables.has(id));
  if (unknown.length) {
    io.err(
      `spindle: --fail names ${unknown.map((id) => `"${id}"`).join(', ')}, which ${unknown.length > 1 ? 'are not components' : 'is not a component'} of this design.\n` +
        `  hint: use a component id from the design file ("components"[].id), or the id of an FC cable ("links"[].id).\n`,
    );
    return EXIT.usage;
  }
  const unmodelled = design.components.filter(
    (c) => args.fail.includes(c.id) && !FAILABLE.has(c.kind) && c.kind !== 'enclosure',
  );
  if (unmodelled.length) return refuseUnmodelled(io, unmodelled);
  const groups = design.components.filter((c) => c.kind === 'raidGroup' && args.fail.includes(c.id));
  if (groups.length > 1) {
    io.err(
      `spindle: --fail names ${groups.length} RAID groups (${groups.map((c) => `"${c.id}"`).join(', ')}): the engine fails one drive at a time.\n` +
        `  hint: fail one RAID group per run, as the full report's drive failure scenarios do.\n`,
    );
    return EXIT.usage;
  }

  const base = args.quick ? quickOptions : fullOptions;
  let valid = true;
  let notFailed: Component[] = [];
  const code = await withReport(io, design, { ...base, failed: [...args.fail] }, open, (report) => {
    const named = new Set(report.findings.filter((f) => f.code === 'SPN-W115').flatMap((f) => f.componentIds));
    notFailed = design.components.filter((c) => named.has(c.id));
    if (notFailed.length) return;
    valid = report.valid;
    if (args.json) io.out(JSON.stringify(report, null, 2) + '\n');
    else
      io.out(
        formatSummary(report, {
          file: args.file,
          title: design.meta.title,
          mode: args.quick ? 'quick' : 'full',
          failed: args.fail.map((id) => failedAs(design, id)),
        }),
      );
  });
  if (notFailed.length) return refuseUnmodelled(io, notFailed);
  if (code !== EXIT.ok || valid) return code;
  io.err(
    'spindle: the engine cannot evaluate this design as drawn (the report is not valid, "valid": false).\n' +
      '  hint: correct what its error findings name (under Findings in the summary, or "findings" in the JSON), then evaluate it again.\n',
  );
  return EXIT.invalid;
}

/**
 * Evaluates `design` with `options` on a pipeline `open` starts, hands the report to `use`, and
 * returns the exit code: engine start-up failures and engine errors are printed and give 1.
 */
export async function withReport(
  io: CliIo,
  design: Design,
  options: EngineOptions,
  open: () => Promise<Pipeline>,
  use: (report: Report) => void,
): Promise<ExitCode> {
  let pipeline: Pipeline;
  try {
    pipeline = await open();
  } catch (err) {
    io.err(`spindle: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.engine;
  }
  try {
    const outcome = await pipeline.evaluate(design, options);
    if (outcome.status !== 'ok') {
      const reason = outcome.status === 'error' ? outcome.message : 'the evaluation was superseded';
      printError(io, appError('engine/failed', { reason }));
      return EXIT.engine;
    }
    use(outcome.report);
    return EXIT.ok;
  } finally {
    pipeline.dispose();
  }
}
