// Type of the one Vite asset import in the catalog, so that the Node type-check (which has no
// `vite/client` types) accepts browserWasm.ts too.
declare module 'sql.js/dist/sql-wasm-browser.wasm?url' {
  const url: string;
  export default url;
}
