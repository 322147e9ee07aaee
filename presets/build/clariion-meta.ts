/** Readings and gaps shared by both CLARiiON CX4-960 presets (seed 002). */
import { ASSUMED } from './assumed';
import type { DesignBuilder } from './kit';

export function clariionReadings(b: DesignBuilder): void {
  b.reading(
    'IOPS profile',
    'The 0.48 (and 2.0) IO/s profiles include 20 % headroom (line 512): iopsPerMailbox 0.4 with headroomPct 20 gives 4,000 × 0.4 × 1.2 = 1,920, the per-VM target of Tables 9 and 15.',
    [512],
    'Simulated profile: I/Os per second per mailbox (IOPS include 20% headroom)\t0.48',
  );
  b.reading(
    'RAID group layout (not stated)',
    'Only "disks per LUN" is published (8 per DB LUN, 4 per log LUN; 5 for BB2 RAID 5). Each building block gets RAID groups of exactly that size: RAID 1/0 4+4 groups (or RAID 5 4+1 for BB2) for the 520 GB DB LUNs, spread round robin (BB1: 3 + 2 LUNs on two groups, 3 × 520 GB fits 4 × 402 GB), and one RAID 1/0 2+2 group for all log LUNs of the VM. Logs and databases are on separate RAID groups (line 355).',
    [564],
    'Number of disks per LUN\t8',
  );
  b.reading(
    'LUNs per storage group (EMC-C8)',
    'Two storage groups share each DB LUN and each log LUN ("two databases per LUN", line 513; "log LUNs same way", line 391). Each storage group is one database (line 509); SG 2k-1 and SG 2k use DB LUN k and log LUN k. The "1 LUN per storage group" row (line 511) is not followed.',
    [513],
    '520 GB (two databases per LUN)',
  );
  b.reading(
    'DAE placement (not stated)',
    'Bus and enclosure placement are not stated. Drives are placed 15 per DAE in RAID-group order, one drive type per DAE (450 GB DB and BB2/BB3 log drives, 146 GB BB1 log drives); the last DAE of each type is partly filled. Every DAE is on the back end of both SPs.',
  );
  b.reading(
    'LUN ownership (not stated)',
    'LUNs alternate between SP A and SP B, following the advice to balance load across the storage processors (line 349); the tested ownership is not stated.',
    [349],
    'balancing the Exchange load as well as possible across the array storage processors',
  );
  b.reading(
    'Fabric (not stated)',
    "The number of MDS 9509 switches and the zoning are not stated (Figures 2-3 are images). Two fabrics are modelled, following the paper's own practice: each ESX host reaches two independent fabrics and each switch connects to both SPs (lines 223, 234). Each dual-port QLA2432 has port 0 on fabric A and port 1 on fabric B; SP ports 0-1 are on fabric A and 2-3 on fabric B.",
    [234],
    'The corresponding two connections from each switch to the array should also connect to separate SPs.',
  );
  b.reading(
    'HBA ports, speed and queue depth (not stated)',
    `The QLA2432 is a dual-port 4 Gb adapter; "4 GB/s" (lines 534-535) is read as the 4 Gb/s FC link speed. ${ASSUMED.esxLunQueueDepth.why} ${ASSUMED.esxExecutionThrottle.why}`,
    [535],
    'Cisco MDS 9509 / 4 GB/s, Fibre Channel switch',
  );
  b.reading(
    'Jetstress parameters (not stated)',
    'JetStress version, threads, cache, operation mix and lazy commits are not stated. threadsPerDatabase = auto (the engine tunes it, as Jetstress does). The operation mix 40/20/5/35 with 70 % lazy commits is a placeholder (the Spindle default), not a documented Jetstress 2007 setting. Background database maintenance is off (an Exchange 2010 Jetstress feature) and copies = 1 (no replication simulated).',
  );
  b.reading(
    'Per-VM latency columns (EMC-C5)',
    'In Tables 9 and 15 the columns headed "(ms)" hold values in seconds, and the column headed write latency matches the aggregate read latency (and vice versa). Which column is which can only be inferred, so per-VM latencies are not carried; the aggregate latencies of Table 10/16, which are unambiguous, are published as whole-design figures.',
    [612],
    'Average database disk write latency (ms)',
  );
  b.reading(
    'Reads/s and writes/s vs transfers/s (EMC-C6)',
    "Per-VM reads/s + writes/s are averages per logical disk, not VM totals: (reads + writes) x 10 reproduces the transfers/s of every phase-1 VM, and x the VM's DB LUN count (5, 20 or 10) reproduces phase 2 (our arithmetic). The aggregate reads/s, writes/s and log writes/s of Tables 10/16 are sums of those averages. None of them is published here; only transfers/s (achieved IOPS), targets and the aggregate latencies are carried.",
    [613],
    'MBX1\t1920\t2,043\t0.016\t0.010\t110.137\t94.173',
  );
  b.reading(
    'Drive capacities (EMC-C11)',
    'Building-block tables name 450 GB and 146 GB 15K drives (line 390); the ESRP tables list 402 GB and 133 GB raw per disk (lines 561, 578). The 450 GB and 146 GB catalog drives are used.',
    [390],
    '16 450 GB 15k for DB 4 146 GB 15k for Logs',
  );
  b.reading(
    'SP speed, cache split and stripe (partly assumed)',
    `writeCachePct 80 from line 344. SP maxIops ${ASSUMED.clariionSpMaxIops.value}: ${ASSUMED.clariionSpMaxIops.why} Stripe ${ASSUMED.clariionStripeKb.value} KiB: ${ASSUMED.clariionStripeKb.why} Each LUN is owned by one SP and trespasses to the peer when its SP fails (line 813): hostAccess alua. Write cache is mirrored between the SPs and disabled when one SP fails (CLARiiON behaviour, not stated in the document). Hot spares are not stated; none are modelled.`,
    [344],
    'Assign at least 80 percent of cache to write cache',
  );
  b.reading(
    'VM placement (not stated)',
    'Four VMs per ESX host (line 281); which VM ran on which host is not stated, so MBX1-4 are on host 1, MBX5-8 on host 2, and so on.',
    [281],
    'the physical ESX Server with four quad-core CPUs was able to support four Exchange VMs',
  );
  b.reading(
    'Capacity inputs',
    "Very heavy profile: 30 sent + 120 received = 150 messages/day of 50 KB (lines 272, 276). Retention, truncation days and LUN free space use the Spindle defaults. EMC sized each database as mailboxes × quota + 30 % for indexing and whitespace (400 × 500 MB = 200 GB + 30 % = 260 GB, two per 520 GB LUN) and logs as 12 per user a day × 5 days (lines 426-430), with no deleted items and no free space; by Microsoft's rules, which Spindle follows, a building block 1 DB LUN of 520 GB needs 844 GB (its required basis shows the sum), so the presets report these LUNs as too small.",
    [276],
    'Very heavy\t30 sent / 120 received\t5 MB\t0.48',
  );
  b.notPublished(
    'JetStress version, thread counts, database cache, operation mix and lazy commits are not stated (phase 1 and 2).',
  );
  b.notPublished(
    'Per-VM database read/write latencies are not carried (EMC-C5 column swap); per-VM and aggregate reads/s, writes/s and log writes/s are not carried (EMC-C6).',
  );
  b.notPublished(
    'HBA port count, speed, firmware and queue depth; switch count, ports and firmware; zoning; RAID group sizes and DAE/bus placement are not stated.',
  );
  b.notPublished('24-hour stress results are shown only in figures (Figures 4-7); no numbers are printed.');
  b.notPublished(
    'Navisphere observation: the CX4-960 produced ~42,000 I/Os with SP utilisation at ~80 % (line 797). There is no published-figure metric for utilisation; it is context for a predicted SP utilisation and was not used to set any parameter.',
  );
}
