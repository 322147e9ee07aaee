/**
 * Showing a failure on the canvas (the Failures tab's "Show"), on CLARiiON CX4-960 phase 1. With
 * SP B failed the banner gives the Failures row's own achieved IO/s, the controller's card is
 * marked Failed, and the servers' badges and the Servers tab give that state's figures until
 * "Back to normal" (or Esc) brings the normal ones back. With ESX host 1 failed, its databases (no
 * other server holds a copy) read Offline. A drive failure on the XIV, and a server failure of an
 * XIV whose two servers form a DAG (its databases fail over), give their rows' figures too.
 */
import { mkdirSync, readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures/app';
import type { Design } from '../../src/schema/design';
import { Canvas } from '../pages/Canvas';
import { FailureView } from '../pages/FailureView';
import { Files } from '../pages/Files';
import { badgeNumbers } from '../pages/nodeText';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const PRESET = 'clariion-cx4-960-phase1';
/** Also write the screenshot docs/ui.md uses (`SPINDLE_DOC_SHOTS=1`); e2e/output always gets it. */
const docShots = Boolean(process.env.SPINDLE_DOC_SHOTS);

test.beforeAll(() => mkdirSync('e2e/output', { recursive: true }));

/** `preset` open with its failure analysis complete, on the Failures tab: the parts a test reads. */
async function onFailures(
  page: Page,
  preset: string,
): Promise<{ results: Results; canvas: Canvas; view: FailureView }> {
  const results = new Results(page);
  await new StartScreen(page).openPreset(preset);
  await results.complete();
  await results.tab('failures');
  return { results, canvas: new Canvas(page), view: new FailureView(page) };
}

test('a controller failure on the canvas: the row’s figures, a Failed card, and back to normal', async ({ app }) => {
  const { page } = app;
  const { results, canvas, view } = await onFailures(page, PRESET);
  const normal = await canvas.figure('mbx1', 'iops');

  const rowAchieved = await view.rowAchieved('controller:spb');
  await view.show('controller:spb');
  await expect(view.label()).toHaveText('Controller SP B fails');
  await expect(view.figure('achieved')).toHaveText(rowAchieved);
  await expect(view.figure('pass')).toHaveText('Fail');
  await expect(view.differs()).toHaveCount(0);
  await expect(results.scenario('controller:spb')).toHaveClass(/is-shown/);
  // Show brings the failed controller into view, marked.
  await expect(view.marker('spb')).toHaveText('Failed');
  await expect(canvas.node('spb')).toHaveClass(/is-failed/);
  await page.screenshot({ path: 'e2e/output/failure-view-spb.png' });
  if (docShots) await page.screenshot({ path: 'docs/screenshots/failure-view.png' });

  // The Servers tab follows the failure; its server's name brings the server's card into view.
  await results.tab('servers');
  await expect(view.notice()).toContainText('Controller SP B fails');
  await page.getByTestId('server-row-mbx1').locator('.sp-table__name').click();
  const failed = await canvas.figure('mbx1', 'iops');
  expect(failed).not.toBe(normal);
  const [achieved] = badgeNumbers(failed);
  await expect(results.figure('mbx1', 'achievedIops')).toHaveText(`${achieved!.toLocaleString('en-US')} IO/s`);

  await view.backToNormal();
  await expect(canvas.badge('mbx1', 'iops')).toHaveText(normal);
  await expect(view.notice()).toBeHidden();
  await expect(view.marker('spb')).toHaveCount(0);

  // Esc leaves it too.
  await results.tab('failures');
  await view.show('controller:spb');
  await page.keyboard.press('Escape');
  await expect(view.banner).toBeHidden();
  await expect(view.showButton('controller:spb')).toHaveAttribute('aria-pressed', 'false');
  expect(app.problems).toEqual([]);
});

test('a server failure whose databases go offline', async ({ app }) => {
  const { page } = app;
  const { results, canvas, view } = await onFailures(page, PRESET);
  await expect(results.scenario('server:esx1')).toContainText(/databases go offline/i);
  const rowAchieved = await view.rowAchieved('server:esx1');
  await view.show('server:esx1');
  await expect(view.figure('achieved')).toHaveText(rowAchieved);
  await expect(view.figure('offline')).toHaveText(/^40 of \d+ DBs$/);
  await expect(view.differs()).toHaveCount(0);
  await expect(view.marker('esx1')).toHaveText('Failed');
  await expect(canvas.node('mbx1-sg01').getByTestId('badge-offline')).toHaveText('Offline');
  await expect(canvas.node('mbx1').getByTestId('badge-offline')).toHaveText('Offline');
  await page.screenshot({ path: 'e2e/output/failure-view-esx1.png' });
  expect(app.problems).toEqual([]);
});

test('a drive failure: its RAID group degraded and rebuilding, with the row’s figures', async ({ app }) => {
  // The engine fails one drive of the RAID group the scenario names (options.failed with a RAID
  // group id), as it solves the row: the banner's figures are the row's, not the normal state's.
  const { page } = app;
  const { view } = await onFailures(page, 'xiv-2810');
  const rowAchieved = await view.rowAchieved('disk:xiv-raidx');
  const rowRebuild = await view.rowRebuild('disk:xiv-raidx');
  expect(rowRebuild).toMatch(/\d/);
  await view.show('disk:xiv-raidx');
  await expect(view.figure('achieved')).toHaveText(rowAchieved);
  await expect(view.figure('rebuild')).toHaveText(rowRebuild);
  await expect(view.figure('pass')).toHaveText('Fail');
  await expect(view.differs()).toHaveCount(0);
  await expect(view.marker('xiv-raidx')).toHaveText('Drive failed');
  expect(app.problems).toEqual([]);
});

test('a server failure its DAG fails over: the survivor carries its databases, nothing is offline', async ({ app }) => {
  // No preset draws both members of a DAG: the XIV with its two servers in one DAG.
  const { page } = app;
  const design = JSON.parse(readFileSync('presets/xiv-2810.json', 'utf8')) as Design;
  const dag = design.components.map((c) => (c.kind === 'server' ? { ...c, dag: 'dag1' } : c));
  const text = JSON.stringify({ ...design, components: dag });
  await new Files(page).drop({ name: 'xiv-dag.json', text }, page.locator('body'), 'xiv-dag');
  const results = new Results(page);
  const view = new FailureView(page);
  await results.complete();
  await results.tab('failures');
  const rowAchieved = await view.rowAchieved('server:xiv30');
  await view.show('server:xiv30');
  await expect(view.figure('achieved')).toHaveText(rowAchieved);
  await expect(view.figure('pass')).toHaveText('Pass');
  await expect(view.figure('offline')).toHaveCount(0);
  await expect(view.differs()).toHaveCount(0);
  await expect(new Canvas(page).node('xiv30-db1').getByText('Failed over')).toBeVisible();
  await results.tab('servers');
  await expect(page.getByTestId('server-pass-xiv30')).toHaveText('Failed over');
  await expect(results.figure('xiv31', 'achievedIops')).toHaveText(rowAchieved);
  expect(app.problems).toEqual([]);
});
