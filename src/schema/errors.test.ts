import { describe, expect, it } from 'vitest';

import { appError, DESIGN_KEPT, errorMessages, hintOutsideApp } from './errors';

describe('hints outside the app', () => {
  it("drops the app's word on the open design and keeps the advice", () => {
    const hint = appError('file/not-design').hint;
    expect(hint).toContain(DESIGN_KEPT);
    expect(hintOutsideApp(hint)).toBe('Open a file saved by Spindle.');
  });

  it('leaves every other hint as it is', () => {
    for (const { hint } of Object.values(errorMessages))
      if (!hint.includes(DESIGN_KEPT)) expect(hintOutsideApp(hint)).toBe(hint);
  });
});
