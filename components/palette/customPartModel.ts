/**
 * The custom-part form's model: turning what the fields show into a `CatalogPart`, with every
 * refusal at the field it is about, in words (the catalog's own checks, `partIssues`, run here
 * first, so `catalog.addCustom` only refuses what needs the catalog: a part that exists already).
 * Pure. The fields themselves are in `customPartFields.ts`.
 */
import { paritySetProblem } from '../../src/commands/raidSetRules';
import { listOwner, NO_DRIVE_PART, partIssues } from '../../src/catalog/specs';
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { RaidLevel } from '../../src/schema/components';
import type { AppError } from '../../src/schema/errors';
import { parseField } from '../inspector/fields/parseField';
import { formFields, priceField, specFields, type FormValues, type PartInfo } from './customPartFields';

/** Refusals by form field key; `''` holds one that is about no single field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A part id from its names: lower case, `[a-z0-9._-]`. */
export function partIdFrom(...names: string[]): string {
  const slug = names
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[^a-z0-9]+|-+$/g, '');
  return `custom-${slug}`.slice(0, 80);
}

/** Part fields (other than specs) by the form field that sets them. */
const ROW_FIELDS: Readonly<Record<string, string>> = {
  vendor: 'vendor',
  model: 'model',
  partNumber: 'partNumber',
  // The id is made of vendor, model and part number; the part number is the one to change.
  id: 'partNumber',
  listPriceUsd: 'price',
  summary: 'summary',
  source: 'source',
};

/** The form field a path of the part is about (`specs.controllers.names.1` → `controllers.names`), or `''`. */
export function formKeyOf(kind: PartKind, path: string): string {
  const owner = listOwner(path);
  if (owner.startsWith('specs.')) {
    const key = owner.slice('specs.'.length);
    return specFields[kind].some((f) => f.key === key) ? key : '';
  }
  const field = owner.split('.')[0] ?? '';
  return Object.hasOwn(ROW_FIELDS, field) ? ROW_FIELDS[field] : '';
}

/** Builds the part from what the fields show, or says what to correct in each field. */
export function buildPart(
  kind: PartKind,
  info: PartInfo,
  values: FormValues,
): { ok: true; part: CatalogPart } | { ok: false; errors: FieldErrors } {
  const errors: Record<string, string> = {};
  // The first refusal of a field is shown: what it shows cannot be read comes before the range.
  const refuse = (key: string, message: string): void => {
    errors[key] ??= message;
  };
  if (!info.vendor.trim()) refuse('vendor', 'Enter the vendor.');
  if (!info.model.trim()) refuse('model', 'Enter the model.');
  let price: number | null = null;
  const parsedPrice = parseField(priceField, info.price);
  if (!parsedPrice.ok) refuse('price', parsedPrice.error);
  else if (typeof parsedPrice.value === 'number') {
    if (parsedPrice.value < 0) refuse('price', 'A price cannot be negative: leave it empty when none is known.');
    else price = parsedPrice.value;
  }
  const specs: Record<string, unknown> = {};
  const controllers: Record<string, unknown> = {};
  for (const f of specFields[kind]) {
    const raw = values[f.key] ?? (f.type === 'bool' ? false : '');
    const parsed = parseField(f, raw);
    if (!parsed.ok) {
      refuse(f.key, parsed.error);
      continue;
    }
    if (parsed.value === undefined) continue;
    if (f.key.startsWith('controllers.')) {
      const k = f.key.slice('controllers.'.length);
      controllers[k] =
        k === 'names'
          ? String(parsed.value)
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : parsed.value;
    } else specs[f.key] = parsed.value;
  }
  if (kind === 'array') specs.controllers = { names: [], ...controllers };
  // A RAID group part is placed as it is: a set size its level cannot take would only be refused
  // at its first edit (src/commands/raidSetRules.ts).
  const level = RaidLevel.safeParse(specs.level);
  if (kind === 'raidGroup' && level.success && typeof specs.groupSize === 'number') {
    const group = { level: level.data, hotSpares: Number(specs.hotSpares ?? 0), groupSize: specs.groupSize };
    const problem = paritySetProblem(group, 0);
    if (problem) refuse('groupSize', problem.reason);
  }
  const part = {
    id: partIdFrom(info.vendor, info.model, info.partNumber),
    kind,
    vendor: info.vendor.trim(),
    model: info.model.trim(),
    partNumber: info.partNumber.trim(),
    listPriceUsd: price,
    summary: info.summary.trim(),
    specs,
    source: { title: info.source.trim() || 'Entered by the user' },
    custom: true,
  };
  // The catalog's checks, worded with the form's labels and units.
  const fields = formFields(kind);
  const fieldOf = (path: string) => fields.find((f) => f.key === formKeyOf(kind, path));
  for (const issue of partIssues(part, fieldOf)) refuse(formKeyOf(kind, issue.path), issue.message);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, part };
}

/**
 * A refusal of `catalog.addCustom` at its field. The form checks everything else first, so this is
 * a part that exists already or, in principle, a drive that left the catalog meanwhile.
 */
export function catalogRefusal(error: AppError): FieldErrors {
  if (error.code === 'catalog/duplicate-part')
    return { partNumber: 'A custom part with this vendor, model and part number exists: change the part number.' };
  if (error.message.includes(NO_DRIVE_PART)) return { driveRef: 'Choose a drive from the catalog.' };
  return { '': 'The catalog refused this part.' };
}

/** The fields in error, in form order. */
export function fieldsInError(kind: PartKind, errors: FieldErrors): string[] {
  return formFields(kind)
    .filter((f) => errors[f.key] !== undefined)
    .map((f) => f.key);
}

/** The line under the form: which fields to correct (their messages are under them). */
export function errorSummary(kind: PartKind, errors: FieldErrors): string | null {
  const labels = formFields(kind)
    .filter((f) => errors[f.key] !== undefined)
    .map((f) => f.label);
  const general = errors[''];
  if (labels.length === 0) return general ?? null;
  const fields = `Correct ${labels.length === 1 ? 'this field' : 'these fields'} first: ${labels.join(', ')}.`;
  return general ? `${general} ${fields}` : fields;
}
