import { describe, expect, it } from 'vitest';

import { kindLabel, midSentence, withArticle } from './components';

describe('withArticle', () => {
  it('follows how each kind is spoken', () => {
    expect(withArticle(kindLabel.hba)).toBe('an HBA');
    expect(withArticle(kindLabel.switch)).toBe('an FC switch');
    expect(withArticle(kindLabel.lun)).toBe('a LUN');
    expect(withArticle(kindLabel.raidGroup)).toBe('a RAID group');
    expect(withArticle(kindLabel.enclosure)).toBe('a disk enclosure');
    expect(withArticle(kindLabel.array)).toBe('a storage array');
    expect(withArticle('Array')).toBe('an array');
  });
});

describe('midSentence', () => {
  it('keeps acronyms and lower-cases words', () => {
    expect(midSentence(kindLabel.hba)).toBe('HBA');
    expect(midSentence(kindLabel.raidGroup)).toBe('RAID group');
    expect(midSentence(kindLabel.server)).toBe('server');
    expect(midSentence(kindLabel.vm)).toBe('virtual machine');
  });
});
