/** Asks for one whole number (drive count, number of copies) with a default and inline validation. */
import { useState, type FormEvent } from 'react';

import { Dialog } from './Dialog';

/** Props of `NumberPrompt`. */
export interface NumberPromptProps {
  readonly title: string;
  readonly label: string;
  readonly initial: number;
  readonly min: number;
  readonly max: number;
  /** A sentence under the field (what the number means, what is available). */
  readonly help?: string;
  readonly confirmLabel: string;
  readonly onConfirm: (n: number) => void;
  readonly onCancel: () => void;
  readonly testId?: string;
}

/** A prompt for a whole number between `min` and `max`. */
export function NumberPrompt(props: NumberPromptProps) {
  const [text, setText] = useState(String(props.initial));
  const [error, setError] = useState<string | null>(null);
  const submit = (e?: FormEvent): void => {
    e?.preventDefault();
    const n = Number(text.trim());
    if (!Number.isInteger(n)) return setError('Enter a whole number.');
    if (n < props.min || n > props.max) return setError(`Enter a number from ${props.min} to ${props.max}.`);
    props.onConfirm(n);
  };
  return (
    <Dialog
      title={props.title}
      onCancel={props.onCancel}
      testId={props.testId}
      actions={
        <>
          <button type="button" className="sp-btn" onClick={props.onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="sp-btn sp-btn--primary"
            onClick={() => submit()}
            data-testid="prompt-confirm"
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <form onSubmit={submit} className="sp-field">
        <label className="sp-field__label" htmlFor="sp-number-prompt">
          {props.label}
        </label>
        <input
          id="sp-number-prompt"
          className={`sp-input${error ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby="sp-number-prompt-help"
          data-testid="prompt-input"
        />
        {error ? (
          <p className="sp-field__error" role="alert">
            {error}
          </p>
        ) : (
          props.help && (
            <p className="sp-field__help" id="sp-number-prompt-help">
              {props.help}
            </p>
          )
        )}
      </form>
    </Dialog>
  );
}
