import { describe, expect, it } from 'vitest';

import { makeReport, makeServerResult } from '../store/reportFixture';
import { designDiagram, diagramInput, verdictOf } from './diagramInput';
import { presetFromDisk } from './exportTestkit';

/** A report whose one server achieves `achieved` of `target` IO/s, failing or passing as the engine would. */
const reportOf = (serverId: string, achieved: number, target: number, pass: boolean) =>
  makeReport(0, {
    pass,
    totals: { ...makeReport(0).totals, achievedIops: achieved, targetIops: target, mailboxes: 2500 },
    servers: [
      makeServerResult(serverId, {
        achievedIops: achieved,
        targetIops: target,
        dbReadLatencyMs: 15.5,
        logWriteLatencyMs: 0.9,
        pass,
      }),
    ],
  });

describe('the diagram never prints a missed target as met (QA pass 4, item 2)', () => {
  const ucs = presetFromDisk('cisco-ucs-c210-m2');
  const server = ucs.components.find((c) => c.kind === 'server')!;

  it('writes the title block’s IO/s as the app does: "754.2 / 754.4", not "754 / 754", under Fail', () => {
    const report = reportOf(server.id, 754.2, 754.4, false);
    expect(verdictOf(report)).toEqual({
      text: 'Fail',
      tone: 'bad',
      detail: '754.2 / 754.4 IO/s achieved / target · 2,500 mailboxes · capacity fits · normal state',
    });
    const card = diagramInput(ucs, report, () => undefined, new Date(2026, 0, 5)).cards?.get(server.id);
    expect(card?.figures[0]).toEqual({ label: 'IOPS', value: '754.2 / 754.4', tone: 'bad' });
  });

  it('gives a miss that ties at one decimal the decimals it needs', () => {
    const report = reportOf(server.id, 754.36, 754.4, false);
    expect(verdictOf(report).detail).toMatch(/^754\.36 \/ 754\.40 IO\/s achieved \/ target/);
    const card = diagramInput(ucs, report, () => undefined, new Date(2026, 0, 5)).cards?.get(server.id);
    expect(card?.figures[0]).toMatchObject({ value: '754.36 / 754.40', tone: 'bad' });
  });

  it('keeps whole IO/s from 1,000 up', () => {
    const report = reportOf(server.id, 10_016.4, 10_000, true);
    expect(verdictOf(report).detail).toMatch(/^10,016 \/ 10,000 IO\/s achieved \/ target/);
  });
});

describe('a database card in the exported diagram (QA pass 5, item 13)', () => {
  // design2's shape: database "DB01" (1,000 mailboxes) on server "MBX1", its files on "MBX1 DB LUN 1".
  const ucs = presetFromDisk('cisco-ucs-c210-m2');
  const design = {
    ...ucs,
    components: ucs.components.map((c) =>
      c.id === 'exchange1'
        ? { ...c, name: 'MBX1' }
        : c.id === 'lun-f'
          ? { ...c, name: 'MBX1 DB LUN 1' }
          : c.id === 'db1' && c.kind === 'database'
            ? { ...c, name: 'DB01', mailboxes: 1000 }
            : c,
    ),
    links: ucs.links.map((l) =>
      l.kind === 'logFile' && l.from.componentId === 'db1' ? { ...l, to: { ...l.to, componentId: 'lun-f' } } : l,
    ),
  };

  it('names the LUN without its server’s words, and keeps it whole', () => {
    const card = diagramInput(design, null, () => undefined, new Date(2026, 0, 5)).cards?.get('db1');
    expect(card?.detail).toBe('1,000 mailboxes · files on DB LUN 1');
    expect(card?.detailKeepFrom).toBe('1,000 mailboxes'.length);
    const svg = designDiagram(design, null, null, new Date(2026, 0, 5)).svg;
    expect(svg).toContain('files on DB LUN 1');
    expect(svg).not.toMatch(/MBX1 D…|1,00…/);
  });
});
