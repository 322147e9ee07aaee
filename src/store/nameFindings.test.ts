import { describe, expect, it, vi } from 'vitest';

import { loadPreset } from '../../presets';
import type * as Names from '../commands/lib/names';
import { nameKey } from '../commands/lib/names';
import { storeForOpened } from '../app/useDocumentActions';
import type { Design } from '../schema/design';
import { selectDesignFindings } from './designFindings';
import { duplicateNamesNotice, NAME_DUPLICATE_CODE, nameFindings } from './nameFindings';

// Counts the names keyed (lower-cased for the locale): an edit should key only the part it made new.
vi.mock('../commands/lib/names', async (importOriginal) => {
  const real = await importOriginal<typeof Names>();
  return { ...real, nameKey: vi.fn(real.nameKey) };
});

/** The Cisco UCS preset with the given components renamed (`id` → name). */
const renamed = (names: Record<string, string>): Design => {
  const d = loadPreset('cisco-ucs-c210-m2');
  return { ...d, components: d.components.map((c) => (names[c.id] ? { ...c, name: names[c.id] } : c)) };
};

describe('nameFindings', () => {
  it('keys only the names of the parts an edit made new', () => {
    const d = renamed({ db1: 'DB', db2: 'DB' });
    nameFindings(d);
    vi.mocked(nameKey).mockClear();
    const components = d.components.map((c) => (c.id === 'db3' ? { ...c, name: 'db' } : c));
    expect(nameFindings({ components })[0]?.componentIds).toEqual(['db1', 'db2', 'db3']);
    expect(vi.mocked(nameKey).mock.calls).toEqual([['db']]);
  });

  it('lists each name several parts share, selecting them all, memoised per components array', () => {
    // Case and surrounding spaces do not make two names different.
    const d = renamed({ db1: 'DB', db2: ' db ', db3: 'DB' });
    const found = nameFindings(d);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: NAME_DUPLICATE_CODE,
      severity: 'warning',
      componentIds: ['db1', 'db2', 'db3'],
      message: '3 parts are named "DB": reports and explanations cannot tell them apart.',
    });
    expect(nameFindings(d)).toBe(found);
    expect(nameFindings(loadPreset('cisco-ucs-c210-m2'))).toHaveLength(0);
  });

  it('tells the user when a file opens with shared names, and keeps them', () => {
    expect(duplicateNamesNotice(loadPreset('cisco-ucs-c210-m2'))).toBeNull();
    const design = renamed({ db1: 'DB', db2: 'DB', db4: 'Logs', db5: 'Logs' });
    const store = storeForOpened(design, { document: { path: null, name: 'dup' } });
    expect(store.getState().doc.components).toEqual(design.components);
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: expect.stringMatching(
        /^2 names are each used by more than one part\. The first: 2 parts are named "DB"/,
      ),
    });
    // Listed in Findings beside any link-rule findings.
    expect(selectDesignFindings(store.getState()).map((f) => f.code)).toEqual([
      NAME_DUPLICATE_CODE,
      NAME_DUPLICATE_CODE,
    ]);
  });
});
