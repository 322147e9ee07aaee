/**
 * A dialog to add a custom part: identity (vendor, model, part number, price, summary, source) and
 * the specifications of its kind, pre-filled from a similar catalog part. The part is built from
 * what the fields show (drafts included), so a value a field refuses is never replaced by the last
 * one it took: Add part refuses, each refusal under its field and a line naming the fields.
 */
import './customPartForm.css';

import { useRef, useState } from 'react';

import type { Catalog } from '../../src/catalog';
import type { PartKind } from '../../src/schema/catalog';
import { Dialog } from '../chrome/Dialog';
import { FieldInput } from '../inspector/fields/FieldInput';
import {
  defaultsFrom,
  DRIVE_TYPE_FIELDS,
  emptyInfo,
  infoFields,
  specFields,
  withDriveType,
  type FormValues,
  type PartInfo,
} from './customPartFields';
import { buildPart, catalogRefusal, errorSummary, fieldsInError, type FieldErrors } from './customPartModel';
import { categoryLabel } from './paletteModel';

const kinds = Object.keys(categoryLabel) as PartKind[];

/** Props of `CustomPartForm`. */
export interface CustomPartFormProps {
  readonly catalog: Catalog;
  readonly onClose: () => void;
  readonly onAdded: () => void;
}

/** The add-a-custom-part dialog. */
export function CustomPartForm({ catalog, onClose, onAdded }: CustomPartFormProps) {
  const [kind, setKind] = useState<PartKind>('server');
  const [info, setInfo] = useState<PartInfo>(emptyInfo);
  const [values, setValues] = useState<FormValues>(() => defaultsFrom(catalog.list({ kind: 'server' })[0]));
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = useRef<HTMLDivElement>(null);

  const chooseKind = (k: PartKind): void => {
    setKind(k);
    setValues(defaultsFrom(catalog.list({ kind: k })[0]));
    setErrors({});
  };
  const drives = catalog.list({ kind: 'drive' });
  const driveChoices = drives.map((p) => ({ value: p.id, label: `${p.vendor} ${p.model}` }));

  const refuse = (next: FieldErrors): void => {
    setErrors(next);
    const first = fieldsInError(kind, next)[0];
    if (first) body.current?.querySelector<HTMLElement>(`[data-testid="field-${first}"]`)?.focus();
  };

  const submit = (): void => {
    const built = buildPart(kind, info, values);
    if (!built.ok) return refuse(built.errors);
    const added = catalog.addCustom(built.part);
    if (!added.ok) return refuse(catalogRefusal(added.error));
    onAdded();
  };

  /** Clears the refusals of `keys` (and the one about no field): the user is correcting them. */
  const clear = (keys: readonly string[]): void =>
    setErrors((e) => {
      if (!keys.some((k) => k in e) && !('' in e)) return e;
      const next = { ...e };
      for (const k of ['', ...keys]) delete next[k];
      return next;
    });

  /** Sets a field's text (a draft, or a value the field took). */
  const set = (key: string, isInfo: boolean, v: unknown): void => {
    const s = v === undefined ? '' : typeof v === 'boolean' ? v : String(v);
    if (isInfo) setInfo((i) => ({ ...i, [key]: String(s) }));
    else if (kind === 'drive' && key === 'kind') {
      setValues((vals) => withDriveType(vals, String(s), drives));
      return clear([key, ...DRIVE_TYPE_FIELDS]);
    } else setValues((vals) => ({ ...vals, [key]: s }));
    clear([key]);
  };

  const summary = errorSummary(kind, errors);

  return (
    <Dialog
      title="Add a custom part"
      onCancel={onClose}
      testId="custom-part-form"
      actions={
        <>
          {summary && (
            <p className="sp-custom-part__summary" role="alert" data-testid="custom-part-error">
              {summary}
            </p>
          )}
          <button type="button" className="sp-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="sp-btn sp-btn--primary" onClick={submit} data-testid="custom-part-save">
            Add part
          </button>
        </>
      }
    >
      <div className="sp-form-grid sp-custom-part" ref={body}>
        <div className="sp-field">
          <label className="sp-field__label" htmlFor="sp-custom-kind">
            Kind
          </label>
          <select
            id="sp-custom-kind"
            className="sp-input sp-select"
            value={kind}
            onChange={(e) => chooseKind(e.target.value as PartKind)}
            data-testid="custom-part-kind"
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {categoryLabel[k]}
              </option>
            ))}
          </select>
        </div>
        {infoFields.map((f) => (
          <FieldInput
            key={f.key}
            spec={f}
            value={info[f.key as keyof PartInfo]}
            onCommit={(v) => {
              set(f.key, true, v);
              return null;
            }}
            onDraft={(t) => set(f.key, true, t)}
            externalError={errors[f.key] ?? null}
          />
        ))}
        {specFields[kind].map((f) => (
          <FieldInput
            key={`${kind}:${f.key}`}
            spec={{ ...f, placeholder: '' }}
            value={values[f.key] ?? ''}
            choices={f.type === 'drive' ? driveChoices : undefined}
            onCommit={(v) => {
              set(f.key, false, v);
              return null;
            }}
            onDraft={(t) => set(f.key, false, t)}
            externalError={errors[f.key] ?? null}
          />
        ))}
      </div>
    </Dialog>
  );
}
