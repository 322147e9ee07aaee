import { describe, expect, it } from 'vitest';

import { citation, isSeedFileName, sourceLines, sourceTitle } from './citation';

const seed = { document: '000_fc78f8ddc2922753.txt', title: 'IBM XIV 2810 ESRP (v3.0)', lines: '112-176, 247-474' };

describe('citation', () => {
  it('recognises a seed document’s internal file name', () => {
    expect(isSeedFileName('000_fc78f8ddc2922753.txt')).toBe(true);
    expect(isSeedFileName('004_5bb9d98cf20386c7.txt')).toBe(true);
    expect(isSeedFileName('XIV30 Jetstress report.html')).toBe(false);
    expect(isSeedFileName('notes_000_fc78f8ddc2922753.txt.bak')).toBe(false);
  });

  it('names the source by its title and lines, never by a seed file name', () => {
    expect(sourceTitle(seed)).toBe(seed.title);
    expect(sourceLines(seed)).toBe('lines 112-176, 247-474');
    expect(sourceLines({ ...seed, lines: undefined })).toBeNull();
    expect(sourceLines({ ...seed, lines: ' ' })).toBeNull();
    expect(sourceTitle({ ...seed, title: '' })).toBe('the source document');
    expect(sourceTitle({ document: 'Site survey.pdf', title: ' ' })).toBe('Site survey.pdf');
  });

  it('cites lines in the design’s source, and another document only by a name a customer may see', () => {
    expect(citation({ document: seed.document, lines: [552] }, seed)).toBe('line 552');
    expect(citation({ document: seed.document, lines: [613, 614] }, seed)).toBe('lines 613, 614');
    expect(citation({ document: 'xiv30.html', lines: [40] }, seed)).toBe('xiv30.html, line 40');
    expect(citation({ document: '002_1a97c752d0caff03.txt', lines: [5] }, seed)).toBe(
      'another source document, line 5',
    );
    expect(citation({ document: '002_1a97c752d0caff03.txt', lines: [5] }, undefined)).toBe('line 5');
  });
});
