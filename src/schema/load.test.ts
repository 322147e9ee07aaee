import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DESIGN_VERSION } from './design';
import { MAX_DESIGN_BYTES, migrate, parseDesignText, parseDesignValue, serializeDesign } from './load';
import { migrations, type Migration } from './migrations';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const preset = (): Record<string, unknown> => JSON.parse(presetText) as Record<string, unknown>;

function errorOf(r: ReturnType<typeof parseDesignText>) {
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('parseDesignText', () => {
  it('reads a preset and writes it back identically', () => {
    const r = parseDesignText(presetText);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const again = parseDesignText(serializeDesign(r.value));
    expect(again).toEqual(r);
    expect(serializeDesign(r.value).endsWith('}\n')).toBe(true);
  });

  it('refuses text that is not JSON, saying so', () => {
    const e = errorOf(parseDesignText('{"format": "spindle.design", '));
    expect(e.code).toBe('file/not-json');
    expect(e.hint).toMatch(/truncated/);
  });

  it('refuses JSON that is not a design', () => {
    for (const v of [[], null, 42, { format: 'drawio' }]) {
      expect(errorOf(parseDesignValue(v)).code).toBe('file/not-design');
    }
  });

  it('refuses impossible versions and names a newer app for future ones', () => {
    for (const version of [0, 1.5, '1', undefined]) {
      const e = errorOf(parseDesignValue({ ...preset(), version }));
      expect(e.code).toBe('file/invalid');
      expect(e.message).toContain('"version" must be a whole number from 1.');
    }
    const e = errorOf(parseDesignValue({ ...preset(), version: DESIGN_VERSION + 1 }));
    expect(e.code).toBe('file/future-version');
    expect(e.message).toContain(`file version ${DESIGN_VERSION + 1}; this app reads up to ${DESIGN_VERSION}`);
    expect(e.hint).toContain('has not been changed');
  });

  it('says in words what a hand-edited file got wrong: a missing list, a list of the wrong type, an unknown kind', () => {
    const d = preset();
    const { links: _links, ...noLinks } = d;
    expect(errorOf(parseDesignValue(noLinks)).message).toContain('"links" is missing: it must be a list ([…])');
    expect(errorOf(parseDesignValue({ ...d, components: {} })).message).toContain('"components" must be a list ([…])');
    const comps = d.components as Record<string, unknown>[];
    const tape = comps.map((c, i) => (i === 0 ? { ...c, kind: 'tapeLibrary' } : c));
    expect(errorOf(parseDesignValue({ ...d, components: tape })).message).toContain(
      `component "${String(comps[0].name)}": kind "tapeLibrary" is not a kind Spindle knows (server, vm, hba,`,
    );
    const rg = comps.find((c) => c.kind === 'raidGroup')!;
    const raid7 = comps.map((c) => (c === rg ? { ...c, level: 'raid7' } : c));
    expect(errorOf(parseDesignValue({ ...d, components: raid7 })).message).toContain(
      `component "${String(rg.name)}": level "raid7" is not one of: raid0, raid1, raid10,`,
    );
    for (const v of [noLinks, { ...d, components: {} }, { ...d, components: tape }])
      expect(errorOf(parseDesignValue(v)).message).not.toMatch(/a array|discriminator|Invalid (input|option)/);
  });

  it('lists the first five field errors with their paths and counts the rest', () => {
    const d = preset();
    const comps = d.components as Record<string, unknown>[];
    const bad = comps.map((c) => (c.kind === 'hba' ? { ...c, executionThrottle: 0 } : c));
    const e = errorOf(
      parseDesignValue({ ...d, components: bad, workload: { ...(d.workload as object), headroomPct: -5 } }),
    );
    expect(e.code).toBe('file/invalid');
    expect(e.message).toContain('workload.headroomPct: Headroom cannot be negative.');
    // A component is named, and a bound said in words (not "components.8.mailboxes: Too small: …").
    const db = comps.find((c) => c.kind === 'database')!;
    const negative = comps.map((c) => (c === db ? { ...c, mailboxes: -5 } : c));
    expect(errorOf(parseDesignValue({ ...d, components: negative })).message).toContain(
      `component "${String(db.name)}": mailboxes must be at least 0`,
    );
    const many = errorOf(parseDesignValue({ ...d, components: comps.map((c) => ({ ...c, name: '' })) }));
    expect(many.message).toMatch(/\(and \d+ more\)$/);
  });

  it('catches cross-references the schema alone cannot', () => {
    const d = preset();
    const links = d.links as { id: string; to: { componentId: string } }[];
    const first = links[0]!;
    const e = errorOf(parseDesignValue({ ...d, links: [{ ...first, to: { ...first.to, componentId: 'ghost' } }] }));
    expect(e.message).toContain(`Link ${first.id} points at "ghost", which does not exist.`);
  });

  it('refuses files larger than any design needs before parsing them', () => {
    expect(errorOf(parseDesignText(' '.repeat(MAX_DESIGN_BYTES + 1))).code).toBe('file/too-large');
  });
});

describe('migrations', () => {
  it('form one chain, each step once, up to the current version', () => {
    const froms = migrations.map((m) => m.from);
    expect(froms).toEqual(Array.from({ length: DESIGN_VERSION - 1 }, (_, i) => i + 1));
  });

  it('run in order on plain JSON and stamp each version', () => {
    const steps: Migration[] = [
      { from: 2, name: 'rename b to c', up: ({ b, ...rest }) => ({ ...rest, c: b }) },
      { from: 1, name: 'add b', up: (raw) => ({ ...raw, b: 'added' }) },
    ];
    const r = migrate({ version: 1, a: 1 }, 3, steps);
    expect(r).toEqual({ ok: true, value: { version: 3, a: 1, c: 'added' } });
  });

  it('report a gap in the chain instead of guessing', () => {
    const r = migrate({ version: 1 }, 3, [{ from: 1, name: 'x', up: (raw) => raw }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('no migration from version 2.');
  });
});
