/**
 * Failure scenarios in words and in reading order, shared by the Failures tab and the exported
 * design report (src/report), so a scenario reads the same on screen and on paper.
 */
import type { ScenarioResult } from '../../engine/ts/reportSchema';

/**
 * What failed (the engine's clauses, one sentence) and the engine's notes (sentences of their
 * own) under a scenario's name: "Database read latency above 20 ms; log write latency above
 * 10 ms. No hot spare: …", not clauses and sentences run together with semicolons.
 */
export function scenarioNotes(s: Pick<ScenarioResult, 'failing' | 'notes'>): string {
  const sentence = (t: string): string => {
    const capital = t.charAt(0).toUpperCase() + t.slice(1);
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
  };
  const failing = s.failing.length > 0 ? [sentence(s.failing.join('; '))] : [];
  return [...failing, ...s.notes.map(sentence)].join(' ');
}

/** Interrupted scenarios first, then those that fail a criterion. */
const rank = (s: Pick<ScenarioResult, 'survivable' | 'pass'>): number => (s.survivable ? 0 : 2) + (s.pass ? 0 : 1);

/**
 * The scenarios in the order the Failures tab lists them: the worst single failure first, then
 * the interrupted ones, then those that fail a criterion, then the rest (report order within each).
 */
export function orderScenarios<S extends Pick<ScenarioResult, 'id' | 'survivable' | 'pass'>>(
  scenarios: readonly S[],
  worstId: string | null,
): S[] {
  return [...scenarios].sort((a, b) => Number(b.id === worstId) - Number(a.id === worstId) || rank(b) - rank(a));
}
