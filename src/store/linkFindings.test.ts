import { describe, expect, it } from 'vitest';

import { loadPreset } from '../../presets';
import { storeForOpened } from '../app/useDocumentActions';
import type { Design } from '../schema/design';
import { LINK_RULE_CODE, linkFindings, linkRulesNotice } from './linkFindings';

const bad = (id: string): Design['links'][number] => ({
  id,
  kind: 'member',
  from: { componentId: 'drive-bays', port: 'disks' },
  to: { componentId: 'lun-f', port: 'files' },
  diskCount: 2,
});
const cisco = (...extra: Design['links']): Design => {
  const d = loadPreset('cisco-ucs-c210-m2');
  return { ...d, links: [...d.links, ...extra] };
};

describe('linkFindings', () => {
  it('lists rule-breaking links as error findings that select both parts, memoised per document', () => {
    const d = cisco(bad('bad-1'));
    const found = linkFindings(d);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: LINK_RULE_CODE, severity: 'error', componentIds: ['drive-bays', 'lun-f'] });
    expect(found[0].message).toContain('C210 M2 internal drive bays (Drives) → F: databases (6,512.61 GiB) (Files)');
    expect(linkFindings(d)).toBe(found);
    expect(linkFindings(cisco())).toHaveLength(0);
  });

  it('has no notice for a design that follows the rules', () => {
    expect(linkRulesNotice(cisco())).toBeNull();
  });

  it('names one link in full, and counts several while naming the first', () => {
    expect(linkRulesNotice(cisco(bad('bad-1')))).toMatchObject({
      tone: 'warning',
      message: expect.stringContaining('connects to a RAID group, not to a LUN'),
      hint: expect.stringContaining('kept'),
    });
    const two = linkRulesNotice(cisco(bad('bad-1'), { ...bad('bad-2'), to: { componentId: 'lun-c', port: 'files' } }));
    expect(two?.message).toBe(
      "2 links in this design break the canvas's connection rules. They were kept as they are in the file.",
    );
    expect(two?.hint).toContain('The first: The link C210 M2 internal drive bays (Drives) → F: databases');
    expect(two?.hint).toContain('The Findings tab lists every one');
  });
});

describe('storeForOpened', () => {
  it('keeps every link of an opened file and tells the user which break the rules', () => {
    const design = cisco(bad('bad-1'));
    const store = storeForOpened(design, { document: { path: null, name: 'bad' } });
    expect(store.getState().doc.links).toEqual(design.links);
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: expect.stringContaining('drive bays'),
    });
  });

  it('opens a design that follows the rules without a notice', () => {
    expect(storeForOpened(cisco(), {}).getState().notices).toEqual([]);
  });
});
