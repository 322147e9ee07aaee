/**
 * What the engine found worth saying (code, severity, message, hint), grouped by code, after the
 * links that break the canvas's connection rules (the app's own check, listed even when the engine
 * has no report). Clicking a finding selects its components on the canvas; a group can select all
 * of its components at once.
 */
import { useState } from 'react';

import type { Finding } from '../../engine/ts/reportSchema';
import { selectDesignFindings } from '../../src/store/designFindings';
import { plural } from '../format';
import { useDesign } from '../state/DesignContext';
import { groupFindings, type FindingGroup } from '../../engine/ts/findingGroups';
import { usePresentIds, useResultsView, useSelectComponents } from './useResults';

/** Findings shown in a group before "show all". */
const PREVIEW = 3;

function FindingItem({ finding }: { finding: Finding }) {
  const select = useSelectComponents();
  const present = usePresentIds(finding.componentIds);
  if (present.length === 0)
    return (
      <li className="sp-finding-item" data-testid="finding">
        {finding.message}
      </li>
    );
  return (
    <li className="sp-finding-item" data-testid="finding">
      <button
        type="button"
        className="sp-finding-item__button"
        onClick={() => select(finding.componentIds)}
        title={`Select ${plural(present.length, 'component')} on the canvas`}
      >
        {finding.message}
      </button>
    </li>
  );
}

function Group({ group }: { group: FindingGroup }) {
  const [all, setAll] = useState(false);
  const select = useSelectComponents();
  const present = usePresentIds(group.componentIds);
  const shown = all ? group.findings : group.findings.slice(0, PREVIEW);
  return (
    <section
      className={`sp-finding-group sp-finding-group--${group.severity}`}
      data-testid="finding-group"
      data-code={group.code}
    >
      <header className="sp-finding-group__head">
        <span className={`sp-severity sp-severity--${group.severity}`}>{group.severity}</span>
        <code className="sp-finding-group__code">{group.code}</code>
        <span className="sp-muted">{plural(group.findings.length, 'finding')}</span>
        <span className="sp-finding-group__spacer" />
        {present.length > 1 && (
          <button type="button" className="sp-btn sp-btn--small sp-btn--ghost" onClick={() => select(present)}>
            {/* The parts the findings name, which need not be one per finding. */}
            Select the {present.length} parts
          </button>
        )}
      </header>
      <ul className="sp-finding-group__list">
        {shown.map((f, i) => (
          <FindingItem key={`${f.message}-${i}`} finding={f} />
        ))}
      </ul>
      {group.findings.length > PREVIEW && (
        <button type="button" className="sp-link sp-finding-group__more" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${group.findings.length}`}
        </button>
      )}
      <p className="sp-finding-group__hint">{group.hint}</p>
    </section>
  );
}

/** The tab. */
export function FindingsTab() {
  const { report } = useResultsView();
  const linkFindings = useDesign(selectDesignFindings);
  if (!report && linkFindings.length === 0) return null;
  const findings = [...linkFindings, ...(report?.findings ?? [])];
  if (findings.length === 0)
    return <p className="sp-results__empty">No findings: nothing in the design needs attention.</p>;
  return (
    <div className="sp-findings-tab" data-testid="findings-tab">
      {groupFindings(findings).map((g) => (
        <Group key={g.key} group={g} />
      ))}
    </div>
  );
}
