/**
 * The summary's findings, grouped as the app's Findings tab groups them: the engine repeats one
 * finding per component, and the largest preset's 140 "LUN smaller than its files" lines buried
 * everything after them. Each group prints its severity, code, count and the fix (the hint, which
 * the summary did not print at all), then its first few messages.
 */
import { groupFindings } from '../../engine/ts/findingGroups';
import type { Finding } from '../../engine/ts/reportSchema';

/** Messages printed per group; the rest are counted. */
export const MESSAGES_PER_GROUP = 3;

/** The findings block of the summary, one line per string. */
export function findingLines(findings: readonly Finding[]): string[] {
  if (!findings.length) return ['Findings: none.'];
  const groups = groupFindings(findings);
  const grouped = groups.length < findings.length ? `, in ${groups.length} group${groups.length === 1 ? '' : 's'}` : '';
  const lines = [`Findings (${findings.length}${grouped})`];
  for (const g of groups) {
    const n = g.findings.length;
    lines.push(`  ${g.severity.padEnd(7)} ${g.code}  ×${n}  ${g.hint}`);
    for (const f of g.findings.slice(0, MESSAGES_PER_GROUP)) lines.push(`      ${f.message}`);
    if (n > MESSAGES_PER_GROUP) lines.push(`      … and ${n - MESSAGES_PER_GROUP} more.`);
  }
  return lines;
}
