/**
 * Test helpers for main-process code: a valid design text, temporary folders, and small fakes of
 * Electron objects. Test-only (imported from `*.test.ts` files, never from app code).
 */
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserWindow, IpcMainInvokeEvent, WebContents } from 'electron';

import { serializeDesign } from '../../src/schema/load';
import { defaultWorkload } from '../../src/schema/workload';
import type { HandlerContext } from '../main/ipc';

/** Serialized minimal valid design titled `title`. */
export function designText(title = 'Test design'): string {
  return serializeDesign({
    format: 'spindle.design',
    version: 1,
    app: { name: 'Spindle', version: '0.1.0' },
    meta: { title },
    workload: defaultWorkload,
    components: [],
    links: [],
    layout: {},
  });
}

/** Creates a temporary folder; `cleanup` removes it. */
export async function tempFolder(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'spindle-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A fake window: an event emitter recording title changes, closes and sent events. */
export class FakeWindow extends EventEmitter {
  title = '';
  closed = 0;
  documentEdited = false;
  destroyed = false;
  sent: { channel: string; payload: unknown }[] = [];
  readonly webContents = Object.assign(new EventEmitter(), {
    send: (channel: string, payload: unknown) => this.sent.push({ channel, payload }),
  });
  setTitle(t: string): void {
    this.title = t;
  }
  setDocumentEdited(e: boolean): void {
    this.documentEdited = e;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Emits `close` like Electron: returns whether a listener prevented it. */
  close(): boolean {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (!prevented) this.closed++;
    return !prevented;
  }
  asWindow(): BrowserWindow {
    return this as unknown as BrowserWindow;
  }
}

/** Handler context for a fake window. */
export function ctxFor(win: FakeWindow, sender: Partial<WebContents> = {}): HandlerContext {
  return { window: win.asWindow(), sender: sender as WebContents };
}

/** A fake invoke event from `sender`, whose frame shows `url` (top frame unless `parent`). */
export function invokeEvent(sender: object, url: string | null, parent: object | null = null): IpcMainInvokeEvent {
  return { sender, senderFrame: url === null ? null : { url, parent } } as unknown as IpcMainInvokeEvent;
}

/** Lets pending promise callbacks run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
