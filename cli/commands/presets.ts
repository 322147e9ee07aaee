/**
 * `spindle presets [--json]`: the bundled reference designs, with the repository path of each
 * file and the seed document it recreates.
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
  readonly title: string;
  readonly mailboxes: number;
}

/** The preset list, in the app's order. */
export function presetListing(): PresetListing[] {
  return PRESETS.map((p) => ({
    id: p.id,
    file: `presets/${p.file}`,
    source: p.source,
    title: p.title,
    mailboxes: p.mailboxes,
  }));
}

export function presetsCommand(args: { readonly json: boolean }, io: CliIo): ExitCode {
  const list = presetListing();
  if (args.json) {
    io.out(JSON.stringify(list, null, 2) + '\n');
    return EXIT.ok;
  }
  io.out(
    textTable(
      [{ header: 'id' }, { header: 'file' }, { header: 'source' }, { header: 'title' }],
      list.map((p) => [p.id, p.file, p.source, p.title]),
    ) + '\nEvaluate one with: npm run --silent spindle -- evaluate presets/<id>.json\n',
  );
  return EXIT.ok;
}
