import { describe, expect, it } from 'vitest';

import { copiesSetting, maintenanceSetting, threadsSetting } from './versionSettings';

describe('Jetstress settings by Exchange version', () => {
  it('names no background maintenance or copies before Jetstress 2010 (audit 3 #3, #4)', () => {
    expect(maintenanceSetting('2007', true)).toBe('not in Jetstress 2007');
    expect(copiesSetting('2003', 3)).toBe('not in Jetstress 2004');
    expect(maintenanceSetting('2010', true)).toBe('on');
    expect(copiesSetting('2016', 2)).toBe('2');
  });

  it('gives Jetstress 2013 one thread count for the whole test (audit 3 #10)', () => {
    expect(threadsSetting('2010', 3, 8)).toBe('3 per database');
    expect(threadsSetting('2019', 3, 8)).toBe(
      '24 in all (3 per database × 8 databases; Jetstress 2013 takes one count for the test)',
    );
  });
});
