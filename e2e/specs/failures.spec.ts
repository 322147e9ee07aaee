/**
 * The failures tab on the largest preset (CLARiiON CX4-960 phase 2): every single failure has its
 * own figures. Its three ESX hosts have identical hardware but run different building blocks, so
 * losing host 3 (the BB2 and BB3 servers) leaves fewer IO/s than losing host 1 (four BB1 servers);
 * failures that are the same model but for names (host 1 and host 2) say their figures were computed once,
 * and host 3 is named the worst single failure.
 */
import { mkdirSync } from 'node:fs';

import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures/app';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const iops = async (row: Locator): Promise<number> =>
  Number(((await row.locator('td').nth(2).textContent()) ?? '').replace(/[^\d.]/g, ''));

test('each failure has its own figures; equivalent failures say they share one solve', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('clariion-cx4-960-phase2');
  await results.complete();
  await results.tab('failures');

  const host1 = results.scenario('server:esx1');
  const host2 = results.scenario('server:esx2');
  const host3 = results.scenario('server:esx3');
  await expect(host3).toBeVisible();
  expect(await iops(host3)).toBeLessThan(0.8 * (await iops(host1)));
  expect(await iops(host2)).toBe(await iops(host1));
  await expect(host2).toContainText('computed once');
  await expect(host3).not.toContainText('computed once');
  // Neither host's databases survive its loss; the worse failure is the one leaving fewer IO/s.
  await expect(page.getByTestId('worst-failure')).toContainText('ESX host 3');

  mkdirSync('e2e/output', { recursive: true });
  await page.screenshot({ path: 'e2e/output/failures-phase2.png' });
  expect(app.problems).toEqual([]);
});
