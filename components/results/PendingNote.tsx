/**
 * Stands in for the full evaluation (failure scenarios, headroom) until it arrives: the CLARiiON
 * presets take several seconds after the normal-state figures are shown. If the engine failed, it
 * says so with the engine's message instead.
 */
import { useResultsView } from './useResults';

/** Props of `PendingNote`. */
export interface PendingNoteProps {
  /** What is being waited for, e.g. "failures". */
  readonly what?: string;
  readonly compact?: boolean;
}

/** The note. */
export function PendingNote({ what = 'failures', compact = false }: PendingNoteProps) {
  const { status, error } = useResultsView();
  if (status === 'error')
    return (
      <p className={`sp-pending sp-pending--error${compact ? ' is-compact' : ''}`} data-testid="results-pending">
        Not evaluated: {error ?? 'the engine failed.'}
      </p>
    );
  return (
    <p className={`sp-pending${compact ? ' is-compact' : ''}`} data-testid="results-pending">
      <span className="sp-spinner" aria-hidden="true" />
      Analysing {what}…
    </p>
  );
}
