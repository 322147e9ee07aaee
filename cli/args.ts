/**
 * Command-line parsing for `spindle`: turns argv into one command, or a usage error. No I/O.
 */

export type Command =
  | { kind: 'evaluate'; file: string; json: boolean; quick: boolean; fail: string[] }
  | { kind: 'plan'; file: string; json: boolean }
  | { kind: 'presets'; json: boolean }
  | { kind: 'help' };

export type Parsed = { ok: true; command: Command } | { ok: false; error: string };

export const USAGE = `Usage: npm run --silent spindle -- <command> [options]

Commands:
  evaluate FILE [--json] [--quick] [--fail <componentId>]...
      Evaluates a Spindle design file with the app's engine (same translation, same WASM)
      and prints a Jetstress-style summary, or the validated report as JSON with --json.
      --quick   normal state only: no single-failure scenarios, no headroom search
      --fail    treat a component or cable as failed in the normal state (repeatable); a
                RAID group fails one of its drives, an XIV module its 12 drives
  plan FILE [--json]
      The Jetstress test plan of a design: per test host, the settings to enter in
      Jetstress (mailboxes, IOPS per mailbox, threads, mix, databases and their LUNs)
      and what Spindle predicts the run will measure against each criterion.
  presets [--json]
      Lists the bundled reference designs (id, file, source document, title).

Exit codes: 0 evaluated (whether the design passes or fails), 1 engine error,
2 bad usage, or a file that cannot be read or opened as a design,
3 evaluate only: the engine cannot evaluate the design as drawn (report "valid": false,
  summary "Valid: NO"); the output is printed as usual and its findings say why.
`;

const ok = (command: Command): Parsed => ({ ok: true, command });
const bad = (error: string): Parsed => ({ ok: false, error });

/** Parses the arguments after `spindle` (i.e. `process.argv.slice(2)`). */
export function parseArgs(argv: readonly string[]): Parsed {
  if (argv.length === 0) return bad('No command given.');
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return ok({ kind: 'help' });
  const [name, ...rest] = argv;
  switch (name) {
    case 'evaluate':
      return parseEvaluate(rest);
    case 'plan':
      return parsePlan(rest);
    case 'presets':
      return parsePresets(rest);
    default:
      return bad(`Unknown command "${name}".`);
  }
}

function parsePresets(rest: readonly string[]): Parsed {
  let json = false;
  for (const arg of rest) {
    if (arg === '--json') json = true;
    else return bad(`presets: unexpected argument "${arg}".`);
  }
  return ok({ kind: 'presets', json });
}

function parsePlan(rest: readonly string[]): Parsed {
  const files: string[] = [];
  let json = false;
  for (const arg of rest) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('-')) return bad(`plan: unknown option "${arg}".`);
    else files.push(arg);
  }
  if (files.length !== 1)
    return bad(
      files.length ? `plan: one design file at a time (got ${files.length}).` : 'plan: give the design file to plan.',
    );
  return ok({ kind: 'plan', file: files[0], json });
}

function parseEvaluate(rest: readonly string[]): Parsed {
  const files: string[] = [];
  const fail: string[] = [];
  let json = false;
  let quick = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--json') json = true;
    else if (arg === '--quick') quick = true;
    else if (arg === '--fail' || arg.startsWith('--fail=')) {
      const value = arg === '--fail' ? rest[++i] : arg.slice('--fail='.length);
      if (value === undefined || value === '' || value.startsWith('--'))
        return bad('evaluate: --fail needs a component id, e.g. --fail spb.');
      fail.push(value);
    } else if (arg === '--') {
      files.push(...rest.slice(i + 1));
      break;
    } else if (arg.startsWith('-')) return bad(`evaluate: unknown option "${arg}".`);
    else files.push(arg);
  }
  if (files.length === 0) return bad('evaluate: give the design file to evaluate.');
  if (files.length > 1) return bad(`evaluate: one design file at a time (got ${files.length}).`);
  return ok({ kind: 'evaluate', file: files[0], json, quick, fail });
}
