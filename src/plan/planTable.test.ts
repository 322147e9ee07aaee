/**
 * The plan's figures beside its verdicts read as those verdicts do: a database read latency of
 * 20.003 ms fails "≤ 20 ms", and its cell and sentence say 20.003, not 20.
 */
import { describe, expect, it } from 'vitest';

import { jetstressPlan } from './jetstressPlan';
import { instance, judged, oneServer, reportOf } from './planFixture';
import { type Cell, PLAN_HEADERS, planRows } from './planTable';

const cell = (row: readonly Cell[], header: (typeof PLAN_HEADERS)[number]): Cell => row[PLAN_HEADERS.indexOf(header)]!;

describe('planRows: figures at a limit', () => {
  it('gives a failing 20.003 ms to 0.001 ms in its cell and in the failing criterion', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(server, [instance(db, 20.003)], [judged('read', db.name, 20.003, 20, 'ms', false)]);
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted DB read latency (ms)')).toBe(20.003);
    expect(cell(row!, 'Predicted result')).toBe('fail');
    expect(cell(row!, 'Predicted failing criteria')).toBe('this database: read: 20.003 ms predicted, limit ≤ 20 ms');
  });

  it('keeps 0.01 ms where that reads as the verdict does', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(server, [instance(db, 19.996)], [judged('read', db.name, 19.996, 20, 'ms', true)]);
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted DB read latency (ms)')).toBe(20);
    expect(cell(row!, 'Predicted result')).toBe('pass');
  });

  it('gives a missed target of 9,999.96 IO/s so, not as 10,000', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(server, [instance(db, 12)], [judged('iops', 'Server', 9_999.96, 10_000, 'IO/s', false)]);
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted failing criteria')).toBe('host: iops: 9,999.96 IO/s predicted, limit ≥ 10,000 IO/s');
  });

  it('gives a prediction to its limit’s decimals: 5.63 against 6.75 MB/s, as the report says (QA pass 5, item 8)', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(server, [instance(db, 12)], [judged('bdm', 'Server', 5.634, 6.75, 'MB/s', false, true)]);
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted failing criteria')).toBe('warning, host: bdm: 5.63 MB/s predicted, limit ≥ 6.75 MB/s');
  });
});
