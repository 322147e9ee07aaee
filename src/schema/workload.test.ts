import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { Database } from './components';
import { issueSentence } from './issues';
import { parseDesignValue } from './load';
import { defaultWorkload, MIN_IOPS_PER_MAILBOX, Workload } from './workload';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
type Raw = Record<string, unknown> & { workload: object; components: Record<string, unknown>[] };
const preset = (): Raw => JSON.parse(presetText) as Raw;

const workloadRefusal = (iopsPerMailbox: number): string => {
  const r = Workload.safeParse({ ...defaultWorkload, iopsPerMailbox });
  return r.success ? 'accepted' : issueSentence(r.error.issues[0], '');
};

describe('IOPS per mailbox', () => {
  it('refuses 0 and near-0 profiles in the workload, saying the floor and what real profiles are', () => {
    for (const bad of [0, 0.0001, -0.1])
      expect(workloadRefusal(bad), String(bad)).toBe(
        "IOPS per mailbox must be at least 0.01 IO/s (real Exchange profiles are about 0.03 to 0.5 IO/s): enter your profile's value, e.g. 0.15.",
      );
  });

  it('accepts every real profile, from the floor up', () => {
    for (const ok of [MIN_IOPS_PER_MAILBOX, 0.034, 0.06, 0.15, 0.5, 10])
      expect(workloadRefusal(ok), String(ok)).toBe('accepted');
  });

  it('refuses a 0 override on a database, saying how to fall back on the workload', () => {
    const db = { id: 'db1', kind: 'database', name: 'DB1', parentId: 'srv', mailboxes: 500 };
    const r = Database.safeParse({ ...db, iopsPerMailbox: 0 });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues[0].message).toBe(
        "An IOPS per mailbox override must be at least 0.01 IO/s (real Exchange profiles are about 0.03 to 0.5 IO/s): leave it empty to use the workload's profile.",
      );
    expect(Database.safeParse(db).success).toBe(true);
    expect(Database.safeParse({ ...db, iopsPerMailbox: 0.2 }).success).toBe(true);
  });

  it('refuses a file saved with 0, naming where, as any field error on opening', () => {
    const d = preset();
    const zero = parseDesignValue({ ...d, workload: { ...d.workload, iopsPerMailbox: 0 } });
    expect(zero.ok).toBe(false);
    if (!zero.ok) {
      expect(zero.error.code).toBe('file/invalid');
      expect(zero.error.message).toContain('workload.iopsPerMailbox: IOPS per mailbox must be at least 0.01 IO/s');
      expect(zero.error.hint).toBe(
        'Fix the listed fields in the file, or open another one. Your current design has not been changed.',
      );
    }
    const components = d.components.map((c) => (c.id === 'db1' ? { ...c, iopsPerMailbox: 0 } : c));
    const db = parseDesignValue({ ...d, components });
    expect(db.ok).toBe(false);
    if (!db.ok)
      expect(db.error.message).toContain(
        'component "DB1 (F:\\db1, logs c:\\log1)": An IOPS per mailbox override must be at least 0.01 IO/s',
      );
  });
});
