import { z } from 'zod';

/**
 * Zod mirror of `engine/core/src/report.rs`. Every report from the worker or the CLI's WASM is
 * parsed with `Report` before the app uses it. Keep field names and meanings in step with Rust;
 * the contract test (`engine/ts/contract.test.ts`) checks both sides on every preset.
 */
const num = z.number().finite();
const optMs = num.nullable();

export const Totals = z.object({
  achievedIops: num,
  targetIops: num,
  dbReadsPerSec: num,
  dbWritesPerSec: num,
  logWritesPerSec: num,
  bdmMbPerSec: num,
  mailboxes: num,
  databases: z.number().int(),
});

export const Criterion = z.object({
  id: z.string(),
  label: z.string(),
  scope: z.string(),
  value: num.nullable(),
  threshold: num,
  unit: z.string(),
  comparator: z.string(),
  pass: z.boolean(),
  warningOnly: z.boolean(),
});
export type Criterion = z.infer<typeof Criterion>;

export const InstanceResult = z.object({
  id: z.string(),
  name: z.string(),
  threads: num,
  mailboxes: num,
  targetIops: num,
  achievedIops: num,
  dbReadsPerSec: num,
  dbWritesPerSec: num,
  dbReadLatencyMs: optMs,
  dbWriteLatencyMs: optMs,
  logWritesPerSec: num,
  logWriteLatencyMs: optMs,
  bdmReadsPerSec: num,
  bdmMbPerSec: num,
  logReplicationReadsPerSec: num,
  pass: z.boolean(),
});
export type InstanceResult = z.infer<typeof InstanceResult>;

export const ServerResult = z.object({
  id: z.string(),
  name: z.string(),
  threadsPerDatabase: num,
  autotuned: z.boolean(),
  targetIops: num,
  achievedIops: num,
  dbReadsPerSec: num,
  dbWritesPerSec: num,
  dbReadLatencyMs: optMs,
  dbWriteLatencyMs: optMs,
  logWritesPerSec: num,
  logWriteLatencyMs: optMs,
  bdmMbPerSec: num,
  pass: z.boolean(),
  criteria: z.array(Criterion),
  instances: z.array(InstanceResult),
});
export type ServerResult = z.infer<typeof ServerResult>;

/** One direction of a cable: `host→array` carries writes, `array→host` reads; each has its own
 * bandwidth (Fibre Channel is full duplex). */
export const DirectionLoad = z.object({
  direction: z.string(),
  iops: num,
  mbPerSec: num,
  utilisation: num,
});
export type DirectionLoad = z.infer<typeof DirectionLoad>;

/** One set of a RAID group's drives with a load of its own: RAID-DP's data drives (`drives`)
 * take every read and their share of the writes, its `parity drives` only writes. `iops` is the
 * set's disk I/O, `utilisation` each drive's (0..1), `responseMs` the time per disk I/O. */
export const DriveSetLoad = z.object({
  role: z.string(),
  drives: num,
  iops: num,
  mbPerSec: num,
  utilisation: num,
  responseMs: num,
});
export type DriveSetLoad = z.infer<typeof DriveSetLoad>;

/** Load on one design component, or on one cable: `id` is then the link id and `kind` is `link`
 * (so the canvas can colour cables by utilisation). `iops` and `mbPerSec` are those of the
 * component's busiest stage (a cable: both directions); `utilisation` is its busiest station's
 * (a cable: the busier direction, listed in `directions`). */
export const ComponentLoad = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  iops: num,
  mbPerSec: num,
  utilisation: num,
  queueLength: num,
  responseMs: num,
  directions: z.array(DirectionLoad).optional(),
  /** A RAID group with more than one set of drives (RAID-DP); absent otherwise. */
  driveSets: z.array(DriveSetLoad).optional(),
});
export type ComponentLoad = z.infer<typeof ComponentLoad>;

export const Bottleneck = z.object({
  componentId: z.string(),
  name: z.string(),
  kind: z.string(),
  utilisation: num,
  reason: z.string(),
});

export const RaidGroupCapacity = z.object({
  id: z.string(),
  name: z.string(),
  drives: z.number().int(),
  rawGb: num,
  usableGb: num,
  /** How `usableGb` was reached, in words (drives, redundancy, right-sizing, reserves). */
  usableBasis: z.string(),
  allocatedGb: num,
  freeGb: num,
  fits: z.boolean(),
});

export const LunCapacity = z.object({
  id: z.string(),
  name: z.string(),
  sizeGb: num,
  dbRequiredGb: num,
  logRequiredGb: num,
  requiredGb: num,
  /** How requiredGb was reached, in words (mailboxes, size on disk, overheads, logs, free space). */
  requiredBasis: z.string(),
  usedPct: num,
  fits: z.boolean(),
});

export const Capacity = z.object({
  rawGb: num,
  usableGb: num,
  allocatedGb: num,
  requiredGb: num,
  fits: z.boolean(),
  raidGroups: z.array(RaidGroupCapacity),
  luns: z.array(LunCapacity),
  extraMailboxes: num,
});

/** A Jetstress run at the whole thread counts a headroom factor rounds down to (engine `whole.rs`). */
export const WholeThreads = z.object({
  /** Threads per database of every Jetstress server, in report order. */
  servers: z.array(z.object({ id: z.string(), threadsPerDatabase: num })),
  achievedIops: num,
  targetIops: num,
  worstDbReadLatencyMs: num.nullable(),
  worstLogWriteLatencyMs: num.nullable(),
  /** Every server passes every Jetstress criterion. */
  pass: z.boolean(),
  /** Ids of the criteria some server fails (`achievedIops`, `dbReadLatency`, …). */
  failing: z.array(z.string()),
});
export type WholeThreads = z.infer<typeof WholeThreads>;

export const Headroom = z.object({
  maxIops: num,
  iopsPct: num,
  extraMailboxes: num,
  /** What bounds `maxIops`: a criterion id, or `threads` (the search reached its limit). */
  limitedBy: z.string(),
  /** What bounds `extraMailboxes`: `capacity` when the LUNs fill first, else `limitedBy`. */
  mailboxesLimitedBy: z.string(),
  loadFactor: num,
  /**
   * How to read these figures for the state they belong to. The search scales every thread count
   * by one factor: for a state that passes as tested that is spare load (`spare`); for one that
   * fails, it says whether another thread count would pass (`fewerThreads`: a latency limit fails
   * and fewer threads meet every limit and the target; `moreThreads`: the target is missed and
   * more threads meet it), or that none does (`short`), or that no I/O runs at all (`idle`), or
   * that it fails because a database does not run, which no thread count changes (`offline`).
   */
  case: z.enum(['spare', 'fewerThreads', 'moreThreads', 'short', 'idle', 'offline']),
  /**
   * For `fewerThreads` / `moreThreads`: the design re-solved at the whole thread count per
   * database the factor rounds down to, judged as Jetstress would; null otherwise.
   */
  wholeThreads: WholeThreads.nullable(),
});
export type Headroom = z.infer<typeof Headroom>;

export const ScenarioResult = z.object({
  id: z.string(),
  kind: z.string(),
  componentId: z.string(),
  label: z.string(),
  survivable: z.boolean(),
  achievedIops: num,
  targetIops: num,
  worstDbReadLatencyMs: optMs,
  worstLogWriteLatencyMs: optMs,
  pass: z.boolean(),
  headroom: Headroom.nullable(),
  failing: z.array(z.string()),
  rebuildHours: num.nullable(),
  /** The same rebuild on otherwise idle drives [h]: the best case vendors quote. */
  rebuildIdleHours: num.nullable(),
  /** Relative half-range of the failure's solve when it did not settle (0 when it did); above 1 % a note says its figures are a mean. */
  spread: z.number().nonnegative(),
  notes: z.array(z.string()),
});
export type ScenarioResult = z.infer<typeof ScenarioResult>;

export const WorstFailure = z.object({
  scenarioId: z.string(),
  label: z.string(),
  pass: z.boolean(),
  headroomPct: num.nullable(),
  reason: z.string(),
});

export const Term = z.object({
  label: z.string(),
  value: num,
  unit: z.string(),
  componentId: z.string().nullable(),
  /** How many terms this one sums, when the engine folded several too small to list (absent: one). */
  count: z.number().int().min(2).optional(),
  /**
   * The components of a term that sums the copies of a part on several paths ("8 front-end ports:
   * service"), sorted; `componentId` is then null. Absent for a term of one component.
   */
  componentIds: z.array(z.string()).min(2).optional(),
});
export const Explanation = z.object({
  id: z.string(),
  label: z.string(),
  value: num,
  unit: z.string(),
  summary: z.string(),
  terms: z.array(Term),
});
export type Explanation = z.infer<typeof Explanation>;

export const Finding = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  hint: z.string(),
  componentIds: z.array(z.string()),
});
export type Finding = z.infer<typeof Finding>;

export const SolverInfo = z.object({
  iterations: z.number().int(),
  converged: z.boolean(),
  /** When the iteration did not converge (the figures are the mean of its last iterations): the
   * relative half-range of throughputs and latencies over them, or how far a window still was from
   * its own target, whichever is larger; 0 when it converged. Above 0.01 the report has SPN-W110. */
  spread: z.number().nonnegative(),
  saturatedArrays: z.array(z.string()),
  solves: z.number().int(),
  totalIterations: z.number().int(),
});

export const Report = z.object({
  engineVersion: z.string(),
  revision: z.number().int(),
  valid: z.boolean(),
  pass: z.boolean(),
  totals: Totals,
  servers: z.array(ServerResult),
  components: z.array(ComponentLoad),
  bottleneck: Bottleneck.nullable(),
  capacity: Capacity,
  headroom: Headroom.nullable(),
  scenarios: z.array(ScenarioResult),
  worstFailure: WorstFailure.nullable(),
  explanations: z.array(Explanation),
  findings: z.array(Finding),
  solver: SolverInfo,
});
export type Report = z.infer<typeof Report>;
