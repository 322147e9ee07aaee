import { describe, expect, it } from 'vitest';

import type { Finding } from '../../engine/ts/reportSchema';
import { findingLines, MESSAGES_PER_GROUP } from './findings';

const lun = (i: number): Finding => ({
  code: 'SPN-W103',
  severity: 'warning',
  message: `LUN ${i} needs 844 GB but is 520 GB.`,
  hint: 'Grow the LUN.',
  componentIds: [`lun${i}`],
});
const error: Finding = {
  code: 'SPN-E001',
  severity: 'error',
  message: 'LUN 9 has no path.',
  hint: 'Connect it.',
  componentIds: ['lun9'],
};

describe('findingLines', () => {
  it('says when there are none', () => {
    expect(findingLines([])).toEqual(['Findings: none.']);
  });

  it('prints one group per code and hint, errors first, with its fix and its first messages', () => {
    const many = Array.from({ length: 140 }, (_, i) => lun(i + 1));
    const lines = findingLines([...many, error]);
    expect(lines[0]).toBe('Findings (141, in 2 groups)');
    expect(lines[1]).toBe('  error   SPN-E001  ×1  Connect it.');
    expect(lines[2]).toBe('      LUN 9 has no path.');
    expect(lines[3]).toBe('  warning SPN-W103  ×140  Grow the LUN.');
    expect(lines.slice(4, 4 + MESSAGES_PER_GROUP)).toEqual(
      [1, 2, 3].map((i) => `      LUN ${i} needs 844 GB but is 520 GB.`),
    );
    expect(lines.at(-1)).toBe(`      … and ${140 - MESSAGES_PER_GROUP} more.`);
    expect(lines).toHaveLength(4 + MESSAGES_PER_GROUP + 1);
  });

  it('lists every message of a small group and does not speak of groups when none holds two', () => {
    const lines = findingLines([lun(1), error]);
    expect(lines[0]).toBe('Findings (2)');
    expect(lines.some((l) => l.includes('more'))).toBe(false);
    expect(findingLines([lun(1), lun(2)])[0]).toBe('Findings (2, in 1 group)');
  });
});
