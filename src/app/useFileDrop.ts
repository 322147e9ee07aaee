/**
 * Files dropped onto the window (parts dragged from the palette are the canvas's business and are
 * left alone): a design file opens as the document; a Jetstress result report (HTML or text) is
 * imported into the open design, beside the prediction it validates (`importReport.ts`).
 */
import { useEffect } from 'react';

import type { Dispatcher } from '../commands/dispatch';
import type { DesignStore } from '../store/createDesignStore';
import { importReportFile, isReportFile } from './importReport';
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
      if (isReportFile(file.name)) void importReportFile(file, dispatcher, store());
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
