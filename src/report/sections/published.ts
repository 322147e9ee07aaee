/**
 * Published or measured figures beside the prediction, only for a design that carries them
 * (`meta.published`: a preset's source document, or a Jetstress report of the built system
 * imported onto the design). The rows, tolerances and words are the Published tab's
 * (src/validation/published.ts through components/results/publishedCompare.ts); then what the
 * source did not publish and the readings the design took, which an engineer must be able to
 * quote when asked where a figure came from.
 */
import { DASH, fmtCount, fmtSignedRatio, fmtSignedValue, plural } from '../../../components/format';
import { comparePublished, statusText, summarise, valueText } from '../../../components/results/publishedCompare';
import { isImported } from '../../jetstress/toPublished';
import { citation, sourceLines, sourceTitle } from '../../validation/citation';
import { type Cell, html, list, type Markup, para, table, type Tone } from '../html';
import type { ReportContext, Section } from '../types';
import { agree } from './common';

const STATUS_TONE: Readonly<Record<string, Tone | undefined>> = { within: 'ok', outside: 'bad', missing: 'muted' };

function provenance(ctx: ReportContext): Markup {
  const meta = ctx.design.meta;
  const notPublished = meta.notPublished ?? [];
  const readings = meta.readings ?? [];
  const missing =
    notPublished.length > 0
      ? html`<h3>What the source did not publish</h3>
          ${list(notPublished, 'notes')}`
      : null;
  const taken =
    readings.length > 0
      ? html`<h3>Readings taken where the source contradicts itself or leaves a gap</h3>
          ${list(
            readings.map(
              (r) =>
                html`<strong>${r.topic}:</strong> ${r.choice}${
                    r.source ? ` (${citation(r.source, meta.source)})` : ''
                  }`,
            ),
            'notes',
          )}`
      : null;
  return html`${missing}${taken}`;
}

/** The section, or null when the design carries no published or measured figures. */
export function publishedSection(ctx: ReportContext): Section | null {
  const meta = ctx.design.meta;
  const published = meta.published ?? [];
  if (published.length === 0) return null;
  const measured = published.some(isImported);
  const rows = comparePublished(meta, ctx.report, ctx.full);
  const sum = summarise(rows);
  // The source by its title and the lines read, never a seed document's internal file name.
  const lines = meta.source && sourceLines(meta.source);
  const source = meta.source
    ? para(
        html`Source: <strong>${sourceTitle(meta.source)}</strong>${
            lines ? html` <span class="muted">(${lines})</span>` : null
          }`,
      )
    : null;
  const headline = para(
    `${fmtCount(sum.within)} of ${plural(sum.checked, 'figure')} with a tolerance ${agree(sum.within, 'is', 'are')} within it` +
      `${sum.pending > 0 ? `; ${fmtCount(sum.pending)} ${agree(sum.pending, 'needs', 'need')} the failure analysis, which this report does not include` : ''}. ` +
      'Figures with no tolerance show their error alone. Tolerances: achieved IOPS ±15 %, database read latency ±max(2 ms, 20 %), log write latency ±max(1 ms, 50 %), the same pass/fail.',
  );
  const body = table(
    [
      { header: measured ? 'Published or measured figure' : 'Published figure' },
      { header: measured ? 'Published / measured' : 'Published', numeric: true },
      { header: 'Source' },
      { header: 'Predicted', numeric: true },
      { header: 'Error', numeric: true },
      { header: 'Tolerance' },
      { header: 'Verdict' },
    ],
    rows.map((r): Cell[] => {
      const f = r.figure;
      const underFailure = f.failedComponentId !== undefined;
      return [
        { content: f.label, note: r.scenario ? `compared with: ${r.scenario.label}` : undefined },
        valueText(f.value, f.unit, underFailure),
        citation(f.source, meta.source),
        { content: valueText(r.predicted, f.unit, underFailure), note: r.note ?? undefined },
        r.errorAbs === null ? DASH : { content: fmtSignedValue(r.errorAbs, f.unit), note: fmtSignedRatio(r.errorRel) },
        r.tolerance ?? DASH,
        {
          content: r.status === 'pending' ? 'Not evaluated (needs the failure analysis)' : statusText[r.status],
          tone: STATUS_TONE[r.status],
        },
      ];
    }),
    { className: 'compact' },
  );
  return {
    id: 'published',
    title: measured
      ? 'Published and measured figures against the prediction'
      : 'Published figures against the prediction',
    body: html`${source}${headline}${body}${provenance(ctx)}`,
  };
}
