import { describe, expect, it } from 'vitest';

import { Server } from '../../../src/schema/components';
import { FIELD_NAMES, issueSentence } from '../../../src/schema/issues';
import { fieldsByKind, labelWithUnit, workloadFields } from './fieldSpecs';

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
