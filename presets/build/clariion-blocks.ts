/**
 * The CLARiiON CX4-960 building blocks and Exchange 2007 workload of seed 002, as the two phases
 * (clariion-phases.ts) run them.
 */
import type { Workload } from '../../src/schema/workload';
import { type BuildingBlock, DRIVE_146, DRIVE_450 } from './clariion';

export const BB1: BuildingBlock = {
  name: 'BB1',
  users: 4000,
  storageGroups: 10,
  ramGb: 24,
  db: { level: 'raid10', disksPerGroup: 8, groups: 2 },
  logDrive: DRIVE_146,
  logLunGb: 50,
};
export const BB2: BuildingBlock = {
  name: 'BB2',
  users: 4000,
  storageGroups: 40,
  ramGb: 24,
  mailboxSizeMb: 2000,
  db: { level: 'raid5', disksPerGroup: 5, groups: 7 },
  logDrive: DRIVE_450,
  logLunGb: 30,
};
/** BB3 as run in phase 2: 2,000 users in 20 storage groups (see the EMC-C1/C2 reading). */
export const BB3: BuildingBlock = {
  name: 'BB3',
  users: 2000,
  storageGroups: 20,
  ramGb: 12,
  mailboxSizeMb: 2000,
  iopsPerMailbox: 2.0 / 1.2,
  db: { level: 'raid10', disksPerGroup: 8, groups: 4 },
  logDrive: DRIVE_450,
  logLunGb: 40,
};

export const WORKLOAD: Workload = {
  exchangeVersion: '2007',
  iopsPerMailbox: 0.4,
  headroomPct: 20,
  mailboxSizeMb: 500,
  messagesPerDay: 150,
  avgMessageKb: 50,
  deletedItemRetentionDays: 14,
  logTruncationFailureDays: 3,
  copiesPerDatabase: 1,
  lunFreeSpacePct: 20,
};
