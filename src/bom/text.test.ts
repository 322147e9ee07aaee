import { describe, expect, it } from 'vitest';

import { summariseNames } from './text';

describe('summariseNames', () => {
  it('writes runs of numbered names as ranges, keeping model numbers intact', () => {
    expect(summariseNames(['Module 1', 'Module 2', 'Module 3', 'Module 5'])).toBe('Module 1–3, 5');
    expect(summariseNames(['ESX 1 HBA 1 (QLA2432)', 'ESX 1 HBA 2 (QLA2432)'])).toBe('ESX 1 HBA 1, 2 (QLA2432)');
    expect(summariseNames(['DAE 1 (450 GB)', 'DAE 3 (146 GB)', 'DAE 2 (450 GB)'])).toBe(
      'DAE 1, 2 (450 GB); DAE 3 (146 GB)',
    );
    expect(summariseNames(['Host A', 'Host B'])).toBe('Host A; Host B');
  });

  it('counts what does not fit in a cell', () => {
    const names = Array.from({ length: 40 }, (_, i) => `A rather long component name number ${i % 2 ? 'x' : 'y'}${i}`);
    const s = summariseNames(names);
    expect(s.length).toBeLessThan(200);
    expect(s).toMatch(/… and \d+ more$/);
    const shown = s.split('; ').length - 1;
    expect(s).toContain(`and ${40 - shown} more`);
  });
});
