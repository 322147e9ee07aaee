/**
 * Renders the generated part of docs/validation.md (published vs predicted for every preset, the
 * summary, what was not published, and the throttle sensitivity) and splices it between the
 * markers, leaving every line outside them as the engine lead wrote it. Pure; `scripts/validation.ts`
 * evaluates and writes.
 */
import type { ScenarioResult } from '../engine/ts/reportSchema';
import type { PublishedResult } from '../src/schema/provenance';
import { type Comparison, SAME_VERDICT } from './accuracy';
import { type Column, fixed, markdownTable, signedFixed, signedPct } from './format/table';

export const BEGIN = '<!-- validation:begin -->';
export const END = '<!-- validation:end -->';

export interface PresetValidation {
  readonly id: string;
  readonly title: string;
  /** Seed document file name. */
  readonly source: string;
  /** Threads per database in words (as tested, or autotuned). */
  readonly threads: string;
  readonly comparisons: readonly Comparison[];
  /** Published figures measured under a failure, with the scenario that fails that component. */
  readonly failures: readonly { figure: PublishedResult; scenario: ScenarioResult | null }[];
  readonly notPublished: readonly string[];
}

/** One server in the sensitivity comparison: the preset's setting vs the alternative. */
export interface SensitivityRow {
  readonly server: string;
  readonly iops: readonly [number, number];
  readonly logMs: readonly [number | null, number | null];
  readonly readMs: readonly [number | null, number | null];
  /** Threads per database; `null` for a total row. */
  readonly threads: readonly [number, number] | null;
}

export interface Sensitivity {
  readonly title: string;
  /** Why the alternative is worth showing, in words. */
  readonly why: string;
  /** Column names of the two settings, e.g. `64 (preset)` and `16 (QLogic BIOS default)`. */
  readonly settings: readonly [string, string];
  readonly rows: readonly SensitivityRow[];
  readonly total: SensitivityRow;
  readonly pass: readonly [boolean, boolean];
}

/** A drive rebuild at one capacity fill: the model's duration on idle drives and under load. */
export interface RebuildRow {
  readonly label: string;
  /** Share of the pool given to LUNs [%]. */
  readonly usedPct: number;
  /** Rebuild on otherwise idle drives [h]. */
  readonly idleHours: number | null;
  /** Rebuild under the preset's Jetstress load [h]. */
  readonly loadedHours: number | null;
}

/** A published rebuild-time claim against the model at the fill it names and at the preset's. */
export interface RebuildCheck {
  readonly title: string;
  /** The claim in the source's words, where it is, and what it is compared with. */
  readonly why: string;
  readonly publishedHours: number;
  /** The row at the claim's conditions comes first. */
  readonly rows: readonly RebuildRow[];
}

export interface ValidationData {
  readonly engineVersion: string;
  readonly presets: readonly PresetValidation[];
  readonly sensitivity: Sensitivity;
  readonly rebuild: RebuildCheck;
}

const DECIMALS: Record<string, number> = {
  achievedIops: 1,
  targetIops: 1,
  dbReadsPerSec: 1,
  dbWritesPerSec: 1,
  logWritesPerSec: 1,
  dbReadLatencyMs: 2,
  dbWriteLatencyMs: 2,
  logWriteLatencyMs: 2,
};

const FIGURE_COLUMNS: Column[] = [
  { header: 'Figure' },
  { header: 'Published', align: 'right' },
  { header: 'Predicted', align: 'right' },
  { header: 'Error', align: 'right' },
  { header: 'Error %', align: 'right' },
  { header: 'Tolerance (issue 5)' },
  { header: 'Result' },
];

const verdict = (v: boolean | number | null): string => (typeof v === 'boolean' ? (v ? 'pass' : 'fail') : 'n/a');

function figureRow(c: Comparison): string[] {
  const f = c.figure;
  const d = DECIMALS[f.metric] ?? 2;
  const isVerdict = c.tolerance === SAME_VERDICT;
  const result =
    c.within === null
      ? 'no tolerance'
      : c.within
        ? isVerdict
          ? 'same'
          : 'within'
        : isVerdict
          ? '**different**'
          : '**outside**';
  return [
    `${f.label} \`${f.id}\``,
    isVerdict
      ? verdict(f.value)
      : `${typeof f.value === 'number' ? f.value.toLocaleString('en-US', { maximumFractionDigits: 6 }) : String(f.value)} ${f.unit}`,
    isVerdict ? verdict(c.predicted) : typeof c.predicted === 'number' ? fixed(c.predicted, d) : 'n/a',
    c.errorAbs === null ? '' : signedFixed(c.errorAbs, d),
    c.errorRel === null ? '' : signedPct(c.errorRel * 100),
    c.tolerance ?? '—',
    result,
  ];
}

interface Counts {
  within: number;
  outside: number;
  same: number;
  different: number;
  informational: number;
}

function counts(p: PresetValidation): Counts {
  const c: Counts = { within: 0, outside: 0, same: 0, different: 0, informational: 0 };
  for (const x of p.comparisons) {
    if (x.within === null) c.informational++;
    else if (x.tolerance === SAME_VERDICT) c[x.within ? 'same' : 'different']++;
    else c[x.within ? 'within' : 'outside']++;
  }
  return c;
}

function failureLine(f: PresetValidation['failures'][number]): string {
  const s = f.scenario;
  if (!s) return `- ${f.figure.label}: **no scenario fails \`${f.figure.failedComponentId}\`** in the model.`;
  const served = s.survivable ? 'every LUN stays served (survivable)' : '**not survivable** (a LUN loses its paths)';
  const criteria = s.pass ? 'all Jetstress criteria still pass' : `Jetstress criteria fail: ${s.failing.join('; ')}`;
  return (
    `- ${f.figure.label} (published \`${f.figure.id}\`: ${String(f.figure.value)}, ${f.figure.unit}). ` +
    `Predicted for scenario \`${s.id}\`: ${served}; ${fixed(s.achievedIops, 0)} IO/s; ${criteria}.` +
    (s.notes.length ? ` Note: ${s.notes.join(' ')}` : '')
  );
}

function summaryTable(presets: readonly PresetValidation[]): string {
  const rows = presets.map((p) => {
    const c = counts(p);
    const outside = p.comparisons.filter((x) => x.within === false).map((x) => `\`${x.figure.id}\``);
    return [
      `\`${p.id}\``,
      p.threads,
      `${c.within} of ${c.within + c.outside}`,
      `${c.same} of ${c.same + c.different}`,
      String(c.informational),
      outside.length ? outside.join(', ') : 'none',
    ];
  });
  return markdownTable(
    [
      { header: 'Preset' },
      { header: 'Threads per database' },
      { header: 'Within tolerance', align: 'right' },
      { header: 'Same verdict', align: 'right' },
      { header: 'Shown, no tolerance', align: 'right' },
      { header: 'Outside / different' },
    ],
    rows,
  );
}

function sensitivitySection(s: Sensitivity): string {
  const [a, b] = s.settings;
  const row = (r: SensitivityRow): string[] => [
    r.server,
    r.threads ? `${fixed(r.threads[0], 0)} / ${fixed(r.threads[1], 0)}` : '',
    `${fixed(r.iops[0], 1)} / ${fixed(r.iops[1], 1)}`,
    signedPct((r.iops[1] / r.iops[0] - 1) * 100),
    `${fixed(r.readMs[0], 2)} / ${fixed(r.readMs[1], 2)}`,
    `${fixed(r.logMs[0], 2)} / ${fixed(r.logMs[1], 2)}`,
    r.logMs[0] === null || r.logMs[1] === null ? 'n/a' : signedFixed(r.logMs[1] - r.logMs[0], 2),
  ];
  return [
    `## Sensitivity: ${s.title}`,
    '',
    s.why,
    '',
    `Each cell is ${a} / ${b}. Overall Jetstress verdict: ${verdict(s.pass[0])} / ${verdict(s.pass[1])}.`,
    '',
    markdownTable(
      [
        { header: 'Server' },
        { header: 'Threads/DB', align: 'right' },
        { header: 'Achieved IO/s', align: 'right' },
        { header: 'IOPS change', align: 'right' },
        { header: 'DB read ms', align: 'right' },
        { header: 'Log write ms', align: 'right' },
        { header: 'Log change ms', align: 'right' },
      ],
      [...s.rows.map(row), row(s.total).map((cell, i) => (i === 0 ? `**${cell}**` : cell))],
    ),
  ].join('\n');
}

function rebuildSection(r: RebuildCheck): string {
  const hours = (h: number | null) => (h === null ? 'n/a' : `${fixed(h, 2)} h (${fixed(h * 60, 0)} min)`);
  const first = r.rows[0];
  const error =
    first?.idleHours == null
      ? 'The model has no rebuild to compare (no hot spare).'
      : `Predicted ${hours(first.idleHours)} against ${hours(r.publishedHours)} published: ` +
        `${signedPct((first.idleHours / r.publishedHours - 1) * 100)}, no tolerance.`;
  return [
    `## Rebuild time: ${r.title}`,
    '',
    r.why,
    '',
    markdownTable(
      [
        { header: 'Design' },
        { header: 'Pool given to LUNs', align: 'right' },
        { header: 'Rebuild, idle drives', align: 'right' },
        { header: 'Rebuild, under its Jetstress load', align: 'right' },
      ],
      r.rows.map((x) => [x.label, `${fixed(x.usedPct, 0)} %`, hours(x.idleHours), hours(x.loadedHours)]),
    ).trimEnd(),
    '',
    error,
  ].join('\n');
}

/** The Markdown between the markers (without the markers). */
export function renderValidation(v: ValidationData): string {
  const parts = [
    `_Generated by \`npm run validation\` (scripts/validation.ts) with engine ${v.engineVersion} and one shared parameter set; do not edit between the markers._`,
    '',
    'Tolerances of issue 5: achieved transactional IOPS ±15 %, average database read latency ±max(2 ms, 20 %), ' +
      'log write latency ±max(1 ms, 50 %), and the same pass/fail. Other published figures are shown with their ' +
      'error and no tolerance. Whole-design latencies are averages over servers weighted by DB reads/s, DB writes/s ' +
      'and log writes/s. Error = predicted − published; error % = predicted / published − 1. Known misses are listed ' +
      'by name in `presets/evaluate.test.ts` (`KNOWN_EXCEPTIONS`).',
    '',
    '## Summary',
    '',
    summaryTable(v.presets),
  ];
  for (const p of v.presets) {
    parts.push(`## ${p.title} (\`${p.id}\`)`, '', `Source: \`${p.source}\`. Threads per database: ${p.threads}.`, '');
    parts.push(markdownTable(FIGURE_COLUMNS, p.comparisons.map(figureRow)));
    if (p.failures.length) parts.push('Published under a failure:', '', ...p.failures.map(failureLine), '');
    if (p.notPublished.length) parts.push('Not published:', '', ...p.notPublished.map((n) => `- ${n}`), '');
  }
  parts.push(sensitivitySection(v.sensitivity), '', rebuildSection(v.rebuild));
  return parts.join('\n').trimEnd() + '\n';
}

const INTRO = `# Validation: published vs predicted

Every published figure the presets carry (\`meta.published\`): the Jetstress results and, for the N
series, the filer's aggregate capacities, against Spindle's prediction with one shared parameter
set. The tables between the markers are regenerated by
\`npm run validation\`; the calibration narrative around them is written by hand.
`;

/**
 * Puts `body` between the markers of `existing` (the current file, or `null` when there is none),
 * leaving everything outside the markers untouched. A file without markers gets them appended; a
 * file with only one marker, or with them out of order, is refused (fix it by hand).
 */
export function spliceMarkers(existing: string | null, body: string): string {
  const block = `${BEGIN}\n\n${body.trimEnd()}\n\n${END}`;
  if (existing === null) return `${INTRO}\n${block}\n`;
  const begin = existing.indexOf(BEGIN);
  const end = existing.indexOf(END);
  if (begin < 0 && end < 0) return `${existing.trimEnd()}\n\n${block}\n`;
  if (begin < 0 || end < begin)
    throw new Error(`docs/validation.md needs "${BEGIN}" before "${END}"; fix the markers by hand.`);
  return existing.slice(0, begin) + block + existing.slice(end + END.length);
}
