import { describe, expect, it } from 'vitest';

import { makeOfflineCriterion } from '../../src/store/reportFixture';
import { isYesNo, yesNoWords } from './criterionWords';

describe('yes/no criteria in words (QA pass 4, item 6)', () => {
  const offline = {
    ...makeOfflineCriterion('DB1 (F:\\db1, logs c:\\log1)'),
    label: 'Database DB1 (F:\\db1, logs c:\\log1) runs (a RAID group under its LUNs is not usable)',
  };

  it('knows a yes/no criterion by its comparator', () => {
    expect(isYesNo(offline)).toBe(true);
    expect(isYesNo({ comparator: '==' })).toBe(true);
    expect(isYesNo({ comparator: '<=' })).toBe(false);
  });

  it('answers "Runs: no" with the reason, and names the criterion without it', () => {
    expect(yesNoWords(offline)).toEqual({
      name: 'Database DB1 (F:\\db1, logs c:\\log1) runs',
      answer: 'Runs: no (a RAID group under its LUNs is not usable)',
    });
    // Without the scope (a plan's summary of criteria) the label alone is read the same way.
    const { scope: _, ...unscoped } = offline;
    expect(yesNoWords(unscoped)).toEqual(yesNoWords(offline));
  });

  it('answers a database its DAG runs elsewhere "Runs: yes", and where', () => {
    expect(
      yesNoWords({
        label: 'Database DB2 runs on another member of its DAG (its server failed)',
        scope: 'DB2',
        pass: true,
      }),
    ).toEqual({
      name: 'Database DB2 runs',
      answer: 'Runs: yes, on another member of its DAG (its server failed)',
    });
  });

  it('keeps a database name that holds "runs", and a label of another form', () => {
    expect(yesNoWords({ label: 'Database Reruns runs (its server failed)', scope: 'Reruns', pass: false })).toEqual({
      name: 'Database Reruns runs',
      answer: 'Runs: no (its server failed)',
    });
    expect(yesNoWords({ label: 'Cluster quorum holds', pass: false })).toEqual({
      name: 'Cluster quorum holds',
      answer: 'No',
    });
  });
});
