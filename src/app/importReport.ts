/**
 * Importing a Jetstress result report (the HTML Jetstress writes, or a text quoting it) into the
 * open design, beside the prediction it validates (the `importJetstress` command). Three ways in,
 * one path: a file dropped onto the window (`useFileDrop`), File ▸ Import Jetstress Result… and
 * the Summary tab's button (both pick the file here).
 */
import type { Dispatcher } from '../commands/dispatch';
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
