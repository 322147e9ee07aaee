/**
 * A criterion without a figure, in words. The engine judges whether each database runs at all
 * (`online`: it is offline, or its DAG runs it on another member) with a yes/no criterion that it
 * writes as comparator `=` and threshold 1 and no value; "= 1" beside "—" meant nothing to a
 * reader. Such a criterion reads "Runs: no (a RAID group under its LUNs is not usable)", with no
 * numeric limit. The results dock, the design report and the CLI read it here, so it reads the
 * same everywhere. Pure; no imports.
 */

/** The comparators the engine writes for a yes/no criterion (it writes `=`; `==` is read alike). */
const YES_NO: ReadonlySet<string> = new Set(['=', '==']);

/** Whether `c` is judged yes or no rather than against a numeric limit. */
export function isYesNo(c: { readonly comparator: string }): boolean {
  return YES_NO.has(c.comparator);
}

/** What a yes/no criterion's limit column says instead of "= 1". */
export const YES_NO_LIMIT = 'must run';

/** A yes/no criterion in words. */
export interface YesNoWords {
  /** The criterion without its reason: `Database DB1 (F:\db1, logs c:\log1) runs`. */
  readonly name: string;
  /** The answer and its reason: `Runs: no (a RAID group under its LUNs is not usable)`. */
  readonly answer: string;
}

/**
 * `c` (a criterion for which `isYesNo` holds) in words. The engine labels it `Database <name> runs
 * (<why not>)` when the database is offline, and `Database <name> runs on another member of its
 * DAG (<why>)` when its DAG runs it elsewhere; `scope`, where given, is the database's name. A
 * label of another form keeps its words and is answered "Yes" or "No".
 */
export function yesNoWords(c: { readonly label: string; readonly pass: boolean; readonly scope?: string }): YesNoWords {
  const yes = c.pass ? 'yes' : 'no';
  const prefix = c.scope === undefined ? null : `Database ${c.scope} runs`;
  const at =
    prefix !== null && c.label.startsWith(prefix) ? prefix.length - ' runs'.length : c.label.lastIndexOf(' runs');
  const rest = at < 0 ? null : c.label.slice(at + ' runs'.length);
  if (rest === null || (rest !== '' && !rest.startsWith(' '))) return { name: c.label, answer: c.pass ? 'Yes' : 'No' };
  const name = c.label.slice(0, at + ' runs'.length);
  const why = rest.trim();
  if (why === '') return { name, answer: `Runs: ${yes}` };
  // "runs (its server failed)": the reason as it is; "runs on another member of its DAG (…)": where.
  const bracketed = /^\((.*)\)$/.exec(why);
  return { name, answer: bracketed ? `Runs: ${yes} (${bracketed[1]})` : `Runs: ${yes}, ${why}` };
}
