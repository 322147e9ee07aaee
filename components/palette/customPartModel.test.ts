import { describe, expect, it } from 'vitest';

import { buildPart } from './customPartModel';

const info = { vendor: 'Acme', model: 'RG5', partNumber: '', price: '', summary: '', source: '' };
const raid = (level: string, groupSize: string) =>
  buildPart('raidGroup', info, { level, stripeKb: '64', groupSize, hotSpares: '0' });

describe('buildPart: a custom RAID group part', () => {
  it('refuses a parity set its level cannot take, under that field, and takes a sound one', () => {
    expect(raid('raid5', '2')).toMatchObject({
      ok: false,
      key: 'groupSize',
      error: expect.stringMatching(/^RAID 5 needs at least 3 drives per parity set, not 2/),
    });
    expect(raid('raid6', '3')).toMatchObject({ ok: false, key: 'groupSize' });
    for (const [level, size] of [
      ['raid5', '0'],
      ['raid5', '5'],
      ['raid6', '4'],
      ['raid10', '2'],
    ])
      expect(raid(level!, size!), `${level} in sets of ${size}`).toMatchObject({ ok: true });
  });
});
