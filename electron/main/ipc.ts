/**
 * Registers one `ipcMain.handle` per invoke channel of the contract, and sends typed events.
 *
 * Every request goes through the same gate before its handler runs:
 * 1. the sender must be the top frame of one of the app's own windows, showing the app's own URL
 *    (refuses sub-frames, `<webview>`s, devtools extensions and any page that navigated away);
 * 2. exactly one argument, parsed with the channel's Zod schema (the renderer is untrusted);
 * 3. the handler's failures become coded errors, worded for what the channel was doing (a full
 *    disk while writing the recovery copy is not "The design could not be saved"). Nothing is ever
 *    thrown across IPC: the reply is always `{ ok: true, value } | { ok: false, error }`;
 * 4. the reply is parsed with the channel's reply schema (`replySchema`) before it is sent, so a
 *    handler that drifts from the contract answers a coded `ipc/failed`, not a value the
 *    renderer would take on trust.
 */
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { z } from 'zod';

import { appError, type AppError, type Result } from '../../src/schema/errors';
import { contract, replySchema, type Contract, type EventChannel, type InvokeChannel } from '../ipc/contract';
import { describeFsError } from './files';

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
  const replyShape = replySchema(channel);
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
    let reply: unknown;
    try {
      reply = await handler(parsed.data as never, { window, sender: event.sender });
    } catch (err) {
      log(`Handler for "${channel}" failed: ${err instanceof Error ? err.message : String(err)}`);
      return { ok: false, error: thrownError(channel, describeFsError(err)) };
    }
    const checked = replyShape.safeParse(reply);
    if (checked.success) return checked.data as Result<unknown>;
    const where = checked.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(reply)'}: ${i.message}`)
      .join('; ');
    log(`Handler for "${channel}" answered outside the contract: ${where}`);
    return {
      ok: false,
      error: appError('ipc/failed', { channel, reason: `its answer did not match the contract (${where})` }),
    };
  };
}

/** What a channel was doing, for the error of a handler that threw (see `thrownError`). */
const SETTINGS: Partial<Record<InvokeChannel, string>> = {
  'recent:list': 'the recent files list',
  'recent:add': 'the recent files list',
  'recent:clear': 'the recent files list',
  'autosave:read': 'the recovery copy of your design',
  'compare:read': 'the kept Compare candidates',
  'compare:write': 'the kept Compare candidates',
  'customParts:load': 'your custom parts',
  'customParts:save': 'your custom parts',
};

/**
 * The coded error of a handler that threw, worded for its channel. The contract's `failCode` is
 * about the design file (`file/write-failed`: "The design could not be saved"), which misled
 * when the recovery copy, the custom parts, the Compare list or the recent list failed.
 */
export function thrownError(channel: InvokeChannel, reason: string): AppError {
  if (channel === 'autosave:write') return appError('autosave/write-failed', { reason });
  if (channel === 'autosave:clear') return appError('autosave/clear-failed', { reason });
  const what = SETTINGS[channel];
  if (what !== undefined) {
    const writes = contract[channel].failCode === 'file/write-failed';
    return appError(writes ? 'settings/write-failed' : 'settings/read-failed', { what, reason });
  }
  const code = contract[channel].failCode;
  // A failure of no file at all (the window's state, a native edit) is not a bad argument.
  if (code === 'ipc/bad-arguments') return appError('ipc/failed', { channel, reason });
  return appError(code, { reason, channel, details: reason });
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
