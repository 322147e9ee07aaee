/**
 * `npm run --silent spindle -- <command>`: the Spindle command line. See docs/cli.md.
 */
import { processIo } from './io';
import { run } from './run';

// A reader that stops early (`spindle evaluate FILE --json | head`) closes the pipe. Stop quietly
// then, as other command-line tools do, instead of dying on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
});

process.exitCode = await run(process.argv.slice(2), processIo);
