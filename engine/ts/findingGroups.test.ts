import { describe, expect, it } from 'vitest';

import type { Finding } from './reportSchema';
import { groupFindings } from './findingGroups';

const f = (code: string, severity: Finding['severity'], ids: string[], hint = 'Grow the LUN.'): Finding => ({
  code,
  severity,
  message: `${code} on ${ids.join(', ')}`,
  hint,
  componentIds: ids,
});

describe('groupFindings', () => {
  it('groups by code, severity and hint; errors first, then the largest group', () => {
    const groups = groupFindings([
      f('W103', 'warning', ['lun1']),
      f('I1', 'info', ['x']),
      f('W103', 'warning', ['lun2', 'lun1']),
      f('E1', 'error', ['rg']),
      f('W107', 'warning', ['p'], 'Lower queue depths.'),
    ]);
    expect(groups.map((g) => `${g.code}×${g.findings.length}`)).toEqual(['E1×1', 'W103×2', 'W107×1', 'I1×1']);
    expect(groups[1].componentIds).toEqual(['lun1', 'lun2']);
  });
  it('keeps findings with another hint apart', () => {
    expect(groupFindings([f('W1', 'warning', ['a'], 'x'), f('W1', 'warning', ['b'], 'y')])).toHaveLength(2);
  });
});
