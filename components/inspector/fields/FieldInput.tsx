/**
 * One property editor. Text and numbers are drafted locally and committed on Enter or blur; selects
 * and checkboxes commit at once. A refused value keeps the draft and shows the schema's message.
 */
import { useEffect, useId, useRef, useState } from 'react';

import { labelWithUnit, type FieldSpec } from './fieldSpecs';
import { formatField, parseField } from './parseField';

/** Marks a value that differs between the selected components. */
export const MIXED = Symbol('mixed');

/** Props of `FieldInput`. */
export interface FieldInputProps {
  readonly spec: FieldSpec;
  readonly value: unknown;
  /** Applies a value; returns the refusal message, or null when it was accepted. */
  readonly onCommit: (value: unknown) => string | null;
  /** Choices for `drive` and `controller` fields. */
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  /** An error to show from outside (a refusal naming this field). */
  readonly externalError?: string | null;
  /**
   * The text as typed, at every change (before it is committed): for a form that builds from
   * what its fields show, so that a value the field refuses is never replaced by the last it took.
   */
  readonly onDraft?: (text: string) => void;
}

/** A labelled input for one property. */
export function FieldInput({ spec, value, onCommit, choices, externalError, onDraft }: FieldInputProps) {
  const id = useId();
  const mixed = value === MIXED;
  const shown = mixed ? '' : formatField(value);
  const [draft, setDraft] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const editing = useRef(false);

  useEffect(() => {
    if (!editing.current) {
      setDraft(shown);
      setError(null);
    }
  }, [shown]);

  const commit = (raw: string | boolean): void => {
    if (mixed && raw === '') return;
    const parsed = parseField(spec, raw);
    if (!parsed.ok) return setError(parsed.error);
    if (!mixed && parsed.value === value) return setError(null);
    setError(onCommit(parsed.value));
  };

  const message = error ?? externalError ?? null;
  const describedBy = message ? `${id}-error` : spec.help ? `${id}-help` : undefined;
  const testId = `field-${spec.key}`;

  let control;
  if (spec.type === 'bool') {
    control = (
      <input
        id={id}
        type="checkbox"
        className="sp-checkbox"
        checked={!mixed && Boolean(value)}
        ref={(el) => {
          if (el) el.indeterminate = mixed;
        }}
        onChange={(e) => commit(e.target.checked)}
        data-testid={testId}
      />
    );
  } else if (
    spec.type === 'select' ||
    spec.type === 'drive' ||
    spec.type === 'controller' ||
    spec.type === 'enclosure'
  ) {
    const options = spec.options ?? choices ?? [];
    const known = options.some((o) => o.value === shown);
    control = (
      <select
        id={id}
        className={`sp-input sp-select${message ? ' is-invalid' : ''}`}
        value={mixed ? '' : shown}
        onChange={(e) => commit(e.target.value)}
        aria-invalid={message !== null}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {(mixed || spec.optional || !known) && (
          <option value="">{mixed ? 'Mixed' : spec.optional ? 'None' : shown || 'Choose…'}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        className={`sp-input${message ? ' is-invalid' : ''}`}
        inputMode={spec.type === 'text' ? 'text' : 'decimal'}
        value={draft}
        placeholder={mixed ? 'Mixed' : (spec.placeholder ?? (spec.optional ? 'Default' : undefined))}
        aria-invalid={message !== null}
        aria-describedby={describedBy}
        onFocus={() => (editing.current = true)}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
          onDraft?.(e.target.value);
        }}
        onBlur={() => {
          editing.current = false;
          commit(draft);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(draft);
          if (e.key === 'Escape') {
            setDraft(shown);
            setError(null);
          }
        }}
        data-testid={testId}
      />
    );
  }

  return (
    <div className={`sp-field${spec.type === 'bool' ? ' sp-field--check' : ''}`}>
      <label className="sp-field__label" htmlFor={id}>
        {labelWithUnit(spec)}
      </label>
      {control}
      {message ? (
        <p className="sp-field__error" id={`${id}-error`} role="alert" data-testid={`field-error-${spec.key}`}>
          {message}
        </p>
      ) : (
        spec.help && (
          <p className="sp-field__help" id={`${id}-help`}>
            {spec.help}
          </p>
        )
      )}
    </div>
  );
}
