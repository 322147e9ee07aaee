/**
 * Readings of the engine report that more than one section needs: the server with the worst
 * figure, a criterion's limit in words, and the sentences said where a figure is absent.
 * Nothing here computes a new figure; it picks the report's own.
 */
import type { Criterion, Report, ServerResult } from '../../../engine/ts/reportSchema';
import { fmtValue } from '../../../components/format';

/** Said where the failure analysis (scenarios, headroom) is not part of the report. */
export const NOT_EVALUATED_FAILURES =
  'Not evaluated: this report was made before the engine finished the failure analysis.';

/**
 * The verb or pronoun that agrees with a count: `agree(1, 'passes', 'pass')` is `passes`, for "1 of
 * 3 servers passes"; any other count, 0 included, takes `many` ("0 of 3 servers pass").
 */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** The server with the largest value of a figure (a latency), or null when none has it. */
export function worstServer(
  servers: readonly ServerResult[],
  pick: (s: ServerResult) => number | null,
): { readonly server: ServerResult; readonly value: number } | null {
  let out: { server: ServerResult; value: number } | null = null;
  for (const s of servers) {
    const v = pick(s);
    if (v !== null && (out === null || v > out.value)) out = { server: s, value: v };
  }
  return out;
}

type Instance = ServerResult['instances'][number];

/**
 * The database with the largest value of a latency, its server, and that server's average; null when
 * none has it. Jetstress judges the latency criteria on each database, so this is the figure judged,
 * as the canvas's "Worst read" and the Compare view give it: the worst server average (12.6 ms on a
 * CLARiiON phase 1 VM) hid a database at 16.6 ms. A server whose report lists no databases counts
 * as one.
 */
export function worstDatabase(
  servers: readonly ServerResult[],
  pick: (s: ServerResult | Instance) => number | null,
): { readonly server: ServerResult; readonly database: Instance | null; readonly value: number } | null {
  let out: { server: ServerResult; database: Instance | null; value: number } | null = null;
  for (const s of servers)
    for (const d of s.instances.length > 0 ? s.instances : [null]) {
      const v = pick(d ?? s);
      if (v !== null && (out === null || v > out.value)) out = { server: s, database: d, value: v };
    }
  return out;
}

/** How a comparator reads in a table: `≤`, `≥`. */
const COMPARATOR: Readonly<Record<string, string>> = { '<=': '≤', '>=': '≥', '<': '<', '>': '>', '==': '=' };

/**
 * `≤ 20.0 ms`: a criterion's comparator and threshold in its unit; the threshold as `limit` says it
 * when given, which is how it is written beside a figure that needs more decimals to read as its
 * verdict does (`judgedFigure`: `≤ 20.000 ms` beside a failing 20.003 ms).
 */
export function limitText(c: Pick<Criterion, 'comparator' | 'threshold' | 'unit'>, limit?: string): string {
  return `${COMPARATOR[c.comparator] ?? c.comparator} ${limit ?? fmtValue(c.threshold, c.unit)}`;
}

/** The first criterion with `id` the report's servers state (for the limit a summary quotes). */
export function criterionOf(report: Report, id: string): Criterion | null {
  for (const s of report.servers) {
    const c = s.criteria.find((x) => x.id === id);
    if (c) return c;
  }
  return null;
}
