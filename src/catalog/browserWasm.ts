/**
 * The sql.js wasm URL for browser builds (Vite emits the file as an asset). Kept apart from the rest
 * of the catalog so that Node and Vitest code paths never import a `?url` asset.
 *
 * Usage in the renderer: `openCatalog({ locateSqlWasm: locateBrowserSqlWasm })`.
 */
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

/** URL of `sql-wasm-browser.wasm`, the wasm that the browser build of sql.js loads. */
export function locateBrowserSqlWasm(): string {
  return sqlWasmUrl;
}
