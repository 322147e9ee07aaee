import { describe, expect, it } from 'vitest';

import { Server } from '../../../src/schema/components';
import { FIELD_NAMES, issueSentence } from '../../../src/schema/issues';
import { applicableFields, fieldsByKind, labelWithUnit, workloadFields } from './fieldSpecs';

const allSpecs = [...Object.values(fieldsByKind).flat(), ...workloadFields];

describe('field labels and validation messages', () => {
  it('name every field the messages name by a table as the inspector labels it', () => {
    for (const [key, named] of Object.entries(FIELD_NAMES)) {
      const specs = allSpecs.filter((f) => f.key === key);
      expect(specs.length, key).toBeGreaterThan(0);
      for (const f of specs) {
        expect(named.words.toLowerCase(), key).toBe(f.label.toLowerCase());
        expect(named.unit, key).toBe(f.unit ?? null);
      }
    }
  });

  it('say "Clock speed" under the field labelled "Clock speed (GHz)", not "Ghz"', () => {
    const ghz = fieldsByKind.server.find((f) => f.key === 'ghz')!;
    expect(labelWithUnit(ghz)).toBe('Clock speed (GHz)');
    const server = { id: 's', kind: 'server', name: 'S', sockets: 1, coresPerSocket: 4, ghz: 0.1, ramGb: 8 };
    const r = Server.safeParse(server);
    expect(r.success).toBe(false);
    if (!r.success) expect(issueSentence(r.error.issues[0], '')).toBe('Clock speed must be at least 0.5 GHz.');
  });
});

describe('Drives per parity set', () => {
  const shown = (level: string) =>
    applicableFields(fieldsByKind.raidGroup, [{ level }]).some((f) => f.key === 'groupSize');

  it('shows only for levels with parity sets: mirrors and RAID 0 ignore it (QA: RAID 1/0 took 1, 3 or 9 to no effect)', () => {
    expect(['raid5', 'raid6', 'raid-dp'].filter(shown)).toEqual(['raid5', 'raid6', 'raid-dp']);
    expect(['raid0', 'raid1', 'raid10', 'distributed-mirror'].filter(shown)).toEqual([]);
    // Several groups selected: shown only when every one of them has parity sets.
    expect(
      applicableFields(fieldsByKind.raidGroup, [{ level: 'raid5' }, { level: 'raid10' }]).map((f) => f.key),
    ).not.toContain('groupSize');
  });

  it('says what 0 means and the minimum of each level', () => {
    expect(fieldsByKind.raidGroup.find((f) => f.key === 'groupSize')?.help).toBe(
      'Parity drives included; 0 = one set of every drive but the hot spares. At least 3 for RAID 5, 4 for RAID 6 and RAID-DP.',
    );
  });
});
