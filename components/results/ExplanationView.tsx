/**
 * "Why 16.9 ms?": one figure's explanation from the report — what the figure is, the engine's
 * summary in words, its terms as a bar chart (each linked to its component) and the factors in
 * other units. Reads the explanation by id from the current report, so it follows edits; when a
 * new report no longer carries it, it says so.
 */
import { useEffect, useRef } from 'react';

import { judge } from '../../engine/ts/criterionFigure';
import type { Criterion, Explanation, Report } from '../../engine/ts/reportSchema';
import { DB_READ_LIMIT_MS, latencyTone, LOG_WRITE_LIMIT_MS } from '../canvas/annotations/badges';
import { explanationModel, factorText } from './explanationModel';
import { fmtValue } from '../format';
import { judgedFigure } from './judgedFigures';
import { failingInstancesNote } from './latencyNote';
import { TermsChart } from './TermsChart';
import { instanceVerdicts, thresholdOf, type InstanceLatency } from './tones';
import { explanationsOf, useComponentName, useResultsView, useSelectComponents } from './useResults';

/** Props of `ExplanationView`. */
export interface ExplanationViewProps {
  readonly id: string;
  /** Where "Back" returns to, e.g. "Servers". */
  readonly backLabel: string;
  readonly onBack: () => void;
}

function Factor({
  label,
  value,
  unit,
  componentId,
  of,
}: {
  label: string;
  value: number;
  unit: string;
  componentId: string | null;
  /** The explanation it is a factor of. */
  of: Explanation;
}) {
  const select = useSelectComponents();
  const name = useComponentName(componentId);
  return (
    <div className="sp-factor" data-testid="explanation-factor">
      <dt>
        {name && componentId ? (
          <button type="button" className="sp-link" onClick={() => select([componentId])} title={`Select ${name}`}>
            {label}
          </button>
        ) : (
          label
        )}
      </dt>
      <dd>{factorText({ value, unit }, of)}</dd>
    </div>
  );
}

/** The per-database criterion a figure is judged by, by the figure's id; null for others. */
function criterionOf(id: string): InstanceLatency | null {
  if (id.endsWith(':dbReadLatencyMs')) return 'dbReadLatency';
  if (id.endsWith(':logWriteLatencyMs')) return 'logWriteLatency';
  return null;
}

/**
 * The criteria of the server whose figure `id` is (`server:<id>:<metric>`), or none: the per-database
 * verdicts a server's average latency is judged by, and the limits its report states.
 */
function serverCriteria(report: Report | null, id: string): readonly Criterion[] {
  if (!id.startsWith('server:')) return [];
  const serverId = id.slice('server:'.length, id.lastIndexOf(':'));
  return report?.servers.find((s) => s.id === serverId)?.criteria ?? [];
}

/** The limit a figure is judged against [ms]: its report's, else Jetstress's; null for others. */
function limitOf(id: string, criteria: readonly Criterion[]): number | null {
  const c = criterionOf(id);
  if (c === null) return null;
  return thresholdOf(criteria, c, c === 'dbReadLatency' ? DB_READ_LIMIT_MS : LOG_WRITE_LIMIT_MS);
}

/**
 * The figure as the header writes it: beside its limit, with the decimals its verdict needs (a
 * failing 20.003 ms is "20.003 ms", not "20.0 ms"), the limit then to the same decimals.
 */
function headerFigure(e: Explanation, criteria: readonly Criterion[]): { value: string; limit: string | null } {
  const limit = limitOf(e.id, criteria);
  if (limit === null) return { value: fmtValue(e.value, e.unit), limit: null };
  const figure = judgedFigure(e.value, limit, '<=', 'ms');
  // The limit as Jetstress states it ("20 ms"), unless the figure needed more decimals.
  return { value: figure.value, limit: figure.value === fmtValue(e.value, e.unit) ? `${limit} ms` : figure.limit };
}

/**
 * Beside a latency, its limit and which side of it the figure is: a failing 21.9 ms said nothing.
 * Judged as the engine judges, on the figure to 0.001 ms: exactly 20 ms is within "≤ 20 ms". A
 * server's average is judged as Jetstress judges the server, per database: where one of its
 * databases fails, the note says how many and at what, in red (`failingInstancesNote`).
 */
function LimitNote({ e, criteria }: { e: Explanation; criteria: readonly Criterion[] }) {
  const limit = limitOf(e.id, criteria);
  const kind = criterionOf(e.id);
  const { limit: text } = headerFigure(e, criteria);
  if (limit === null || kind === null || text === null) return null;
  const instances = failingInstancesNote(instanceVerdicts(criteria, kind));
  const tone = instances ? 'bad' : latencyTone(e.value, limit);
  return (
    <span className={`sp-explain__limit sp-tone--${tone}`} data-testid="explanation-limit">
      {instances ?? (judge(e.value, limit, '<=') ? `within the ${text} limit` : `above the ${text} limit: fails`)}
    </span>
  );
}

/** The explanation of figure `id`. */
export function ExplanationView({ id, backLabel, onBack }: ExplanationViewProps) {
  const { report, stale } = useResultsView();
  const e = explanationsOf(report).get(id);
  const criteria = serverCriteria(report, id);
  // Focus moves into the explanation, onto Back, as a dialog takes it: a keyboard user who opened
  // a figure with Enter was left on the page body, a Tab away from nothing.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), [id]);
  return (
    <div className={`sp-explain${stale ? ' is-stale' : ''}`} data-testid="explanation" data-explanation={id}>
      <div className="sp-explain__bar">
        <button
          ref={back}
          type="button"
          className="sp-btn sp-btn--small"
          onClick={onBack}
          data-testid="explanation-back"
        >
          ← {backLabel}
        </button>
        {e && <h3 className="sp-explain__title">{e.label}</h3>}
        {e && (
          // The value and its limit stay together: they move under the title as one when it needs the room.
          <span className="sp-explain__figure">
            <span className="sp-explain__value" data-testid="explanation-value">
              {headerFigure(e, criteria).value}
            </span>
            <LimitNote e={e} criteria={criteria} />
          </span>
        )}
      </div>
      {!e ? (
        <p className="sp-muted sp-explain__gone">
          The latest evaluation does not explain this figure any more (the design changed). Go back and pick it again.
        </p>
      ) : (
        <ExplanationBody e={e} />
      )}
    </div>
  );
}

/**
 * "The terms add up to 15.6 ms": said only when their sum reads as the figure itself, so a
 * customer asking whether the bars account for the whole figure gets the answer on screen. Where
 * they do not add up (terms that are not parts of a sum), nothing is claimed.
 */
function TermsTotal({ e, total }: { e: Explanation; total: number }) {
  const shown = fmtValue(total, e.unit);
  if (e.terms.length < 2 || shown !== fmtValue(e.value, e.unit)) return null;
  return (
    <p className="sp-muted sp-small sp-explain__total" data-testid="explanation-total">
      The terms add up to {shown}, the figure itself.
    </p>
  );
}

function ExplanationBody({ e }: { e: Explanation }) {
  const model = explanationModel(e);
  return (
    <div className="sp-explain__body">
      <div className="sp-explain__main">
        <p className="sp-explain__summary" data-testid="explanation-summary">
          {e.summary}
        </p>
        {model.bars.length > 0 ? (
          <>
            <h4 className="sp-subtitle">
              Terms in {e.unit} <span className="sp-muted">· click a term to select its component</span>
            </h4>
            <TermsChart bars={model.bars} unit={e.unit} />
            <TermsTotal e={e} total={model.termTotal} />
          </>
        ) : (
          <p className="sp-muted">The engine gives no terms in {e.unit} for this figure.</p>
        )}
      </div>
      {model.factors.length > 0 && (
        <aside className="sp-explain__factors">
          <h4 className="sp-subtitle">Behind this figure</h4>
          <dl>
            {model.factors.map((f, i) => (
              <Factor key={`${f.label}-${i}`} {...f} of={e} />
            ))}
          </dl>
        </aside>
      )}
    </div>
  );
}
