/**
 * The CLI's testable entry: `run(argv, io)` parses the arguments, runs one command and returns
 * the exit code. `spindle.ts` wires it to the process.
 */
import { parseArgs, USAGE } from './args';
import { evaluateCommand } from './commands/evaluate';
import { planCommand } from './commands/plan';
import { presetsCommand } from './commands/presets';
import type { Pipeline } from './engine';
import { type CliIo, EXIT, type ExitCode } from './io';

export interface RunOptions {
  /** Opens the engine pipeline (tests may share or replace it). */
  readonly open?: () => Promise<Pipeline>;
}

/**
 * Runs `spindle <argv>`. `--help` prints the usage on stdout and gives 0 (so `… --help | less`
 * shows it); usage problems print it on stderr and give exit code 2.
 */
export async function run(argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<ExitCode> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(`spindle: ${parsed.error}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const c = parsed.command;
  switch (c.kind) {
    case 'help':
      io.out(USAGE);
      return EXIT.ok;
    case 'presets':
      return presetsCommand(c, io);
    case 'evaluate':
      return evaluateCommand(c, io, options.open);
    case 'plan':
      return planCommand(c, io, options.open);
  }
}
