import { describe, expect, it } from 'vitest';

import { add, setup } from '../../src/commands/testkit';
import { detailOf } from './detail';

describe('detailOf', () => {
  it('says a controller without host ports has none, rather than "0 × 6 Gb/s"', () => {
    const { store, d } = setup();
    add(store, d, 't-array');
    add(store, d, 't-raidctl', { parentId: add(store, d, 't-server') });
    const { doc } = store.getState();
    const controllers = doc.components.filter((c) => c.kind === 'controller');
    const [fc, internal] = [controllers[0], controllers.at(-1)];
    const name = () => undefined;
    expect(detailOf(fc!, doc, name)).toBe('4 × 4 Gb/s · 50,000 IO/s max');
    expect(detailOf(internal!, doc, name)).toBe('No host ports · 25,000 IO/s max');
  });
});
