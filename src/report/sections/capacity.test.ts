/**
 * A LUN's row gives what its files need as its note does, and the share kept free apart, so a
 * customer who checks the row against the note finds the same figures (QA pass 5, item 9: the
 * row read "4 TB databases + 145 GB logs" beside a note of 3,181.8 GB and 115.8 GB).
 */
import { describe, expect, it } from 'vitest';

import { makeReport } from '../../store/reportFixture';
import { sectionContext, sectionText as text } from './sectionFixture';
import { capacitySection } from './capacity';

describe('capacitySection: a LUN with databases and logs (design2)', () => {
  const basis =
    'Databases: 1,000 mailboxes in 1 database × … = 3,181.8 GB; Logs: … = 115.8 GB; with 20 % of the LUN kept free: 4,122.0 GB.';
  const lun = {
    id: 'lun-1',
    name: 'MBX1 DB LUN 1',
    sizeGb: 3000,
    dbRequiredGb: 3181.8 / 0.8,
    logRequiredGb: 115.8 / 0.8,
    requiredGb: (3181.8 + 115.8) / 0.8,
    requiredBasis: basis,
    usedPct: 137.4,
    fits: false,
  };
  const base = makeReport(1);
  const report = makeReport(1, { capacity: { ...base.capacity, luns: [lun] } });
  const ctx = sectionContext(report);
  const body = text(capacitySection(ctx).body);

  it('gives the files’ own need, the share kept free, then Required', () => {
    // 824 GB is 20 % of the 4.1 TB the LUN needs, not of the 3 TB LUN (QA pass 7, item 6).
    expect(body).toContain('Kept free 20 % of what the LUN needs');
    expect(body).not.toContain('Kept free 20 % of the LUN');
    expect(body).toContain('MBX1 DB LUN 1 3 TB 3.2 TB databases + 116 GB logs 824 GB 4.1 TB');
    expect(body).not.toContain('4 TB databases');
  });
});
