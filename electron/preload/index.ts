/**
 * Preload entry (bundled to CommonJS as dist-electron/preload.cjs: sandboxed preloads cannot load
 * ES modules). Exposes the contract-derived API as `window.api` and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';

import { buildApi } from './buildApi';

contextBridge.exposeInMainWorld('api', buildApi(ipcRenderer));
