/**
 * A dialog to add a custom part: identity (vendor, model, part number, price, summary, source) and
 * the specifications of its kind, pre-filled from a similar catalog part. The catalog validates it;
 * its message is shown when it refuses.
 */
import { useState } from 'react';

import type { Catalog } from '../../src/catalog';
import type { PartKind } from '../../src/schema/catalog';
import { Dialog } from '../chrome/Dialog';
import { FieldInput } from '../inspector/fields/FieldInput';
import type { FieldSpec } from '../inspector/fields/fieldSpecs';
import { buildPart, defaultsFrom, specFields, type FormValues } from './customPartModel';
import { categoryLabel } from './paletteModel';

const kinds = Object.keys(categoryLabel) as PartKind[];
const text = (key: string, label: string, optional = false, help?: string): FieldSpec => ({
  key,
  label,
  type: 'text',
  optional,
  placeholder: optional ? 'Optional' : '',
  ...(help ? { help } : {}),
});
const infoFields = [
  text('vendor', 'Vendor'),
  text('model', 'Model'),
  text('partNumber', 'Part number', true),
  {
    key: 'price',
    label: 'List price',
    unit: 'US$',
    type: 'number',
    optional: true,
    help: 'Leave empty when no public price is known.',
    placeholder: 'Optional',
  } as FieldSpec,
  text('summary', 'Key specs (one line)', true),
  text('source', 'Source (datasheet)', true, 'Where the figures come from.'),
];

/** Props of `CustomPartForm`. */
export interface CustomPartFormProps {
  readonly catalog: Catalog;
  readonly onClose: () => void;
  readonly onAdded: () => void;
}

/** The add-a-custom-part dialog. */
export function CustomPartForm({ catalog, onClose, onAdded }: CustomPartFormProps) {
  const [kind, setKind] = useState<PartKind>('server');
  const [info, setInfo] = useState({ vendor: '', model: '', partNumber: '', price: '', summary: '', source: '' });
  const [values, setValues] = useState<FormValues>(() => defaultsFrom(catalog.list({ kind: 'server' })[0]));
  const [error, setError] = useState<{ key: string | null; message: string } | null>(null);

  const chooseKind = (k: PartKind): void => {
    setKind(k);
    setValues(defaultsFrom(catalog.list({ kind: k })[0]));
    setError(null);
  };
  const drives = catalog.list({ kind: 'drive' }).map((p) => ({ value: p.id, label: `${p.vendor} ${p.model}` }));

  const submit = (): void => {
    const built = buildPart(kind, info, values);
    if (!built.ok) return setError({ key: built.key, message: built.error });
    const r = catalog.addCustom(built.part);
    if (!r.ok) return setError({ key: null, message: `${r.error.message} ${r.error.hint}` });
    onAdded();
  };

  const setter = (key: string, isInfo: boolean) => (v: unknown) => {
    const s = v === undefined ? '' : typeof v === 'boolean' ? v : String(v);
    if (isInfo) setInfo((i) => ({ ...i, [key]: String(s) }));
    else setValues((vals) => ({ ...vals, [key]: s }));
    if (error?.key === key) setError(null);
    return null;
  };

  return (
    <Dialog
      title="Add a custom part"
      onCancel={onClose}
      testId="custom-part-form"
      actions={
        <>
          <button type="button" className="sp-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="sp-btn sp-btn--primary" onClick={submit} data-testid="custom-part-save">
            Add part
          </button>
        </>
      }
    >
      <div className="sp-form-grid">
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
            value={info[f.key as keyof typeof info]}
            onCommit={setter(f.key, true)}
            externalError={error?.key === f.key ? error.message : null}
          />
        ))}
        {specFields[kind].map((f) => (
          <FieldInput
            key={`${kind}:${f.key}`}
            spec={{ ...f, optional: true, placeholder: '' }}
            value={values[f.key] ?? ''}
            choices={f.type === 'drive' ? drives : undefined}
            onCommit={setter(f.key, false)}
            externalError={error?.key === f.key ? error.message : null}
          />
        ))}
      </div>
      {error && error.key === null && (
        <p className="sp-field__error" role="alert" data-testid="custom-part-error">
          {error.message}
        </p>
      )}
    </Dialog>
  );
}
