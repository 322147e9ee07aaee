/**
 * The presets as the start screen lists them: id, title, source document, mailboxes, storage and
 * published result. It mirrors `PRESETS` in `presets/index.ts`, which reads files with Node and so
 * cannot be bundled for the renderer; `presets.test.ts` fails when the two drift apart.
 */

/** One preset card. */
export interface PresetCard {
  /** Fixed preset id; the file is `presets/<id>.json`. */
  readonly id: string;
  readonly title: string;
  /** Seed document file name the preset recreates. */
  readonly source: string;
  /** Mailboxes in the design (the tested part of the solution). */
  readonly mailboxes: number;
  readonly storageSummary: string;
  readonly publishedSummary: string;
}

/** Every preset, in the order the start screen shows them. */
export const PRESET_CARDS: readonly PresetCard[] = [
  {
    id: 'xiv-2810',
    title: 'IBM XIV 2810-A14 — 40,000 mailboxes, Exchange 2010 (tested half)',
    source: '000_fc78f8ddc2922753.txt',
    mailboxes: 20_000,
    storageSummary: '1 of 2 XIV 2810-A14: 15 modules, 180 x 1 TB 7.2K SATA, RAID-X; 2 Brocade 48000',
    publishedSummary:
      'Pass on both servers; 10,381 and 10,175 IO/s vs 10,000 target; DB read 16.9 ms, log write 2.3 ms',
  },
  {
    id: 'cisco-ucs-c210-m2',
    title: 'Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)',
    source: '001_1bc8c96bc4f63ba8.txt',
    mailboxes: 2_500,
    storageSummary: 'LSI MegaRAID 9261-8i, 16 x 1 TB 2.5" 7.2K SATA: 14-disk RAID 10 (DBs) + 2-disk RAID 1 (OS + logs)',
    publishedSummary: 'Pass; 651.7 IO/s vs 450 target; DB read 14.6 ms, log write 1.07 ms',
  },
  {
    id: 'clariion-cx4-960-phase1',
    title: 'EMC CLARiiON CX4-960 phase 1 — 64,000 users, Exchange 2007 on VMware (16 VMs)',
    source: '002_1a97c752d0caff03.txt',
    mailboxes: 64_000,
    storageSummary:
      'CX4-960, 2 SPs, 32 GB cache: 256 x 450 GB 15K FC (DB, RAID 1/0) + 64 x 146 GB 15K FC (logs, RAID 1/0)',
    publishedSummary:
      '34,107 IO/s vs 30,720 target; DB read 15 ms, write 9 ms, log write 3 ms; SP B pull: no I/O interruption',
  },
  {
    id: 'clariion-cx4-960-phase2',
    title: 'EMC CLARiiON CX4-960 phase 2 — 44,000 users, Exchange 2007 on VMware (12 VMs, 3 building blocks)',
    source: '002_1a97c752d0caff03.txt',
    mailboxes: 44_000,
    storageSummary: 'CX4-960: 262 x 450 GB 15K FC DB disks (RAID 1/0, RAID 5 for BB2) + 48 log disks (RAID 1/0)',
    publishedSummary: '32,807 IO/s vs 27,200 target; DB read 14 ms, write 9 ms, log write 2 ms',
  },
  {
    id: 'nseries-qd256',
    title: 'IBM N series — 6,000 mailboxes, Exchange 2003 Jetstress POC, HBA queue depth 256',
    source: '004_5bb9d98cf20386c7.txt',
    mailboxes: 6_000,
    storageSummary: 'One filer head, 56 of 112 x 72 GB 10K: aggr_sgdata 3 x RAID-DP (14+2), aggr_sglogs RAID-DP (6+2)',
    publishedSummary: 'Pass after raising the HBA queue depth to 256',
  },
  {
    id: 'nseries-qd16',
    title: 'IBM N series — 6,000 mailboxes, Exchange 2003 Jetstress POC, HBA queue depth 16 (default)',
    source: '004_5bb9d98cf20386c7.txt',
    mailboxes: 6_000,
    storageSummary: 'One filer head, 56 of 112 x 72 GB 10K: aggr_sgdata 3 x RAID-DP (14+2), aggr_sglogs RAID-DP (6+2)',
    publishedSummary: 'Fail: achieved IO/s below the expected IO/s with the default queue depth 16',
  },
];
