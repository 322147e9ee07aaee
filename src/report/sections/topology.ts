/**
 * The optional "Topology" section: the design's diagram as inline SVG, when the caller passes one
 * (`DesignReportInput.diagramSvg`, from the diagram export's SVG builder). The SVG is inserted as
 * markup, so it is checked first: a report a customer opens must not run anything, and its
 * Content-Security-Policy would block a script anyway, but a refused diagram says why at export
 * instead of failing silently in the customer's browser.
 */
import { html, trusted } from '../html';
import type { ReportContext, Section } from '../types';

/** What the SVG may not contain, with the words a refusal uses. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/<script\b/i, 'a <script> element'],
  [/<foreignObject\b/i, 'a <foreignObject> element'],
  [/<iframe\b|<object\b|<embed\b/i, 'an embedded document'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/javascript:/i, 'a javascript: link'],
];

/**
 * The SVG as markup, or an error saying what is wrong with it. An XML declaration and comments
 * before the `<svg>` element are dropped (they are not allowed inside an HTML document).
 */
export function checkedSvg(svg: string): { ok: true; markup: string } | { ok: false; reason: string } {
  const body = svg.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i, '');
  if (!/^<svg[\s>]/i.test(body) || !/<\/svg>\s*$/i.test(body))
    return { ok: false, reason: 'The topology diagram must be one SVG element (<svg …>…</svg>).' };
  for (const [pattern, what] of FORBIDDEN)
    if (pattern.test(body)) return { ok: false, reason: `The topology diagram contains ${what}; a report must not.` };
  return { ok: true, markup: body.trim() };
}

/** The section, or null without a diagram. Throws with `checkedSvg`'s reason on a refused SVG. */
export function topologySection(ctx: ReportContext): Section | null {
  if (ctx.diagramSvg === undefined) return null;
  const svg = checkedSvg(ctx.diagramSvg);
  if (!svg.ok) throw new Error(svg.reason);
  return {
    id: 'topology',
    title: 'Topology',
    body: html`<figure class="topology" data-testid="report-topology">${trusted(svg.markup)}</figure>
      <p class="muted small">The design as drawn in Spindle.</p>`,
  };
}
