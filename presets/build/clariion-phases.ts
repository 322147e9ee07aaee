/**
 * `clariion-cx4-960-phase1` (64,000 users, 16 x BB1 on 4 ESX hosts) and
 * `clariion-cx4-960-phase2` (44,000 users, 8 x BB1 + 2 x BB2 + 2 x BB3 on 3 ESX hosts), seed 002.
 */
import type { Design } from '../../src/schema/design';
import { buildClariion } from './clariion';
import { BB1, BB2, BB3, WORKLOAD } from './clariion-blocks';
import { clariionReadings } from './clariion-meta';
import { DesignBuilder } from './kit';
import { DOC } from './sources';

type Row = readonly [vm: string, line: number, printed: string, target: number, achieved: string];

function publishVms(b: DesignBuilder, rows: readonly Row[], table: string): void {
  for (const [vm, line, printed, target, achieved] of rows) {
    const id = vm.toLowerCase();
    const quote = `${vm}\t${printed}`;
    b.publish({
      id: `${id}-target`,
      label: `${vm}: target IO/s (${table})`,
      metric: 'targetIops',
      serverId: id,
      value: target,
      unit: 'IO/s',
      lines: [line],
      quote,
    });
    b.publish({
      id: `${id}-achieved`,
      label: `${vm}: database transfers/s (2 h, ${table})`,
      metric: 'achievedIops',
      serverId: id,
      value: Number(achieved.replace(',', '')),
      unit: 'IO/s',
      lines: [line],
      quote,
    });
  }
}

export function buildPhase1(): Design {
  const b = new DesignBuilder(DOC.emc);
  buildClariion(
    b,
    Array.from({ length: 16 }, () => BB1),
  );
  clariionReadings(b);
  b.reading(
    'Phase 1 layout',
    '16 VMs of building block 1 (4,000 users, 10 storage groups of 400, 500 MB) on 4 ESX hosts (lines 493, 504-512): 256 DB drives (16 per VM) and 64 log drives (4 per VM), 41,600 GB of DB LUNs and 4,000 GB of log LUNs as in Tables 7-8.',
    [506],
    '16 (four per ESX Server)',
  );
  b.reading(
    'SP failure test (phase 3)',
    'The phase 3 SP-pull test ran an 8-hour JetStress load whose configuration is not stated (lines 805-815). Its outcome is carried on this phase-1 design as a figure with failedComponentId = SP B.',
    [811],
    'During the test, **SP B** was removed from the array for 2 hours',
  );
  b.notPublished(
    'Phase 1 prints no explicit Jetstress pass/fail verdict; the text says the achieved IOPS exceeded the target (line 633).',
  );
  b.notPublished(
    'Phase 3 (SP failure): no IOPS or latency numbers during the failure are printed (Figure 7 is an image); the VM layout used is not stated.',
  );
  const rows: Row[] = [
    ['MBX1', 613, '1920\t2,043', 1920, '2,043'],
    ['MBX2', 614, '1920\t2,068', 1920, '2,068'],
    ['MBX3', 615, '1920\t2,072', 1920, '2,072'],
    ['MBX4', 616, '1920\t2,103', 1920, '2,103'],
    ['MBX5', 617, '1920\t1,999', 1920, '1,999'],
    ['MBX6', 618, '1920\t2,564', 1920, '2,564'],
    ['MBX7', 619, '1920\t1,998', 1920, '1,998'],
    ['MBX8', 620, '1920\t2,432', 1920, '2,432'],
    ['MBX9', 621, '1920\t2,060', 1920, '2,060'],
    ['MBX10', 622, '1920\t2,078', 1920, '2,078'],
    ['MBX11', 623, '1920\t2,657', 1920, '2,657'],
    ['MBX12', 624, '1920\t1,970', 1920, '1,970'],
    ['MBX13', 625, '1920\t2,008', 1920, '2,008'],
    ['MBX14', 626, '1920\t1,991', 1920, '1,991'],
    ['MBX15', 627, '1920\t2,021', 1920, '2,021'],
    ['MBX16', 628, '1920\t2,043', 1920, '2,043'],
  ];
  publishVms(b, rows, 'Table 9');
  b.publish({
    id: 'total-achieved',
    label: 'All VMs: database transfers/s (Table 10)',
    metric: 'achievedIops',
    value: 34107,
    unit: 'IO/s',
    lines: [638],
    quote: 'Database disks transfers/sec (achieved IOPS)\t34,107',
  });
  b.publish({
    id: 'total-target',
    label: 'All VMs: target IO/s (64,000 × 0.48)',
    metric: 'targetIops',
    value: 30720,
    unit: 'IO/s',
    lines: [639],
    quote: 'Target Exchange IOPS\t30,720',
  });
  b.publish({
    id: 'total-read-lat',
    label: 'All VMs: average database read latency (Table 10)',
    metric: 'dbReadLatencyMs',
    value: 15,
    unit: 'ms',
    lines: [642],
    quote: 'Average database disk read latency (ms)\t15',
  });
  b.publish({
    id: 'total-write-lat',
    label: 'All VMs: average database write latency (Table 10)',
    metric: 'dbWriteLatencyMs',
    value: 9,
    unit: 'ms',
    lines: [643],
    quote: 'Average database disk write latency (ms)\t9',
  });
  b.publish({
    id: 'total-log-lat',
    label: 'All VMs: average log write latency (Table 10)',
    metric: 'logWriteLatencyMs',
    value: 3,
    unit: 'ms',
    lines: [647],
    quote: 'Average log disk write latency (ms)\t3',
  });
  b.publish({
    id: 'sp-b-failure',
    label: 'Phase 3: SP B pulled for 2 h during an 8-h JetStress run: no I/O interruption (LUNs trespassed to SP A)',
    metric: 'pass',
    value: true,
    unit: 'pass/fail',
    lines: [813],
    quote:
      'Test results showed no interruption in the I/O traffic between the CX4-960 and ESX Servers hosting Exchange VMs.',
    failedComponentId: 'spb',
  });
  return b.design(
    {
      title: 'EMC CLARiiON CX4-960 phase 1 — 64,000 users, Exchange 2007 on VMware ESX 3.5 (16 x building block 1)',
      description:
        '16 Exchange 2007 mailbox VMs (4,000 very heavy users each, 0.48 IO/s incl. 20 %, 500 MB, 10 storage groups) on 4 Dell R900 ESX hosts with 4 QLA2432 HBAs each, two Cisco MDS 9509 fabrics, and a CX4-960 (2 SPs, 32 GB cache): 256 × 450 GB 15K FC for the databases (RAID 1/0, 8 disks per LUN) and 64 × 146 GB 15K FC for the logs (RAID 1/0, 4 disks per LUN). Also carries the phase 3 SP B failure result.',
      lines: '370-447, 493-647, 805-815',
    },
    WORKLOAD,
    // Proportioned to the 1600 x 1000 canvas (5,800 x 3,352 px): fit-to-view ~0.155, was ~0.136. No
    // column counts make 432 cards readable at once; these only waste the least room.
    { columns: { 'array>enclosure': 12, 'array>raidGroup': 6, 'raidGroup>lun': 2 } },
  );
}

export function buildPhase2(): Design {
  const b = new DesignBuilder(DOC.emc);
  buildClariion(b, [BB1, BB1, BB1, BB1, BB1, BB1, BB1, BB1, BB2, BB2, BB3, BB3]);
  clariionReadings(b);
  b.reading(
    'Building block 3 users (EMC-C1, EMC-C2)',
    'BB3 is defined with 1,500 users in 15 storage groups (line 378) but phase 2 ran 2,000 users in 20 storage groups per BB3 VM (lines 671-672, 745-746). 2,000 is modelled: it matches the 44,000 total (32,000 + 8,000 + 4,000, lines 655-657, 668), the per-VM target of 4,000 IO/s, the 4,000 GB of log LUNs (8 × 5 × 50 + 2 × 20 × 30 + 2 × 10 × 40, line 725) and the 52,000 GB of DB LUNs (100 × 520 GB, line 707). The "2 VMs - 8,000 users" of line 671 is not followed.',
    [672],
    '20 ESGs for BB3 (VM 11-12)',
  );
  b.reading(
    'Phase 2 disks (EMC-C10)',
    'Table 13 gives 262 DB disks (line 703); the building-block definitions give 8 × 16 + 2 × 35 + 2 × 24 = 246. With 2,000 users, each BB3 VM has 10 DB LUNs on four RAID 1/0 4+4 groups, 32 disks: 8 × 16 + 2 × 35 + 2 × 32 = 262, matching Table 13 and its 105,324 GB raw (262 × 402). BB2: 35 disks as seven RAID 5 4+1 groups ("5 disks per LUN", line 705) for 20 DB LUNs. Logs: 48 disks, 4 per VM (146 GB for BB1, 450 GB for BB2/BB3, line 715); 32 × 133 + 16 × 402 = 10,688 GB, not the 10,710 GB printed (line 717).',
    [703],
    'Number of physical disks in test\t262',
  );
  b.reading(
    'Phase 2 layout',
    '12 VMs on 3 ESX hosts (lines 669-670): MBX1-8 building block 1, MBX9-10 building block 2 (40 storage groups of 100, 2 GB mailboxes), MBX11-12 building block 3 (2.0 IO/s incl. 20 %, 2 GB mailboxes, 12 GB VM memory, line 389). BB3 databases override the profile with 2.0 / 1.2 IO/s before headroom.',
    [670],
    'Number of virtual Exchange hosts (VMs)\t12',
  );
  b.reading(
    'Table 15 typos (EMC-C7)',
    'The total "3,2807" (line 747) is read as 32,807 (Table 16, line 756); MBX5 reads/s "309,737" is 309.737 (not used).',
    [756],
    'Database disks transfers/sec (achieved IOPS)\t32,807',
  );
  const rows: Row[] = [
    ['MBX1', 735, '0.48\t500\t4,000\t1,920\t2,220', 1920, '2,220'],
    ['MBX2', 736, '0.48\t500\t4,000\t1,920\t2,231', 1920, '2,231'],
    ['MBX3', 737, '0.48\t500\t4,000\t1,920\t2,231', 1920, '2,231'],
    ['MBX4', 738, '0.48\t500\t4,000\t1,920\t2,292', 1920, '2,292'],
    ['MBX5', 739, '0.48\t500\t4,000\t1,920\t2,829', 1920, '2,829'],
    ['MBX6', 740, '0.48\t500\t4,000\t1,920\t2,269', 1920, '2,269'],
    ['MBX7', 741, '0.48\t500\t4,000\t1,920\t2,285', 1920, '2,285'],
    ['MBX8', 742, '0.48\t500\t4,000\t1,920\t2,787', 1920, '2,787'],
    ['MBX9', 743, '0.48\t2,000\t4,000\t1,920\t2,575', 1920, '2,575'],
    ['MBX10', 744, '0.48\t2,000\t4,000\t1,920\t2,564', 1920, '2,564'],
    ['MBX11', 745, '2.0\t2,000\t2,000\t4,000\t4,256', 4000, '4,256'],
    ['MBX12', 746, '2.0\t2,000\t2,000\t4,000\t4,267', 4000, '4,267'],
  ];
  publishVms(b, rows, 'Table 15');
  b.publish({
    id: 'total-achieved',
    label: 'All VMs: database transfers/s (Table 16)',
    metric: 'achievedIops',
    value: 32807,
    unit: 'IO/s',
    lines: [756],
    quote: 'Database disks transfers/sec (achieved IOPS)\t32,807',
  });
  b.publish({
    id: 'total-target',
    label: 'All VMs: target IO/s',
    metric: 'targetIops',
    value: 27200,
    unit: 'IO/s',
    lines: [757],
    quote: 'Target Exchange IOPS\t27,200',
  });
  b.publish({
    id: 'total-read-lat',
    label: 'All VMs: average database read latency (Table 16)',
    metric: 'dbReadLatencyMs',
    value: 14,
    unit: 'ms',
    lines: [760],
    quote: 'Average database disk read latency (ms)\t14',
  });
  b.publish({
    id: 'total-write-lat',
    label: 'All VMs: average database write latency (Table 16)',
    metric: 'dbWriteLatencyMs',
    value: 9,
    unit: 'ms',
    lines: [761],
    quote: 'Average database disk write latency (ms)\t9',
  });
  b.publish({
    id: 'total-log-lat',
    label: 'All VMs: average log write latency (Table 16)',
    metric: 'logWriteLatencyMs',
    value: 2,
    unit: 'ms',
    lines: [765],
    quote: 'Average log disk write latency (ms)\t2',
  });
  b.publish({
    id: 'pass',
    label: 'All VMs: within Microsoft guidelines for Exchange 2007 (phase 2)',
    metric: 'pass',
    value: true,
    unit: 'pass/fail',
    lines: [729],
    quote: "the performance achieved is well within Microsoft's guidelines for Exchange 2007 subsystem performance",
  });
  return b.design(
    {
      title: 'EMC CLARiiON CX4-960 phase 2 — 44,000 users, Exchange 2007 on VMware ESX 3.5 (8 × BB1, 2 × BB2, 2 × BB3)',
      description:
        '12 Exchange 2007 mailbox VMs on 3 Dell R900 ESX hosts: 8 x building block 1 (4,000 users, 0.48 IO/s, 500 MB, RAID 1/0), 2 x building block 2 (4,000 users, 0.48 IO/s, 2 GB, RAID 5, 40 storage groups) and 2 x building block 3 (2,000 users, 2.0 IO/s, 2 GB, RAID 1/0). Same CX4-960 and fabric as phase 1; 262 DB and 48 log drives.',
      lines: '370-447, 651-765',
    },
    WORKLOAD,
    // As phase 1 (7,016 x 3,800 px): fit-to-view ~0.129, was ~0.122.
    { columns: { 'vm>database': 4, 'array>enclosure': 6, 'array>raidGroup': 4, 'raidGroup>lun': 5 } },
  );
}
