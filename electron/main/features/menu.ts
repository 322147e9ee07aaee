/**
 * The native application menu. Items do nothing themselves: each sends a `menu:command` event
 * with a command id, and the renderer runs the command (the same one its toolbar runs). The only
 * exceptions are OS-level actions with no document meaning: Quit, Clear Recent, and on macOS the
 * standard app and window menus.
 *
 * Edit commands and text fields: the menu always sends `edit.cut` & co. The renderer's platform
 * layer decides: if a text field has focus it asks main for the native operation (`edit:native`,
 * performed by `webContents.cut()` etc.), otherwise it runs the canvas command. Keys a text field
 * handles itself (Ctrl+C in an input on Windows/Linux) never reach the menu, so nothing runs twice.
 */
import type { Menu, MenuItemConstructorOptions } from 'electron';

import type { MenuCommandId } from '../../ipc/contract';
import type { InvokeHandlers } from '../ipc';
import type { Recent, RecentStore } from './recent';

/** What the menu template needs. */
export interface MenuTemplateDeps {
  isMac: boolean;
  /** Newest first. */
  recent: readonly Recent[];
  /** Sends `menu:command` to the focused app window. */
  send: (id: MenuCommandId, arg?: string) => void;
  clearRecent: () => void;
  /** Adds View ▸ Toggle Developer Tools (development runs only). */
  devTools: boolean;
}

/** Builds the menu template (pure; tested item by item). */
export function menuTemplate(deps: MenuTemplateDeps): MenuItemConstructorOptions[] {
  const cmd = (label: string, id: MenuCommandId, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => deps.send(id),
  });
  const recentItems: MenuItemConstructorOptions[] = deps.recent.length
    ? deps.recent.map((r) => ({
        label: r.name,
        sublabel: r.path,
        toolTip: r.path,
        click: () => deps.send('file.openRecent', r.path),
      }))
    : [{ label: 'No Recent Designs', enabled: false }];

  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      cmd('New', 'file.new', 'CmdOrCtrl+N'),
      cmd('Open…', 'file.open', 'CmdOrCtrl+O'),
      {
        label: 'Open Recent',
        submenu: [
          ...recentItems,
          { type: 'separator' },
          { label: 'Clear Recent', enabled: deps.recent.length > 0, click: deps.clearRecent },
        ],
      },
      { type: 'separator' },
      cmd('Save', 'file.save', 'CmdOrCtrl+S'),
      cmd('Save As…', 'file.saveAs', 'CmdOrCtrl+Shift+S'),
      { type: 'separator' },
      // The design's own unit prices, which the bill of materials, the report and Compare read.
      cmd('Price List…', 'file.priceList'),
      {
        label: 'Export Bill of Materials',
        submenu: [cmd('Excel Workbook (.xlsx)…', 'file.exportBomXlsx'), cmd('CSV (.csv)…', 'file.exportBomCsv')],
      },
      cmd('Export Jetstress Test Plan (.csv)…', 'file.exportPlanCsv'),
      {
        label: 'Export Diagram',
        submenu: [cmd('SVG Image (.svg)…', 'file.exportDiagramSvg'), cmd('PNG Image (.png)…', 'file.exportDiagramPng')],
      },
      cmd('Export Design Report (.html)…', 'file.exportReportHtml'),
      { type: 'separator' },
      // The other half of the test plan's loop: what the run measured, beside the prediction.
      cmd('Import Jetstress Result…', 'file.importJetstress'),
      // Quit closes every window through its unsaved-changes prompt (see documentState.ts).
      ...(deps.isMac
        ? []
        : [{ type: 'separator' } as const, { role: 'quit', label: 'Quit', accelerator: 'Ctrl+Q' } as const]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      cmd('Undo', 'edit.undo', 'CmdOrCtrl+Z'),
      cmd('Redo', 'edit.redo', deps.isMac ? 'Cmd+Shift+Z' : 'Ctrl+Y'),
      // The platform's other usual Redo key, hidden so the menu lists one.
      {
        ...cmd('Redo', 'edit.redo', deps.isMac ? 'Cmd+Y' : 'Ctrl+Shift+Z'),
        visible: false,
        acceleratorWorksWhenHidden: true,
      },
      { type: 'separator' },
      cmd('Cut', 'edit.cut', 'CmdOrCtrl+X'),
      cmd('Copy', 'edit.copy', 'CmdOrCtrl+C'),
      cmd('Paste', 'edit.paste', 'CmdOrCtrl+V'),
      cmd('Delete', 'edit.delete', 'Delete'),
      { type: 'separator' },
      cmd('Select All', 'edit.selectAll', 'CmdOrCtrl+A'),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      cmd('Zoom In', 'view.zoomIn', 'CmdOrCtrl+='),
      cmd('Zoom Out', 'view.zoomOut', 'CmdOrCtrl+-'),
      cmd('Fit to Window', 'view.fit', 'CmdOrCtrl+0'),
      ...(deps.devTools ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };
  const help: MenuItemConstructorOptions = {
    label: '&Help',
    role: 'help',
    submenu: [cmd('About Spindle', 'help.about')],
  };

  if (!deps.isMac) return [file, edit, view, help];
  const appMenu: MenuItemConstructorOptions = {
    label: 'Spindle',
    submenu: [
      cmd('About Spindle', 'help.about'),
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit', label: 'Quit Spindle' },
    ],
  };
  return [appMenu, file, edit, view, { role: 'windowMenu' }, help];
}

/** What `setupMenu` needs. */
export interface MenuDeps extends Omit<MenuTemplateDeps, 'recent' | 'clearRecent'> {
  Menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
  recent: Pick<RecentStore, 'list' | 'clear' | 'onChange'>;
  log: (message: string) => void;
}

/** Installs the application menu and rebuilds it whenever the recent list changes. */
export function setupMenu(deps: MenuDeps): void {
  const install = (): void => {
    const template = menuTemplate({
      ...deps,
      recent: deps.recent.list(),
      clearRecent: () => {
        deps.recent.clear().catch((err: unknown) => deps.log(`Could not clear the recent list: ${String(err)}`));
      },
    });
    deps.Menu.setApplicationMenu(deps.Menu.buildFromTemplate(template));
  };
  deps.recent.onChange(install);
  install();
}

/** IPC handler for `edit:native`: runs a text-editing operation in the sender's focused field. */
export function editHandlers(): Pick<InvokeHandlers, 'edit:native'> {
  return {
    'edit:native': async ({ action }, { sender }) => {
      sender[action]();
      return { ok: true, value: null };
    },
  };
}
