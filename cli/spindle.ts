/**
 * `npm run --silent spindle -- <command>`: the Spindle command line. See docs/cli.md.
 */
import { processIo } from './io';
import { run } from './run';

process.exitCode = await run(process.argv.slice(2), processIo);
