/**
 * Notices while a design is on the canvas: three refusals in a row fold into one card in the
 * canvas's bottom-right corner (the newest shown, the others one click away) instead of a stack
 * over the middle of the design; each stays readable and closable, and errors wait to be closed
 * (a refused edit's reason until the next edit goes through).
 */
import { expect, test } from '../fixtures/app';
import { Palette } from '../pages/Palette';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

test('several notices fold into one card in a corner, each readable and closable', async ({ app }) => {
  const { page } = app;
  const status = new StatusBar(page);
  const palette = new Palette(page);
  await new StartScreen(page).openPreset('xiv-2810');
  // Parts that need a container, clicked with nothing selected: three different refusals.
  await palette.add('lun');
  await palette.add('raid-group');
  await palette.add('database');
  await expect(status.notices()).toHaveCount(3);
  await expect(status.shownNotices()).toHaveCount(1);
  await expect(status.notice().message).toHaveText(/^A database must sit inside/);
  await expect(status.noticeFold()).toHaveText('2 earlier notices');

  // In the corner, small: clear of the middle of the canvas where the design is.
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const area = (await status.noticeArea().boundingBox())!;
  expect(canvas.x + canvas.width - (area.x + area.width)).toBeLessThanOrEqual(24);
  expect(canvas.y + canvas.height - (area.y + area.height)).toBeLessThanOrEqual(24);
  expect(area.x).toBeGreaterThan(canvas.x + canvas.width / 2);
  expect(area.height).toBeLessThan(canvas.height / 4);

  await status.noticeFold().click();
  await expect(status.shownNotices()).toHaveCount(3);
  await expect(status.shownNotices().first().getByTestId('notice-message')).toHaveText(
    'A LUN must sit inside a RAID group.',
  );
  await status.shownNotices().first().getByTestId('notice-close').click();
  await expect(status.notices()).toHaveCount(2);
  // Errors stay until closed (a confirmation would have gone after 4 s).
  await page.waitForTimeout(5000);
  await expect(status.notices()).toHaveCount(2);
  await status.notice().close.click();
  await status.notice().close.click();
  await expect(status.noticeArea()).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

test('a refused edit’s reason leaves once an edit goes through; other errors stay', async ({ app }) => {
  const { page } = app;
  const status = new StatusBar(page);
  const palette = new Palette(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await palette.add('lun');
  await expect(status.notice().message).toHaveText('A LUN must sit inside a RAID group.');
  // The user moves on: a server needs no container, so it is added, and the stale reason goes.
  await palette.add('generic-2u-server');
  await expect(status.notices()).toHaveCount(0);
  expect(app.problems).toEqual([]);
});
