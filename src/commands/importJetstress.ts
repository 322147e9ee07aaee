/**
 * Imports what Jetstress measured on the built system into the design, beside what Spindle
 * predicted: the test's server figures become published results of the design (`meta.published`)
 * citing the report file and line, so the "Published vs predicted" tab compares them with the
 * model under the same tolerances as the presets' published figures. Undoable; importing a test
 * of the same host again replaces its figures. This closes the predict-then-validate loop: plan
 * the run (`spindle plan`), run Jetstress, import its report.
 */
import { parseJetstressReport } from '../jetstress/parseResult';
import { matchHost, measuredFigures, mergeFigures } from '../jetstress/toPublished';
import { Meta } from '../schema/provenance';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `importJetstress`: the report's text and its file name (cited by each figure). */
export interface ImportJetstressArgs {
  readonly text: string;
  readonly fileName: string;
  /** The server or VM the test ran on, when its name does not start with the machine name. */
  readonly hostId?: string;
}

const NOTHING = 'Nothing was changed.';

/** Adds (or replaces) the measured figures of every test in the report. */
export const importJetstress: Command<ImportJetstressArgs> = {
  id: 'importJetstress',
  label: 'Import Jetstress result',
  run(state, args): CommandResult {
    const parsed = parseJetstressReport(args.text);
    if (!parsed.ok)
      return refuse(
        `${args.fileName} cannot be imported as a Jetstress result: ${parsed.reason}`,
        `Import the HTML report Jetstress writes for a performance or stress test (Performance_….html). ${NOTHING}`,
      );
    let published = state.doc.meta.published ?? [];
    const hosts: string[] = [];
    for (const result of parsed.results) {
      const host = matchHost(state.doc, result, args.hostId);
      if (!host.ok) return refuse(`${args.fileName}: ${host.reason}`, `${host.hint} ${NOTHING}`);
      published = mergeFigures(published, measuredFigures(result, host.host, args.fileName));
      hosts.push(`${host.host.name} (${result.kind ?? 'Jetstress'} test, ${result.pass.value ? 'pass' : 'fail'})`);
    }
    const meta = Meta.safeParse({ ...state.doc.meta, published });
    if (!meta.success)
      return refuse(
        `${args.fileName} gave figures the design file cannot hold: ${meta.error.issues[0]?.message}`,
        NOTHING,
      );
    const tests = parsed.results.length;
    return commit({ meta: meta.data }, tests === 1 ? 'Import Jetstress result' : `Import ${tests} Jetstress results`, {
      notice: {
        tone: 'info',
        message: `Imported what Jetstress measured on ${hosts.join(', ')} from ${args.fileName}.`,
        hint: "The Published tab compares each measured figure with Spindle's prediction. Undo takes the import back.",
      },
    });
  },
};
