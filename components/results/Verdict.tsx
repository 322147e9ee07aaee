/** A pass / fail pill (or a neutral one for "warning only" and unknown). */

/** Props of `Verdict`. */
export interface VerdictProps {
  readonly pass: boolean | null;
  /** Text for pass / fail; defaults to Pass / Fail. */
  readonly yes?: string;
  readonly no?: string;
  readonly warnOnly?: boolean;
  readonly testId?: string;
  readonly title?: string;
}

/** The pill. */
export function Verdict({ pass, yes = 'Pass', no = 'Fail', warnOnly = false, testId, title }: VerdictProps) {
  const tone = pass === null ? 'neutral' : pass ? 'ok' : warnOnly ? 'warn' : 'bad';
  const text = pass === null ? '—' : pass ? yes : warnOnly ? `${no} (warning)` : no;
  return (
    <span className={`sp-verdict sp-verdict--${tone}`} data-testid={testId} data-pass={pass ?? ''} title={title}>
      {text}
    </span>
  );
}
