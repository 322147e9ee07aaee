/**
 * The custom-part form's model: which spec fields each kind asks for, defaults taken from a similar
 * catalog part, and turning the typed text into a `CatalogPart` for `catalog.addCustom` (which
 * validates it). Pure.
 */
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { fieldsByKind, type FieldSpec } from '../inspector/fields/fieldSpecs';
import { parseField } from '../inspector/fields/parseField';
import { paritySetProblem } from '../../src/commands/raidSetRules';
import type { RaidLevel } from '../../src/schema/components';

const pick = (kind: keyof typeof fieldsByKind, keys: readonly string[]): FieldSpec[] =>
  fieldsByKind[kind].filter((f) => keys.includes(f.key));

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
  raidGroup: fieldsByKind.raidGroup,
  lun: pick('lun', ['sizeGb']),
  database: pick('database', ['mailboxes']),
};

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

/** Builds the part, or returns the first field error (`{ key, error }`). */
export function buildPart(
  kind: PartKind,
  info: { vendor: string; model: string; partNumber: string; price: string; summary: string; source: string },
  values: FormValues,
): { ok: true; part: unknown } | { ok: false; key: string; error: string } {
  if (!info.vendor.trim()) return { ok: false, key: 'vendor', error: 'Enter the vendor.' };
  if (!info.model.trim()) return { ok: false, key: 'model', error: 'Enter the model.' };
  let price: number | null = null;
  if (info.price.trim()) {
    price = Number(info.price.replace(/[,$\s]/g, ''));
    if (!Number.isFinite(price) || price < 0)
      return { ok: false, key: 'price', error: 'Enter a price in US$, or leave it empty.' };
  }
  const specs: Record<string, unknown> = {};
  const controllers: Record<string, unknown> = {};
  for (const f of specFields[kind]) {
    const raw = values[f.key] ?? (f.type === 'bool' ? false : '');
    const parsed = parseField(f, raw);
    if (!parsed.ok) return { ok: false, key: f.key, error: parsed.error };
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
  if (kind === 'raidGroup') {
    const problem = paritySetProblem(
      {
        level: specs.level as RaidLevel,
        hotSpares: Number(specs.hotSpares ?? 0),
        groupSize: Number(specs.groupSize ?? 0),
      },
      0,
    );
    if (problem) return { ok: false, key: 'groupSize', error: problem.reason };
  }
  return {
    ok: true,
    part: {
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
    },
  };
}
