/**
 * Reads what a Jetstress test measured from its result report (the HTML Jetstress writes, or its
 * text as quoted in a document): per test, the machine, the overall result, achieved and target
 * transactional IO/s, the thread count, and per database instance the transactional latencies and
 * rates. A document may hold several tests (an ESRP quotes one per server, and a stress test
 * beside each performance test); each "… Test Result Report" starts one. Tests without a
 * transactional I/O table (database backup, soft recovery) are skipped.
 *
 * Figures are kept as printed until the whole report is read, since the number format (decimal
 * point or comma) is the report's, told by its unambiguous figures (numberFormat.ts). A negative
 * rate or latency is no measurement: the report is refused, not read. Pure.
 */
import { fileKind, notAReport } from './fileKind';
import { type DecimalMark, decideFormat, isNegative, leadingFigure, type RawFigure, readAs } from './numberFormat';
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

export type ParseOutcome =
  | {
      ok: true;
      results: JetstressResult[];
      /** The report's decimal mark, and the figure that told it (null: every figure reads alike). */
      mark: DecimalMark;
      evidence: RawFigure | null;
    }
  | { ok: false; reason: string; hint?: string };

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

/** The columns in words, for messages. */
const COLUMN_WORDS: Record<Column, string> = {
  dbReadLatencyMs: 'database read latency',
  dbWriteLatencyMs: 'database write latency',
  dbReadsPerSec: 'database reads/sec',
  dbWritesPerSec: 'database writes/sec',
  logWriteLatencyMs: 'log write latency',
  logWritesPerSec: 'log writes/sec',
};

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

/** An instance's figures as printed, by column, and the line of its first row. */
interface DraftInstance {
  figures: Partial<Record<Column, RawFigure>>;
  line: number;
}

/** A test being read: the summary fields seen so far and its instances' figures, as printed. */
interface Draft {
  kind: string | null;
  machine?: Read<string>;
  pass?: Read<boolean>;
  achievedIops?: RawFigure;
  targetIops?: RawFigure;
  threadsPerDatabase?: Read<number>;
  instances: Map<string, DraftInstance>;
  /** Within the "Transactional I/O Performance" section: the columns of its current part. */
  columns: Partial<Record<Column, number>> | null;
  header: readonly string[];
  transactional: boolean;
}

const draft = (kind: string | null): Draft => ({
  kind,
  instances: new Map(),
  transactional: false,
  columns: null,
  header: [],
});

/** Every figure read from the report, in order: what tells its number format. */
type Seen = RawFigure[];

/** Reads one summary field of `line` into `d`; true when the line was one. */
function readField(d: Draft, line: ReportLine, text: string, seen: Seen): boolean {
  const figure = (value: string, what: string): RawFigure => {
    const f = { raw: leadingFigure(value), what, line: line.line };
    seen.push(f);
    return f;
  };
  let m: RegExpExecArray | null;
  if ((m = /^Machine Name\s+(\S.*)$/i.exec(text))) d.machine = { value: m[1].trim(), line: line.line };
  else if ((m = /^Overall Test Result\s+(Pass|Fail)/i.exec(text)))
    d.pass = { value: m[1].toLowerCase() === 'pass', line: line.line };
  else if ((m = /^Achieved Transactional I\/O per Second\s+(\S.*)$/i.exec(text)))
    d.achievedIops = figure(m[1], 'the achieved transactional I/O per second');
  else if ((m = /^Target Transactional I\/O per Second\s+(\S.*)$/i.exec(text)))
    d.targetIops = figure(m[1], 'the target transactional I/O per second');
  else if ((m = /^Thread Count\s+(\d+)/i.exec(text))) d.threadsPerDatabase = { value: Number(m[1]), line: line.line };
  else return false;
  return true;
}

/** Reads a row of the transactional table's current part into `d`. */
function readInstance(d: Draft, line: ReportLine, seen: Seen): void {
  const [name] = line.cells;
  if (!d.columns || name === undefined || !INSTANCE.test(name.trim())) return;
  const key = name.trim();
  const entry = d.instances.get(key) ?? { figures: {}, line: line.line };
  const known = new Map(Object.entries(d.columns).map(([c, i]) => [i, c as Column]));
  line.cells.forEach((cell, i) => {
    if (i === 0 || cell.trim() === '') return;
    const column = known.get(i);
    const what = `${key}'s ${column ? COLUMN_WORDS[column] : (d.header[i]?.trim() ?? `column ${i + 1}`)}`;
    const f = { raw: cell, what, line: line.line };
    // Every figure of the row tells the format, the columns Spindle does not use too.
    seen.push(f);
    if (column) entry.figures[column] = f;
  });
  d.instances.set(key, entry);
}

/** The figures of `d` that become measurements. */
const measuredFiguresOf = (d: Draft): RawFigure[] => [
  ...(d.achievedIops ? [d.achievedIops] : []),
  ...(d.targetIops ? [d.targetIops] : []),
  ...[...d.instances.values()].flatMap((e) => Object.values(e.figures)),
];

const unreadable = (f: RawFigure): string =>
  `${f.what} reads "${f.raw.trim()}" (line ${f.line}), which is not a number`;

/**
 * The finished test, or what it lacks (a test that measured no transactional I/O, as a backup or
 * recovery test, lacks its table).
 */
function finish(d: Draft, mark: DecimalMark): { result: JetstressResult } | { lacks: string } {
  if (!d.machine) return { lacks: 'there is no machine name' };
  if (!d.pass) return { lacks: 'there is no overall test result (Pass or Fail)' };
  if (!d.achievedIops) return { lacks: 'there is no achieved transactional I/O per second' };
  const achieved = readAs(d.achievedIops.raw, mark);
  if (achieved === null) return { lacks: unreadable(d.achievedIops) };
  if (d.instances.size === 0) return { lacks: 'there is no Transactional I/O Performance table' };
  const instances: MeasuredInstance[] = [];
  for (const [name, e] of d.instances) {
    const values: Partial<Record<Column, number>> = {};
    for (const column of Object.keys(COLUMNS) as Column[]) {
      const f = e.figures[column];
      if (!f) return { lacks: `its Transactional I/O Performance table has no ${COLUMN_WORDS[column]} for ${name}` };
      const v = readAs(f.raw, mark);
      if (v === null) return { lacks: unreadable(f) };
      values[column] = v;
    }
    instances.push({ name, ...(values as Record<Column, number>), line: e.line });
  }
  const target = d.targetIops ? readAs(d.targetIops.raw, mark) : null;
  return {
    result: {
      kind: d.kind,
      machine: d.machine,
      pass: d.pass,
      achievedIops: { value: achieved, line: d.achievedIops.line },
      // A target Jetstress did not set ("Not set") is no target; the achieved figure stands alone.
      targetIops: target === null || !d.targetIops ? null : { value: target, line: d.targetIops.line },
      threadsPerDatabase: d.threadsPerDatabase ?? null,
      instances,
    },
  };
}

/** The drafts of every test in `text`, in document order, and every figure read. */
function readDrafts(text: string): { drafts: Draft[]; seen: Seen; sawJetstress: boolean } {
  const drafts: Draft[] = [];
  const seen: Seen = [];
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
      drafts.push(d);
      d = draft(heading ? heading[1] : title);
    }
    if (heading) {
      title = heading[1];
      d.kind ??= title;
      continue;
    }
    if (readField(d, line, t, seen)) continue;
    if (/I\/O Performance\b/i.test(t)) {
      d.transactional = /^Transactional I\/O Performance\b/i.test(t);
      d.columns = null;
    } else if (d.transactional && /instances/i.test(t) && /\/sec|latency/i.test(t)) {
      d.columns = columnsOf(line.cells);
      d.header = line.cells;
    } else if (d.transactional) readInstance(d, line, seen);
  }
  drafts.push(d);
  return { drafts, seen, sawJetstress };
}

const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Every test with transactional figures in `text`, in document order. */
export function parseJetstressReport(text: string): ParseOutcome {
  const { drafts, seen, sawJetstress } = readDrafts(text);
  const negative = drafts.flatMap(measuredFiguresOf).find((f) => isNegative(f.raw));
  if (negative)
    return {
      ok: false,
      reason: `${sentence(negative.what)} reads "${negative.raw.trim()}" (line ${negative.line}), but Jetstress measures no negative rates or latencies: the report has been changed or damaged.`,
      hint: 'Import the report as Jetstress wrote it.',
    };
  const format = decideFormat(seen);
  if (!format.ok) return format;
  const results: JetstressResult[] = [];
  let lacks: string | null = null;
  for (const d of drafts) {
    const done = finish(d, format.mark);
    if ('result' in done) results.push(done.result);
    else if (d.machine && lacks === null)
      lacks = `in the ${d.kind ? `${d.kind.toLowerCase()} ` : ''}test on ${d.machine.value}, ${done.lacks}`;
  }
  if (results.length) return { ok: true, results, mark: format.mark, evidence: format.evidence };
  const other = notAReport(fileKind(text.slice(0, 4000), ''), text.slice(0, 4000));
  if (other) return { ok: false, reason: other };
  if (!sawJetstress) return { ok: false, reason: 'It is not a Jetstress result report.' };
  return {
    ok: false,
    reason: lacks
      ? `It mentions Jetstress but holds no test Spindle can read: ${lacks}.`
      : 'It mentions Jetstress but holds no test with a machine name, an overall result, the achieved transactional I/O per second and a complete Transactional I/O Performance table.',
  };
}
