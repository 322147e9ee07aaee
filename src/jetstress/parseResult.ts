/**
 * Reads what a Jetstress test measured from its result report (the HTML Jetstress writes, or its
 * text as quoted in a document): per test, the machine, the overall result, achieved and target
 * transactional IO/s, the thread count, and per database instance the transactional latencies and
 * rates. A document may hold several tests (an ESRP quotes one per server, and a stress test
 * beside each performance test); each "… Test Result Report" starts one. Tests without a
 * transactional I/O table (database backup, soft recovery) are skipped. Pure.
 */
import { type ReportLine, reportLines } from './textLines';

/** What one database instance measured over the test. */
export interface MeasuredInstance {
  /** As Jetstress names it, e.g. `Instance5160.1`. */
  readonly name: string;
  readonly dbReadLatencyMs: number;
  readonly dbWriteLatencyMs: number;
  readonly dbReadsPerSec: number;
  readonly dbWritesPerSec: number;
  readonly logWriteLatencyMs: number;
  readonly logWritesPerSec: number;
  /** Source line of its row. */
  readonly line: number;
}

/** A figure of the test summary with the source line it was read on. */
export interface Read<T> {
  readonly value: T;
  readonly line: number;
}

/** One Jetstress test as its report gives it. */
export interface JetstressResult {
  /** `Performance`, `Stress`, …; null when the report does not say. */
  readonly kind: string | null;
  readonly machine: Read<string>;
  readonly pass: Read<boolean>;
  readonly achievedIops: Read<number>;
  readonly targetIops: Read<number> | null;
  readonly threadsPerDatabase: Read<number> | null;
  readonly instances: readonly MeasuredInstance[];
}

export type ParseOutcome = { ok: true; results: JetstressResult[] } | { ok: false; reason: string };

/** A number as Jetstress prints it, with or without thousands separators. */
function number(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim();
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return null;
  const v = Number(t.replace(/,/g, ''));
  return Number.isFinite(v) ? v : null;
}

/** The columns of the transactional I/O table, found by their header text. */
const COLUMNS = {
  dbReadLatencyMs: /database reads average latency/,
  dbWriteLatencyMs: /database writes average latency/,
  dbReadsPerSec: /database reads ?\/sec/,
  dbWritesPerSec: /database writes ?\/sec/,
  logWriteLatencyMs: /log writes average latency/,
  logWritesPerSec: /log writes ?\/sec/,
} as const;
type Column = keyof typeof COLUMNS;

/**
 * Header cell positions of the columns a header line has. A report quoted across pages splits the
 * table into parts ("… continued"), each with some of the columns.
 */
function columnsOf(header: readonly string[]): Partial<Record<Column, number>> {
  const names = header.map((h) => h.toLowerCase().replace(/\s+/g, ' '));
  const at: Partial<Record<Column, number>> = {};
  for (const [key, pattern] of Object.entries(COLUMNS) as [Column, RegExp][]) {
    const i = names.findIndex((n) => pattern.test(n));
    if (i >= 0) at[key] = i;
  }
  return at;
}

const INSTANCE = /^instance\s*\d+(\.\d+)?$/i;

/** The text of a line as one string, cells joined by a space. */
const joined = (l: ReportLine): string => l.cells.join(' ').replace(/\s+/g, ' ').trim();

/** A test being read: the summary fields seen so far and its instances' figures. */
interface Draft {
  kind: string | null;
  machine?: Read<string>;
  pass?: Read<boolean>;
  achievedIops?: Read<number>;
  targetIops?: Read<number>;
  threadsPerDatabase?: Read<number>;
  /** Figures per instance name, as the table's parts give them, and the line of its first row. */
  instances: Map<string, { figures: Partial<Record<Column, number>>; line: number }>;
  /** Within the "Transactional I/O Performance" section: the columns of its current part. */
  columns: Partial<Record<Column, number>> | null;
  transactional: boolean;
}

const draft = (kind: string | null): Draft => ({ kind, instances: new Map(), transactional: false, columns: null });

/** Reads one summary field of `line` into `d`; true when the line was one. */
function readField(d: Draft, line: ReportLine, text: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^Machine Name\s+(\S.*)$/i.exec(text))) d.machine = { value: m[1].trim(), line: line.line };
  else if ((m = /^Overall Test Result\s+(Pass|Fail)/i.exec(text)))
    d.pass = { value: m[1].toLowerCase() === 'pass', line: line.line };
  else if ((m = /^Achieved Transactional I\/O per Second\s+(\S+)/i.exec(text)) && number(m[1]) !== null)
    d.achievedIops = { value: number(m[1])!, line: line.line };
  else if ((m = /^Target Transactional I\/O per Second\s+(\S+)/i.exec(text)) && number(m[1]) !== null)
    d.targetIops = { value: number(m[1])!, line: line.line };
  else if ((m = /^Thread Count\s+(\d+)/i.exec(text))) d.threadsPerDatabase = { value: Number(m[1]), line: line.line };
  else return false;
  return true;
}

/** Reads a row of the transactional table's current part into `d`. */
function readInstance(d: Draft, line: ReportLine): void {
  const [name] = line.cells;
  if (!d.columns || name === undefined || !INSTANCE.test(name.trim())) return;
  const key = name.trim();
  const entry = d.instances.get(key) ?? { figures: {}, line: line.line };
  for (const [column, i] of Object.entries(d.columns) as [Column, number][]) {
    const v = number(line.cells[i]);
    if (v !== null) entry.figures[column] = v;
  }
  d.instances.set(key, entry);
}

/** An instance with every figure, or null. */
function measured(
  name: string,
  e: { figures: Partial<Record<Column, number>>; line: number },
): MeasuredInstance | null {
  const f = e.figures;
  const all = (Object.keys(COLUMNS) as Column[]).every((c) => f[c] !== undefined);
  return all ? { name, ...(f as Record<Column, number>), line: e.line } : null;
}

/** The finished test, or null when it measured no transactional I/O (backup, recovery). */
function finish(d: Draft): JetstressResult | null {
  const instances = [...d.instances].map(([name, e]) => measured(name, e));
  if (!d.machine || !d.pass || !d.achievedIops || instances.length === 0 || instances.includes(null)) return null;
  return {
    kind: d.kind,
    machine: d.machine,
    pass: d.pass,
    achievedIops: d.achievedIops,
    targetIops: d.targetIops ?? null,
    threadsPerDatabase: d.threadsPerDatabase ?? null,
    instances: instances as MeasuredInstance[],
  };
}

/** Every test with transactional figures in `text`, in document order. */
export function parseJetstressReport(text: string): ParseOutcome {
  const results: JetstressResult[] = [];
  let d = draft(null);
  let title: string | null = null;
  let sawJetstress = false;
  for (const line of reportLines(text)) {
    const t = joined(line);
    if (/jetstress/i.test(t)) sawJetstress = true;
    const heading = /^(\w[\w ]*?) Test Result Report\b/i.exec(t);
    // A quoted report repeats its title on every page: a test starts at a title of another kind,
    // at a second overall result, or at a second transactional table.
    const next =
      (heading && d.kind !== null && heading[1].toLowerCase() !== d.kind.toLowerCase()) ||
      (/^Overall Test Result\b/i.test(t) && d.pass) ||
      (/^Transactional I\/O Performance$/i.test(t) && d.instances.size > 0);
    if (next) {
      const done = finish(d);
      if (done) results.push(done);
      d = draft(heading ? heading[1] : title);
    }
    if (heading) {
      title = heading[1];
      d.kind ??= title;
      continue;
    }
    if (readField(d, line, t)) continue;
    if (/I\/O Performance\b/i.test(t)) {
      d.transactional = /^Transactional I\/O Performance\b/i.test(t);
      d.columns = null;
    } else if (d.transactional && /instances/i.test(t) && /\/sec|latency/i.test(t)) d.columns = columnsOf(line.cells);
    else if (d.transactional) readInstance(d, line);
  }
  const done = finish(d);
  if (done) results.push(done);
  if (results.length) return { ok: true, results };
  return {
    ok: false,
    reason: sawJetstress
      ? 'It mentions Jetstress but holds no test with a machine name, an overall result, the achieved transactional I/O per second and a complete Transactional I/O Performance table.'
      : 'It is not a Jetstress result report.',
  };
}
