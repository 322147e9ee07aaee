// @vitest-environment happy-dom
/**
 * A database card's detail line gives way at its start, and the number leading it is drawn whole:
 * the card read "1,00… · files on MBX1 DB LUN 1" at 1,920 px (QA pass 5, item 13).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ComponentNodeData } from '../flowTypes';
import { DetailLine } from './NodeParts';

afterEach(cleanup);

const data = (detail: string, keepFrom: number) =>
  ({ detail, detailKeepFrom: keepFrom, detailTitle: detail }) as unknown as ComponentNodeData;

describe('DetailLine', () => {
  it('draws the mailbox count apart from the word that may be cut, and the LUNs kept', () => {
    const { container } = render(<DetailLine data={data('1,000 mailboxes · files on DB LUN 1', 15)} />);
    const part = (cls: string) => container.querySelector(`.${cls}`)?.textContent;
    expect(part('sp-detail__number')).toBe('1,000');
    expect(part('sp-detail__lead')).toBe(' mailboxes');
    expect(part('sp-detail__keep')).toBe(' · files on DB LUN 1');
    expect(container.textContent).toBe('1,000 mailboxes · files on DB LUN 1');
  });

  it('draws a line with nothing kept as one piece of text', () => {
    const { container } = render(<DetailLine data={data('2 × 8 Gb/s · LUN QD 32', 22)} />);
    expect(container.querySelector('.sp-detail__number')).toBeNull();
    expect(container.textContent).toBe('2 × 8 Gb/s · LUN QD 32');
  });
});
