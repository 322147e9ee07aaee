/**
 * The renderer-facing API type, derived from the contract so it can never drift from it. The
 * preload (`electron/preload/buildApi.ts`) builds an object of exactly this shape and exposes it
 * as `window.api`; only `src/platform/` may use it.
 *
 * - invoke channel `design:openDialog` → `api.designOpenDialog(args?)`, resolving to
 *   `{ ok: true, value } | { ok: false, error }` (never rejecting for handler failures);
 * - event channel `menu:command` → `api.menuCommand.on(listener)`, returning an unsubscribe.
 */
import type { z } from 'zod';

import type { AppError } from '../../src/schema/errors';
import type { ApiName, ChannelName, Contract } from './contract';

/** What every invoke resolves to. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

type InvokeMethod<A extends z.ZodType, R extends z.ZodType> = A extends z.ZodVoid
  ? () => Promise<IpcResult<z.output<R>>>
  : (args: z.input<A>) => Promise<IpcResult<z.output<R>>>;

/** An event channel as the renderer sees it. */
export interface EventSubscription<P> {
  /** Calls `listener` with each payload until the returned function is called. */
  on(listener: (payload: P) => void): () => void;
}

type Member<E> = E extends { kind: 'invoke'; args: infer A extends z.ZodType; result: infer R extends z.ZodType }
  ? InvokeMethod<A, R>
  : E extends { kind: 'event'; args: infer P extends z.ZodType }
    ? EventSubscription<z.output<P>>
    : never;

/** `window.api` in the Electron renderer. */
export type SpindleApi = { readonly [K in ChannelName as ApiName<K>]: Member<Contract[K]> };

/** Payload type of an event channel, e.g. `EventPayload<'menu:command'>`. */
export type EventPayload<C extends ChannelName> = z.output<Contract[C]['args']>;
