/**
 * The engine's findings, grouped as the Findings tab groups them (`groupFindings`: one group per
 * code, severity and hint, errors first), each with its stable code so a reader can look it up.
 * A group lists its findings' messages; past `MAX_LISTED` it says how many more there are rather
 * than fill pages with one repeated sentence (the capacity tables name every LUN anyway).
 */
import { fmtCount } from '../../../components/format';
import { groupFindings } from '../../../engine/ts/findingGroups';
import type { Finding } from '../../../engine/ts/reportSchema';
import { html, list, type Markup, para, pill } from '../html';
import type { ReportContext, Section } from '../types';

/** Messages listed per group before the rest are counted [findings]. */
export const MAX_LISTED = 8;

const SEVERITY: Readonly<Record<Finding['severity'], { word: string; pill: 'bad' | 'warn' | 'info' }>> = {
  error: { word: 'Error', pill: 'bad' },
  warning: { word: 'Warning', pill: 'warn' },
  info: { word: 'Note', pill: 'info' },
};

/** The findings section. */
export function findingsSection(ctx: ReportContext): Section {
  const groups = groupFindings(ctx.report.findings);
  if (groups.length === 0)
    return { id: 'findings', title: 'Findings', body: para('The engine raised no findings on this design.') };
  const counts = (['error', 'warning', 'info'] as const)
    .map((s) => [s, ctx.report.findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${fmtCount(n)} ${SEVERITY[s].word.toLowerCase()}${n === 1 ? '' : 's'}`);
  const blocks: Markup[] = groups.map((g) => {
    const sev = SEVERITY[g.severity];
    const shown = g.findings.slice(0, MAX_LISTED).map((f) => f.message);
    const more = g.findings.length - shown.length;
    const items = more > 0 ? [...shown, `… and ${fmtCount(more)} more with code ${g.code}.`] : shown;
    return html`<div class="finding">
      <h3>
        ${pill(sev.word, sev.pill)} <span class="code">${g.code}</span> · ${fmtCount(g.findings.length)}
        ${g.findings.length === 1 ? 'finding' : 'findings'}
      </h3>
      <p><strong>What to do:</strong> ${g.hint}</p>
      ${list(items)}
    </div>`;
  });
  return {
    id: 'findings',
    title: 'Findings',
    body: html`${para(`The engine raised ${counts.join(', ')}, grouped by code below (errors first).`)}${blocks}`,
  };
}
