/**
 * Where the CLI writes. Commands never touch `process` directly, so tests can run them in-process
 * and read what they printed.
 */
export interface CliIo {
  /** Writes to standard output (the caller adds newlines). */
  out(text: string): void;
  /** Writes to standard error (the caller adds newlines). */
  err(text: string): void;
  /** Directory relative paths are resolved against. */
  readonly cwd: string;
}

/**
 * Exit codes: evaluated (pass or fail), engine error, bad usage or bad file, and a design the
 * engine evaluated and reports as not valid (`valid: false`: it cannot evaluate the design as
 * drawn; the report, printed as usual, says why in its findings). Stable: scripts test them.
 */
export const EXIT = { ok: 0, engine: 1, usage: 2, invalid: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The real terminal. */
export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  cwd: process.cwd(),
};

/** An in-memory sink for tests: everything printed, per stream. */
export function memoryIo(cwd: string): CliIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    cwd,
    stdout: () => out,
    stderr: () => err,
  };
}
