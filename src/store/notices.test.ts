import { describe, expect, it } from 'vitest';

import { MAX_NOTICES, pushNotice } from './notices';
import type { Notice } from './types';

const n = (id: number, tone: Notice['tone'], message = `n${id}`): Notice => ({ id, tone, message });

describe('pushNotice', () => {
  it('keeps an earlier error on screen when a confirmation follows it', () => {
    expect(pushNotice([n(1, 'error')], n(2, 'info')).map((x) => x.id)).toEqual([1, 2]);
  });

  it('lets confirmations and warnings go before errors once the stack is full', () => {
    let list: Notice[] = [];
    for (const x of [n(1, 'error'), n(2, 'info'), n(3, 'warning'), n(4, 'info'), n(5, 'info')])
      list = pushNotice(list, x);
    expect(list).toHaveLength(MAX_NOTICES);
    expect(list.map((x) => x.id)).toEqual([1, 4, 5]);
    list = pushNotice(pushNotice(list, n(6, 'error')), n(7, 'error'));
    expect(list.map((x) => x.id)).toEqual([1, 6, 7]);
    expect(pushNotice(list, n(8, 'error')).map((x) => x.id)).toEqual([6, 7, 8]);
  });

  it('counts a repeat and moves it to the end instead of stacking copies', () => {
    const list = pushNotice([n(1, 'error', 'same'), n(2, 'info')], n(3, 'error', 'same'));
    expect(list).toEqual([n(2, 'info'), { ...n(3, 'error', 'same'), count: 2 }]);
    expect(pushNotice(list, n(4, 'error', 'same')).at(-1)).toMatchObject({ id: 4, count: 3 });
  });
});
