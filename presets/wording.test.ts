/**
 * What the presets say in their own words (titles, descriptions, readings, part names) writes part
 * counts with ×, as the start screen, parts list and canvas do: "180 × 1 TB", not "180 x 1 TB".
 * Quotes from the source documents keep the document's own spelling.
 */
import { describe, expect, it } from 'vitest';

import { buildPresets } from './build/all';

const X_COUNT = /\d x [\dA-Z]/;

describe('preset wording', () => {
  it('writes counts with ×, outside verbatim quotes', () => {
    const offenders: string[] = [];
    for (const [id, design] of buildPresets()) {
      const { meta } = design;
      const own = [
        meta.title,
        meta.description,
        ...(meta.readings ?? []).flatMap((r) => [r.topic, r.choice]),
        ...design.components.map((c) => c.name),
      ];
      for (const text of own) if (text !== undefined && X_COUNT.test(text)) offenders.push(`${id}: ${text}`);
    }
    expect(offenders).toEqual([]);
  });
});
