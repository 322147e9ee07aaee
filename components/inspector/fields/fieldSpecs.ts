/**
 * Which properties the inspector edits for each kind, with labels and units. Validation is the
 * schema's (commands parse with Zod); these specs only say how to show and parse the input.
 */
import type { ComponentKind, RaidLevel } from '../../../src/schema/components';
import { raidLevelLabel } from '../../../src/schema/raid';
import { hasParitySets, setMinimumsText } from '../../../src/commands/raidSetRules';

/** How a field is edited. `drive` and `controller` pick from the catalog / the array's controllers. */
export type FieldType = 'int' | 'number' | 'text' | 'select' | 'bool' | 'drive' | 'controller' | 'enclosure';

/** One editable property. */
export interface FieldSpec {
  readonly key: string;
  readonly label: string;
  /** Unit shown after the label, e.g. `GB`. */
  readonly unit?: string;
  readonly type: FieldType;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** May be left empty (the property is removed). */
  readonly optional?: boolean;
  /** Short explanation under the field. */
  readonly help?: string;
  /** Text shown in an empty field (default: "Default" for optional fields). */
  readonly placeholder?: string;
  /** Shown only for components this accepts (e.g. a RAID-DP setting on RAID-DP groups). */
  readonly appliesTo?: (component: Readonly<Record<string, unknown>>) => boolean;
}

const dag: FieldSpec = {
  key: 'dag',
  label: 'DAG',
  type: 'text',
  optional: true,
  help: 'A failed server’s load moves to the other members of its DAG.',
};
const ramGb: FieldSpec = { key: 'ramGb', label: 'Memory', unit: 'GB', type: 'number' };
const gbps = (key: string, label = 'Port speed'): FieldSpec => ({ key, label, unit: 'Gb/s', type: 'number' });

/** Editable properties per component kind. */
export const fieldsByKind: Record<ComponentKind, readonly FieldSpec[]> = {
  server: [
    { key: 'sockets', label: 'Sockets', type: 'int' },
    { key: 'coresPerSocket', label: 'Cores per socket', type: 'int' },
    { key: 'ghz', label: 'Clock speed', unit: 'GHz', type: 'number' },
    ramGb,
    dag,
  ],
  vm: [{ key: 'vcpus', label: 'Virtual CPUs', type: 'int' }, ramGb, dag],
  hba: [
    { key: 'ports', label: 'Ports', type: 'int' },
    gbps('speedGbps'),
    { key: 'executionThrottle', label: 'Execution throttle', unit: 'commands per port', type: 'int' },
    { key: 'lunQueueDepth', label: 'LUN queue depth', unit: 'commands', type: 'int' },
  ],
  switch: [{ key: 'ports', label: 'Ports', type: 'int' }, gbps('speedGbps')],
  array: [
    {
      key: 'attachment',
      label: 'Attachment',
      type: 'select',
      options: [
        { value: 'san', label: 'SAN (Fibre Channel)' },
        { value: 'internal', label: 'Internal (in a server)' },
      ],
    },
    { key: 'cacheGb', label: 'Cache', unit: 'GB', type: 'number' },
    { key: 'writeCacheEnabled', label: 'Write-back cache', type: 'bool' },
    { key: 'writeCachePct', label: 'Cache for writes', unit: '%', type: 'number' },
    { key: 'cacheMirrored', label: 'Write cache mirrored', type: 'bool' },
    {
      key: 'writeCacheOnPeerFailure',
      label: 'Write cache after a controller fails',
      type: 'select',
      options: [
        { value: 'disabled', label: 'Disabled (write-through)' },
        { value: 'retained', label: 'Retained' },
      ],
    },
    {
      key: 'hostAccess',
      label: 'Host access',
      type: 'select',
      options: [
        { value: 'active-active', label: 'Active-active' },
        { value: 'alua', label: 'ALUA (owning controller)' },
      ],
    },
  ],
  controller: [
    { key: 'frontEndPorts', label: 'Front-end ports', type: 'int' },
    gbps('portSpeedGbps'),
    {
      key: 'maxIops',
      label: 'Maximum host I/O',
      unit: 'IO/s',
      type: 'number',
      help: 'Small-block I/O its CPU sustains at 100 % busy.',
    },
    {
      key: 'enclosureId',
      label: 'Same box as enclosure',
      type: 'enclosure',
      optional: true,
      help: 'Where a controller and an enclosure are one module (IBM XIV): its failure also loses that enclosure’s drives in a distributed mirror, which re-mirrors their data. None: a box of its own.',
    },
  ],
  enclosure: [
    { key: 'driveRef', label: 'Drive type', type: 'drive' },
    { key: 'driveCount', label: 'Drives installed', type: 'int' },
    { key: 'slots', label: 'Slots', type: 'int' },
  ],
  raidGroup: [
    {
      key: 'level',
      label: 'RAID level',
      type: 'select',
      options: (Object.keys(raidLevelLabel) as RaidLevel[]).map((value) => ({ value, label: raidLevelLabel[value] })),
    },
    { key: 'stripeKb', label: 'Stripe element', unit: 'KiB', type: 'number' },
    {
      key: 'groupSize',
      label: 'Drives per parity set',
      type: 'int',
      help: `Parity drives included; 0 = one set of every drive but the hot spares. At least ${setMinimumsText()}.`,
      // Mirrors and RAID 0 have no parity sets: the engine ignores the value, so it is not shown.
      appliesTo: (c) => hasParitySets(c.level as RaidLevel),
    },
    { key: 'hotSpares', label: 'Hot spares', type: 'int' },
    {
      key: 'snapshotReservePct',
      label: 'Aggregate snapshot reserve',
      unit: '%',
      type: 'number',
      optional: true,
      placeholder: '5 (ONTAP default)',
      help: 'Data ONTAP keeps it free for aggregate snapshots; it is not usable for LUNs.',
      appliesTo: (c) => c.level === 'raid-dp',
    },
  ],
  lun: [
    { key: 'sizeGb', label: 'Size', unit: 'GB', type: 'number' },
    {
      key: 'ownerControllerId',
      label: 'Owning controller',
      type: 'controller',
      optional: true,
      help: 'ALUA arrays serve a LUN from its owner. Empty: the array’s controllers take the LUNs without one in turn.',
    },
  ],
  database: [
    { key: 'mailboxes', label: 'Mailboxes', type: 'int' },
    {
      key: 'mailboxSizeMb',
      label: 'Mailbox size override',
      unit: 'MB',
      type: 'number',
      optional: true,
      help: 'Empty: the workload’s mailbox size.',
    },
    {
      key: 'iopsPerMailbox',
      label: 'IOPS per mailbox override',
      unit: 'IO/s',
      type: 'number',
      optional: true,
      help: 'Empty: the workload’s profile.',
    },
  ],
};

/** Exchange workload fields (shown when nothing is selected). */
export const workloadFields: readonly FieldSpec[] = [
  {
    key: 'exchangeVersion',
    label: 'Exchange version',
    type: 'select',
    options: ['2003', '2007', '2010', '2013', '2016', '2019'].map((v) => ({ value: v, label: `Exchange ${v}` })),
  },
  {
    key: 'iopsPerMailbox',
    label: 'IOPS per mailbox',
    unit: 'IO/s',
    type: 'number',
    help: 'Transactional database I/O per mailbox, before headroom.',
  },
  {
    key: 'headroomPct',
    // Not the Summary's headroom (margin above the target): this growth allowance is in the target.
    label: 'Growth allowance in the target',
    unit: '%',
    type: 'number',
    help: 'Added to the mailboxes’ IOPS to set the Jetstress target; the Summary’s headroom is what the design carries beyond it.',
  },
  { key: 'mailboxSizeMb', label: 'Mailbox size', unit: 'MB', type: 'number' },
  { key: 'messagesPerDay', label: 'Messages per mailbox per day', type: 'number' },
  { key: 'avgMessageKb', label: 'Average message size', unit: 'KB', type: 'number' },
  { key: 'deletedItemRetentionDays', label: 'Deleted item retention', unit: 'days', type: 'number' },
  { key: 'logTruncationFailureDays', label: 'Log truncation failure tolerance', unit: 'days', type: 'number' },
  { key: 'copiesPerDatabase', label: 'Database copies', type: 'int', help: '1 = stand-alone; a DAG allows up to 16.' },
  { key: 'lunFreeSpacePct', label: 'Free space kept on each LUN', unit: '%', type: 'number' },
];

/** The fields `components` (one or several) show: `fields` less those some of them do not take. */
export function applicableFields(
  fields: readonly FieldSpec[],
  components: readonly Readonly<Record<string, unknown>>[],
): FieldSpec[] {
  return fields.filter((f) => !f.appliesTo || components.every((c) => f.appliesTo?.(c)));
}

/** The fields every one of `kinds` has (multi-select edits these). */
export function sharedFields(kinds: readonly ComponentKind[]): FieldSpec[] {
  if (kinds.length === 0) return [];
  const [first, ...rest] = kinds;
  return fieldsByKind[first].filter((f) =>
    rest.every((k) => fieldsByKind[k].some((g) => g.key === f.key && g.type === f.type)),
  );
}

/** Label with its unit: `Memory [GB]`. */
export function labelWithUnit(f: FieldSpec): string {
  return f.unit ? `${f.label} (${f.unit})` : f.label;
}
