// `npm run build`: builds everything from scratch, whatever the stamps say: the engine (WASM),
// the renderer (dist/) and the Electron bundles (dist-electron/). `npm start` and `npm test`
// build incrementally through scripts/setup.mjs instead.
import { main, setup } from './setup.mjs';

await main(() => setup({ force: true }));
