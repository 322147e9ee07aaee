import { z } from 'zod';

/** Exchange versions the engine models (page size, log ratio, maintenance rate, capacity factors). */
export const ExchangeVersion = z.enum(['2003', '2007', '2010', '2013', '2016', '2019']);
export type ExchangeVersion = z.infer<typeof ExchangeVersion>;

/**
 * True for the versions tested with Jetstress before 2010 (Jetstress 2004 and 2007): their own
 * default operation mix, no background maintenance, no simulated database copies.
 */
export const jetstressBefore2010 = (v: ExchangeVersion): boolean => v === '2003' || v === '2007';

/**
 * Fewest IOPS per mailbox accepted [IO/s]. Microsoft's lightest profiles ask about 0.03 (Exchange
 * 2013+, 50 messages a day) to 0.06 (Exchange 2010); heavy ones about 0.5. A floor at a third of the
 * lightest keeps every real profile while refusing 0, which leaves Jetstress no target and makes the
 * headroom meaningless ("0 %", or "852,658.9 %" at 0.0001).
 */
export const MIN_IOPS_PER_MAILBOX = 0.01;

/** The realistic range said in every refusal, so the user knows what to type instead. */
const PROFILES = 'real Exchange profiles are about 0.03 to 0.5 IO/s';

/** Transactional database IOPS per mailbox [IO/s]: the workload's profile, or a database's override. */
export const iopsPerMailbox = (what: 'profile' | 'override') =>
  z
    .number()
    .min(
      MIN_IOPS_PER_MAILBOX,
      what === 'profile'
        ? `IOPS per mailbox must be at least ${MIN_IOPS_PER_MAILBOX} IO/s (${PROFILES}): enter your profile's value, e.g. 0.15.`
        : `An IOPS per mailbox override must be at least ${MIN_IOPS_PER_MAILBOX} IO/s (${PROFILES}): leave it empty to use the workload's profile.`,
    )
    .max(10, 'More than 10 IO/s per mailbox is not an Exchange profile.');

/**
 * Global Exchange sizing inputs, as in Microsoft's Server Role Requirements Calculator.
 * Targets: mailboxes × `iopsPerMailbox` × (1 + `headroomPct`/100).
 */
export const Workload = z.object({
  exchangeVersion: ExchangeVersion,
  /** Transactional database IOPS per mailbox, before headroom [IO/s]. */
  iopsPerMailbox: iopsPerMailbox('profile'),
  /** Headroom added on top of the profile [%]. */
  headroomPct: z.number().min(0, 'Headroom cannot be negative.').max(200, 'Headroom above 200 % is not meaningful.'),
  /** Mailbox quota [MB]. */
  mailboxSizeMb: z
    .number()
    .min(1, 'A mailbox needs at least 1 MB.')
    .max(1_000_000, 'Mailboxes above 1 TB are not supported.'),
  /** Messages sent + received per mailbox per day. */
  messagesPerDay: z.number().min(0).max(5000),
  /** Average message size [KB]. */
  avgMessageKb: z.number().min(1).max(100_000),
  /** Deleted item retention window [days]. */
  deletedItemRetentionDays: z.number().min(0).max(3650),
  /** Days of logs kept when backups fail to truncate them [days]. */
  logTruncationFailureDays: z.number().min(0).max(365),
  /** Database copies in the DAG (1 = stand-alone). */
  copiesPerDatabase: z.number().int().min(1).max(16, 'A DAG allows at most 16 copies of a database.'),
  /** Free space kept on each LUN [%]. */
  lunFreeSpacePct: z.number().min(0).max(90),
});
export type Workload = z.infer<typeof Workload>;

/**
 * Defaults for a new design: Exchange 2010, 150 messages/day (0.15 IOPS profile), 2 GB quota, and
 * one copy per database: a design starts stand-alone, so a server failure does not speak of copies
 * on servers the user has not drawn; a DAG is a choice the user makes.
 */
export const defaultWorkload: Workload = {
  exchangeVersion: '2010',
  iopsPerMailbox: 0.15,
  headroomPct: 20,
  mailboxSizeMb: 2048,
  messagesPerDay: 150,
  avgMessageKb: 75,
  deletedItemRetentionDays: 14,
  logTruncationFailureDays: 3,
  copiesPerDatabase: 1,
  lunFreeSpacePct: 20,
};

/** Jetstress operation mix and options of one test host. Thread count `auto` = Jetstress tuning. */
export const JetstressSettings = z
  .object({
    threadsPerDatabase: z.union([
      z.number().int('Thread counts are whole numbers.').min(1, 'At least 1 thread per database.').max(1024),
      z.literal('auto'),
    ]),
    insertPct: z.number().min(0).max(100),
    deletePct: z.number().min(0).max(100),
    replacePct: z.number().min(0).max(100),
    readPct: z.number().min(0).max(100),
    /** Share of commits that do not wait for the log write [%]. */
    lazyCommitPct: z.number().min(0).max(100),
    /** Background database maintenance during the test (Jetstress 2010+). */
    backgroundMaintenance: z.boolean(),
    /** Copies per database Jetstress simulates (log replication reads). */
    copiesPerDatabase: z.number().int().min(1).max(16),
  })
  .refine((j) => Math.abs(j.insertPct + j.deletePct + j.replacePct + j.readPct - 100) < 0.01, {
    message: 'The operation mix (insert + delete + replace + read) must add up to 100 %.',
    path: ['readPct'],
  });
export type JetstressSettings = z.infer<typeof JetstressSettings>;

/** Jetstress 2010/2013 defaults: 40/20/5/35 with 70 % lazy commits. */
export const defaultJetstress: JetstressSettings = {
  threadsPerDatabase: 2,
  insertPct: 40,
  deletePct: 20,
  replacePct: 5,
  readPct: 35,
  lazyCommitPct: 70,
  backgroundMaintenance: true,
  copiesPerDatabase: 2,
};
