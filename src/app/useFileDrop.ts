/**
 * Files dropped onto the window (parts dragged from the palette are the canvas's business and are
 * left alone): a design file opens as the document; a Jetstress result report (HTML or text) is
 * imported into the open design, beside the prediction it validates; anything else (Jetstress's
 * XML result, a counter CSV) is refused with what it is and what to drop instead, before Open
 * could ask to save the current design. Which is which is told by content (`dropFile`).
 */
import { useEffect } from 'react';

import type { Dispatcher } from '../commands/dispatch';
import type { DesignStore } from '../store/createDesignStore';
import { dropFile, importReportFile } from './importReport';
import type { DocumentActions } from './useDocumentActions';

const hasFiles = (e: DragEvent): boolean => Boolean(e.dataTransfer?.types.includes('Files'));

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
      void dropFile(file, {
        openDesign: (f) => files.openDropped(f),
        importReport: (f) => importReportFile(f, dispatcher, store()),
        notify: (notice) => store().notify(notice),
      });
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [files, dispatcher, store]);
}
