/**
 * `npm run bench:ui`: the canvas's issue 4 speed targets, measured in Chromium through Playwright
 * on the built renderer (dist/, served by scripts/start.mjs as in the e2e run):
 *
 * 1. Frame times while dragging one card of a synthetic design of at least 1,000
 *    components (scripts/synthetic.ts), opened as a user does (file dropped onto the window), with
 *    the whole design in view and close up; and whether the move sent the engine anything. For
 *    reference (not judged): the same design with every box collapsed, and the largest preset as
 *    opened.
 * 2. Edit-to-updated-badge time on the largest preset: a database's mailbox count typed in the
 *    inspector (Enter) until its host's IOPS badge shows the new figure, no longer stale. Once
 *    after the previous evaluation completed ("settled"), once while the previous edit's failure
 *    analysis computes ("during a failure analysis"; key `backToBack`).
 *
 * A benchmark, not a test: a missed target is reported as missed, never failed. Writes
 * docs/benchmarks/ui.json and ui.md. Options: --samples N (edits per case, default 12).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium, type Browser, type Page } from '@playwright/test';

import { benchDrag, LONG_MS, VIEWPORT } from '../e2e/bench/uiDrag';
import { openPage, serveDist } from '../e2e/bench/uiPage';

import { analysisRunning, armEditTimer, editTiming, engineMessages } from '../e2e/bench/uiProbes';
import {
  editCase,
  type EditResult,
  type EditSample,
  judgeUiTargets,
  renderUiBench,
  type UiBenchDoc,
  uiNotes,
} from '../e2e/bench/uiReport';
import { Canvas } from '../e2e/pages/Canvas';
import { Inspector } from '../e2e/pages/Inspector';
import { Results } from '../e2e/pages/Results';
import { StartScreen } from '../e2e/pages/StartScreen';
import playwrightConfig from '../playwright.config';
import { loadPreset, PRESETS } from '../presets/index';
import { ANALYSIS_DELAY_MS, ENGINE_DEBOUNCE_MS } from '../src/store/engineSync';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({ options: { samples: { type: 'string', default: '12' } } });
const SAMPLES = Number(opts.samples);
if (!Number.isInteger(SAMPLES) || SAMPLES < 2) throw new Error('--samples takes a whole number from 2.');

/** Mailboxes added and taken away again, in turn, by the edit benchmark. */
const MAILBOX_STEP = 50;
/** Back to back: the previous failure analysis has been computing at least this long [ms]. */
const ANALYSIS_RUNNING_MS = 150;

const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** One edit: Enter in the field until the badge is updated, and where the time went [ms]. */
async function timedEdit(
  page: Page,
  value: number,
  selectors: Parameters<typeof armEditTimer>[1],
): Promise<EditSample> {
  await armEditTimer(page, selectors);
  await new Inspector(page).set('mailboxes', String(value));
  const t = await editTiming(page, LONG_MS);
  if (t.inputAt === null || t.updatedAfterMs === null) throw new Error('The edit timer saw no update.');
  const log = await engineMessages(page);
  const request = log.find((m) => m.kind === 'request' && m.at >= t.inputAt!);
  const reply = log.find((m) => m.kind === 'reply' && request && m.revision === request.revision && m.at >= request.at);
  if (!request || !reply) throw new Error('The edit sent no engine request, or got no reply.');
  return {
    totalMs: t.updatedAfterMs,
    staleMs: t.staleAfterMs,
    toRequestMs: request.at - t.inputAt,
    workerMs: reply.at - request.at,
    engineMs: reply.elapsedMs ?? NaN,
    toBadgeMs: t.inputAt + t.updatedAfterMs - reply.at,
  };
}

async function benchEdit(browser: Browser, url: string): Promise<EditResult> {
  const designs = PRESETS.map((p) => ({ id: p.id, design: loadPreset(p.id) }));
  const { id: preset, design } = designs.reduce((a, b) =>
    b.design.components.length > a.design.components.length ? b : a,
  );
  const db = design.components.find((c) => c.kind === 'database' && c.parentId !== undefined);
  if (!db?.parentId || db.kind !== 'database') throw new Error(`${preset} has no database in a host.`);
  const page = await openPage(browser, url, VIEWPORT);
  const canvas = new Canvas(page);
  const results = new Results(page);
  await new StartScreen(page).openPreset(preset);
  await results.complete(LONG_MS);
  await canvas.find(db.name);
  await canvas.select(db.id);
  await canvas.figure(db.parentId, 'iops'); // the host's badge is drawn, with a figure
  const selectors = {
    field: '[data-testid="inspector"] [data-testid="field-mailboxes"]',
    node: `[data-testid="node-${db.parentId}"]`,
    badge: '[data-testid="badge-iops"] .sp-badge__value',
  };
  let edits = 0;
  const edit = () => timedEdit(page, db.mailboxes + (++edits % 2 === 1 ? MAILBOX_STEP : 0), selectors);
  const settled: EditSample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await results.complete(LONG_MS);
    settled.push(await edit());
  }
  const backToBack: EditSample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Each edit lands while the previous revision's failure analysis computes (it runs ~1 s here).
    await analysisRunning(page, ANALYSIS_RUNNING_MS, LONG_MS);
    backToBack.push(await edit());
  }
  await page.context().close();
  return {
    preset,
    components: design.components.length,
    edit: `${db.id}.mailboxes ${db.mailboxes} ↔ ${db.mailboxes + MAILBOX_STEP} (inspector, Enter)`,
    badge: `${db.parentId} IOPS (achieved / target)`,
    debounceMs: ENGINE_DEBOUNCE_MS,
    analysisDelayMs: ANALYSIS_DELAY_MS,
    analysisRunningMs: ANALYSIS_RUNNING_MS,
    settled: editCase(settled),
    backToBack: editCase(backToBack),
  };
}

const loads = [loadavg()[0]];
const server = await serveDist(root);
const browser = await chromium.launch({
  ...playwrightConfig.use?.launchOptions,
  executablePath: process.env.SPINDLE_CHROMIUM || '/usr/bin/chromium',
});
let dragged: Awaited<ReturnType<typeof benchDrag>>;
let edited: Awaited<ReturnType<typeof benchEdit>>;
try {
  console.log('Dragging a card of the synthetic design…');
  dragged = await benchDrag(browser, server.url);
  loads.push(loadavg()[0]);
  console.log(`Editing the largest preset (${SAMPLES} edits per case)…`);
  edited = await benchEdit(browser, server.url);
  loads.push(loadavg()[0]);
} finally {
  await browser.close();
  server.stop();
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  logicalCpus: cpus().length,
  memoryGb: Math.round(totalmem() / 1e9),
  platform: `${platform()} ${arch()}`,
  node: process.version,
  chromium: browser.version(),
  viewport: VIEWPORT,
  date: new Date().toISOString(),
  loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
};
const source = {
  commit: git('rev-parse', '--short', 'HEAD'),
  rendererDirty: git('status', '--porcelain', '--', 'src', 'components', 'engine', 'presets', 'index.html') !== '',
};
const targets = judgeUiTargets(dragged, edited);
const notes = uiNotes(dragged, edited);
const doc: UiBenchDoc = { source, machine, drag: dragged, edit: edited, notes };
const outDir = join(root, 'docs', 'benchmarks');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'ui.json'),
  // Times to the microsecond at most: the page clocks tick in 100 µs here.
  JSON.stringify(
    { generatedBy: 'npm run bench:ui', ...doc, targets },
    (_key, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(3)) : v),
    2,
  ) + '\n',
);
const md = renderUiBench(doc, targets);
writeFileSync(join(outDir, 'ui.md'), md);
console.log(`\n${md}\nWrote docs/benchmarks/ui.json and docs/benchmarks/ui.md.`);
