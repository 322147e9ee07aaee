import { describe, expect, it } from 'vitest';

import { serializeDesign } from '../schema/load';
import { blankDesign } from '../store/document';
import { heldDesign, keptText, type KeptDesign, restoreCandidates } from './compareKeep';

const design = (title: string) => {
  const d = blankDesign();
  return { ...d, meta: { ...d.meta, title } };
};
const candidate = (name: string, source: KeptDesign['source'] = 'snapshot'): KeptDesign => ({
  name,
  source,
  design: design(name),
});
const stored = (candidates: unknown[]): string => JSON.stringify({ format: 'spindle.compare', version: 1, candidates });

describe('keeping Compare candidates', () => {
  it('round-trips names, sources and designs, in order', () => {
    const list = [candidate('Before: RAID 5'), candidate('nseries-qd16', 'preset'), candidate('Site B', 'file')];
    const { text, tooLarge } = keptText(list);
    expect(tooLarge).toEqual([]);
    expect(restoreCandidates(text!)).toEqual({ candidates: list, dropped: [] });
  });

  it('keeps nothing for an empty list (the host forgets any it had)', () => {
    expect(keptText([])).toEqual({ text: null, tooLarge: [] });
  });

  it('keeps what fits under the cap, in order, and names the rest', () => {
    const one = serializeDesign(design('A')).length + 1024 + 10;
    const { text, tooLarge } = keptText([candidate('A'), candidate('B'), candidate('C')], one * 2);
    expect(tooLarge).toEqual(['C']);
    expect(restoreCandidates(text!).candidates.map((c) => c.name)).toEqual(['A', 'B']);
    expect(keptText([candidate('A')], 10)).toEqual({ text: null, tooLarge: ['A'] });
  });

  it('holds a design that fails the Open checks, naming it, and keeps the others', () => {
    const good = { name: 'Good', source: 'preset', designText: serializeDesign(design('Good')) };
    const bad = { name: 'Broken', source: 'file', designText: '{"format": "spindle.design", "version": 1}' };
    const out = restoreCandidates(stored([bad, good, { name: 3 }]));
    expect(out.candidates.map((c) => c.name)).toEqual(['Good']);
    expect(out.dropped).toHaveLength(2);
    expect(out.dropped[0]).toMatch(/^“Broken” \(.+\)$/);
    expect(out.dropped[1]).toBe('candidate 3 (its entry is malformed)');
    expect(out.held).toMatchObject([
      { held: true, name: 'Broken', stored: bad, text: bad.designText },
      { held: true, name: 'candidate 3', reason: 'its entry is malformed', stored: { name: 3 } },
    ]);
  });

  it('writes held entries back exactly as stored, whatever the cap (review 3 #5)', () => {
    const bad = { name: 'Broken', source: 'file', designText: '{"format": "spindle.design", "version": 1}' };
    const { held = [] } = restoreCandidates(stored([bad, { name: 3 }]));
    const { text, tooLarge } = keptText([candidate('A'), ...held], 10);
    expect(tooLarge).toEqual(['A']);
    expect(JSON.parse(text!).candidates).toEqual([bad, { name: 3 }]);
    const again = restoreCandidates(keptText([candidate('A'), ...held]).text!);
    expect(again.candidates.map((c) => c.name)).toEqual(['A']);
    expect(again.held?.map((h) => h.stored)).toEqual([bad, { name: 3 }]);
  });

  it('holds damaged or foreign stored text whole, saying so, never throwing', () => {
    const notJson = restoreCandidates('{not json');
    expect(notJson).toMatchObject({ candidates: [], dropped: ['the kept list is not valid JSON'] });
    expect(notJson.held?.[0]?.text).toBe('{not json');
    // Written back inside a list, it is held again at the next start with its text unchanged.
    const back = restoreCandidates(keptText(notJson.held ?? []).text!);
    expect(back.held?.[0]).toMatchObject({ text: '{not json', isDesign: false });
    expect(restoreCandidates('{"format":"other"}').dropped).toEqual(['the kept list is not a Spindle candidate list']);
    expect(
      restoreCandidates(JSON.stringify({ format: 'spindle.compare', version: 2, candidates: [] })).candidates,
    ).toEqual([]);
  });

  it('names a held preset by the title its column showed, not its id, and keeps the id as stored (QA 6 #12)', () => {
    const bad = { name: 'xiv-2810', source: 'preset', designText: '{not json' };
    const renamed = { name: 'Our XIV', source: 'preset', designText: '{not json' };
    const out = restoreCandidates(stored([bad, renamed]));
    expect(out.held?.map((h) => h.name)).toEqual(['IBM XIV 2810-A14', 'Our XIV']);
    expect(out.dropped[0]).toMatch(/^“IBM XIV 2810-A14” \(/);
    expect(out.held?.[0]?.stored).toEqual(bad);
    expect(JSON.parse(keptText(out.held ?? []).text!).candidates).toEqual([bad, renamed]);
    // One the view had no room for, likewise.
    expect(heldDesign(candidate('nseries-qd16', 'preset'), 'no room').name).toBe(
      'IBM N series, HBA queue depth 16 (default)',
    );
  });
});
