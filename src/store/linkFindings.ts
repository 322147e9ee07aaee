/**
 * Links that break the canvas's connection rules (see `src/schema/linkRules.ts`), as the app tells
 * the user about them: findings beside the engine's in the Findings tab (they stay listed until the
 * link is fixed, and clicking one selects its two parts), and a notice when a document opens with
 * any. The links themselves are kept: fixing them is the user's call.
 */
import type { Finding } from '../../engine/ts/reportSchema';
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import { linkProblems } from '../schema/linkRules';
import type { DesignDoc, DesignState, Notice } from './types';

/** Finding code of a link that breaks a connection rule (the app's own check, not the engine's). */
export const LINK_RULE_CODE = 'LINK-RULE';

/** One hint for the whole group: each finding's message already says what its port accepts. */
const HINT =
  'Select the link on the canvas and delete it, then connect the ports again the way the message says; ' +
  'the link stays listed here until it follows the rules.';

const NONE: readonly Finding[] = Object.freeze([]);
const cache = new WeakMap<readonly Link[], { components: readonly Component[]; findings: readonly Finding[] }>();

/** The rule-breaking links of a document as findings (memoised per components and links arrays). */
export function linkFindings(doc: Pick<DesignDoc, 'components' | 'links'>): readonly Finding[] {
  const hit = cache.get(doc.links);
  if (hit && hit.components === doc.components) return hit.findings;
  const problems = linkProblems(doc.components, doc.links);
  const findings = problems.length
    ? problems.map((p) => ({
        code: LINK_RULE_CODE,
        severity: 'error' as const,
        message: p.message,
        hint: HINT,
        componentIds: [...p.componentIds],
      }))
    : NONE;
  cache.set(doc.links, { components: doc.components, findings });
  return findings;
}

/** Selector form of `linkFindings`. */
export const selectLinkFindings = (s: DesignState): readonly Finding[] => linkFindings(s.doc);

/**
 * What to tell the user when a document opens with rule-breaking links, or null when it has none.
 * One link is named in full; several are counted, the first named, and the rest left to Findings.
 */
export function linkRulesNotice(doc: Pick<DesignDoc, 'components' | 'links'>): Omit<Notice, 'id'> | null {
  const found = linkFindings(doc);
  const first = found[0];
  if (!first) return null;
  if (found.length === 1)
    return {
      tone: 'warning',
      message: first.message,
      hint: 'The link was kept as it is in the file. Fix it on the canvas; the Findings tab lists it until then.',
    };
  return {
    tone: 'warning',
    message: `${found.length} links in this design break the canvas's connection rules. They were kept as they are in the file.`,
    hint: `The first: ${first.message} The Findings tab lists every one and how to fix it.`,
  };
}
