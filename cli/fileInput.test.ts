/**
 * The CLI reads design files as the app opens them (QA: a UTF-8 file with a byte-order mark opened
 * in the app and was refused here; a UTF-16 file and a broken one were both "not valid JSON"; a
 * misspelt field was dropped without a word).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { Report } from '../engine/ts/reportSchema';
import { memoryIo } from './io';
import { run } from './run';

const root = fileURLToPath(new URL('..', import.meta.url));
const preset = readFileSync(join(root, 'presets', 'xiv-2810.json'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'spindle-cli-input-'));
const write = (name: string, data: string | Buffer): string => {
  writeFileSync(join(dir, name), data);
  return join(dir, name);
};

async function spindle(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = memoryIo(root);
  const code = await run(argv, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('spindle evaluate: how a file is read', () => {
  it('evaluates a UTF-8 file with a byte-order mark, as the app opens it', async () => {
    const { code, stderr } = await spindle(['evaluate', write('bom.json', `\uFEFF${preset}`), '--quick', '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it.each([
    [
      'a trailing comma, by line and column',
      () => write('comma.json', '{\n  "format": "spindle.design",\n}\n'),
      /not valid JSON \(line 2, column 29: remove this comma/,
      'file/not-json',
    ],
    [
      'a UTF-16 file',
      () => write('utf16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(preset, 'utf16le')])),
      /saved as UTF-16 text[\s\S]*save it as UTF-8/,
      'file/utf16',
    ],
  ])('names %s, exit 2', async (_, make, message, code) => {
    const result = await spindle(['evaluate', make()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain(`(error code ${code})`);
  });

  it.skipIf(process.platform === 'win32')('refuses a device, which it would read forever', async () => {
    const result = await spindle(['evaluate', '/dev/zero']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('/dev/zero is not a regular file');
    expect(result.stderr).toContain('(error code file/not-regular)');
  });

  it('warns on stderr of fields Spindle does not know, and evaluates without them', async () => {
    const d = JSON.parse(preset) as { components: Record<string, unknown>[] };
    const db = d.components.find((c) => c.kind === 'database')!;
    db.mailboxSizeMB = 10240;
    const { code, stdout, stderr } = await spindle([
      'evaluate',
      write('typo.json', JSON.stringify(d)),
      '--quick',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(stderr).toContain('spindle: warning: This design file has a field Spindle does not know');
    expect(stderr).toContain(
      `component "${String(db.name)}": unknown field "mailboxSizeMB" (did you mean "mailboxSizeMb"?)`,
    );
    expect(() => Report.parse(JSON.parse(stdout))).not.toThrow();
  });
});
