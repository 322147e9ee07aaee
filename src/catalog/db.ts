/**
 * The catalog's SQL: an in-memory sql.js database built at open from the reviewable JSON sources and
 * the user's custom parts. This is the only module in the app that writes SQL; every query runs
 * through a statement prepared once.
 */
import initSqlJs from 'sql.js';

import { type CatalogPart, type Citation, PartKind } from '../schema/catalog';

type SqlJs = Awaited<ReturnType<typeof initSqlJs>>;
type Database = InstanceType<SqlJs['Database']>;
type Statement = ReturnType<Database['prepare']>;
type Row = Record<string, number | string | Uint8Array | null>;

const SCHEMA = `
CREATE TABLE parts (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  kind_order INTEGER NOT NULL,
  vendor TEXT NOT NULL,
  model TEXT NOT NULL,
  part_number TEXT NOT NULL,
  list_price_usd REAL,
  summary TEXT NOT NULL,
  specs_json TEXT NOT NULL,
  source_json TEXT NOT NULL,
  custom INTEGER NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX parts_kind ON parts (kind_order, vendor COLLATE NOCASE, model COLLATE NOCASE);
CREATE INDEX parts_custom ON parts (custom);
`;

const ORDER = 'ORDER BY kind_order, vendor COLLATE NOCASE, model COLLATE NOCASE, id';
const COLUMNS = 'id, kind, vendor, model, part_number, list_price_usd, summary, specs_json, source_json, custom';

let sqlJs: Promise<SqlJs> | undefined;
let sqlJsLocator: (() => string) | undefined;

/** Loads sql.js once per wasm locator (Node finds its wasm by itself; browsers pass a URL). */
function loadSqlJs(locateSqlWasm?: () => string): Promise<SqlJs> {
  if (!sqlJs || sqlJsLocator !== locateSqlWasm) {
    sqlJsLocator = locateSqlWasm;
    sqlJs = initSqlJs(locateSqlWasm ? { locateFile: () => locateSqlWasm() } : undefined);
  }
  return sqlJs;
}

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Words a part is also found by, for an abbreviation its summary uses: an engineer types "fibre
 * channel" (or "fiber") where the catalog writes "FC", and found nothing.
 */
const ALIASES: readonly { readonly word: RegExp; readonly also: string }[] = [
  { word: /\bfc\b/, also: 'fibre channel fiber' },
];

/** The lower-case text a part is searched in: vendor, model, part number, summary and aliases. */
function searchTextOf(p: Pick<CatalogPart, 'vendor' | 'model' | 'partNumber' | 'summary'>): string {
  const text = [p.vendor, p.model, p.partNumber, p.summary].join('\n').toLowerCase();
  const also = ALIASES.filter((a) => a.word.test(text)).map((a) => a.also);
  return also.length ? `${text}\n${also.join('\n')}` : text;
}

/** More words than this in a search are ignored (one LIKE clause each). */
const MAX_WORDS = 8;

/** The words of a search, each of which must appear (in any order): `emc 450` finds the CX4 DAE. */
function searchWords(search: string | null): string[] {
  return (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

function toPart(r: Row): CatalogPart {
  return {
    id: String(r.id),
    kind: PartKind.parse(r.kind),
    vendor: String(r.vendor),
    model: String(r.model),
    partNumber: String(r.part_number),
    listPriceUsd: r.list_price_usd === null ? null : Number(r.list_price_usd),
    summary: String(r.summary),
    specs: JSON.parse(String(r.specs_json)) as Record<string, unknown>,
    source: JSON.parse(String(r.source_json)) as Citation,
    custom: r.custom === 1,
  };
}

/** Typed access to the parts table. Rows going in must already be validated. */
export interface PartsTable {
  insert(part: CatalogPart): void;
  delete(id: string): boolean;
  get(id: string): CatalogPart | undefined;
  /**
   * Filtered by kind and a search: every word of it (case-insensitive, any order) must be found in
   * the vendor, model, part number, summary or their aliases (`FC` is also "fibre channel").
   */
  list(kind: PartKind | null, search: string | null): CatalogPart[];
  custom(): CatalogPart[];
  kindCounts(): { kind: PartKind; count: number }[];
}

/** Creates the in-memory database and its prepared statements. */
export async function openPartsTable(locateSqlWasm?: () => string): Promise<PartsTable> {
  const SQL = await loadSqlJs(locateSqlWasm);
  const db: Database = new SQL.Database();
  db.run(SCHEMA);

  const insertStmt = db.prepare(
    `INSERT INTO parts (${COLUMNS}, kind_order, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteStmt = db.prepare('DELETE FROM parts WHERE id = ? AND custom = 1');
  const getStmt = db.prepare(`SELECT ${COLUMNS} FROM parts WHERE id = ?`);
  // One statement per number of search words (0..MAX_WORDS), each word one LIKE clause.
  const listStmts = Array.from({ length: MAX_WORDS + 1 }, (_, n) =>
    db.prepare(
      `SELECT ${COLUMNS} FROM parts WHERE (?1 IS NULL OR kind = ?1)${Array.from(
        { length: n },
        (_, i) => ` AND search_text LIKE ?${i + 2} ESCAPE '\\'`,
      ).join('')} ${ORDER}`,
    ),
  );
  const customStmt = db.prepare(`SELECT ${COLUMNS} FROM parts WHERE custom = 1 ${ORDER}`);
  const countStmt = db.prepare('SELECT kind, COUNT(*) AS n FROM parts GROUP BY kind ORDER BY MIN(kind_order)');
  const changesStmt = db.prepare('SELECT changes() AS n');

  const all = (stmt: Statement, params: (string | null)[] = []): Row[] => {
    stmt.bind(params);
    const rows: Row[] = [];
    try {
      while (stmt.step()) rows.push(stmt.getAsObject() as Row);
    } finally {
      stmt.reset();
    }
    return rows;
  };

  return {
    insert(p) {
      const searchText = searchTextOf(p);
      insertStmt.run([
        p.id,
        p.kind,
        p.vendor,
        p.model,
        p.partNumber,
        p.listPriceUsd,
        p.summary,
        JSON.stringify(p.specs),
        JSON.stringify(p.source),
        p.custom ? 1 : 0,
        PartKind.options.indexOf(p.kind),
        searchText,
      ]);
    },
    delete(id) {
      deleteStmt.run([id]);
      return Number(all(changesStmt)[0]?.n ?? 0) > 0;
    },
    get(id) {
      const [row] = all(getStmt, [id]);
      return row ? toPart(row) : undefined;
    },
    list(kind, search) {
      const words = searchWords(search);
      return all(listStmts[words.length], [kind, ...words.map(likeContains)]).map(toPart);
    },
    custom() {
      return all(customStmt).map(toPart);
    },
    kindCounts() {
      return all(countStmt).map((r) => ({ kind: PartKind.parse(r.kind), count: Number(r.n) }));
    },
  };
}
