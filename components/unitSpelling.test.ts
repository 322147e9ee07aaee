/**
 * One spelling for an I/O rate after a number: "IO/s" (format.ts, the engine's report and the
 * published figures all use it). "IOPS" stays as the industry noun in headings and labels
 * ("Transactional IOPS", "IOPS per mailbox"), never as the unit of a figure. This scans the UI's
 * sources and the parts catalog (its summaries and notes are shown in the palette and inspector)
 * for a number or an interpolated value followed by another spelling, so a new one cannot creep in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

/** A figure (digit, `{value}` in JSX or `${value}` in a template) followed by a rate unit other than IO/s. */
const WRONG_UNIT = /(\d|\})\s*(?:read |write )?(IOPS|iops|IO\/sec|IOs\/s|I\/O\/s)\b|IO\/sec/;

/** Source lines that are comments (JSDoc or line comments): prose about the code, not UI text. */
const isComment = (line: string): boolean => /^\s*(\*|\/\/|\/\*)/.test(line);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

/** `file:line: text` of every offending line. */
function offenders(files: readonly string[], skip: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (!skip(line) && WRONG_UNIT.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('unit spelling', () => {
  it('the pattern catches the spellings the audit found and spares the noun', () => {
    for (const bad of ['{fmtIopsValue(t)} IOPS', '20,000 IOPS', '3,300 write IOPS', '450 IO/sec', '12 iops'])
      expect(WRONG_UNIT.test(bad), bad).toBe(true);
    for (const ok of [
      'Transactional IOPS',
      'Target IOPS',
      '0.8 IO/s',
      'IOPS per mailbox',
      'label="Achieved / target IOPS"',
    ])
      expect(WRONG_UNIT.test(ok), ok).toBe(false);
  });

  it('every figure in the UI code is written in IO/s', () => {
    expect(offenders([...sources('components'), ...sources('src')], isComment)).toEqual([]);
  });

  it('the parts catalog writes its rates in IO/s', () => {
    const data = readdirSync(join(root, 'src/catalog/data'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join('src/catalog/data', f));
    expect(offenders(data, () => false)).toEqual([]);
  });
});
