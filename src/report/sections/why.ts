/**
 * Why the headline latencies are what they are: the bottleneck the engine names, then the
 * engine's own breakdown of the worst database read latency and the worst log write latency
 * into their terms (host queue, links, front-end ports, controller CPUs, cache, the drives'
 * service and queueing…), largest first, shaped as the results dock's "Why?" chart shapes them
 * (`explanationModel`: the long tail folded into one "smaller terms" line). Last, the achieved
 * IO/s of the server nearest its target, with the closed-loop equation's factors as the engine
 * states them (`factorText`), so a customer can multiply it out.
 */
import { fmtRatio, fmtValue } from '../../../components/format';
import { explanationModel, factorText } from '../../../components/results/explanationModel';

import type { Explanation, Report, ServerResult } from '../../../engine/ts/reportSchema';
import { type Cell, facts, html, type Markup, para, table, trusted } from '../html';
import type { ReportContext, Section } from '../types';
import { worstServer } from './common';

/** Width of the longest bar in the terms table [px]; the bars only rank, the figures are in words. */
const BAR_PX = 120;

function explanationOf(report: Report, server: ServerResult, metric: string): Explanation | null {
  const id = `server:${server.id}:${metric}`;
  return report.explanations.find((e) => e.id === id) ?? null;
}

function breakdown(e: Explanation): Markup {
  const model = explanationModel(e);
  const largest = Math.max(...model.bars.map((b) => Math.abs(b.value)), 0);
  const rows = model.bars.map((b): Cell[] => {
    const width = largest > 0 ? Math.max(1, Math.round((Math.abs(b.value) / largest) * BAR_PX)) : 0;
    // A term under half a percent would read "0 %" beside a time that is not zero.
    const ratio = e.value !== 0 ? b.value / e.value : null;
    const share = ratio === null ? '' : Math.abs(ratio) < 0.005 && ratio !== 0 ? '< 1 %' : fmtRatio(ratio);
    return [
      b.label,
      fmtValue(b.value, b.unit),
      share,
      trusted(`<span class="bar" style="width:${width}px" aria-hidden="true"></span>`),
    ];
  });
  const terms = table(
    [
      { header: 'Term' },
      { header: e.unit === 'ms' ? 'Time' : e.unit, numeric: true },
      { header: 'Share', numeric: true },
      { header: '' },
    ],
    rows,
    { className: 'compact' },
  );
  // The same test as the dock: say the terms add up only where they read as the figure.
  const adds = fmtValue(model.termTotal, e.unit) === fmtValue(e.value, e.unit);
  const total = adds
    ? para(`The terms add up to ${fmtValue(e.value, e.unit)}, the figure itself.`, 'muted small')
    : null;
  const factors =
    model.factors.length > 0
      ? html`<h3>Behind this figure</h3>
          ${facts(model.factors.map((f) => ({ label: f.label, value: factorText(f, e) })))}`
      : null;
  return html`${para(e.summary)}${terms}${total}${factors}`;
}

function latencyWhy(report: Report, metric: 'dbReadLatencyMs' | 'logWriteLatencyMs'): Markup {
  const read = metric === 'dbReadLatencyMs';
  const what = read ? 'database read latency' : 'log write latency';
  const worst = worstServer(report.servers, (s) => s[metric]);
  if (!worst)
    return html`<h3>Worst ${what}</h3>
      ${para(`No server has a ${what} in this design.`)}`;
  const e = explanationOf(report, worst.server, metric);
  const title = html`<h3>Why ${e ? fmtValue(e.value, e.unit) : what}: ${what} on ${worst.server.name}</h3>`;
  if (!e) return html`${title}${para('The engine gave no breakdown of this figure.')}`;
  return html`${title}${breakdown(e)}`;
}

/**
 * Why the server nearest its target (the one that fails it, or passes by the least) achieves the
 * IO/s it does: the engine's closed-loop equation, its reads and writes, and the factors behind it.
 */
function iopsWhy(report: Report): Markup | null {
  const margin = (s: ServerResult): number => (s.targetIops > 0 ? s.achievedIops / s.targetIops : Infinity);
  const nearest = report.servers.reduce<ServerResult | null>((m, s) => (m && margin(m) <= margin(s) ? m : s), null);
  const e = nearest ? explanationOf(report, nearest, 'achievedIops') : null;
  if (!nearest || !e) return null;
  return html`<h3>Why ${fmtValue(e.value, e.unit)}: achieved transactional IOPS on ${nearest.name}</h3>
    ${breakdown(e)}`;
}

/** The section. */
export function whySection(ctx: ReportContext): Section {
  const r = ctx.report;
  const b = r.bottleneck;
  const bottleneck = b
    ? html`<p class="callout"><strong>Bottleneck: ${b.name}</strong> (${fmtRatio(b.utilisation)} busy). ${b.reason}</p>`
    : para('The engine names no bottleneck: no component carries Jetstress I/O.');
  return {
    id: 'why',
    title: 'Bottleneck and why the latencies are what they are',
    body: html`${bottleneck}${para(
      'The engine explains each latency as the sum of the time a request spends at each part on its way, averaged over the server’s databases. The worst server’s breakdown is shown for each Jetstress latency criterion.',
      'muted',
    )}${latencyWhy(r, 'dbReadLatencyMs')}${latencyWhy(r, 'logWriteLatencyMs')}${iopsWhy(r)}`,
  };
}
