import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Component } from './components';
import { containmentProblems, whereItSits } from './containment';
import { parseDesignValue } from './load';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/xiv-2810.json'), 'utf8');
type Raw = Record<string, unknown> & { components: Record<string, unknown>[] };
const preset = (): Raw => JSON.parse(presetText) as Raw;

/** The preset with component `id` moved into `parentId` (undefined: to the top level). */
function withParent(edits: Record<string, string | undefined>): Raw {
  const d = preset();
  return {
    ...d,
    components: d.components.map((c) => (String(c.id) in edits ? { ...c, parentId: edits[String(c.id)] } : c)),
  };
}

function refusal(raw: unknown): string {
  const r = parseDesignValue(raw);
  if (r.ok) throw new Error('expected the file to be refused');
  expect(r.error.code).toBe('file/invalid');
  expect(r.error.hint).toContain('Your current design has not been changed.');
  return r.error.message;
}

describe('opening a design whose containment is impossible', () => {
  it('refuses a server inside its own HBA, listing the loop and how to break it', () => {
    const message = refusal(withParent({ xiv30: 'xiv30-hba1' }));
    expect(message).toContain(
      'component "XIV30 (IBM System x3650)": Its "parentId" makes a loop: XIV30 (IBM System x3650) (xiv30) sits in ' +
        'XIV30 HBA 1 (QLogic QLE2562) (xiv30-hba1), which sits in XIV30 (IBM System x3650).',
    );
    expect(message).toContain('A server sits at the top level: remove its "parentId".');
    // The loop is said once, not again as "a server cannot sit in an HBA".
    expect(message).not.toContain('cannot hold');
  });

  it('refuses a server inside itself', () => {
    expect(refusal(withParent({ xiv30: 'xiv30' }))).toContain(
      'component "XIV30 (IBM System x3650)": Its "parentId" is its own id (xiv30): nothing can sit inside itself',
    );
  });

  it('refuses a parent of a kind the component cannot sit in, naming the kinds it can', () => {
    expect(refusal(withParent({ xiv30: 'xiv' }))).toContain(
      'XIV30 (IBM System x3650) sits in IBM XIV 2810-A14 (frame 1 of 2) (xiv), a storage array, which cannot hold ' +
        'a server. A server sits at the top level: remove its "parentId".',
    );
    expect(refusal(withParent({ 'xiv30-db1': 'xiv' }))).toContain(
      'A database sits in a server or a virtual machine: set its "parentId" to the id of one.',
    );
  });

  it('still says how to fix a parent that does not exist', () => {
    expect(refusal(withParent({ 'xiv30-hba1': 'ghost' }))).toContain(
      'XIV30 HBA 1 (QLogic QLE2562) sits in "ghost", which does not exist. An HBA sits in a server: set its "parentId" to the id of one.',
    );
  });

  it('opens every containment the preset uses as before', () => {
    expect(parseDesignValue(preset()).ok).toBe(true);
  });
});

describe('containmentProblems', () => {
  const c = (id: string, kind: Component['kind'], parentId?: string): Component =>
    ({ id, kind, name: id.toUpperCase(), parentId }) as Component;

  it('lists a longer loop from the member whose parent is not allowed, once', () => {
    const parts = [
      c('lun', 'lun', 'rg'),
      c('rg', 'raidGroup', 'arr'),
      c('arr', 'array', 'lun'),
      c('db', 'database', 'srv'),
    ];
    const problems = containmentProblems([...parts, c('srv', 'server')]);
    expect(problems).toEqual([
      {
        index: 2,
        message: expect.stringContaining(
          'Its "parentId" makes a loop: ARR (arr) sits in LUN (lun), which sits in RG (rg), which sits in ARR.',
        ) as string,
      },
    ]);
    expect(problems[0].message).toContain('A storage array sits at the top level or in a server');
  });

  it('finds nothing wrong in a proper tree, and leaves a missing parent to Design', () => {
    expect(containmentProblems([c('srv', 'server'), c('hba', 'hba', 'srv'), c('x', 'hba', 'ghost')])).toEqual([]);
  });

  it('says where each kind sits', () => {
    expect(whereItSits('array')).toBe(
      'A storage array sits at the top level or in a server: remove its "parentId", or set it to the id of a server.',
    );
    expect(whereItSits('enclosure')).toBe(
      'A disk enclosure sits in a storage array or a server: set its "parentId" to the id of one.',
    );
  });
});
