/**
 * Native menu commands (desktop) → document actions, commands and canvas view operations. The file
 * commands first commit a value still being typed in a field (`commitTyping`): a native menu, or
 * its chord, takes no focus from the page, so the field would not commit on its own before Save.
 */
import { useEffect } from 'react';

import { openPriceList } from '../../components/prices/pricesDialogState';
import type { CanvasControl } from '../../components/state/CanvasControl';
import type { Dispatcher } from '../commands/dispatch';
import type { VoidCommandId } from '../commands/registry';
import type { DocumentIo } from '../io';
import type { ExportKind } from '../io/exportKinds';
import type { DocumentActions } from './useDocumentActions';
import { commitTyping } from './useShortcuts';

const editCommands: Record<string, VoidCommandId> = {
  'edit.undo': 'undo',
  'edit.redo': 'redo',
  'edit.cut': 'cut',
  'edit.copy': 'copy',
  'edit.paste': 'paste',
  'edit.delete': 'removeSelection',
  'edit.selectAll': 'selectAll',
};

/**
 * Subscribes to the host's menu; `onAbout` opens the About box, `onExport` writes an export,
 * `onImportResult` asks for a Jetstress result report to import.
 */
export function useMenuCommands(
  io: DocumentIo,
  dispatcher: Dispatcher,
  control: CanvasControl,
  files: DocumentActions,
  onAbout: () => void,
  onExport: (kind: ExportKind) => void,
  onImportResult: () => void,
): void {
  useEffect(
    () =>
      io.onMenuCommand((id, arg) => {
        const edit = editCommands[id];
        if (edit) return void dispatcher.dispatch(edit, undefined);
        switch (id) {
          case 'file.new':
            commitTyping();
            return void files.newDocument();
          case 'file.open':
            commitTyping();
            return void files.open();
          case 'file.openRecent':
            commitTyping();
            return void (arg && files.openRecent(arg));
          case 'file.save':
            commitTyping();
            return void files.save();
          case 'file.saveAs':
            commitTyping();
            return void files.saveAs();
          case 'file.priceList':
            return openPriceList();
          case 'file.exportBomXlsx':
            return onExport('bomXlsx');
          case 'file.exportBomCsv':
            return onExport('bomCsv');
          case 'file.exportPlanCsv':
            return onExport('planCsv');
          case 'file.exportDiagramSvg':
            return onExport('diagramSvg');
          case 'file.exportDiagramPng':
            return onExport('diagramPng');
          case 'file.exportReportHtml':
            return onExport('reportHtml');
          case 'file.importJetstress':
            return onImportResult();
          case 'view.zoomIn':
            return control.zoomIn();
          case 'view.zoomOut':
            return control.zoomOut();
          case 'view.fit':
            return control.fit();
          case 'help.about':
            return onAbout();
        }
      }),
    [control, dispatcher, files, io, onAbout, onExport, onImportResult],
  );
}
