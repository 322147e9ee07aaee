/**
 * Values the presets need but the seed documents do not state. Each one is the value the matching
 * catalog part in src/catalog/data carries (reconciled in one place here); each preset also records
 * the assumption in `meta.readings`. None of these was chosen by looking at a prediction or at a
 * published outcome.
 */

export interface Assumed<T> {
  readonly value: T;
  readonly why: string;
}

export const ASSUMED = {
  xivInterfaceModuleMaxIops: {
    value: 20_000,
    why: 'Not stated in the report (its "1,400 IOPs per FC port", line 350, is an observation, not a capability). The ibm-xiv-2810-a14 catalog estimate is used: 4 cores x 5,000 small host IO/s per core.',
  },
  xivWriteCachePct: {
    value: 50,
    why: 'XIV module cache is unified (no read/write split is configured or stated); the catalog estimate of half is used.',
  },
  megaraidMaxIops: {
    value: 25_000,
    why: 'Not stated in the source document; the lsi-megaraid-9261-8i catalog estimate (RAID-on-chip with hardware parity) is used.',
  },
  megaraidWriteCachePct: {
    value: 100,
    why: 'MegaRAID cache has no fixed read/write split (write back, line 270); as in the catalog part, all of it may hold dirty data.',
  },
  megaraidPortSpeedGbps: {
    value: 32,
    why: 'Host link PCIe 2.0 x8, as in the catalog part; the controller has no FC front-end ports (internal).',
  },
  clariionSpMaxIops: {
    value: 40_000,
    why: 'Not stated in the source document; the emc-clariion-cx4-960 catalog estimate (8 cores x 5,000 small host IO/s per core) is used. Deliberately not derived from the observed "~42,000 I/Os at ~80 % SP utilisation" (line 797), which is a published outcome a prediction can be compared with.',
  },
  clariionStripeKb: {
    value: 64,
    why: 'CLARiiON default stripe element (128 blocks = 64 KiB), as the catalog raid-group default; not stated in the source document.',
  },
  mdsPorts: {
    value: 48,
    why: 'Port count of each Cisco MDS 9509 is not stated (line 535); the cisco-mds-9509 catalog value is used, enough for the 20 connections per fabric.',
  },
  esxLunQueueDepth: {
    value: 32,
    why: 'Per-LUN queue depth not stated in the source document; the qlogic-qla2432 catalog value (typical driver default) is used.',
  },
  esxExecutionThrottle: {
    value: 64,
    why: 'Not stated in the source document. VMware reports that the QLogic driver does not apply the adapter BIOS execution throttle (C. Hogan, "QLogic - Execution Throttle Feature Concerns", 2014: "could be as far back as ESX 3.5"); the ESX 3.5 SAN System Design guide (p. 170, as quoted by F. Denneman) puts the adapter ceiling at 64 parallel SCSI operations, which is used as the per-port limit. Per-LUN depth 32 governs each LUN. With the QLogic BIOS default of 16 instead, docs/validation.md shows the effect.',
  },
  storportLunQueueDepth: {
    value: 32,
    why: 'Per-LUN queue depth not stated; the qlogic-qla2342 catalog value is used. The queue-depth-16 run changes only the execution throttle (lines 296-301).',
  },
  fas980MaxIops: {
    value: 40_000,
    why: 'Not stated in the source document; the netapp-fas980 catalog estimate per head is used: SPECsfs97 shows a one-CPU 733 MHz F840 node at 15,278 NFS ops/s, and a FAS980 head has two 2.8 GHz Xeons (see the catalog citation).',
  },
  fas980WriteCachePct: {
    value: 6.25,
    why: 'Data ONTAP acknowledges writes once logged in NVRAM: 512 MB NVRAM of 8 GB memory, as in the netapp-fas980 catalog part. Not stated in the source document.',
  },
  fujitsuCoresPerSocket: {
    value: 1,
    why: 'Line 367 gives 2 CPUs at 3.6 GHz without a core count; 3.6 GHz Xeons of 2006 were single-core (as the fujitsu-primergy-rx300 catalog part).',
  },
} as const;
