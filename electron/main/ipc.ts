/**
 * Registers one `ipcMain.handle` per invoke channel of the contract, and sends typed events.
 *
 * Every request goes through the same gate before its handler runs:
 * 1. the sender must be the top frame of one of the app's own windows, showing the app's own URL
 *    (refuses sub-frames, `<webview>`s, devtools extensions and any page that navigated away);
 * 2. exactly one argument, parsed with the channel's Zod schema (the renderer is untrusted);
 * 3. the handler's failures become coded errors. Nothing is ever thrown across IPC: the reply is
 *    always `{ ok: true, value } | { ok: false, error }`.
 */
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { z } from 'zod';

import { appError, type Result } from '../../src/schema/errors';
import { contract, type Contract, type EventChannel, type InvokeChannel } from '../ipc/contract';

/** What a handler learns about the caller (already checked). */
export interface HandlerContext {
  /** The app window that sent the request (dialogs are attached to it). */
  readonly window: BrowserWindow;
  /** Its web contents (for native edit operations). */
  readonly sender: WebContents;
}

/** One handler per invoke channel; the compiler insists every channel has one. */
export type InvokeHandlers = {
  [K in InvokeChannel]: (
    args: z.output<Contract[K]['args']>,
    ctx: HandlerContext,
  ) => Promise<Result<z.input<Contract[K]['result']>>>;
};

/** How the sender check recognises the app's own windows and pages. */
export interface SenderCheck {
  windowFromContents(contents: WebContents): BrowserWindow | null;
  isAppWindow(window: BrowserWindow): boolean;
  isAppUrl(url: string): boolean;
}

/** Returns the app window behind `event`, or `null` when the sender must be refused. */
export function trustedWindow(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  check: SenderCheck,
): BrowserWindow | null {
  const window = check.windowFromContents(event.sender);
  if (!window || !check.isAppWindow(window)) return null;
  const frame = event.senderFrame;
  // Only the window's top frame, and only while it shows the app (not a page it was lured to).
  if (!frame || frame.parent !== null || !check.isAppUrl(frame.url)) return null;
  return window;
}

/** Wraps one handler in the sender check, argument parsing and error mapping. */
export function guardHandler<K extends InvokeChannel>(
  channel: K,
  handler: InvokeHandlers[K],
  check: SenderCheck,
  log: (message: string) => void,
): (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<Result<unknown>> {
  const spec = contract[channel];
  return async (event, ...args) => {
    const window = trustedWindow(event, check);
    if (!window) {
      log(`Refused "${channel}" from a sender that is not the app window (${event.senderFrame?.url ?? 'no frame'}).`);
      return { ok: false, error: appError('ipc/foreign-sender') };
    }
    if (args.length > 1) {
      return {
        ok: false,
        error: appError('ipc/bad-arguments', { channel, details: `expected one argument, got ${args.length}` }),
      };
    }
    const parsed = spec.args.safeParse(args[0]);
    if (!parsed.success) {
      const details = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(argument)'}: ${i.message}`)
        .join('; ');
      return { ok: false, error: appError('ipc/bad-arguments', { channel, details }) };
    }
    try {
      return await handler(parsed.data as never, { window, sender: event.sender });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log(`Handler for "${channel}" failed: ${reason}`);
      return { ok: false, error: appError(spec.failCode, { reason, channel, details: reason }) };
    }
  };
}

/** Registers every invoke channel of the contract with its handler. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: InvokeHandlers,
  check: SenderCheck,
  log: (message: string) => void,
): void {
  for (const [channel, spec] of Object.entries(contract)) {
    if (spec.kind !== 'invoke') continue;
    const name = channel as InvokeChannel;
    ipcMain.handle(name, guardHandler(name, handlers[name], check, log));
  }
}

/** Sends an event to a window's renderer, after checking the payload against the contract. */
export function sendEvent<K extends EventChannel>(
  window: Pick<BrowserWindow, 'webContents' | 'isDestroyed'>,
  channel: K,
  payload: z.input<Contract[K]['args']>,
): void {
  const parsed = contract[channel].args.parse(payload);
  if (!window.isDestroyed()) window.webContents.send(channel, parsed);
}
