/**
 * Findings grouped for reading: the engine repeats one finding per component (a large design has
 * over a hundred "LUN too small" lines), so the list shows one group per code and hint, errors
 * first, with every finding inside.
 */
import type { Finding } from './reportSchema';

/** Findings sharing a code, severity and hint. */
export interface FindingGroup {
  readonly key: string;
  readonly code: string;
  readonly severity: Finding['severity'];
  readonly hint: string;
  readonly findings: readonly Finding[];
  /** Every component the group names, once. */
  readonly componentIds: readonly string[];
}

const order: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Groups `findings`, errors first, then by how many each group holds. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.severity}|${f.code}|${f.hint}`;
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.entries()]
    .map(([key, list]) => ({
      key,
      code: list[0].code,
      severity: list[0].severity,
      hint: list[0].hint,
      findings: list,
      componentIds: [...new Set(list.flatMap((f) => f.componentIds))],
    }))
    .sort((a, b) => order[a.severity] - order[b.severity] || b.findings.length - a.findings.length);
}
