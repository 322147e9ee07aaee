/**
 * The app's own findings about a design, listed beside the engine's: links that break the
 * connection rules and names several parts share. Stable per document arrays, so components that
 * subscribe re-render only when one of them changes.
 */
import type { Finding } from '../../engine/ts/reportSchema';
import { linkFindings } from './linkFindings';
import { nameFindings } from './nameFindings';
import type { DesignState } from './types';

let last: { links: readonly Finding[]; names: readonly Finding[]; all: readonly Finding[] } | null = null;

/** Link-rule findings, then shared-name findings, of the open document. */
export function selectDesignFindings(s: DesignState): readonly Finding[] {
  const links = linkFindings(s.doc);
  const names = nameFindings(s.doc);
  if (last && last.links === links && last.names === names) return last.all;
  const all = names.length === 0 ? links : links.length === 0 ? names : [...links, ...names];
  last = { links, names, all };
  return all;
}

/**
 * Errors a design has, as the status bar counts them and the test-plan export warns of them: the
 * engine's error findings in `report` and the design's own (links that break a rule, shared names).
 */
export function designErrorCount(s: DesignState, report: { readonly findings: readonly Finding[] } | null): number {
  const isError = (f: Finding): boolean => f.severity === 'error';
  return (report?.findings.filter(isError).length ?? 0) + selectDesignFindings(s).filter(isError).length;
}
