/**
 * What assistive technology and the keyboard get of the canvas's links. React Flow names a link
 * "Edge from <source id> to <target id>" and puts every one in the tab order (91 stops on the XIV
 * preset before the cards). Here a link is named as the canvas draws it — the parts by the names on
 * their cards, a port where the part has more than one for that kind of link — and only the links
 * a keyboard user is working on are tab stops: those of the selected cards and the selected links
 * (Tab to a card, Enter selects it, Shift+Tab reaches its links, which sit before the cards).
 * Selecting a link by mouse is unaffected.
 */
import { useMemo, useState } from 'react';

import type { Component } from '../../src/schema/components';
import { portsOf, type Link, type LinkKind } from '../../src/schema/connections';
import { indexComponents } from '../../src/store/designIndex';
import type { DesignDoc } from '../../src/store/types';
import { useDesign } from '../state/DesignContext';
import type { LinkEdge } from './flowTypes';
import { nameParts } from './nameParts';

/** A link by kind, in the inspector's words (inspector/LinkInspector.tsx). */
const KIND_WORDS: Readonly<Record<LinkKind, string>> = {
  fc: 'Fibre Channel link',
  backend: 'Back-end link',
  member: 'Drive link',
  dbFile: 'Database file link',
  logFile: 'Log files link',
};

/** Announced after the name in place of React Flow's "edge". */
const DOM_ATTRIBUTES: NonNullable<LinkEdge['domAttributes']> = { 'aria-roledescription': 'connection' };

/** A part as its card names it, without the description a card cuts first ("XIV30 HBA 1"). */
export function shortName(c: Component): string {
  const { head, tail } = nameParts(c.name);
  return (head + tail).trim() || c.name;
}

/** The port's label where `c` has more than one port for a `kind` link ("Port 0", "FE 1"), else ''. */
function portWord(c: Component, port: string, kind: LinkKind): string {
  const ports = portsOf(c).filter((p) => p.kinds.includes(kind));
  return ports.length > 1 ? (ports.find((p) => p.port === port)?.label ?? '') : '';
}

/** One end as drawn: the card the link meets (a closed box draws it at the box), and its port. */
function endWords(id: string, end: Link['from'], kind: LinkKind, byId: ReadonlyMap<string, Component>): string {
  const c = byId.get(id);
  if (!c) return id;
  const port = id === end.componentId ? portWord(c, end.port, kind) : '';
  return port ? `${shortName(c)} (${port})` : shortName(c);
}

/**
 * The accessible name of `edge` drawing `link`: "Fibre Channel link: XIV30 HBA 1 (Port 0) to Brocade
 * 48000 switch A", with the label drawn on it ("8 drives") after a comma.
 */
export function edgeAriaLabel(edge: LinkEdge, link: Link, byId: ReadonlyMap<string, Component>): string {
  const from = endWords(edge.source, link.from, link.kind, byId);
  const to = endWords(edge.target, link.to, link.kind, byId);
  const label = edge.data?.label ? `, ${edge.data.label}` : '';
  return `${KIND_WORDS[link.kind]}: ${from} to ${to}${label}`;
}

/** What the access layer reads of the document and the selection. */
export interface EdgeAccessInputs {
  readonly doc: Pick<DesignDoc, 'components' | 'links'>;
  readonly selectedComponents: readonly string[];
  readonly selectedLinks: readonly string[];
}

interface Entry {
  readonly from: LinkEdge;
  readonly label: string;
  readonly focusable: boolean;
  readonly edge: LinkEdge;
}

/**
 * A memoising mapper adding `ariaLabel`, `focusable` and the role description to the mapper's
 * edges (flowMapper.ts). An edge whose input, name and focus are as before comes back as the very
 * same object, and the same list as the very same array, so React Flow redraws nothing.
 */
export function createEdgeAccess(): (edges: readonly LinkEdge[], inputs: EdgeAccessInputs) => LinkEdge[] {
  let cache = new Map<string, Entry>();
  let last: LinkEdge[] = [];
  return (edges, { doc, selectedComponents, selectedLinks }) => {
    const { byId } = indexComponents(doc.components);
    const links = new Map(doc.links.map((l) => [l.id, l]));
    const cards = new Set(selectedComponents);
    const chosen = new Set(selectedLinks);
    const next = new Map<string, Entry>();
    const out = edges.map((e) => {
      const link = links.get(e.id);
      const label = link ? edgeAriaLabel(e, link, byId) : `Link from ${e.source} to ${e.target}`;
      const focusable = chosen.has(e.id) || cards.has(e.source) || cards.has(e.target);
      const hit = cache.get(e.id);
      const entry =
        hit && hit.from === e && hit.label === label && hit.focusable === focusable
          ? hit
          : { from: e, label, focusable, edge: { ...e, ariaLabel: label, focusable, domAttributes: DOM_ATTRIBUTES } };
      next.set(e.id, entry);
      return entry.edge;
    });
    cache = next;
    if (out.length !== last.length || out.some((e, i) => e !== last[i])) last = out;
    return last;
  };
}

/** The mapper's `edges` named and focusable for the current document and selection (see above). */
export function useAccessibleEdges(edges: readonly LinkEdge[]): LinkEdge[] {
  const [access] = useState(createEdgeAccess);
  const components = useDesign((s) => s.doc.components);
  const links = useDesign((s) => s.doc.links);
  const selection = useDesign((s) => s.selection);
  return useMemo(
    () =>
      access(edges, {
        doc: { components, links },
        selectedComponents: selection.components,
        selectedLinks: selection.links,
      }),
    [access, edges, components, links, selection],
  );
}
