/**
 * Imports what Jetstress measured on the built system into the design, beside what Spindle
 * predicted: the test's server figures become published results of the design (`meta.published`)
 * citing the report file and line, so the "Published vs predicted" tab compares them with the
 * model under the same tolerances as the presets' published figures. Undoable; importing a test
 * of the same host and kind again replaces its figures, and a report's performance and stress
 * tests of one host are kept side by side. This closes the predict-then-validate loop: plan the
 * run (`spindle plan`), run Jetstress, import its report.
 *
 * The notice says exactly what was saved: each test imported, the number format its figures were
 * read in when that was a decimal comma, and any test run with another setup than the design's
 * plan for its host (databases, target, threads), which is imported but flagged on every figure.
 */
import { parseJetstressReport } from '../jetstress/parseResult';
import { plannedSetup, setupDifferences, setupLabelNote, setupWarning, targetUnchecked } from '../jetstress/setupCheck';
import { kindSlug, matchHost, measuredFigures, mergeFigures, shortName, testWords } from '../jetstress/toPublished';
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

/** One test as saved: which host and kind (its figures' key), how the notice names it, its warning. */
interface Imported {
  readonly key: string;
  readonly text: string;
  readonly warning: string | null;
}

/** Adds (or replaces) the measured figures of every test in the report. */
export const importJetstress: Command<ImportJetstressArgs> = {
  id: 'importJetstress',
  label: 'Import Jetstress result',
  run(state, args): CommandResult {
    const parsed = parseJetstressReport(args.text);
    if (!parsed.ok)
      return refuse(
        `${args.fileName} cannot be imported as a Jetstress result: ${parsed.reason}`,
        `${parsed.hint ?? 'Import the HTML report Jetstress writes for a performance or stress test (Performance_….html).'} ${NOTHING}`,
      );
    // The plan is the engine's for the design as it is; a report of an earlier revision is not it.
    const report = state.analysis.revision === state.revision ? state.analysis.report : null;
    let published = state.doc.meta.published ?? [];
    const imported: Imported[] = [];
    const notes: string[] = [];
    for (const result of parsed.results) {
      const host = matchHost(state.doc, result, args.hostId);
      if (!host.ok) return refuse(`${args.fileName}: ${host.reason}`, `${host.hint} ${NOTHING}`);
      const who = shortName(host.host);
      const test = testWords(result);
      const plan = plannedSetup(state.doc.components, host.host, report);
      const diffs = setupDifferences(result, plan);
      const figures = measuredFigures(result, host.host, args.fileName, setupLabelNote(diffs));
      published = mergeFigures(published, figures, result.kind);
      const key = `${host.host.id}\n${kindSlug(result.kind)}`;
      // A host keeps one set of figures per kind of test: a second test of the same kind in the
      // report replaces the first, and the notice says so rather than listing both.
      const earlier = imported.findIndex((i) => i.key === key);
      if (earlier >= 0) {
        imported.splice(earlier, 1);
        notes.push(
          `The report holds more than one ${test} of ${who}; the later one (from line ${result.machine.line}) was imported, as a server keeps one set of figures per kind of test.`,
        );
      }
      imported.push({
        key,
        text: `${host.host.name} (${result.kind ?? 'Jetstress'} test, ${result.pass.value ? 'pass' : 'fail'})`,
        warning: setupWarning(diffs, who, test) ?? targetUnchecked(result, plan, who),
      });
    }
    const meta = Meta.safeParse({ ...state.doc.meta, published });
    if (!meta.success)
      return refuse(
        `${args.fileName} gave figures the design file cannot hold: ${meta.error.issues[0]?.message}`,
        NOTHING,
      );
    const { mark, evidence } = parsed;
    const format =
      mark === ',' && evidence
        ? `Its figures use a decimal comma, as ${evidence.what} ("${evidence.raw.trim()}", line ${evidence.line}) shows, and were read so.`
        : null;
    // Two tests of one host may give the same warning (a target not yet checkable): say it once.
    const warnings = [...new Set([...imported.flatMap((i) => (i.warning ? [i.warning] : [])), ...notes])];
    const tests = imported.length;
    return commit({ meta: meta.data }, tests === 1 ? 'Import Jetstress result' : `Import ${tests} Jetstress results`, {
      notice: {
        tone: warnings.length ? 'warning' : 'info',
        message: [
          `Imported what Jetstress measured on ${imported.map((i) => i.text).join(', ')} from ${args.fileName}.`,
          ...(format ? [format] : []),
          ...warnings,
        ].join(' '),
        hint: "The Published tab compares each measured figure with Spindle's prediction. Undo takes the import back.",
      },
    });
  },
};
