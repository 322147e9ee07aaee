/**
 * Importing a Jetstress result report (the HTML Jetstress writes, or a text quoting it) into the
 * open design, beside the prediction it validates (the `importJetstress` command). Three ways in,
 * one path: a file dropped onto the window (`useFileDrop`, routed here by `dropFile`), File ▸
 * Import Jetstress Result… and the Summary tab's button (both pick the file here).
 */
import type { Dispatcher } from '../commands/dispatch';
import { fileKind, notAReport } from '../jetstress/fileKind';
import { pickWithInput } from '../platform/browser/files';
import type { DesignStore } from '../store/createDesignStore';

/** Jetstress writes its results as HTML; documents quoting them are text. Designs are JSON. */
export const isReportFile = (name: string): boolean => /\.(html?|txt)$/i.test(name);

/** What the file picker offers. */
export const REPORT_ACCEPT = '.html,.htm,.txt,text/html,text/plain';

/** Imports `file` into the current design; a file that cannot be read says so and changes nothing. */
export async function importReportFile(file: File, dispatcher: Dispatcher, store: DesignStore): Promise<void> {
  let text: string;
  try {
    text = await file.text();
  } catch (err) {
    store.notify({
      tone: 'error',
      message: `${file.name} could not be read: ${err instanceof Error ? err.message : String(err)}`,
      hint: 'Check the file exists and you may read it. The design has not been changed.',
    });
    return;
  }
  await dispatcher.dispatch('importJetstress', { text, fileName: file.name });
}

/** Asks for a report file and imports it; cancelling does nothing. */
export async function pickAndImportReport(doc: Document, dispatcher: Dispatcher, store: DesignStore): Promise<void> {
  const file = await pickWithInput(doc, REPORT_ACCEPT);
  if (file) await importReportFile(file, dispatcher, store);
}

/** Where a dropped file goes: opened as the design, imported as a report, or refused with why. */
export type DropRoute =
  | { readonly to: 'design' }
  | { readonly to: 'report' }
  | { readonly to: 'refuse'; readonly message: string; readonly hint: string };

/** How much of a dropped file is read to tell what it is. */
const HEAD_CHARS = 64 * 1024;

const UNTOUCHED = 'The open design has not been changed.';

/**
 * Where a file named `name` whose first characters are `head` goes. Decided by content first (a
 * design saved as .txt still opens; Jetstress's XML result is not "not valid JSON"), by name where
 * content cannot tell (a damaged .json still opens, so Open can say where it is broken). Only a
 * design goes to Open, since Open first asks to save the current design: a file that is not one
 * must never get that far.
 */
export function routeDrop(name: string, head: string): DropRoute {
  const kind = fileKind(head, name);
  if (kind === 'json') return { to: 'design' };
  if (kind === 'html' || (kind === 'text' && (isReportFile(name) || /jetstress/i.test(head)))) return { to: 'report' };
  const why = notAReport(kind, head);
  const what = why ? why.replace(/^It is /, '') : 'not a Spindle design or a Jetstress result report';
  return {
    to: 'refuse',
    message: `${name} is ${what.replace(/\.$/, '')}.`,
    hint: `Drop a design (.json) to open it, or the HTML report Jetstress writes (Performance_….html) to import its figures. ${UNTOUCHED}`,
  };
}

/** What a drop needs from the app. */
export interface DropTargets {
  readonly openDesign: (file: File) => Promise<void>;
  readonly importReport: (file: File) => Promise<void>;
  readonly notify: DesignStore['notify'];
}

/** Opens, imports or refuses a dropped `file` by what it is (`routeDrop`). */
export async function dropFile(file: File, to: DropTargets): Promise<void> {
  let head: string;
  try {
    head = await file.slice(0, HEAD_CHARS).text();
  } catch (err) {
    to.notify({
      tone: 'error',
      message: `${file.name} could not be read: ${err instanceof Error ? err.message : String(err)}`,
      hint: `Check the file exists and you may read it. ${UNTOUCHED}`,
    });
    return;
  }
  const route = routeDrop(file.name, head);
  if (route.to === 'design') await to.openDesign(file);
  else if (route.to === 'report') await to.importReport(file);
  else to.notify({ tone: 'error', message: route.message, hint: route.hint });
}
