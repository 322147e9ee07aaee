/**
 * Every way an opened file can fail to be a design ends its notice the same way: the user is told
 * the design they had open is still there. (QA: the not-JSON notice left that out.)
 */
import { describe, expect, it } from 'vitest';

import type { Platform } from '../platform';
import { DESIGN_KEPT } from '../schema/errors';
import { createDocumentIo } from './index';

// Opening text is pure: no platform call is made.
const io = createDocumentIo({} as Platform);

describe('a file that cannot be opened', () => {
  it.each([
    ['is not valid JSON (truncated)', '{"format": "spindle.design", ', 'file/not-json'],
    ['is JSON but not a design', '[1, 2, 3]', 'file/not-design'],
    ['is from a newer Spindle', '{"format": "spindle.design", "version": 999}', 'file/future-version'],
    ['is a design with errors', '{"format": "spindle.design", "version": 1}', 'file/invalid'],
  ])('says the current design was kept when the file %s', (_, text, code) => {
    const out = io.openText(text, 'Site A.spindle.json');
    expect(out).toMatchObject({ ok: false, error: { code } });
    const { hint } = (out as { error: { hint: string } }).error;
    expect(hint.endsWith(` ${DESIGN_KEPT}`), hint).toBe(true);
  });
});
