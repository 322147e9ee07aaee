import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { PRESET_IDS } from '../presets/index';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('npm run --silent spindle (a real process)', () => {
  it('presets --json prints the list on stdout, exit 0', () => {
    const r = spawnSync('npm', ['run', '--silent', 'spindle', '--', 'presets', '--json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const list = JSON.parse(r.stdout) as { id: string; file: string; source: string }[];
    expect(list.map((p) => p.id)).toEqual(PRESET_IDS);
    expect(list[0]).toMatchObject({
      id: 'xiv-2810',
      file: 'presets/xiv-2810.json',
      source: '000_fc78f8ddc2922753.txt',
    });
  }, 60_000);

  it('stops quietly when its reader closes the pipe early (`| head`)', async () => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'spindle', '--', 'evaluate', 'presets/clariion-cx4-960-phase2.json', '--quick', '--json'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Read the first chunk of a report larger than a pipe holds (500 KB), then close the pipe, as
    // `head -c` does.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|node:events/);
    expect(code).toBe(0);
  }, 60_000);

  it('an unknown command exits 2 with the usage on stderr', () => {
    const r = spawnSync('npm', ['run', '--silent', 'spindle', '--', 'frobnicate'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Unknown command "frobnicate"');
  }, 60_000);
});
