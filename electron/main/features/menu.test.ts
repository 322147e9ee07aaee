import type { MenuItemConstructorOptions, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';

import { ctxFor, FakeWindow } from '../../testing/fakes';
import { editHandlers, menuTemplate, setupMenu, type MenuTemplateDeps } from './menu';
import type { Recent } from './recent';

type Item = MenuItemConstructorOptions;
const submenu = (item: Item | undefined): Item[] => (Array.isArray(item?.submenu) ? item.submenu : []);

/** Every clickable item as [path, accelerator, what it sends]. */
function commands(template: Item[], sent: unknown[][]): [string, string | undefined, unknown[]][] {
  const out: [string, string | undefined, unknown[]][] = [];
  const walk = (items: Item[], prefix: string): void => {
    for (const it of items) {
      const path = `${prefix}${it.label ?? it.role ?? ''}`;
      if (it.click) {
        sent.length = 0;
        (it.click as () => void)();
        out.push([path, it.accelerator as string | undefined, sent[0] ?? []]);
      }
      walk(submenu(it), `${path} > `);
    }
  };
  walk(template, '');
  return out;
}

const recent: Recent[] = [{ path: '/d/Site A.spindle.json', name: 'Site A', openedAt: 1 }];
const deps = (over: Partial<MenuTemplateDeps> = {}, sent: unknown[][] = []): MenuTemplateDeps => ({
  isMac: false,
  recent,
  send: (...args) => sent.push(args),
  clearRecent: vi.fn(),
  devTools: false,
  ...over,
});

describe('menu template', () => {
  it('sends the right command id, with the usual accelerators, from every item', () => {
    const sent: unknown[][] = [];
    const d = deps({}, sent);
    expect(commands(menuTemplate(d), sent)).toEqual([
      ['&File > New', 'CmdOrCtrl+N', ['file.new']],
      ['&File > Open…', 'CmdOrCtrl+O', ['file.open']],
      ['&File > Open Recent > Site A', undefined, ['file.openRecent', '/d/Site A.spindle.json']],
      ['&File > Open Recent > Clear Recent', undefined, []],
      ['&File > Save', 'CmdOrCtrl+S', ['file.save']],
      ['&File > Save As…', 'CmdOrCtrl+Shift+S', ['file.saveAs']],
      ['&File > Price List…', undefined, ['file.priceList']],
      ['&File > Export Bill of Materials > Excel Workbook (.xlsx)…', undefined, ['file.exportBomXlsx']],
      ['&File > Export Bill of Materials > CSV (.csv)…', undefined, ['file.exportBomCsv']],
      ['&File > Export Jetstress Test Plan (.csv)…', undefined, ['file.exportPlanCsv']],
      ['&File > Export Diagram > SVG Image (.svg)…', undefined, ['file.exportDiagramSvg']],
      ['&File > Export Diagram > PNG Image (.png)…', undefined, ['file.exportDiagramPng']],
      ['&File > Export Design Report (.html)…', undefined, ['file.exportReportHtml']],
      ['&File > Import Jetstress Result…', undefined, ['file.importJetstress']],
      ['&Edit > Undo', 'CmdOrCtrl+Z', ['edit.undo']],
      ['&Edit > Redo', 'Ctrl+Y', ['edit.redo']],
      ['&Edit > Redo', 'Ctrl+Shift+Z', ['edit.redo']],
      ['&Edit > Cut', 'CmdOrCtrl+X', ['edit.cut']],
      ['&Edit > Copy', 'CmdOrCtrl+C', ['edit.copy']],
      ['&Edit > Paste', 'CmdOrCtrl+V', ['edit.paste']],
      ['&Edit > Delete', 'Delete', ['edit.delete']],
      ['&Edit > Select All', 'CmdOrCtrl+A', ['edit.selectAll']],
      ['&View > Zoom In', 'CmdOrCtrl+=', ['view.zoomIn']],
      ['&View > Zoom Out', 'CmdOrCtrl+-', ['view.zoomOut']],
      ['&View > Fit to Window', 'CmdOrCtrl+0', ['view.fit']],
      ['&Help > About Spindle', undefined, ['help.about']],
    ]);
    expect(d.clearRecent).toHaveBeenCalledTimes(1);
  });

  it('has Quit in the File menu, and a disabled placeholder when there are no recent designs', () => {
    const t = menuTemplate(deps({ recent: [] }));
    expect(submenu(t[0]).at(-1)).toMatchObject({ role: 'quit' });
    const openRecent = submenu(t[0]).find((i) => i.label === 'Open Recent');
    expect(submenu(openRecent).map((i) => [i.label, i.enabled])).toEqual([
      ['No Recent Designs', false],
      [undefined, undefined],
      ['Clear Recent', false],
    ]);
  });

  it('follows macOS conventions: app menu with About and Quit, Cmd+Shift+Z redo, window menu', () => {
    const sent: unknown[][] = [];
    const t = menuTemplate(deps({ isMac: true }, sent));
    expect(t.map((i) => i.label ?? i.role)).toEqual(['Spindle', '&File', '&Edit', '&View', 'windowMenu', '&Help']);
    expect(submenu(t[0]).at(-1)).toMatchObject({ role: 'quit' });
    expect(submenu(t[1]).some((i) => i.role === 'quit')).toBe(false);
    expect(commands(t, sent)).toContainEqual(['&Edit > Redo', 'Cmd+Shift+Z', ['edit.redo']]);
  });

  it('offers developer tools only when asked', () => {
    const view = (devTools: boolean) => submenu(menuTemplate(deps({ devTools }))[2]).map((i) => i.role);
    expect(view(false)).not.toContain('toggleDevTools');
    expect(view(true)).toContain('toggleDevTools');
  });
});

describe('setupMenu', () => {
  it('installs the menu and rebuilds it when the recent list changes', () => {
    let onChange: (() => void) | undefined;
    const Menu = { buildFromTemplate: vi.fn((t: Item[]) => t), setApplicationMenu: vi.fn() };
    const list = vi.fn(() => [] as Recent[]);
    setupMenu({
      Menu: Menu as never,
      recent: { list, clear: vi.fn(), onChange: (l) => (onChange = l as () => void) },
      isMac: false,
      devTools: false,
      send: vi.fn(),
      log: vi.fn(),
    });
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    list.mockReturnValue(recent);
    onChange?.();
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
    const fileMenu = (Menu.buildFromTemplate.mock.calls[1]?.[0] ?? [])[0];
    expect(JSON.stringify(fileMenu)).toContain('Site A');
  });
});

describe('edit:native', () => {
  it('runs the native text operation on the sender', async () => {
    const sender = { copy: vi.fn(), paste: vi.fn() };
    const r = await editHandlers()['edit:native'](
      { action: 'paste' },
      ctxFor(new FakeWindow(), sender as unknown as WebContents),
    );
    expect(r).toEqual({ ok: true, value: null });
    expect(sender.paste).toHaveBeenCalledTimes(1);
    expect(sender.copy).not.toHaveBeenCalled();
  });
});
