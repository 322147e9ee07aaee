/**
 * The CLI's commands that need no engine: `presets` and `--help` (and usage errors), run
 * in-process from the repository root. The engine's commands are in `run.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { PRESET_IDS, PRESETS } from '../presets/index';
import { memoryIo } from './io';
import { run } from './run';

const root = fileURLToPath(new URL('..', import.meta.url));

async function spindle(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = memoryIo(root);
  const code = await run(argv, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('spindle presets', () => {
  it('--json lists id, repository-relative file and source document of every preset', async () => {
    const { code, stdout } = await spindle(['presets', '--json']);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as { id: string; file: string; source: string; title: string }[];
    expect(list.map((p) => p.id)).toEqual(PRESET_IDS);
    for (const p of list) {
      expect(p.file).toBe(`presets/${p.id}.json`);
      expect(JSON.parse(readFileSync(join(root, p.file), 'utf8')).meta.source.document).toBe(p.source);
      expect(p.title.length).toBeGreaterThan(0);
    }
  });

  it('prints a table without --json, naming each source document by its title, not its seed file', async () => {
    const { code, stdout } = await spindle(['presets']);
    expect(code).toBe(0);
    for (const id of PRESET_IDS) expect(stdout).toContain(`presets/${id}.json`);
    for (const p of PRESETS) {
      expect(stdout).toContain(p.title);
      expect(stdout).toContain(`recreates: ${p.sourceTitle}`);
      expect(stdout).not.toContain(p.source);
    }
    expect(stdout).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  });

  it('--json gives each source document by file name and by title', async () => {
    const list = JSON.parse((await spindle(['presets', '--json'])).stdout) as { source: string; sourceTitle: string }[];
    expect(list.map((p) => p.sourceTitle)).toEqual(PRESETS.map((p) => p.sourceTitle));
    expect(list.every((p) => /\.txt$/.test(p.source))).toBe(true);
  });
});

describe('usage', () => {
  it.each([[['--help']], [['-h']], [['help']], [['evaluate', 'x.json', '--help']]])(
    '%j prints the usage on stdout, exit 0',
    async (argv) => {
      const { code, stdout, stderr } = await spindle(argv);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain('Usage: npm run --silent spindle -- <command>');
      expect(stdout).toContain('3 evaluate only');
    },
  );

  it.each([[['frobnicate']], [[]], [['evaluate']]])('%j prints the usage on stderr, exit 2', async (argv) => {
    const { code, stdout, stderr } = await spindle(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: npm run --silent spindle -- <command>');
  });
});
