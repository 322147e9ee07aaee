/**
 * Opening a design by dropping its file onto the window (parts dragged from the palette are the
 * canvas's business and are left alone).
 */
import { useEffect } from 'react';

import type { DocumentActions } from './useDocumentActions';

const hasFiles = (e: DragEvent): boolean => Boolean(e.dataTransfer?.types.includes('Files'));

/** Installs the window drop handler. */
export function useFileDrop(files: DocumentActions): void {
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
      if (file) void files.openDropped(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [files]);
}
