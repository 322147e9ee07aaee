import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fullOptions } from '../engine/ts/toEngineInput';
import { loadPreset } from '../presets/index';
import { jetstressPlan } from '../src/plan/jetstressPlan';
import { planFileName, planToCsv } from '../src/plan/planCsv';
import { PLAN_HEADERS, planRows } from '../src/plan/planTable';
import { openPipeline, type Pipeline } from './engine';
import { memoryIo } from './io';
import { run } from './run';

const root = fileURLToPath(new URL('..', import.meta.url));
let pipeline: Pipeline;
beforeAll(async () => {
  pipeline = await openPipeline();
});
afterAll(() => pipeline.dispose());

/** Runs the CLI in-process from the repository root on the shared engine. */
async function spindle(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = memoryIo(root);
  const open = (): Promise<Pipeline> => Promise.resolve({ ...pipeline, dispose: () => {} });
  const code = await run(argv, io, { open });
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('jetstressPlan on the presets', () => {
  it('XIV: each test host as the ESRP ran it, with the report’s target, threads and figures', async () => {
    const design = loadPreset('xiv-2810');
    const report = await pipeline.report(design, fullOptions);
    const plan = jetstressPlan(design, report);
    expect(plan.hosts.map((h) => h.name)).toEqual(report.servers.map((s) => s.name));
    const [xiv30] = plan.hosts;
    // The ESRP: 5 databases of 2,000 mailboxes per server, 64 threads, DB and log LUNs apart.
    expect(xiv30.databases.map((d) => d.mailboxes)).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(xiv30.threadsPerDatabase).toBe(64);
    expect(xiv30.autotuned).toBe(false);
    expect(xiv30.iopsPerMailbox! * xiv30.mailboxes).toBeCloseTo(report.servers[0].targetIops, 9);
    expect(xiv30.databases[0].dbLun).toMatch(/E: DB1/);
    expect(xiv30.databases[0].logLun).toMatch(/J: logs/);
    expect(xiv30.predicted.achievedIops).toBe(report.servers[0].achievedIops);
    const reads = xiv30.criteria.filter((c) => c.label.startsWith('Database read latency'));
    // The criteria carry the value they were judged on, to the report's 3 decimals.
    report.servers[0].instances.forEach((i, k) => expect(reads[k].predicted).toBeCloseTo(i.dbReadLatencyMs!, 3));
    expect(reads).toHaveLength(5);
  });

  it('CLARiiON phase 2: thread counts the design leaves to tuning are the model’s, and say so', async () => {
    const design = loadPreset('clariion-cx4-960-phase2');
    const report = await pipeline.report(design, fullOptions);
    const plan = jetstressPlan(design, report);
    expect(plan.hosts).toHaveLength(12);
    expect(plan.hosts.every((h) => h.autotuned)).toBe(true);
    expect(plan.hosts.map((h) => h.threadsPerDatabase)).toEqual(report.servers.map((s) => s.threadsPerDatabase));
    expect(plan.hosts.reduce((n, h) => n + h.mailboxes, 0)).toBe(report.totals.mailboxes);
  });
});

describe('planRows', () => {
  it('gives a row per database with the host settings and the instance prediction, rounded', async () => {
    const design = loadPreset('cisco-ucs-c210-m2');
    const report = await pipeline.report(design, fullOptions);
    const rows = planRows(jetstressPlan(design, report));
    const [server] = report.servers;
    expect(rows).toHaveLength(server.instances.length);
    rows.forEach((row) => expect(row).toHaveLength(PLAN_HEADERS.length));
    const at = (row: readonly unknown[], header: (typeof PLAN_HEADERS)[number]): unknown =>
      row[PLAN_HEADERS.indexOf(header)];
    const [first] = rows;
    const db = server.instances[0];
    expect(at(first, 'Database')).toBe(db.name);
    expect(at(first, 'Threads')).toBe('3 per database');
    expect(at(first, 'Operation mix (insert/delete/replace/read %)')).toBe('40/20/5/35');
    expect(at(first, 'Predicted DB read latency (ms)')).toBe(Number(db.dbReadLatencyMs!.toFixed(2)));
    expect(at(first, 'Predicted achieved IO/s')).toBe(Number(db.achievedIops.toFixed(1)));
    expect(at(first, 'Database LUN')).toMatch(/^F: /);
    const mailboxes = rows.reduce((n, r) => n + (at(r, 'Mailboxes') as number), 0);
    expect(mailboxes).toBe(report.totals.mailboxes);
  });
});

describe('spindle plan', () => {
  it('prints the settings and the prediction per host', async () => {
    const { code, stdout, stderr } = await spindle(['plan', 'presets/cisco-ucs-c210-m2.json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Jetstress test plan: ');
    expect(stdout).toMatch(/Threads\s+3 per database, tuning suppressed \(as the design sets\)/);
    expect(stdout).toMatch(/Database read latency \(average\), each of \d+\s+≤ 20 ms/);
    expect(stdout).toMatch(/Spindle predicts a pass: [\d,.]+ IO\/s achieved/);
    expect(stdout).toMatch(/Settings from\s+the design/);
  });

  it('says when a host is planned with Spindle’s defaults, having no settings of its own', async () => {
    const design = JSON.parse(readFileSync(join(root, 'presets/cisco-ucs-c210-m2.json'), 'utf8')) as {
      components: { kind: string; jetstress?: unknown }[];
    };
    for (const c of design.components) delete c.jetstress;
    const file = join(mkdtempSync(join(tmpdir(), 'spindle-plan-')), 'no-settings.spindle.json');
    writeFileSync(file, JSON.stringify(design));
    const { code, stdout } = await spindle(['plan', file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Settings from\s+Spindle's defaults \(the host has no Jetstress settings of its own\)/);
    expect(stdout).toMatch(/Threads\s+\d+ per database, tuning suppressed \(tuned by Spindle's model/);
  });

  it('--json prints the plan as data', async () => {
    const { code, stdout } = await spindle(['plan', 'presets/nseries-qd16.json', '--json']);
    expect(code).toBe(0);
    const plan = JSON.parse(stdout) as ReturnType<typeof jetstressPlan>;
    const design = JSON.parse(readFileSync(join(root, 'presets/nseries-qd16.json'), 'utf8')) as {
      components: { kind: string }[];
    };
    const databases = design.components.filter((c) => c.kind === 'database').length;
    expect(plan.hosts.flatMap((h) => h.databases)).toHaveLength(databases);
  });

  it('refuses a missing file (exit 2) and a stray option', async () => {
    expect((await spindle(['plan', 'no-such.json'])).code).toBe(2);
    const stray = await spindle(['plan', 'presets/xiv-2810.json', '--quick']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('plan: unknown option "--quick"');
  });
});

describe('planToCsv', () => {
  it('writes the headers and a row per database as RFC 4180 CSV with a byte-order mark', async () => {
    const design = loadPreset('xiv-2810');
    const report = await pipeline.report(design, fullOptions);
    const csv = planToCsv(jetstressPlan(design, report));
    expect(csv.startsWith('\uFEFFHost,Database,Mailboxes,')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 10);
    // Names with commas are quoted; numbers stay bare.
    expect(lines[1]).toMatch(/^XIV30 \(IBM System x3650\),XIV30 DB1,2000,"?XIV30 E: DB1 \(5 TB\)"?,/);
    expect(planFileName('Site A: 2 × XIV')).toBe('Site A - 2 × XIV - Jetstress test plan.csv');
  });
});
