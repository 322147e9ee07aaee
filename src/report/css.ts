/**
 * The report's one stylesheet, inlined so the file stands alone (no fonts, images or scripts to
 * fetch: it must open the same from an e-mail attachment, offline, years later). Screen: a
 * centred page of readable width. Print (A4): each numbered section starts a page, table headers
 * repeat on every page, rows are never split, and colours are kept (`print-color-adjust`) but
 * every coloured cell also says its verdict in words, so a black-and-white copy reads the same.
 */
export const REPORT_CSS = `
:root {
  --ink: #1d2533; --muted: #5b6576; --rule: #d5dae2; --band: #f3f5f8; --accent: #1f4e79;
  --ok: #17663a; --ok-bg: #e3f3e8; --warn: #8a5a00; --warn-bg: #fdf1d8; --bad: #a4161a; --bad-bg: #fbe3e3;
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0; background: #e9ecf1; color: var(--ink);
  font: 14px/1.45 "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif;
}
.page { max-width: 1100px; margin: 24px auto; padding: 40px 48px 48px; background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
h1 { font-size: 26px; line-height: 1.2; margin: 0 0 6px; color: var(--accent); }
h2 { font-size: 19px; margin: 0 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--accent); color: var(--accent); }
h3 { font-size: 15px; margin: 20px 0 8px; }
p { margin: 0 0 10px; }
a { color: var(--accent); }
.kicker { text-transform: uppercase; letter-spacing: 0.08em; font-size: 11px; font-weight: 600; color: var(--muted); margin-bottom: 4px; }
.lead { font-size: 15px; color: var(--ink); max-width: 78ch; }
.muted, .cell-note, .th-sub { color: var(--muted); }
.small { font-size: 12px; }
section.sec { margin-top: 36px; }
.titleblock { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 28px; margin-top: 18px; align-items: start; }
.verdict-banner { display: flex; align-items: center; gap: 16px; margin: 22px 0 6px; padding: 14px 18px; border-radius: 6px;
  border: 1px solid var(--rule); background: var(--band); }
.verdict-banner.ok { border-color: #9fd1b1; background: var(--ok-bg); }
.verdict-banner.bad { border-color: #eeaaaa; background: var(--bad-bg); }
.verdict-banner .big { font-size: 22px; font-weight: 700; }
.verdict-banner.ok .big { color: var(--ok); }
.verdict-banner.bad .big { color: var(--bad); }
.contents { margin: 0; padding-left: 0; list-style: none; columns: 2; column-gap: 28px; }
.contents li { margin: 2px 0; }
table { border-collapse: collapse; width: 100%; }
table.facts { margin: 0 0 12px; }
table.facts th { text-align: left; font-weight: 600; width: 34%; padding: 6px 12px 6px 0; vertical-align: top; }
table.facts td { padding: 6px 0; vertical-align: top; }
table.facts tr + tr th, table.facts tr + tr td { border-top: 1px solid var(--rule); }
table.data { margin: 8px 0 16px; font-size: 12.5px; font-variant-numeric: tabular-nums; }
table.data caption { caption-side: top; text-align: left; font-weight: 600; padding: 0 0 6px; font-size: 13px; }
table.data th { text-align: left; vertical-align: bottom; font-weight: 600; padding: 6px 8px; background: var(--band);
  border-bottom: 1.5px solid #aab2bf; }
table.data td { padding: 5px 8px; border-bottom: 1px solid var(--rule); vertical-align: top; overflow-wrap: anywhere; }
table.data tbody tr:nth-child(even) td { background: #fafbfc; }
table.data tr.worst td { background: var(--bad-bg); }
table.data tr.group td { background: var(--band); font-weight: 600; }
table.compact { font-size: 11.5px; }
table.compact td, table.compact th { padding: 3px 6px; }
.num { text-align: right; white-space: nowrap; }
th.num { text-align: right; }
.th-sub, .cell-note { display: block; font-weight: 400; font-size: 11px; }
.tone-ok { color: var(--ok); }
.tone-warn { color: var(--warn); }
.tone-bad { color: var(--bad); font-weight: 600; }
.tone-muted { color: var(--muted); }
.pill { display: inline-block; padding: 1px 8px; border-radius: 10px; font-weight: 600; font-size: 12px; white-space: nowrap; }
.pill-ok { background: var(--ok-bg); color: var(--ok); }
.pill-bad { background: var(--bad-bg); color: var(--bad); }
.pill-warn { background: var(--warn-bg); color: var(--warn); }
.pill-info { background: var(--band); color: var(--muted); }
.bar { display: inline-block; height: 8px; background: var(--accent); border-radius: 2px; vertical-align: middle; }
.callout { border-left: 4px solid var(--accent); background: var(--band); padding: 10px 14px; margin: 10px 0 14px; }
.callout.bad { border-left-color: var(--bad); background: var(--bad-bg); }
.finding { margin: 0 0 14px; padding: 10px 14px; border: 1px solid var(--rule); border-radius: 4px; }
.finding h3 { margin: 0 0 4px; font-size: 14px; }
.finding ul { margin: 6px 0 0; padding-left: 20px; }
.code { font-family: Consolas, "Liberation Mono", Menlo, monospace; font-size: 12px; }
.notes { font-size: 12px; }
.notes li { margin-bottom: 4px; }
.notes.numbered { list-style: none; padding-left: 0; }
sup.ref { font-size: 9px; color: var(--muted); margin-left: 2px; }
.topology { border: 1px solid var(--rule); padding: 8px; text-align: center; }
.topology svg { max-width: 100%; height: auto; }
.footer { margin-top: 40px; padding-top: 10px; border-top: 1px solid var(--rule); font-size: 11px; color: var(--muted); }
@page { size: A4; margin: 16mm 14mm 18mm;
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9pt sans-serif; color: #5b6576; }
  @bottom-left { content: "Spindle design report"; font: 9pt sans-serif; color: #5b6576; } }
@media print {
  body { background: #fff; font-size: 10pt; }
  .page { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  section.sec { margin-top: 0; break-before: page; }
  h2, h3, caption { break-after: avoid; }
  thead { display: table-header-group; }
  tr, .finding, .callout, .verdict-banner, table.facts { break-inside: avoid; }
  table.data { font-size: 8.5pt; }
  table.compact { font-size: 8pt; }
  a { color: inherit; text-decoration: none; }
}
`;
