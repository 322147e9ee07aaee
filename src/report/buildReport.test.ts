/**
 * The design report built from presets and real engine reports (the app's pipeline: the same
 * translation and WASM, full evaluation): every server, RAID group, LUN, scenario and finding
 * code is in it with the report's figures as the app formats them; user text is escaped; nothing
 * reads NaN or undefined; the same inputs give the same bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPipeline, type Pipeline } from '../../cli/engine';
import { fmtGb, fmtIops, fmtMoney, fmtMs } from '../../components/format';
import { noHeadroomSentence } from '../../components/results/headroomText';
import type { Report } from '../../engine/ts/reportSchema';
import { fullOptions, quickOptions } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets/index';
import { buildBom } from '../bom';
import type { Design } from '../schema/design';
import { designDiagram } from '../app/diagramInput';
import { esc } from './html';
import { buildDesignReport, reportFileName } from './index';
import { DIAGRAM_FAULT } from './sections/topology';
import type { DesignReportInput } from './types';

const AT = new Date('2026-11-24T09:30:00Z');
let pipeline: Pipeline;
const cases = new Map<string, { design: Design; report: Report }>();

beforeAll(async () => {
  pipeline = await openPipeline();
  for (const id of ['xiv-2810', 'clariion-cx4-960-phase2', 'cisco-ucs-c210-m2', 'nseries-qd16']) {
    const design = loadPreset(id);
    cases.set(id, { design, report: await pipeline.report(design, fullOptions) });
  }
}, 60_000);
afterAll(() => pipeline.dispose());

function input(id: string, over: Partial<DesignReportInput> = {}): DesignReportInput {
  const { design, report } = cases.get(id)!;
  return { design, report, full: true, generatedAt: AT, bom: buildBom(design, pipeline.catalog), ...over };
}

/** The text of the HTML, tags dropped and entities read, so figures are found as a reader sees them. */
function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe.each(['xiv-2810', 'clariion-cx4-960-phase2'])('the report of %s', (id) => {
  it('is one standalone HTML document: no scripts, nothing to fetch', () => {
    const html = buildDesignReport(input(id));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(/i);
    // Every link stays inside the document (the contents list).
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^#[a-z]+$/);
    expect(html).toContain('content="default-src &#39;none&#39;;');
  });

  it('names every server with its figures as the results dock formats them', () => {
    const { report } = cases.get(id)!;
    const t = text(buildDesignReport(input(id)));
    for (const s of report.servers) {
      const row = t.slice(t.indexOf(s.name));
      expect(row, s.name).toContain(fmtIops(s.achievedIops));
      expect(row).toContain(fmtIops(s.targetIops));
      expect(row).toContain(fmtMs(s.dbReadLatencyMs));
      expect(row).toContain(fmtMs(s.logWriteLatencyMs));
    }
    expect(t).toContain(
      `${fmtIops(report.totals.achievedIops)} achieved of ${fmtIops(report.totals.targetIops)} target`,
    );
    expect(t).toContain(report.pass ? 'Predicted Jetstress: Pass' : 'Predicted Jetstress: Fail');
  });

  it('gives every RAID group, LUN, single failure and finding code of the report', () => {
    const { report } = cases.get(id)!;
    const t = text(buildDesignReport(input(id)));
    for (const g of report.capacity.raidGroups) expect(t).toContain(g.name);
    for (const l of report.capacity.luns) expect(t).toContain(l.name);
    for (const s of report.scenarios) expect(t).toContain(s.label);
    for (const f of report.findings) expect(t).toContain(f.code);
    expect(t).toContain(`Exchange needs ${fmtGb(report.capacity.requiredGb)}`);
    expect(t).toContain(report.bottleneck!.reason);
    expect(t).toContain(report.worstFailure!.label);
  });

  it('explains the worst read and log write latency with the engine’s terms', () => {
    const { report } = cases.get(id)!;
    const t = text(buildDesignReport(input(id)));
    const worst = [...report.servers].sort((a, b) => b.dbReadLatencyMs! - a.dbReadLatencyMs!)[0]!;
    const e = report.explanations.find((x) => x.id === `server:${worst.id}:dbReadLatencyMs`)!;
    expect(t).toContain(`Why ${fmtMs(e.value)}: database read latency on ${worst.name}`);
    expect(t).toContain(e.summary);
    expect(t).toContain(`The terms add up to ${fmtMs(e.value)}, the figure itself.`);
  });

  it('never prints a missing figure as NaN, undefined or Infinity, and says what is absent', () => {
    for (const over of [{}, { full: false }, { bom: null }]) {
      const t = text(buildDesignReport(input(id, over)));
      expect(t).not.toMatch(/NaN|undefined|Infinity|\[object|null/);
    }
    const quick = text(buildDesignReport(input(id, { full: false })));
    expect(quick).toContain('Not evaluated: this report was made before the engine finished the failure analysis.');
    expect(text(buildDesignReport(input(id, { bom: null })))).toContain(
      'Not included: the parts catalog was not available',
    );
  });

  it('is the same for the same inputs', () => {
    expect(buildDesignReport(input(id))).toBe(buildDesignReport(input(id)));
  });
});

describe('sections that depend on the design', () => {
  it('compares published figures only when the design carries them', () => {
    const { design } = cases.get('xiv-2810')!;
    expect(buildDesignReport(input('xiv-2810'))).toContain('id="published"');
    const bare = { ...design, meta: { title: design.meta.title } };
    const html = buildDesignReport(input('xiv-2810', { design: bare }));
    expect(html).not.toContain('id="published"');
    expect(html).not.toContain('Recreates');
  });

  it('inserts a topology diagram when one is given, and refuses one that could run', () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="4" height="4"/></svg>';
    const html = buildDesignReport(input('cisco-ucs-c210-m2', { diagramSvg: svg }));
    expect(html).toContain('id="topology"');
    expect(html).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="4" height="4"/></svg>',
    );
    expect(html).not.toContain('<?xml');
    expect(text(html)).toMatch(/3\. Topology/);
    expect(buildDesignReport(input('cisco-ucs-c210-m2'))).not.toContain('id="topology"');
    expect(() =>
      buildDesignReport(input('cisco-ucs-c210-m2', { diagramSvg: '<svg><script>alert(1)</script></svg>' })),
    ).toThrow('The topology diagram contains a <script> element; a report must not.');
    expect(() => buildDesignReport(input('cisco-ucs-c210-m2', { diagramSvg: '<svg onload="x()"></svg>' }))).toThrow(
      /event handler/,
    );
    // The refusal says what helps: the diagram is Spindle's, so exporting again gives the same.
    expect(() =>
      buildDesignReport(input('cisco-ucs-c210-m2', { diagramSvg: '<svg><rect onclick="x()"/></svg>' })),
    ).toThrow(
      `The topology diagram contains an event handler attribute (onclick on <rect>); a report must not. ${DIAGRAM_FAULT}`,
    );
    expect(() => buildDesignReport(input('cisco-ucs-c210-m2', { diagramSvg: '<div></div>' }))).toThrow(
      'The topology diagram must be one SVG element (<svg …>…</svg>).',
    );
  });

  it("prices the bill of materials with the design's own price list, and says when there is none", () => {
    const plain = text(buildDesignReport(input('cisco-ucs-c210-m2')));
    expect(plain).toContain('No prices: the design has no price list');
    const { design } = cases.get('cisco-ucs-c210-m2')!;
    const bom = buildBom(design, pipeline.catalog);
    const first = bom.lines.find((l) => l.partNumber !== '');
    expect(first).toBeDefined();
    const priced = { ...design, prices: { currency: 'EUR', unitPrices: { [first!.partNumber]: 1234.5 } } };
    const t = text(buildDesignReport(input('cisco-ucs-c210-m2', { design: priced })));
    expect(t).toContain('Unit price (EUR)');
    expect(t).toContain(fmtMoney(1234.5, 'EUR'));
    expect(t).toContain(`Total of the priced lines: ${fmtMoney(1234.5 * first!.quantity, 'EUR')}`);
    const unpriced = bom.lines.length - 1;
    if (unpriced > 0) expect(t).toContain(`${unpriced === 1 ? '1 line has' : `${unpriced} lines have`} no price`);
    expect(t).not.toContain('No prices');
  });

  it('refuses an invalid date and a report of another design, saying why', () => {
    expect(() => buildDesignReport(input('xiv-2810', { generatedAt: new Date('nope') }))).toThrow(/not a valid date/);
    const other = cases.get('cisco-ucs-c210-m2')!.report;
    expect(() => buildDesignReport(input('xiv-2810', { report: other }))).toThrow(/does not belong to this design/);
  });

  it('says why a failing design has no headroom, as the Summary card does', () => {
    const { report } = cases.get('nseries-qd16')!;
    expect(report.pass).toBe(false);
    const sentence = noHeadroomSentence(
      report.headroom!,
      report.servers.map((s) => s.threadsPerDatabase),
    )!;
    const t = text(buildDesignReport(input('nseries-qd16')));
    expect(t).toMatch(/Headroom above the target\s+None as tested/);
    expect(t).toContain(sentence);
    expect(t).toContain('Predicted Jetstress: Fail');
  });

  it('reads sensibly for a design with no databases yet: nothing measured, nothing invented', async () => {
    const { design } = cases.get('cisco-ucs-c210-m2')!;
    const gone = new Set(design.components.filter((c) => c.kind === 'database').map((c) => c.id));
    const bare: Design = {
      ...design,
      meta: { title: 'Hardware only' },
      components: design.components.filter((c) => !gone.has(c.id)),
      links: design.links.filter((l) => !gone.has(l.from.componentId) && !gone.has(l.to.componentId)),
    };
    const report = await pipeline.report(bare, fullOptions);
    const t = text(buildDesignReport(input('cisco-ucs-c210-m2', { design: bare, report })));
    expect(t).not.toMatch(/NaN|undefined|Infinity|\[object/);
    expect(t).toContain('No server or VM of this design runs Jetstress, so there are no per-server figures.');
    expect(t).toContain('No database reads in this design');
    expect(t).toContain('No server or VM of this design runs Jetstress yet');
    // No settling warning without the engine's finding (an idle design can end unconverged).
    expect(t).not.toContain('did not settle');
  });

  it('offers a file name from the title', () => {
    expect(reportFileName('Site A: <XIV>')).toBe('Site A - XIV - Design report.html');
  });
});

describe('user text', () => {
  const evil = `<script>alert("x")</script> & 'quoted' "names"`;

  it('is escaped everywhere: title, description, server and LUN names', async () => {
    const { design } = cases.get('cisco-ucs-c210-m2')!;
    const server = design.components.find((c) => c.kind === 'server')!;
    const lun = design.components.find((c) => c.kind === 'lun')!;
    const renamed: Design = {
      ...design,
      meta: { ...design.meta, title: `Title ${evil}`, description: `Description ${evil}` },
      components: design.components.map((c) =>
        c.id === server.id ? { ...c, name: `Server ${evil}` } : c.id === lun.id ? { ...c, name: `LUN ${evil}` } : c,
      ),
    };
    const report = await pipeline.report(renamed, fullOptions);
    const html = buildDesignReport(input('cisco-ucs-c210-m2', { design: renamed, report }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(evil);
    for (const prefix of ['Title', 'Description', 'Server', 'LUN']) expect(html).toContain(esc(`${prefix} ${evil}`));
    expect(esc(evil)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &quot;names&quot;',
    );
    // The page title too, where a browser would otherwise end the <title> early.
    expect(html).toContain(`<title>${esc(`Title ${evil}`)} — Design report</title>`);
  });

  it('keeps a title that reads like an attribute in the diagram it draws (QA: on…= refused it)', async () => {
    const { design } = cases.get('cisco-ucs-c210-m2')!;
    const title = 'Contoso: 2,500 mailboxes, Exchange online = phase 2, onsite=yes';
    const titled: Design = { ...design, meta: { ...design.meta, title } };
    const report = await pipeline.report(titled, fullOptions);
    // The diagram as Export ▸ Design report draws it, title and all.
    const diagramSvg = designDiagram(titled, report, pipeline.catalog, AT).svg;
    expect(diagramSvg).toContain(title);
    const html = buildDesignReport(input('cisco-ucs-c210-m2', { design: titled, report, diagramSvg }));
    expect(html).toContain('data-testid="report-topology"');
    expect(text(html)).toContain(title);
  });

  it('reads the same from a quick evaluation, with failures said to be missing', async () => {
    const { design } = cases.get('cisco-ucs-c210-m2')!;
    const report = await pipeline.report(design, quickOptions);
    const t = text(buildDesignReport(input('cisco-ucs-c210-m2', { report, full: false })));
    expect(t).toMatch(/Worst single failure\s+Not evaluated/);
    expect(t).not.toMatch(/NaN|undefined|Infinity/);
  });
});
