// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CanvasControl } from '../../components/state/CanvasControl';
import { MenuCommandId } from '../../electron/ipc/contract';
import type { Dispatcher } from '../commands/dispatch';
import type { DocumentIo } from '../io';
import type { DocumentActions } from './useDocumentActions';
import { useMenuCommands } from './useMenuCommands';

const calls: string[] = [];
vi.mock('../../components/prices/pricesDialogState', () => ({ openPriceList: () => calls.push('priceList') }));

/** Mounts the hook over recording fakes and returns the menu's sender; `calls` records every action. */
function mount(): (id: string, arg?: string) => void {
  calls.length = 0;
  const record =
    (name: string) =>
    (...args: unknown[]): Promise<null> => {
      calls.push([name, ...args.filter((a) => typeof a === 'string')].join(' '));
      return Promise.resolve(null);
    };
  let send: (id: string, arg?: string) => void = () => undefined;
  const io = {
    onMenuCommand: (h: typeof send) => {
      send = h;
      return () => undefined;
    },
  } as unknown as DocumentIo;
  const dispatcher = { dispatch: record('dispatch') } as unknown as Dispatcher;
  const control = {
    zoomIn: record('zoomIn'),
    zoomOut: record('zoomOut'),
    fit: record('fit'),
  } as unknown as CanvasControl;
  const files = {
    newDocument: record('new'),
    open: record('open'),
    openRecent: record('openRecent'),
    save: record('save'),
    saveAs: record('saveAs'),
  } as unknown as DocumentActions;
  const [about, exporting, importing] = [record('about'), record('export'), record('importResult')];
  renderHook(() => useMenuCommands(io, dispatcher, control, files, about, exporting, importing));
  return (id, arg) => send(id, arg);
}

describe('useMenuCommands', () => {
  it('does something for every command id the native menu may send', () => {
    const send = mount();
    for (const id of MenuCommandId.options) {
      const before = calls.length;
      send(id, '/d/Site A.spindle.json');
      expect(calls.length, `menu command ${id}`).toBe(before + 1);
    }
  });

  it('routes the exports, the import and the price list to their actions', () => {
    const send = mount();
    for (const id of ['file.exportDiagramPng', 'file.exportReportHtml', 'file.importJetstress', 'file.priceList'])
      send(id);
    send('file.openRecent', '/d/Site A.spindle.json');
    send('edit.undo');
    expect(calls).toEqual([
      'export diagramPng',
      'export reportHtml',
      'importResult',
      'priceList',
      'openRecent /d/Site A.spindle.json',
      'dispatch undo',
    ]);
  });

  it('ignores an id it does not know', () => {
    const send = mount();
    send('view.explode');
    expect(calls).toEqual([]);
  });

  it('commits a value still being typed in a field before the file commands', () => {
    // A native menu takes no focus from the page: the field would not commit on its own.
    const send = mount();
    const field = document.createElement('input');
    const committed: string[] = [];
    field.addEventListener('blur', () => committed.push('blur'));
    document.body.append(field);
    field.focus();
    send('file.save');
    expect(committed).toEqual(['blur']);
    expect(calls).toContain('save');
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
