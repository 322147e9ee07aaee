// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { NameText } from './NodeParts';

afterEach(cleanup);

describe('NameText', () => {
  it('draws the identifier, its kept end and the description as parts that give way in turn', () => {
    const { container } = render(<NameText name="Brocade 48000 switch A (core fabric)" />);
    const part = (cls: string) => container.querySelector(`.${cls}`)?.textContent;
    expect(part('sp-name__head')).toBe('Brocade 48000 ');
    expect(part('sp-name__tail')).toBe('switch A');
    expect(part('sp-name__qualifier')).toBe(' (core fabric)');
    expect(container.textContent).toBe('Brocade 48000 switch A (core fabric)');
  });

  it('draws a name with nothing to split as one piece of text', () => {
    const { container } = render(<NameText name="DB1" />);
    expect(container.querySelectorAll('span')).toHaveLength(1);
    expect(container.textContent).toBe('DB1');
  });
});
