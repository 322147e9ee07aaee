/**
 * Files dropped onto the window (parts dragged from the palette are the canvas's business and are
 * left alone): a design file opens as the document; a Jetstress result report (HTML or text) is
 * imported into the open design, beside the prediction it validates (`importJetstress`).
 */
import { useEffect } from 'react';

import type { Dispatcher } from '../commands/dispatch';
import type { DesignStore } from '../store/createDesignStore';
import type { DocumentActions } from './useDocumentActions';

const hasFiles = (e: DragEvent): boolean => Boolean(e.dataTransfer?.types.includes('Files'));

/** Jetstress writes its results as HTML; documents quoting them are text. Designs are JSON. */
export const isReportFile = (name: string): boolean => /\.(html?|txt)$/i.test(name);

/** Imports a dropped report into the current design; a file that cannot be read says so. */
async function importReport(file: File, dispatcher: Dispatcher, store: () => DesignStore): Promise<void> {
  let text: string;
  try {
    text = await file.text();
  } catch (err) {
    store().notify({
      tone: 'error',
      message: `${file.name} could not be read: ${err instanceof Error ? err.message : String(err)}`,
      hint: 'Check the file exists and you may read it. The design has not been changed.',
    });
    return;
  }
  await dispatcher.dispatch('importJetstress', { text, fileName: file.name });
}

/** Installs the window drop handler. */
export function useFileDrop(files: DocumentActions, dispatcher: Dispatcher, store: () => DesignStore): void {
  useEffect(() => {
    const over = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: DragEvent): void => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      if (isReportFile(file.name)) void importReport(file, dispatcher, store);
      else void files.openDropped(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [files, dispatcher, store]);
}
