/**
 * The terms of an explanation as a horizontal bar chart: one row per term (label, bar, value with
 * unit), bars on one linear scale from zero (d3-scale), an axis with its unit underneath. Labels
 * wrap rather than being cut, and values are never cut, so every term reads without hovering. A
 * row that names a component selects it on the canvas.
 */
import { scaleLinear } from 'd3-scale';

import type { Bar } from './explanationModel';
import { fmtValue } from '../format';
import { useComponentName, useSelectComponents } from './useResults';

/** Props of `TermsChart`. */
export interface TermsChartProps {
  readonly bars: readonly Bar[];
  readonly unit: string;
}

function BarRow({ bar, x }: { bar: Bar; x: (v: number) => number }) {
  const select = useSelectComponents();
  // A bar of one term on one component names it; copies on each path or a folded tail do not.
  const single = bar.count === 1 && bar.componentIds.length === 1;
  const name = useComponentName(single ? (bar.componentIds[0] ?? null) : null);
  const showName = name !== null && !bar.label.includes(name);
  const width = Math.max(0, x(bar.value));
  const linked = bar.componentIds.length > 0;
  const content = (
    <>
      <span className="sp-terms__label" data-testid="explanation-term-label">
        {bar.label}
        {showName && <span className="sp-terms__component"> · {name}</span>}
      </span>
      <svg className="sp-terms__bar" aria-hidden="true">
        <rect x="0" y="3" width={`${width}%`} height="12" rx="2" className={bar.key === 'rest' ? 'is-rest' : ''} />
      </svg>
      <span className="sp-terms__value" data-testid="explanation-term-value">
        {fmtValue(bar.value, bar.unit)}
      </span>
    </>
  );
  if (!linked)
    return (
      <div className="sp-terms__row" data-testid="explanation-term">
        {content}
      </div>
    );
  const n = bar.componentIds.length;
  return (
    <button
      type="button"
      className="sp-terms__row is-linked"
      onClick={() => select(bar.componentIds)}
      title={n === 1 ? 'Select it on the canvas' : `Select these ${n} components on the canvas`}
      data-testid="explanation-term"
    >
      {content}
    </button>
  );
}

const anchor = (pct: number): 'start' | 'middle' | 'end' => (pct < 3 ? 'start' : pct > 97 ? 'end' : 'middle');

/** The chart. */
export function TermsChart({ bars, unit }: TermsChartProps) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const x = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([0, 100])
    .nice();
  const ticks = x.ticks(4);
  return (
    <div className="sp-terms" data-testid="explanation-chart">
      {bars.map((b) => (
        <BarRow key={b.key} bar={b} x={x} />
      ))}
      <div className="sp-terms__axis">
        <span />
        <svg className="sp-terms__ticks" aria-hidden="true">
          <line x1="0" x2="100%" y1="1" y2="1" />
          {ticks.map((t) => (
            <g key={t}>
              <line x1={`${x(t)}%`} x2={`${x(t)}%`} y1="1" y2="5" />
              <text x={`${x(t)}%`} y="16" textAnchor={anchor(x(t))}>
                {fmtValue(t, '')}
              </text>
            </g>
          ))}
        </svg>
        <span className="sp-terms__unit">{unit}</span>
      </div>
    </div>
  );
}
