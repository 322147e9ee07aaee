/**
 * The fields of the custom-part form: the part's own (vendor, model, price…) and the specifications
 * each kind asks for, with labels and units, and what a drive's type sets. Pure.
 */
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { fieldsByKind, type FieldSpec } from '../inspector/fields/fieldSpecs';

const pick = (kind: keyof typeof fieldsByKind, keys: readonly string[]): FieldSpec[] =>
  fieldsByKind[kind].filter((f) => keys.includes(f.key));

/** The part's own fields, as typed. */
export interface PartInfo {
  readonly vendor: string;
  readonly model: string;
  readonly partNumber: string;
  readonly price: string;
  readonly summary: string;
  readonly source: string;
}

/** An empty form. */
export const emptyInfo: PartInfo = { vendor: '', model: '', partNumber: '', price: '', summary: '', source: '' };

const text = (key: keyof PartInfo, label: string, optional = false, help?: string): FieldSpec => ({
  key,
  label,
  type: 'text',
  optional,
  placeholder: optional ? 'Optional' : '',
  ...(help ? { help } : {}),
});

/** The list price: the catalog keeps it, nothing prices a design with it (Export ▸ Price list does). */
export const priceField: FieldSpec = {
  key: 'price',
  label: 'List price',
  unit: 'US$',
  type: 'number',
  optional: true,
  help: 'Shown on the part for reference only. Prices in the BOM and Compare come from Export ▸ Price list.',
  placeholder: 'Optional',
};

/** The part's own fields, in form order. */
export const infoFields: readonly FieldSpec[] = [
  text('vendor', 'Vendor'),
  text('model', 'Model'),
  text('partNumber', 'Part number', true),
  priceField,
  text('summary', 'Key specs (one line)', true),
  text('source', 'Source (datasheet)', true, 'Where the figures come from.'),
];

const driveFields: FieldSpec[] = [
  {
    key: 'kind',
    label: 'Type',
    type: 'select',
    options: [
      { value: 'hdd', label: 'Hard disk' },
      { value: 'ssd', label: 'SSD' },
    ],
  },
  {
    key: 'interface',
    label: 'Interface',
    type: 'select',
    options: ['SATA', 'SAS', 'NL-SAS', 'FC', 'SSD-SAS', 'SSD-FC', 'SSD-SATA'].map((v) => ({ value: v, label: v })),
  },
  {
    key: 'formFactor',
    label: 'Form factor',
    type: 'select',
    options: ['2.5"', '3.5"'].map((v) => ({ value: v, label: v })),
  },
  { key: 'capacityGb', label: 'Capacity', unit: 'GB', type: 'number' },
  { key: 'rpm', label: 'Spindle speed', unit: 'rpm', type: 'int', help: '0 for an SSD.' },
  { key: 'seekTrackMs', label: 'Track-to-track seek', unit: 'ms', type: 'number' },
  { key: 'seekAvgMs', label: 'Average seek', unit: 'ms', type: 'number' },
  { key: 'seekFullMs', label: 'Full-stroke seek', unit: 'ms', type: 'number' },
  { key: 'writeSettleMs', label: 'Extra write settle', unit: 'ms', type: 'number' },
  { key: 'mediaRateMbS', label: 'Sustained media rate', unit: 'MB/s', type: 'number' },
  { key: 'queueCap', label: 'Commands reordered', type: 'int' },
  { key: 'ssdReadMs', label: 'SSD random read', unit: 'ms', type: 'number', optional: true },
  { key: 'ssdWriteMs', label: 'SSD random write', unit: 'ms', type: 'number', optional: true },
  { key: 'ssdParallelism', label: 'SSD parallelism', type: 'int', optional: true },
];

const controllerFields: FieldSpec[] = [
  { key: 'controllers.count', label: 'Controllers', type: 'int' },
  {
    key: 'controllers.names',
    label: 'Controller names',
    type: 'text',
    optional: true,
    help: 'Comma-separated, e.g. SP A, SP B.',
  },
  { key: 'controllers.frontEndPorts', label: 'Front-end ports per controller', type: 'int' },
  { key: 'controllers.portSpeedGbps', label: 'Port speed', unit: 'Gb/s', type: 'number' },
  { key: 'controllers.maxIops', label: 'Maximum host I/O per controller', unit: 'IO/s', type: 'number' },
];

/** Spec fields the form shows per part kind. */
export const specFields: Record<PartKind, readonly FieldSpec[]> = {
  server: pick('server', ['sockets', 'coresPerSocket', 'ghz', 'ramGb']),
  vm: pick('vm', ['vcpus', 'ramGb']),
  hba: fieldsByKind.hba,
  switch: fieldsByKind.switch,
  array: [...fieldsByKind.array, ...controllerFields],
  enclosure: pick('enclosure', ['driveRef', 'driveCount', 'slots']),
  drive: driveFields,
  // Not the snapshot reserve: a RAID group part does not set it (src/catalog/specs.ts).
  raidGroup: pick('raidGroup', ['level', 'stripeKb', 'groupSize', 'hotSpares']),
  lun: pick('lun', ['sizeGb']),
  database: pick('database', ['mailboxes']),
};

/** Every field the form shows for a kind, in form order. */
export const formFields = (kind: PartKind): readonly FieldSpec[] => [...infoFields, ...specFields[kind]];

/** The form's text values, by field key (`controllers.count` for nested ones). */
export type FormValues = Record<string, string | boolean>;

/** Defaults for a kind from an existing part's specs (flattening `controllers`). */
export function defaultsFrom(template: CatalogPart | undefined): FormValues {
  const out: FormValues = {};
  if (!template) return out;
  for (const [k, v] of Object.entries(template.specs)) {
    if (k === 'controllers' && v && typeof v === 'object') {
      for (const [ck, cv] of Object.entries(v as Record<string, unknown>))
        out[`controllers.${ck}`] = Array.isArray(cv) ? cv.join(', ') : String(cv);
    } else out[k] = typeof v === 'boolean' ? v : String(v);
  }
  return out;
}

/**
 * Drive fields whose figures belong to the type: a hard disk has a spindle speed, seeks and an HDD
 * interface; an SSD none of those but its own timings. Capacity and form factor are either's.
 */
export const DRIVE_TYPE_FIELDS: readonly string[] = [
  'interface',
  'rpm',
  'seekTrackMs',
  'seekAvgMs',
  'seekFullMs',
  'writeSettleMs',
  'mediaRateMbS',
  'queueCap',
  'ssdReadMs',
  'ssdWriteMs',
  'ssdParallelism',
];

/** What a type sets when the catalog has no drive of it: what the type rules fix, nothing made up. */
const TYPE_FALLBACK: Readonly<Record<string, FormValues>> = {
  hdd: { interface: 'SAS' },
  ssd: { interface: 'SSD-SAS', rpm: '0', seekTrackMs: '0', seekAvgMs: '0', seekFullMs: '0', writeSettleMs: '0' },
};

/**
 * The drive values after its Type is changed: the type's fields from the first catalog drive of
 * that type (`drives`), so that the form does not carry an SSD's 0 rpm to a hard disk; everything
 * else the user typed (capacity, form factor) is kept.
 */
export function withDriveType(values: FormValues, type: string, drives: readonly CatalogPart[]): FormValues {
  const template = drives.find((p) => p.kind === 'drive' && p.specs.kind === type);
  const defaults = template ? defaultsFrom(template) : (TYPE_FALLBACK[type] ?? {});
  const out: FormValues = { ...values, kind: type };
  for (const key of DRIVE_TYPE_FIELDS) out[key] = defaults[key] ?? '';
  return out;
}
