import { describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets';
import { checkConnection } from './connections';
import type { Design } from './design';
import { linkProblems } from './linkRules';

const cisco = (): Design => loadPreset('cisco-ucs-c210-m2');
const withLinks = (d: Design, ...links: Design['links']): Design => ({ ...d, links: [...d.links, ...links] });

describe('linkProblems', () => {
  it('finds nothing in the shipped presets', () => {
    for (const id of PRESET_IDS) {
      const d = loadPreset(id);
      expect(linkProblems(d.components, d.links), id).toEqual([]);
    }
  });

  it('names the parts and ports of a link the canvas refuses, with the rule and what would do', () => {
    const d = withLinks(cisco(), {
      id: 'bad-1',
      kind: 'member',
      from: { componentId: 'drive-bays', port: 'disks' },
      to: { componentId: 'lun-f', port: 'files' },
      diskCount: 2,
    });
    const problems = linkProblems(d.components, d.links);
    expect(problems).toEqual([
      {
        linkId: 'bad-1',
        componentIds: ['drive-bays', 'lun-f'],
        message:
          'The link C210 M2 internal drive bays (Drives) → F: databases (6,512.61 GiB) (Files) breaks a connection ' +
          "rule. A disk enclosure's Drives port connects to a RAID group, not to a LUN.",
      },
    ]);
    expect(problems[0].message).not.toMatch(/drive-bays|lun-f|links\.\d/);
  });

  it('says what the canvas itself says, asking the same rule function', () => {
    const d = cisco();
    const byId = new Map(d.components.map((c) => [c.id, c]));
    const a = { componentId: 'db1', port: 'db' };
    const b = { componentId: 'rg-data', port: 'members' };
    const refused = checkConnection(byId, [], a, b);
    expect(refused.ok).toBe(false);
    const [problem] = linkProblems(d.components, [{ id: 'x', kind: 'dbFile', from: a, to: b }]);
    if (refused.ok) return;
    expect(refused.rule).toBeDefined();
    expect(problem.message).toContain(refused.rule);
  });

  it('reports the second link on a port that takes one, and a repeated link, not the first', () => {
    const d = cisco();
    const db1 = d.links.find((l) => l.kind === 'dbFile' && l.from.componentId === 'db1')!;
    const again = { ...db1, id: 'again' };
    const toLunC = { ...db1, id: 'to-c', to: { componentId: 'lun-c', port: 'files' } };
    const problems = linkProblems(d.components, [...d.links, again, toLunC]);
    expect(problems.map((p) => p.linkId)).toEqual(['again', 'to-c']);
    expect(problems[0].message).toContain('These ports are already connected.');
    expect(problems[1].message).toContain(
      'DB1 (F:\\db1, logs c:\\log1): Database file is already in use (1 of 1 link)',
    );
  });

  it('accepts a link saved in either direction', () => {
    const d = cisco();
    const reversed = d.links.map((l) => ({ ...l, from: l.to, to: l.from }));
    expect(linkProblems(d.components, reversed)).toEqual([]);
  });

  it('reports a link saved with the wrong kind, a drive link without a count, and more drives than there are', () => {
    const d = cisco();
    const member = d.links.find((l) => l.kind === 'member' && l.to.componentId === 'rg-data')!;
    const others = d.links.filter((l) => l !== member);
    const wrongKind = linkProblems(d.components, [...others, { ...member, kind: 'fc' }]);
    expect(wrongKind[0].message).toContain('It is saved as a Fibre Channel link, but these ports take a drive link.');
    const { diskCount: _count, ...uncounted } = member;
    expect(linkProblems(d.components, [...others, uncounted])[0].message).toContain(
      'It does not say how many drives the RAID group takes',
    );
    const tooMany = linkProblems(d.components, [...others, { ...member, diskCount: 99 }]);
    expect(tooMany[0].message).toMatch(
      /It takes 99 drives, but C210 M2 internal drive bays holds only 16, and its RAID groups take 101 in all\./,
    );
    // The same count whichever link is checked first (QA: the message quoted the drives left by
    // the links checked before it, 4 of 4 when the group checked first was the one refused).
    const reordered = linkProblems(d.components, [{ ...member, diskCount: 99 }, ...others]);
    expect(reordered[0].message).toBe(tooMany[0].message);
  });
});
