import { describe, expect, it } from 'vitest';

import { checkedSvg } from './topology';
import { svgTags } from './svgTags';

/** The refusal `checkedSvg` gives, or '' when it keeps the SVG. */
const reason = (svg: string): string => {
  const r = checkedSvg(svg);
  return r.ok ? '' : r.reason;
};

const svg = (inner: string, attributes = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe('checkedSvg reads markup, not text', () => {
  it('keeps a diagram whose text reads like an attribute or a link', () => {
    // The diagram writes titles and names as escaped text; words in them are not markup.
    for (const text of [
      'Contoso: 2,500 mailboxes, Exchange online = phase 2',
      'onsite=yes, onclick = "x()"',
      'Notes: javascript: not used',
      'Site &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    ]) {
      const markup = svg(`<title>${text}</title><text x="1" y="2">${text}</text>`);
      expect(checkedSvg(markup), text).toEqual({ ok: true, markup });
    }
  });

  it('keeps attribute values that only look like markup words', () => {
    expect(reason(svg('<g clip-path="url(#c0)"><rect width="1" font-family="Arial, \'online = x\'"/></g>'))).toBe('');
  });
});

describe('checkedSvg still refuses what could run', () => {
  it('refuses event handler attributes however they are written', () => {
    for (const markup of [
      svg('<rect onclick="x()"/>'),
      svg('<rect ONCLICK="x()"/>'),
      svg('', ' onload="x()"'),
      svg('', '/onload=alert(1)'),
      svg("<rect x='1'onmouseover='x()'/>"),
      svg('<rect xlink:onclick="x()"/>'),
      // Setting an event handler attribute through an animation.
      svg('<set attributeName="onclick" to="x()"/>'),
    ])
      expect(reason(markup), markup).toMatch(/^The topology diagram contains an event handler attribute \(/);
    expect(reason(svg('<rect onclick="x()"/>'))).toBe(
      'The topology diagram contains an event handler attribute (onclick on <rect>); a report must not.',
    );
  });

  it('refuses scripts, foreign objects and embedded documents', () => {
    expect(reason(svg('<script>alert(1)</script>'))).toBe(
      'The topology diagram contains a <script> element; a report must not.',
    );
    expect(reason(svg('<SCRIPT>alert(1)</SCRIPT>'))).toMatch(/<script> element/);
    expect(reason(svg('<svg:script>alert(1)</svg:script>'))).toMatch(/<script> element/);
    expect(reason(svg('<foreignObject><div/></foreignObject>'))).toMatch(/<foreignObject> element/);
    for (const tag of ['iframe', 'object', 'embed'])
      expect(reason(svg(`<${tag} src="x"></${tag}>`)), tag).toMatch(/an embedded document/);
  });

  it('refuses javascript: links, escaped or split', () => {
    for (const link of [
      '<a href="javascript:alert(1)"><text>x</text></a>',
      '<a xlink:href="&#106;avascript:alert(1)"><text>x</text></a>',
      '<a href=" java&#x09;script&colon;alert(1)"><text>x</text></a>',
      '<a href=JAVASCRIPT:alert(1)><text>x</text></a>',
      '<animate attributeName="href" values="#a;javascript:alert(1)"/>',
    ])
      expect(reason(svg(link)), link).toMatch(/^The topology diagram contains a javascript: link/);
  });

  it('reads a tag hidden after a comment as a browser does', () => {
    // "<!-->" is a whole comment to a browser: the <img> after it is markup.
    expect(reason(svg('<!--><img src="x" onerror="alert(1)">-->'))).toMatch(/event handler attribute \(onerror/);
  });

  it('refuses markup it cannot read safely', () => {
    expect(reason(svg('<rect onclick="x()/>'))).toBe(
      'The topology diagram cannot be checked: it has an attribute value whose quote is never closed.',
    );
    expect(reason(svg('<rect title="<img onerror=alert(1)>"/>'))).toMatch(
      /cannot be checked: it has a raw "<" in the value of title/,
    );
  });
});

describe('svgTags', () => {
  it('lists start tags with their attributes as written, and skips text and declarations', () => {
    const scan = svgTags('<?xml version="1.0"?><svg a="1" b=\'2\' c=3 d><!-- x --><g/>a < b</svg>');
    expect(scan).toEqual({
      ok: true,
      tags: [
        {
          name: 'svg',
          attributes: [
            { name: 'a', value: '1' },
            { name: 'b', value: '2' },
            { name: 'c', value: '3' },
            { name: 'd', value: '' },
          ],
        },
        { name: 'g', attributes: [] },
      ],
    });
  });

  it('says what it cannot read', () => {
    expect(svgTags('<svg><rect width="1"')).toEqual({ ok: false, problem: 'a <rect> tag that is never closed' });
    expect(svgTags('<svg><!-- x')).toEqual({ ok: false, problem: 'a comment or declaration that is never closed' });
  });
});
