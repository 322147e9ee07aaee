/**
 * Never losing work, in the browser build: a design edited on the canvas is saved through the
 * browser's file APIs, opened again in a fresh browser session through the start screen's Open,
 * and is the same design: the same file, the same cards on the canvas, the same engine figures.
 *
 * Chromium has the File System Access API, which headless Chromium cannot show; its pickers are
 * replaced by ones backed by real files (e2e/fixtures/filePickers.ts) while the app's own code
 * writes and reads through the handles. Browsers without it save by download and open through a
 * file input, driven here with Playwright's own download and file chooser events.
 *
 * The whole file is compared, nothing excluded: the design format has no volatile field (no
 * save time; the crash-recovery copy's time is stored outside the file, and `app.version` is
 * this build's stamp, the same on both sides).
 */
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from '@playwright/test';

import { appTarget, expect, test, waitForAppShell, watch } from '../fixtures/app';
import { fakeDisk, withoutFilePickers } from '../fixtures/filePickers';
import { Canvas, type DrawnNode } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Files, type DesignFile } from '../pages/Files';
import { Inspector } from '../pages/Inspector';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.skip(appTarget !== 'browser', 'The desktop app saves through native dialogs (electron/main, unit-tested).');

const viewport = { width: 1600, height: 1000 };
const PRESET = 'cisco-ucs-c210-m2';
const FILE = `${PRESET}.spindle.json`;
/** The preset as shipped, to tell the edits apart from what was there. */
const shipped = JSON.parse(readFileSync(`presets/${PRESET}.json`, 'utf8')) as DesignJson;

interface DesignJson {
  components: { id: string; name: string; mailboxes?: number }[];
  layout: Record<string, { x: number; y: number }>;
}

/** One browser session (its own storage, as after a restart) with the app loaded. */
interface Session {
  readonly page: Page;
  readonly problems: string[];
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function launch(browser: Browser, prepare: (context: BrowserContext) => Promise<void>): Promise<Session> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await prepare(context);
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto('/');
  await waitForAppShell(page);
  return { page, problems };
}

/** What the user sees of a design once the engine has evaluated it. */
async function seen(page: Page): Promise<{ nodes: DrawnNode[]; totals: string; iops: string }> {
  const canvas = new Canvas(page);
  await new StatusBar(page).upToDate();
  // Every card drawn (a design opens close up on its hosts, and cards out of view are not drawn).
  await new CanvasView(page).fit();
  return {
    nodes: await canvas.drawnNodes(),
    totals: (await new StatusBar(page).totals().textContent()) ?? '',
    iops: await canvas.figure('exchange1', 'iops'),
  };
}

/** Opens the preset and changes it the three ways a user does: rename, a property, a move. */
async function editPreset(page: Page): Promise<{ name: string; mailboxes: number }> {
  const canvas = new Canvas(page);
  const inspector = new Inspector(page);
  await new StartScreen(page).openPreset(PRESET);
  await new StatusBar(page).upToDate();
  const shippedDb1 = shipped.components.find((c) => c.id === 'db1');
  expect(shippedDb1?.mailboxes).toBeGreaterThan(20);
  const edit = { name: 'DB1 (moved, 20 fewer mailboxes)', mailboxes: (shippedDb1?.mailboxes ?? 0) - 20 };
  await canvas.select('db1');
  await inspector.set('name', edit.name);
  await inspector.set('mailboxes', String(edit.mailboxes));
  await canvas.dragBy('db1', 0, 40);
  await expect(new Files(page).dirtyMarker).toBeVisible();
  return edit;
}

/** Checks the saved file carries the edits, so "identical" cannot be met by saving the preset. */
function expectEdits(text: string, edit: { name: string; mailboxes: number }): void {
  const design = JSON.parse(text) as DesignJson;
  const db1 = design.components.find((c) => c.id === 'db1');
  expect(db1).toMatchObject({ name: edit.name, mailboxes: edit.mailboxes });
  expect(design.layout.db1.y).toBeGreaterThan(shipped.layout.db1.y);
  expect(design.components.map((c) => c.id)).toEqual(shipped.components.map((c) => c.id));
}

/** How a browser saves and opens: with File System Access, or by download and file input. */
interface Transport {
  prepare(context: BrowserContext): Promise<void>;
  /** Saves the open document; resolves to the file written. */
  save(page: Page): Promise<DesignFile>;
  /** Opens `file` from the start screen. */
  open(page: Page, file: DesignFile): Promise<void>;
}

async function roundTrip(browser: Browser, transport: Transport): Promise<void> {
  const first = await launch(browser, transport.prepare);
  const edit = await editPreset(first.page);
  const before = await seen(first.page);
  const saved = await transport.save(first.page);
  expect(saved.name).toBe(FILE);
  expectEdits(saved.text, edit);

  // A fresh session: nothing in memory or browser storage; the start screen's Open.
  const second = await launch(browser, transport.prepare);
  await new StartScreen(second.page).launched();
  await transport.open(second.page, saved);
  const files = new Files(second.page);
  await expect(files.dirtyMarker).toHaveCount(0);
  const after = await seen(second.page);
  expect(after.nodes).toEqual(before.nodes);
  expect(after.nodes.map((n) => n.id).sort()).toEqual(shipped.components.map((c) => c.id).sort());
  expect(after.nodes.find((n) => n.id === 'db1')?.name).toBe(edit.name);
  expect(after.totals).toBe(before.totals);
  expect(after.iops).toBe(before.iops);

  // The reopened document's design, as its store writes it, is the design that was saved.
  const again = await transport.save(second.page);
  expect(JSON.parse(again.text)).toEqual(JSON.parse(saved.text));
  expect(again.text).toBe(saved.text);
  expect(first.problems).toEqual([]);
  expect(second.problems).toEqual([]);
}

test('save, reopen, and the design is identical (File System Access)', async ({ browser }, testInfo) => {
  const disk = fakeDisk(testInfo.outputPath('disk'));
  await roundTrip(browser, {
    prepare: (context) => disk.install(context),
    async save(page) {
      // A reopened document is clean before and after Save: the write itself is the signal.
      const writes = disk.writes(FILE);
      await new Files(page).save();
      await expect.poll(() => disk.writes(FILE)).toBe(writes + 1);
      return { name: FILE, text: disk.read(FILE) };
    },
    async open(page, file) {
      disk.willPick(file.name);
      await new Files(page).open(PRESET);
    },
  });
});

test('save by download, reopen through a file input, and the design is identical', async ({ browser }) => {
  await roundTrip(browser, {
    prepare: withoutFilePickers,
    save: (page) => new Files(page).saveByDownload(),
    open: (page, file) => new Files(page).openWithFileInput(file, PRESET),
  });
});
