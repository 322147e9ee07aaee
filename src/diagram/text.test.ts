import { describe, expect, it } from 'vitest';

import { fitKept, fitText, num, textEl, textWidth, xml } from './text';
import { xmlProblems } from './wellFormed.testutil';

describe('xml', () => {
  it('escapes the five XML specials and keeps everything else', () => {
    expect(xml(`<b>&"'`)).toBe('&lt;b&gt;&amp;&quot;&apos;');
    expect(xml('DB1 (F:\\db1) · 2 × 8 Gb/s – café 東京')).toBe('DB1 (F:\\db1) · 2 × 8 Gb/s – café 東京');
    expect(xml('tab\tnew\nline')).toBe('tab\tnew\nline');
    expect(xml('a\u0000b\u0007c\ufffe')).toBe('abc');
  });
});

describe('textWidth and fitText', () => {
  it('measures with Helvetica/Arial widths: bold wider, size proportional', () => {
    expect(textWidth('0000', 10)).toBeCloseTo(22.24);
    expect(textWidth('mmm', 10, true)).toBeGreaterThan(textWidth('mmm', 10));
    expect(textWidth('iii', 20)).toBeCloseTo(2 * textWidth('iii', 10));
    expect(textWidth('東', 10)).toBe(10);
  });

  it('keeps what fits, then drops a parenthetical, then cuts with an ellipsis', () => {
    expect(fitText('XIV30 HBA 1', 200, 12.5, true)).toBe('XIV30 HBA 1');
    const room = textWidth('XIV30 HBA 1 (Q', 12.5, true);
    expect(fitText('XIV30 HBA 1 (QLE2562)', room, 12.5, true)).toBe('XIV30 HBA 1');
    const cut = fitText('Brocade 48000 director switch A', 100, 12.5, true);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 12.5, true)).toBeLessThanOrEqual(100);
    expect(fitText('Anything', 2, 12)).toBe('');
  });
});

describe('num', () => {
  it('rounds to 0.1 px and refuses what is not a number', () => {
    expect(num(12.345)).toBe('12.3');
    expect(num(-0.01)).toBe('0');
    expect(num(800)).toBe('800');
    expect(() => num(Number.NaN)).toThrow('a diagram coordinate is not a number (NaN)');
    expect(() => num(Infinity)).toThrow('not a number');
  });
});

describe('textEl', () => {
  it('puts a stroked, hidden copy under text that needs a halo', () => {
    expect(textEl('x="1"', 'A')).toBe('<text x="1">A</text>');
    expect(textEl('x="1"', 'A', '#fff')).toBe(
      '<text x="1" stroke="#fff" stroke-width="3" stroke-linejoin="round" aria-hidden="true">A</text><text x="1">A</text>',
    );
  });
});

describe('the well-formedness check the diagram tests rely on', () => {
  it('catches what would break an SVG', () => {
    expect(xmlProblems('<svg><g/></svg>')).toEqual([]);
    expect(xmlProblems('<svg><b></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg>a & b</svg>')).not.toEqual([]);
    expect(xmlProblems('<svg title="a<b"/>')).not.toEqual([]);
    expect(xmlProblems('<svg/><svg/>')).not.toEqual([]);
    expect(xmlProblems('<svg>')).not.toEqual([]);
  });
});

describe('fitKept (QA pass 5, item 13)', () => {
  const line = '1,000 mailboxes · files on MBX1 DB LUN 1';
  const keepFrom = '1,000 mailboxes'.length;

  it('keeps the line whole where it fits', () => {
    expect(fitKept(line, keepFrom, 500, 11)).toBe(line);
  });

  it('cuts the words before the kept part, never the number or the kept part', () => {
    for (let room = 1; room <= textWidth(line, 11); room += 1) {
      const fitted = fitKept(line, keepFrom, room, 11);
      expect(fitted).not.toMatch(/^1,0*…|^1,00…|^1…/);
      if (fitted.startsWith('1,000')) expect(fitted.endsWith(' · files on MBX1 DB LUN 1')).toBe(true);
      if (fitted !== '') expect(textWidth(fitted, 11)).toBeLessThanOrEqual(room);
    }
    const room = textWidth('1,000 mai… · files on MBX1 DB LUN 1', 11);
    expect(fitKept(line, keepFrom, room, 11)).toBe('1,000 mai… · files on MBX1 DB LUN 1');
  });

  it('drops the count whole, then cuts the kept part, only where nothing else fits', () => {
    const room = textWidth('files on MBX1 DB LUN 1', 11);
    expect(fitKept(line, keepFrom, room, 11)).toBe('files on MBX1 DB LUN 1');
    expect(fitKept(line, keepFrom, room / 2, 11)).toMatch(/^files on.*…$/);
  });
});
