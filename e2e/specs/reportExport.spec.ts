/**
 * Export ▸ Design report end to end in the browser build: a preset from the start screen, the
 * full evaluation awaited, the report downloaded and read back, then opened on its own as the
 * customer would open it, looked at (screenshot) and printed to PDF.
 */
import { expect, test } from '../fixtures/app';
import { DesignReport } from '../pages/DesignReport';
import { ExportMenu } from '../pages/ExportMenu';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

/** Also write the screenshot docs/ui.md uses (`SPINDLE_DOC_SHOTS=1`); e2e/output always gets it. */
const docShots = Boolean(process.env.SPINDLE_DOC_SHOTS);

test('XIV preset → Export → Design report: one standalone document with the figures on screen', async ({ app }) => {
  test.setTimeout(120_000);
  const page = app.page;
  await new StartScreen(page).openPreset('xiv-2810');
  await new Results(page).complete();
  const totals = (await new StatusBar(page).totals().textContent()) ?? '';

  const exporter = new ExportMenu(page);
  await exporter.open();
  await expect(page.getByTestId('export-report-html')).toHaveAttribute('title', /print to PDF/);
  await page.keyboard.press('Escape');
  const download = await exporter.exportReport();
  expect(download.suggestedFilename()).toMatch(/^IBM XIV 2810-A14 .* - Design report\.html$/);
  await expect(new StatusBar(page).notice().message).toContainText('Design report saved');

  const html = (await ExportMenu.bytes(download)).toString('utf8');
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(html).not.toMatch(/<script|<link|\ssrc=/i);
  // The status bar's "20,032 / 20,000 IO/s" reads the same in the report's summary.
  const [, achieved, target] = totals.match(/([\d,]+)\s*\/\s*([\d,]+)/)!;
  expect(html).toContain(`${achieved} IO/s achieved of ${target} IO/s target`);

  const report = await DesignReport.open(page.context(), html);
  await expect(report.title()).toContainText('IBM XIV 2810-A14');
  await expect(report.verdict()).toContainText(totals.includes('Jetstress pass') ? 'Pass' : 'Fail');
  expect(await report.headings()).toEqual([
    '1. Summary',
    '2. Exchange workload',
    '3. Topology',
    '4. Jetstress servers',
    '5. Bottleneck and why the latencies are what they are',
    '6. Capacity',
    '7. Failure analysis',
    '8. Findings',
    '9. Published figures against the prediction',
    '10. Bill of materials',
    '11. Method and assumptions',
  ]);
  // The Topology section is the exported diagram, with a server the view shows and one it may not.
  await expect(report.section('topology').locator('svg')).toContainText('XIV30');
  await expect(report.section('topology').locator('svg')).toContainText('Brocade');
  const servers = await report.serverRows();
  expect(servers.map((r) => r[0])).toEqual(['XIV30 (IBM System x3650)', 'XIV31 (IBM System x3650)']);
  for (const row of servers) expect(row.join(' ')).toMatch(/IO\/s .* ms .* Pass/);
  await expect(report.section('failures')).toContainText('Worst single failure: Server XIV30 (IBM System x3650) fails');
  await expect(report.section('findings')).toContainText('SPN-W103');
  await expect(report.section('bom')).toContainText('ST31000340NS');
  await expect(report.page.locator('body')).not.toContainText(/NaN|undefined|Infinity/);
  await report.page.screenshot({ path: 'e2e/output/report-export.png' });
  if (docShots) await report.page.screenshot({ path: 'docs/screenshots/report-export.png' });

  // Printed: each section on a page of its own, table headers repeated, an A4 PDF of several pages.
  await report.page.emulateMedia({ media: 'print' });
  const printed = await report.page.evaluate(() => ({
    breakBefore: getComputedStyle(document.querySelector('section#servers')!).breakBefore,
    thead: getComputedStyle(document.querySelector('section#capacity thead')!).display,
  }));
  expect(printed).toEqual({ breakBefore: 'page', thead: 'table-header-group' });
  const pdf = await report.pdf();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
  await report.close();
  expect(app.problems).toEqual([]);
});
