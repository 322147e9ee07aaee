/**
 * A figure from the report. When the engine explains it, it is a button that opens the breakdown
 * ("why 16.9 ms?"); otherwise plain text. The value is already formatted with its unit.
 */
import type { ReactNode } from 'react';

import { useExplain } from './explainContext';
import { useHasExplanation } from './useResults';

/** Props of `Figure`. */
export interface FigureProps {
  /** Explanation id in the report, if the engine may explain this figure. */
  readonly explain?: string;
  readonly children: ReactNode;
  readonly tone?: 'ok' | 'warn' | 'bad' | 'neutral';
  readonly testId?: string;
  /** What the figure is, for the tooltip and screen readers. */
  readonly label?: string;
}

/** One figure. */
export function Figure({ explain, children, tone = 'neutral', testId, label }: FigureProps) {
  const open = useExplain();
  const explained = useHasExplanation(explain ?? '');
  const cls = `sp-fig sp-tone--${tone}`;
  if (!explain || !explained)
    return (
      <span className={cls} data-testid={testId} title={label}>
        {children}
      </span>
    );
  return (
    <button
      type="button"
      className={`${cls} sp-fig--explained`}
      onClick={() => open(explain)}
      title={label ? `${label}: click for the breakdown` : 'Click for the breakdown'}
      data-testid={testId}
      data-explain={explain}
    >
      {children}
    </button>
  );
}
