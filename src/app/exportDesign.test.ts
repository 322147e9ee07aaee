import { describe, expect, it } from 'vitest';

import { exportTitle } from './exportDesign';

describe('exportTitle', () => {
  it('keeps a title someone gave the design', () => {
    expect(exportTitle('Contoso mailbox tier', 'design2')).toBe('Contoso mailbox tier');
  });

  it('takes the file name for the default or a blank title', () => {
    expect(exportTitle('Untitled design', 'design2')).toBe('design2');
    expect(exportTitle('  ', 'design2')).toBe('design2');
  });

  it('stays as it is when the document has no name of its own either', () => {
    expect(exportTitle('Untitled design', 'Untitled design')).toBe('Untitled design');
    expect(exportTitle('', ' ')).toBe('');
  });
});
