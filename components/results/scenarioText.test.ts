import { describe, expect, it } from 'vitest';

import { scenarioNotes } from './scenarioText';

describe('scenarioNotes', () => {
  it('makes the failing clauses one sentence and keeps the notes as sentences', () => {
    expect(
      scenarioNotes({
        failing: ['database read latency above 20 ms', 'log write latency above 10 ms'],
        notes: ['No hot spare: the group stays degraded until a drive is replaced.'],
      }),
    ).toBe(
      'Database read latency above 20 ms; log write latency above 10 ms. ' +
        'No hot spare: the group stays degraded until a drive is replaced.',
    );
  });

  it('is empty for a scenario with nothing to say', () => {
    expect(scenarioNotes({ failing: [], notes: [] })).toBe('');
    expect(scenarioNotes({ failing: [], notes: ['Solved once'] })).toBe('Solved once.');
  });
});
