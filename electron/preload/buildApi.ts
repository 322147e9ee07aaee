/**
 * Builds the `window.api` object from the IPC contract. Kept apart from `index.ts` (which only
 * calls `contextBridge`) so it can be tested with a fake `ipcRenderer`.
 *
 * Security: the renderer never receives `ipcRenderer` or an IPC event object (whose `sender`
 * would let it reach other channels); it gets one function per invoke channel and one `on()` per
 * event channel, nothing else. Event payloads are checked against the contract before they reach
 * the page, so a mismatch is reported here instead of surfacing as an odd UI state.
 */
import type { IpcRenderer, IpcRendererEvent } from 'electron';

import type { SpindleApi } from '../ipc/api';
import { apiName, contract } from '../ipc/contract';

/** The parts of `ipcRenderer` the API needs. */
export type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/** Creates the API object. Every channel in the contract gets exactly one member. */
export function buildApi(ipc: IpcRendererLike, log: (message: string) => void = console.error): SpindleApi {
  const api: Record<string, unknown> = {};
  for (const [channel, spec] of Object.entries(contract)) {
    if (spec.kind === 'invoke') {
      // One argument at most: main refuses calls carrying more.
      api[apiName(channel)] = (args?: unknown) => ipc.invoke(channel, args);
    } else {
      api[apiName(channel)] = {
        on(listener: (payload: unknown) => void): () => void {
          const handler = (_event: IpcRendererEvent, payload: unknown): void => {
            const parsed = spec.args.safeParse(payload);
            if (parsed.success) listener(parsed.data);
            else log(`Spindle: ignored a malformed "${channel}" message from the main process.`);
          };
          ipc.on(channel, handler);
          return () => {
            ipc.removeListener(channel, handler);
          };
        },
      };
    }
  }
  return Object.freeze(api) as unknown as SpindleApi;
}
