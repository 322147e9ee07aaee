/**
 * Values the presets need but the seed documents do not state. They are collected here so the
 * catalog (src/catalog) and the presets can be reconciled in one place; each preset also records
 * the assumption in `meta.readings`. None of these was chosen by looking at a prediction.
 */

export interface Assumed<T> {
  readonly value: T;
  readonly why: string;
}

export const ASSUMED = {
  xivInterfaceModuleMaxIops: {
    value: 50_000,
    why: 'Small-block host IO/s one XIV interface module sustains; not stated in seed 000 (its "1,400 IOPs per FC port", line 350, is an observation, not a capability). Placeholder pending the ibm-xiv-2810-a14 catalog part.',
  },
  xivWriteCachePct: {
    value: 50,
    why: 'XIV module cache is unified (no fixed read/write split is configured or stated); half is assumed usable for dirty data.',
  },
  megaraidMaxIops: {
    value: 100_000,
    why: 'LSI 9261-8i (SAS2108 RAID-on-chip) small-block IO/s; not stated in seed 001. Far above what 16 SATA drives deliver.',
  },
  megaraidWriteCachePct: {
    value: 50,
    why: 'MegaRAID cache serves read-ahead and write-back with no fixed split; half is assumed for dirty data.',
  },
  megaraidPortSpeedGbps: {
    value: 6,
    why: 'The 9261-8i is a 6 Gb/s SAS controller; the SAS link speed is not stated in seed 001. It has no host-facing ports in the design (internal, PCIe).',
  },
  clariionSpMaxIops: {
    value: 26_250,
    why: 'Seed 002 line 797 reports ~42,000 I/Os at ~80 % SP utilisation over two SPs: 42,000 / 0.8 / 2 = 26,250 IO/s per SP at 100 %. Whether those are host or back-end I/Os is not stated.',
  },
  clariionStripeKb: {
    value: 64,
    why: 'CLARiiON default stripe element (128 blocks = 64 KiB); the element size is not stated in seed 002.',
  },
  mdsPorts: {
    value: 48,
    why: 'Port count of each Cisco MDS 9509 is not stated (seed 002 line 535); one 48-port 4 Gb module per director is assumed, enough for the 20 connections used.',
  },
  esxLunQueueDepth: {
    value: 32,
    why: 'ESX 3.5 QLogic driver default per-LUN queue depth (ql2xmaxqdepth); not stated in seed 002.',
  },
  esxExecutionThrottle: {
    value: 65_535,
    why: 'Not stated in seed 002. The ESX QLogic driver does not apply the HBA BIOS execution throttle, so the per-port limit is set to the QLogic maximum (not limiting); the per-LUN depth governs.',
  },
  storportLunQueueDepth: {
    value: 32,
    why: 'QLogic Storport miniport default per-LUN queue depth; seed 004 changes only the execution throttle (lines 296-301).',
  },
  fas980MaxIops: {
    value: 40_000,
    why: 'Small-block IO/s of one FAS980-class filer head; not stated in seed 004. Placeholder pending the netapp-fas980 catalog part.',
  },
  fas980WriteCachePct: {
    value: 6,
    why: 'Data ONTAP acknowledges writes once logged in NVRAM; 512 MB NVRAM of 8 GB memory (FAS980) is about 6 %. Not stated in seed 004.',
  },
  fujitsuCoresPerSocket: {
    value: 1,
    why: 'Seed 004 line 367 gives 2 CPUs at 3.6 GHz without core count; 3.6 GHz Xeons of 2006 were single-core.',
  },
} as const;
