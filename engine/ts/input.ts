/**
 * TypeScript mirror of `engine/core/src/input.rs` (camelCase JSON). Produced only by
 * `toEngineInput.ts`; the Rust side deserialises it with defaults for missing fields, and the
 * contract test checks every preset round-trips. Units are in the field names.
 */
export type ExchangeVersion = '2003' | '2007' | '2010' | '2013' | '2016' | '2019';

export interface EngineWorkload {
  exchangeVersion: ExchangeVersion;
  iopsPerMailbox: number;
  headroomPct: number;
  mailboxSizeMb: number;
  messagesPerDay: number;
  avgMessageKb: number;
  deletedItemRetentionDays: number;
  logTruncationFailureDays: number;
  copiesPerDatabase: number;
  lunFreeSpacePct: number;
}

export interface EngineJetstress {
  threadsPerDatabase: number | 'auto';
  insertPct: number;
  deletePct: number;
  replacePct: number;
  readPct: number;
  lazyCommitPct: number;
  backgroundMaintenance: boolean;
  copiesPerDatabase: number;
}

export interface EngineServer {
  id: string;
  name: string;
  host: string | null;
  cores: number;
  ghz: number;
  ramGb: number;
  dag: string | null;
  jetstress: EngineJetstress | null;
}

export interface EngineHba {
  id: string;
  name: string;
  server: string;
  ports: number;
  speedGbps: number;
  executionThrottle: number;
  lunQueueDepth: number;
}

export interface EngineSwitch {
  id: string;
  name: string;
  ports: number;
  speedGbps: number;
}

export interface EngineArray {
  id: string;
  name: string;
  internalTo: string | null;
  cacheGb: number;
  writeCacheEnabled: boolean;
  writeCachePct: number;
  cacheMirrored: boolean;
  writeCacheOnPeerFailure: 'disabled' | 'retained';
  hostAccess: 'active-active' | 'alua';
}

export interface EngineController {
  id: string;
  name: string;
  array: string;
  frontEndPorts: number;
  portSpeedGbps: number;
  maxIops: number;
  /** The enclosure it shares a box with (an XIV module): its failure loses those drives too. */
  enclosure?: string;
}

export interface EngineDrive {
  id: string;
  name: string;
  kind: 'hdd' | 'ssd';
  capacityGb: number;
  rpm: number;
  seekTrackMs: number;
  seekAvgMs: number;
  seekFullMs: number;
  writeSettleMs: number;
  mediaRateMbS: number;
  queueCap: number;
  ssdReadMs: number;
  ssdWriteMs: number;
  ssdParallelism: number;
}

export interface EngineEnclosure {
  id: string;
  name: string;
  owner: string;
  drive: string;
  driveCount: number;
  slots: number;
}

export type EngineRaidLevel = 'raid0' | 'raid1' | 'raid10' | 'raid5' | 'raid6' | 'raid-dp' | 'distributed-mirror';

export interface EngineRaidGroup {
  id: string;
  name: string;
  array: string;
  level: EngineRaidLevel;
  stripeKb: number;
  groupSize: number;
  hotSpares: number;
  /** RAID-DP aggregate snapshot reserve [%]; null = Data ONTAP's default (5 %). */
  snapshotReservePct: number | null;
}

export interface EngineLun {
  id: string;
  name: string;
  raidGroup: string;
  sizeGb: number;
  owner: string | null;
}

export interface EngineDatabase {
  id: string;
  name: string;
  server: string;
  dbLun: string | null;
  logLun: string | null;
  mailboxes: number;
  mailboxSizeMb: number | null;
  iopsPerMailbox: number | null;
}

export interface EngineLink {
  id: string;
  kind: 'fc' | 'backend' | 'member';
  from: { component: string; port: string };
  to: { component: string; port: string };
  diskCount: number;
}

/** A server's tuned thread count from an earlier (full) evaluation. */
export interface ThreadHint {
  server: string;
  threads: number;
}

export interface EngineOptions {
  failures: boolean;
  headroom: boolean;
  failed: string[];
  /** Reused by quick evaluations so autotuned servers need not be tuned again. */
  threadHints: ThreadHint[];
}

export interface EngineInput {
  revision: number;
  workload: EngineWorkload;
  servers: EngineServer[];
  hbas: EngineHba[];
  switches: EngineSwitch[];
  arrays: EngineArray[];
  controllers: EngineController[];
  drives: EngineDrive[];
  enclosures: EngineEnclosure[];
  raidGroups: EngineRaidGroup[];
  luns: EngineLun[];
  databases: EngineDatabase[];
  links: EngineLink[];
  options: EngineOptions;
}
