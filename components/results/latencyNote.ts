/**
 * What the explanation of a server's average latency says about its limit. Jetstress judges a
 * server's latencies per database instance, not on their average: a server whose ten databases
 * average 18.1 ms fails "≤ 20 ms" when six of them read 22.6 ms. "Within the 20 ms limit" beside
 * that Fail told a customer the opposite of the verdict, so where a database fails, the note names
 * how many and at what, judged and printed as the engine judges (`criterionFigure`). Pure.
 */
import type { Criterion } from '../../engine/ts/reportSchema';
import { fmtValue } from '../format';
import { criterionFigure } from './judgedFigures';
import type { InstanceVerdicts } from './tones';

/** `n` written out for the note ("6", "all 10"). */
const countOf = (failing: number, judged: number): string =>
  failing === judged ? `all ${judged} of them` : `${failing} of them`;

/**
 * "average of 10 databases; 6 of them, at 22.6 ms, are above the 20 ms limit", or null when none
 * of the server's databases fails (the average's own note then holds for each of them too) or it
 * has one database (whose figure the average is, so its own note says the verdict).
 */
export function failingInstancesNote(v: InstanceVerdicts): string | null {
  const [first] = v.failing;
  if (first === undefined || v.judged < 2) return null;
  const byValue = [...v.failing].sort((a, b) => (a.value ?? 0) - (b.value ?? 0));
  const low = byValue[0] ?? first;
  const high = byValue[byValue.length - 1] ?? first;
  const lo = criterionFigure(low);
  const hi = criterionFigure(high);
  const at = lo.value === hi.value ? lo.value : `${lo.value} to ${hi.value}`;
  const limit = limitText(low, lo.value, lo.limit);
  const verb = v.failing.length === 1 ? 'is' : 'are';
  return `average of ${v.judged} databases; ${countOf(v.failing.length, v.judged)}, at ${at}, ${verb} above the ${limit} limit`;
}

/** The limit as Jetstress states it ("20 ms"), unless the figure needed more decimals to fail it. */
function limitText(c: Criterion, printed: string, raised: string): string {
  return printed === fmtValue(c.value, c.unit) ? `${c.threshold} ${c.unit}` : raised;
}
