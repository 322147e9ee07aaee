/**
 * Names on 200 px cards stay readable where they matter in a meeting: what tells two parts apart.
 * A long name drops its description first and cuts its middle, never its numbered end (the
 * XIV's two fabric switches used to read "Brocade 48000 …" alike).
 */
import { readFileSync } from 'node:fs';

import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

test('the XIV preset tells its switches and interface modules apart on their cards', async ({ app }) => {
  const { page } = app;
  const design = JSON.parse(readFileSync('presets/xiv-2810.json', 'utf8')) as Design;
  const named = (kind: string) => design.components.filter((c) => c.kind === kind);
  await new StartScreen(page).openPreset('xiv-2810');
  const canvas = new Canvas(page);

  const switches = named('switch');
  expect(switches.map((c) => c.name)).toEqual(['Brocade 48000 switch A', 'Brocade 48000 switch B']);
  for (const [i, sw] of switches.entries()) {
    const parts = await canvas.nameParts(sw.id);
    // Too long for the card: the model is cut, the switch's letter shows whole.
    expect(parts.head.whole).toBe(false);
    expect(parts.tail).toEqual({ text: `switch ${'AB'[i]}`, whole: true });
    // The whole name is still the node's text (search, tests and the tooltip read it).
    await expect(canvas.node(sw.id).getByTestId('node-name').first()).toHaveText(sw.name);
  }

  // An HBA keeps its identifier whole and cuts only its description.
  const hba = named('hba')[0]!;
  const parts = await canvas.nameParts(hba.id);
  expect(parts.head.text + parts.tail.text).toBe('XIV30 HBA 1');
  expect([parts.head.whole, parts.tail.whole]).toEqual([true, true]);
  expect(parts.qualifier).toEqual({ text: ' (QLogic QLE2562)', whole: false });

  // The array's interface modules, further right (Fit), read "Inter…module 3", not "Interface mod…".
  await new CanvasView(page).fit();
  for (const ctrl of named('controller')) {
    const { tail } = await canvas.nameParts(ctrl.id);
    expect(tail.whole, ctrl.name).toBe(true);
    expect(ctrl.name.endsWith(tail.text), ctrl.name).toBe(true);
    expect(tail.text).toMatch(/^module \d$/);
  }
  expect(app.problems).toEqual([]);
});

test('a short name keeps its numbered end whole where it has room (Cisco UCS RAID group headers)', async ({ app }) => {
  const { page } = app;
  const design = JSON.parse(readFileSync('presets/cisco-ucs-c210-m2.json', 'utf8')) as Design;
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  const canvas = new Canvas(page);
  for (const group of design.components.filter((c) => c.kind === 'raidGroup')) {
    const { head, tail, qualifier } = await canvas.nameParts(group.id);
    // "F: RAID 10 (7 spans of 2 drives)" reads whole in its 340 px header, "F: " head and all.
    expect([head.whole, tail.whole, qualifier.whole], group.name).toEqual([true, true, true]);
    expect(head.text + tail.text + qualifier.text).toBe(group.name);
  }
  expect(app.problems).toEqual([]);
});

for (const preset of ['xiv-2810', 'cisco-ucs-c210-m2', 'clariion-cx4-960-phase1', 'nseries-qd16']) {
  test(`${preset}: a database card tells its LUNs apart; its tooltip names them whole`, async ({ app }) => {
    const { page } = app;
    const design = JSON.parse(readFileSync(`presets/${preset}.json`, 'utf8')) as Design;
    const nameOf = new Map(design.components.map((c) => [c.id, c.name]));
    await new StartScreen(page).openPreset(preset);
    const canvas = new Canvas(page);
    const drawn = await page.locator('.react-flow__node[data-id]').evaluateAll((els) => els.map((e) => e.dataset.id));
    const databases = design.components.filter((c) => c.kind === 'database' && drawn.includes(c.id));
    expect(databases.length).toBeGreaterThan(0);
    for (const db of databases) {
      const detail = await canvas.detail(db.id);
      // The LUN part ("DB E: · logs J:", "DB/log LUN 1") is drawn whole on the 200 px card.
      expect(detail.keptWhole, detail.text).toBe(true);
      for (const l of design.links.filter((x) => x.from.componentId === db.id && x.kind !== 'fc'))
        expect(detail.title).toContain(nameOf.get(l.to.componentId)!);
    }
    expect(app.problems).toEqual([]);
  });
}
