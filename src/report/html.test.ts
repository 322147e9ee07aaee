import { describe, expect, it } from 'vitest';

import { checkedSvg } from './sections/topology';
import { esc, facts, html, table, trusted } from './html';

describe('html', () => {
  it('escapes every interpolated string and passes markup through', () => {
    const name = `<b>"Tom" & 'Jerry'</b>`;
    expect(esc(name)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(html`<td>${name}</td>`.__html).toBe(`<td>${esc(name)}</td>`);
    expect(html`<p>${html`<em>${name}</em>`}${null}${false}${undefined}</p>`.__html).toBe(
      `<p><em>${esc(name)}</em></p>`,
    );
    expect(html`${[trusted('<i>a</i>'), trusted('<i>b</i>')]}`.__html).toBe('<i>a</i><i>b</i>');
  });

  it('writes tables with a repeating header, escaped cells, tones and notes', () => {
    // Prettier lays out the helpers' markup; whitespace between tags does not show in a browser.
    const t = table(
      [{ header: 'Name <x>' }, { header: 'IOPS', numeric: true, sub: 'IO/s' }],
      [['A & B', { content: '1,000 IO/s', tone: 'bad', note: 'below <target>' }], ['short row']],
      { caption: 'C' },
    ).__html.replace(/>\s+</g, '><');
    expect(t).toContain('<thead><tr><th scope="col">Name &lt;x&gt;</th><th class="num" scope="col">IOPS');
    expect(t).toContain(
      '<td>A &amp; B</td><td class="num tone-bad">1,000 IO/s<span class="cell-note">below &lt;target&gt;</span></td>',
    );
    // A short row is padded so every row has every column.
    expect(t).toContain('<tr><td>short row</td><td class="num"></td></tr>');
    expect(facts([{ label: 'L', value: 'V', tone: 'ok' }]).__html).toContain(
      '<th scope="row">L</th><td class="tone-ok">V</td>',
    );
  });
});

describe('checkedSvg', () => {
  it('keeps an SVG element, dropping an XML declaration and comments before it', () => {
    expect(checkedSvg('\uFEFF<?xml version="1.0"?><!-- made by Spindle --><svg viewBox="0 0 1 1"></svg>\n')).toEqual({
      ok: true,
      markup: '<svg viewBox="0 0 1 1"></svg>',
    });
  });

  it('refuses what is not one SVG element, or could run or load something', () => {
    const reason = (s: string): string => {
      const r = checkedSvg(s);
      return r.ok ? '' : r.reason;
    };
    expect(reason('<html></html>')).toMatch(/must be one SVG element/);
    expect(reason('<svg><foreignObject><div/></foreignObject></svg>')).toMatch(/foreignObject/);
    expect(reason('<svg><a href="javascript:alert(1)">x</a></svg>')).toMatch(/javascript: link/);
    expect(reason('<svg><rect onclick="x()"/></svg>')).toMatch(/event handler/);
    expect(reason('<svg><iframe src="x"></iframe></svg>')).toMatch(/embedded document/);
  });
});
