/**
 * A database card's detail line: its mailboxes and the LUNs its database and log files are on.
 * The card is 200 px wide (src/store/geometry.ts; the presets' saved layouts depend on it), about
 * 178 px of 11-px text, and whole LUN names do not fit ("750 mailboxes · DB on Fuji18 E:
 * /vol/fv2_sgdata/srv2_sg1data.lun (100 GB) · logs on …"). So the card names each LUN by what
 * tells it apart from the server's other LUNs, and the tooltip gives the whole names:
 *
 * - a LUN whose name starts with a Windows drive letter is that letter, which is unique on its
 *   server: "2,000 mailboxes · DB E: · logs J:";
 * - otherwise its name without the server words it shares with the database or its host and
 *   without its description (`shortLunName`); a DB and a log LUN named alike but for their role
 *   word are said once: "MBX1 DB LUN 1" and "MBX1 log LUN 1" → "DB/log LUN 1".
 *
 * The LUN part is drawn whole before the mailbox count gives way (`keepFrom`), and the count
 * itself, a number, is never cut: only the word "mailboxes" after it (NodeParts.tsx `DetailLine`,
 * the diagram's `fitKept`).
 */
import type { Component } from '../../src/schema/components';
import { fileLunName, indexComponents } from '../../src/store/designIndex';
import type { DesignDoc } from '../../src/store/types';
import { fmtCount } from '../format';
import { nameParts } from './nameParts';

/**
 * A LUN's name as a database card's detail line gives it, where about 28 characters fit (see
 * `databaseDetail`): without its description ("(5 TB)", nameParts.ts) and without the leading
 * words it shares with the database's name or with its host's (`hosts`, the server or VM the
 * database is on and that VM's server), which name their server: "XIV30 E: DB1 (5 TB)" on "XIV30
 * DB1" → "E: DB1"; "MBX1 DB LUN 1" for database "DB01" on server "MBX1" → "DB LUN 1". The LUN's
 * own card and tooltip carry the whole name.
 */
export function shortLunName(lun: string, database: string, hosts: readonly string[] = []): string {
  const { head, tail } = nameParts(lun);
  const words = (head + tail).split(' ');
  // The most leading words shared with any of the names, always leaving the LUN one word.
  const sharedWith = (name: string): number => {
    const own = name.split(' ');
    let shared = 0;
    while (shared < words.length - 1 && words[shared] === own[shared]) shared++;
    return shared;
  };
  const shared = Math.max(sharedWith(database), ...hosts.map(sharedWith));
  return words.slice(shared).join(' ');
}

/** A database's detail line, as drawn and as its tooltip says it. */
export interface DatabaseDetail {
  /** The line drawn on the card. */
  readonly text: string;
  /** Index in `text` where the part kept whole starts (the LUNs); `text.length` when none. */
  readonly keepFrom: number;
  /** The whole line with the LUNs' whole names, for the tooltip. */
  readonly title: string;
}

/** Words that say a LUN holds database files or logs (its role, said by the card's "DB"/"logs"). */
const roleWord = { dbFile: /^(db|dbs|database|databases|data)$/i, logFile: /^(log|logs)$/i } as const;

/** A Windows drive letter with its colon at the start of a name ("E: DB1" → "E:"). */
const DRIVE = /^[A-Za-z]:(?=\s|$)/;

/** What tells a LUN apart on its database's card: its drive letter, else its short name. Pure. */
export function lunTag(lun: string, database: string, hosts: readonly string[] = []): string {
  const short = shortLunName(lun, database, hosts);
  return DRIVE.exec(short)?.[0] ?? short;
}

/** A short name without its one role word, with that word; null when it has none or several. */
function withoutRole(short: string, kind: keyof typeof roleWord): { role: string; rest: string } | null {
  const words = short.split(' ');
  const at = words.map((w) => roleWord[kind].test(w));
  if (at.filter(Boolean).length !== 1) return null;
  const i = at.indexOf(true);
  const rest = words.filter((_, j) => j !== i).join(' ');
  return rest ? { role: words[i]!, rest } : null;
}

/**
 * Where the files are, as the card says it: e.g. "DB E: · logs J:", "files on F:", "DB/log LUN 1",
 * "not on a LUN yet". `dbLun` and `logLun` are whole LUN names; `hosts` the names of the server
 * (or VM, and its server) the database is on. Pure.
 */
export function filesPhrase(
  database: string,
  dbLun: string | undefined,
  logLun: string | undefined,
  hosts: readonly string[] = [],
): string {
  const short = (lun: string): string => shortLunName(lun, database, hosts);
  const tag = (lun: string): string => lunTag(lun, database, hosts);
  if (!dbLun && !logLun) return 'not on a LUN yet';
  if (dbLun && dbLun === logLun) return `files on ${tag(dbLun)}`;
  if (dbLun && logLun && !DRIVE.test(short(dbLun))) {
    const db = withoutRole(short(dbLun), 'dbFile');
    const log = withoutRole(short(logLun), 'logFile');
    if (db && log && db.rest === log.rest) return `${db.role}/${log.role} ${db.rest}`;
  }
  return [dbLun && `DB ${tag(dbLun)}`, logLun && `logs ${tag(logLun)}`].filter(Boolean).join(' · ');
}

/** The detail line of database `c` in `doc` (see the module comment). Pure. */
export function databaseDetail(
  c: Extract<Component, { kind: 'database' }>,
  doc: Pick<DesignDoc, 'components' | 'links'>,
): DatabaseDetail {
  // Through the design's cached indexes: a card is rebuilt with every new report, and scanning
  // every link and component for each of the largest preset's 200 databases took milliseconds.
  const lunName = (kind: 'dbFile' | 'logFile'): string | undefined => fileLunName(doc, c.id, kind);
  const db = lunName('dbFile');
  const log = lunName('logFile');
  const { byId } = indexComponents(doc.components);
  const host = c.parentId === undefined ? undefined : byId.get(c.parentId);
  const server = host?.parentId === undefined ? undefined : byId.get(host.parentId);
  const hosts = [host?.name, server?.name].filter((n): n is string => n !== undefined);
  const lead = `${fmtCount(c.mailboxes)} mailboxes`;
  const files = ` · ${filesPhrase(c.name, db, log, hosts)}`;
  const whole =
    db && db === log
      ? `files on ${db}`
      : [db && `DB on ${db}`, log && `logs on ${log}`].filter(Boolean).join(' · ') || 'not on a LUN yet';
  // The separator goes with the kept part: a cut count reads "12,000 mailbo… · DB E: · logs J:".
  return { text: lead + files, keepFrom: lead.length, title: `${lead} · ${whole}` };
}
