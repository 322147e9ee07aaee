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

  it('measures the limit in UTF-8 bytes, as main does on open (QA: 53 MB of CJK notes saved, then would not open)', () => {
    // Fewer characters than the limit, more bytes: each of these is 3 bytes in the file.
    const cjk = '中'.repeat(Math.floor(MAX_DESIGN_BYTES / 3) + 1);
    expect(cjk.length).toBeLessThan(MAX_DESIGN_BYTES);
    expect(errorOf(parseDesignText(cjk)).code).toBe('file/too-large');
  });

  it('drops a leading byte-order mark, so the CLI takes what the app takes (QA: the CLI refused it)', () => {
    const r = parseDesignText(`\uFEFF${presetText}`);
    expect(r.ok).toBe(true);
  });

  it('names a UTF-16 file as such, with or without its byte-order mark, read as UTF-8', () => {
    const utf16 = Buffer.from(presetText, 'utf16le');
    for (const bytes of [Buffer.concat([Buffer.from([0xff, 0xfe]), utf16]), utf16]) {
      const e = errorOf(parseDesignText(new TextDecoder('utf-8').decode(bytes)));
      expect(e.code).toBe('file/utf16');
      expect(e.message).toContain('saved as UTF-16');
      expect(e.hint).toContain('save it as UTF-8');
    }
  });

  it('says where the JSON breaks, by line and column (QA: "not valid JSON" never said where)', () => {
    const lines = presetText.split('\n');
    const at = lines.findIndex((l) => l.trimEnd().endsWith('",'));
    // A trailing comma on line at+1: the next field is cut away, leaving "…",\n}.
    const broken = [...lines.slice(0, at + 1), '}'].join('\n');
    const e = errorOf(parseDesignText(broken));
    expect(e.code).toBe('file/not-json');
    expect(e.message).toContain(`(line ${at + 1}, column ${lines[at].trimEnd().length}: remove this comma`);
    expect(errorOf(parseDesignText('{"format": tru}')).message).toContain('(line 1, column 12: expected a value');
  });
});

describe("a LUN's owning controller (QA: a typo opened silently and moved the figures)", () => {
  const clariion = (): { components: Record<string, unknown>[] } & Record<string, unknown> =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../../presets/clariion-cx4-960-phase1.json'), 'utf8')) as {
      components: Record<string, unknown>[];
    };
  const withOwner = (owner: string, extra: (d: ReturnType<typeof clariion>) => void = () => undefined) => {
    const d = clariion();
    const lun = d.components.find((c) => c.kind === 'lun' && c.ownerControllerId)!;
    lun.ownerControllerId = owner;
    extra(d);
    return { lun, e: errorOf(parseDesignValue(d)) };
  };

  it('must name a part: the message names the LUN, the id, and how to fix it', () => {
    const { lun, e } = withOwner('spb-typo');
    expect(e.code).toBe('file/invalid');
    expect(e.message).toContain(`LUN "${String(lun.name)}" names "spb-typo" as its owning controller`);
    expect(e.message).toContain('but no part has that id');
    expect(e.message).toMatch(
      /Set it to the id of one of its array's controllers \("spa" \(SP A\), "spb" \(SP B\)\), or remove it/,
    );
  });

  it("must name a controller, and one of the LUN's own array", () => {
    const db = clariion().components.find((c) => c.kind === 'database')!;
    expect(withOwner(String(db.id)).e.message).toContain('but that is a database, not a controller');
    const other = withOwner('ctl-elsewhere', (d) => {
      const array = d.components.find((c) => c.kind === 'array')!;
      const ctl = d.components.find((c) => c.kind === 'controller')!;
      d.components.push(
        { ...array, id: 'array-2', name: 'Array 2' },
        { ...ctl, id: 'ctl-elsewhere', parentId: 'array-2' },
      );
    });
    expect(other.e.message).toContain('but that controller is in another array');
  });

  it('opens every preset that sets owners', () => {
    expect(parseDesignValue(clariion()).ok).toBe(true);
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
