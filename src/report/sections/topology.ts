/**
 * The optional "Topology" section: the design's diagram as inline SVG, when the caller passes one
 * (`DesignReportInput.diagramSvg`, from the diagram export's SVG builder). The SVG is inserted as
 * markup, so it is checked first: a report a customer opens must not run anything, and its
 * Content-Security-Policy would block a script anyway, but a refused diagram says why at export
 * instead of failing silently in the customer's browser.
 *
 * The check reads the SVG's markup only, its element and attribute names (svgTags.ts), and the
 * values of the attributes that hold links. Text is not markup: a design titled "Exchange online
 * = phase 2" is drawn as text, escaped, and must not read as an `onl…=` event handler.
 */
import { html, trusted } from '../html';
import type { ReportContext, Section } from '../types';
import { type SvgTag, svgTags } from './svgTags';

/** Elements the SVG may not contain (lower-case, without a namespace prefix), in a refusal's words. */
const FORBIDDEN_ELEMENTS: ReadonlyMap<string, string> = new Map([
  ['script', 'a <script> element'],
  ['foreignobject', 'a <foreignObject> element'],
  ['iframe', 'an embedded document'],
  ['object', 'an embedded document'],
  ['embed', 'an embedded document'],
]);

/**
 * Attributes that hold a URL a browser follows, or set one (an animation's `to`, `from`, `values`,
 * `by` can set an `href`): a `javascript:` URL in one runs when followed.
 */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'to', 'from', 'values', 'by']);

/** A name without its namespace prefix, lower case: `xlink:href` → `href`. */
const localName = (name: string): string => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** An `on…` attribute name: an event handler, with or without a prefix. */
const isHandler = (name: string): boolean => /^on|:on/i.test(name);

/**
 * A link value as a browser's URL parser reads it: character references decoded, and the
 * control characters and spaces it skips removed (so `java&#x09;script:` is still found).
 */
function linkText(value: string): string {
  const char = (code: number): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD');
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => char(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => char(parseInt(dec, 10)))
    .replace(/&colon;?/gi, ':')
    .replace(/&(tab|newline);?/gi, '')
    .replace(/[\p{Cc} ]/gu, '');
}

/** What of `tags` a report must not contain, in a refusal's words, or null when nothing is. */
function forbiddenIn(tags: readonly SvgTag[]): string | null {
  for (const tag of tags) {
    const element = FORBIDDEN_ELEMENTS.get(localName(tag.name));
    if (element) return element;
    for (const { name, value } of tag.attributes) {
      // `attributeName="onclick"` on an animation would set an event handler as well.
      if (isHandler(name) || (localName(name) === 'attributename' && isHandler(value.trim())))
        return `an event handler attribute (${isHandler(name) ? name : value.trim()} on <${tag.name}>)`;
      if (LINK_ATTRIBUTES.has(localName(name)) && /javascript:/i.test(linkText(value)))
        return `a javascript: link (${name} on <${tag.name}>)`;
    }
  }
  return null;
}

/**
 * The SVG as markup, or an error saying what is wrong with it. An XML declaration and comments
 * before the `<svg>` element are dropped (they are not allowed inside an HTML document).
 */
export function checkedSvg(svg: string): { ok: true; markup: string } | { ok: false; reason: string } {
  const body = svg.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i, '');
  if (!/^<svg[\s>]/i.test(body) || !/<\/svg>\s*$/i.test(body))
    return { ok: false, reason: 'The topology diagram must be one SVG element (<svg …>…</svg>).' };
  const scan = svgTags(body);
  if (!scan.ok) return { ok: false, reason: `The topology diagram cannot be checked: it has ${scan.problem}.` };
  const forbidden = forbiddenIn(scan.tags);
  if (forbidden) return { ok: false, reason: `The topology diagram contains ${forbidden}; a report must not.` };
  return { ok: true, markup: body.trim() };
}

/**
 * Said after a refusal: the diagram is Spindle's own drawing of the design, so a refused one is a
 * fault in Spindle that no edit to the design and no second export puts right.
 */
export const DIAGRAM_FAULT =
  'This is a fault in Spindle, not in your design, so exporting again will not help: save the design and report it.';

/** The section, or null without a diagram. Throws with `checkedSvg`'s reason on a refused SVG. */
export function topologySection(ctx: ReportContext): Section | null {
  if (ctx.diagramSvg === undefined) return null;
  const svg = checkedSvg(ctx.diagramSvg);
  if (!svg.ok) throw new Error(`${svg.reason} ${DIAGRAM_FAULT}`);
  return {
    id: 'topology',
    title: 'Topology',
    body: html`<figure class="topology" data-testid="report-topology">${trusted(svg.markup)}</figure>
      <p class="muted small">The design as drawn in Spindle.</p>`,
  };
}
