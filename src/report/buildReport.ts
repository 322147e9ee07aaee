/**
 * Design + engine report + date → a self-contained HTML design report: one file with its CSS
 * inline, no scripts, no external resources, that a presales engineer sends to a customer or
 * prints to PDF from a browser. Pure and deterministic: the same inputs give the same string.
 *
 * The document: a title block (title, description, when, which Spindle and engine, the design
 * revision, the source document), the verdict, a contents list, then numbered sections, each
 * starting a printed page: summary, workload, topology (when a diagram is given), Jetstress
 * servers, bottleneck and latency breakdowns, capacity, failures, findings, published figures
 * (when the design carries them), bill of materials, method and assumptions.
 */
import { utcStamp } from '../bom/summary';
import { APP_STAMP } from '../schema/design';
import { sourceLines, sourceTitle } from '../validation/citation';
import { REPORT_CSS } from './css';
import { facts, html, type Markup, trusted } from './html';
import { bomSection } from './sections/bom';
import { capacitySection } from './sections/capacity';
import { failuresSection } from './sections/failures';
import { findingsSection } from './sections/findings';
import { methodSection } from './sections/method';
import { publishedSection } from './sections/published';
import { serversSection } from './sections/servers';
import { summarySection, verdictBanner } from './sections/summary';
import { topologySection } from './sections/topology';
import { whySection } from './sections/why';
import { workloadSection } from './sections/workload';
import type { DesignReportInput, ReportContext, Section } from './types';

/**
 * Content-Security-Policy of the report: nothing may load or run, only the inline stylesheet and
 * inline images. Defence in depth: every user string is escaped, and a diagram is checked.
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

function titleBlock(ctx: ReportContext, sections: readonly Section[]): Markup {
  const { meta } = ctx.design;
  const rows = [
    { label: 'Prepared', value: utcStamp(ctx.generatedAt) },
    { label: 'Made with', value: `Spindle ${APP_STAMP.version}, engine ${ctx.report.engineVersion}` },
    {
      label: 'Design revision',
      value: String(ctx.report.revision),
      note: '1 as opened, one more for each change since; the figures are for this revision',
    },
    {
      label: 'Figures',
      value: ctx.full ? 'Normal state, every single failure and the headroom search' : 'Normal state only',
    },
  ];
  // The source by its title: a seed document's file name is internal (src/validation/citation.ts).
  if (meta.source)
    rows.push({
      label: 'Recreates',
      value: sourceTitle(meta.source),
      note: sourceLines(meta.source) ?? undefined,
    });
  const contents = sections.map((s, i) => html`<li><a href="#${s.id}">${String(i + 1)}. ${s.title}</a></li>`);
  return html`<header>
    <div class="kicker">Exchange storage design report</div>
    <h1>${meta.title}</h1>
    ${meta.description ? html`<p class="lead">${meta.description}</p>` : null}${verdictBanner(ctx.report)}
    <div class="titleblock">
      <div>${facts(rows)}</div>
      <nav aria-label="Contents">
        <h3>Contents</h3>
        <ol class="contents">
          ${contents}
        </ol>
      </nav>
    </div>
  </header>`;
}

/** Checks the inputs a caller could get wrong; throws an Error whose message says what is wrong. */
function check(input: DesignReportInput): void {
  if (!(input.generatedAt instanceof Date) || Number.isNaN(input.generatedAt.getTime()))
    throw new Error('The design report needs the date it is made; the date given is not a valid date.');
  if (input.report.servers.length > 0 && !input.design.components.some((c) => c.id === input.report.servers[0]!.id))
    throw new Error(
      'The engine report does not belong to this design: its servers are not in it. Export again once the status bar says "Up to date".',
    );
}

/** Builds the report. Throws an Error with a message for the user on inputs it cannot use. */
export function buildDesignReport(input: DesignReportInput): string {
  check(input);
  const ctx: ReportContext = { ...input, names: new Map(input.design.components.map((c) => [c.id, c.name])) };
  const sections = [
    summarySection(ctx),
    workloadSection(ctx),
    topologySection(ctx),
    serversSection(ctx),
    whySection(ctx),
    capacitySection(ctx),
    failuresSection(ctx),
    findingsSection(ctx),
    publishedSection(ctx),
    bomSection(ctx),
    methodSection(ctx),
  ].filter((s): s is Section => s !== null);
  const body = sections.map(
    (s, i) =>
      html`<section class="sec" id="${s.id}">
        <h2>${String(i + 1)}. ${s.title}</h2>
        ${s.body}
      </section>`,
  );
  const footer = html`<footer class="footer">
    Made with Spindle ${APP_STAMP.version} (engine ${ctx.report.engineVersion}) on ${utcStamp(ctx.generatedAt)}. Figures
    are predictions of a performance model, not measurements; validate the built storage with Jetstress.
  </footer>`;
  const doc = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content="Spindle ${APP_STAMP.version}" />
        <title>${ctx.design.meta.title} — Design report</title>
        <style>
          ${trusted(REPORT_CSS)}
        </style>
      </head>
      <body>
        <main class="page">${titleBlock(ctx, sections)}${body}${footer}</main>
      </body>
    </html> `;
  return doc.__html;
}
