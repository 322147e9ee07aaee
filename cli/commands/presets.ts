/**
 * `spindle presets [--json]`: the bundled reference designs, with the repository path of each
 * file and the document it recreates. The table names that document by its title, as the app's
 * start screen does; `--json` keeps its seed file name (`source`) for scripts, beside the title.
 */
import { PRESETS } from '../../presets/index';
import { textTable } from '../format/table';
import { type CliIo, EXIT, type ExitCode } from '../io';

/** One preset as the CLI lists it. */
export interface PresetListing {
  readonly id: string;
  /** Path relative to the repository root, e.g. `presets/xiv-2810.json`. */
  readonly file: string;
  /** Seed document file name the preset recreates. */
  readonly source: string;
  /** That document's title, as a customer would know it. */
  readonly sourceTitle: string;
  readonly title: string;
  readonly mailboxes: number;
}

/** The preset list, in the app's order. */
export function presetListing(): PresetListing[] {
  return PRESETS.map((p) => ({
    id: p.id,
    file: `presets/${p.file}`,
    source: p.source,
    sourceTitle: p.sourceTitle,
    title: p.title,
    mailboxes: p.mailboxes,
  }));
}

/**
 * The table: id, file and title, and under the title the document the preset recreates, by its
 * title (a seed file name such as `000_fc78f8ddc2922753.txt` meant nothing to a reader).
 */
export function presetTable(list: readonly PresetListing[]): string {
  return textTable(
    [{ header: 'id' }, { header: 'file' }, { header: 'title (and the document it recreates)' }],
    list.flatMap((p) => [
      [p.id, p.file, p.title],
      ['', '', `  recreates: ${p.sourceTitle}`],
    ]),
  );
}

export function presetsCommand(args: { readonly json: boolean }, io: CliIo): ExitCode {
  const list = presetListing();
  if (args.json) {
    io.out(JSON.stringify(list, null, 2) + '\n');
    return EXIT.ok;
  }
  io.out(presetTable(list) + '\nEvaluate one with: npm run --silent spindle -- evaluate presets/<id>.json\n');
  return EXIT.ok;
}
