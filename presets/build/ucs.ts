/**
 * `cisco-ucs-c210-m2`: one Cisco UCS C210 M2 with its internal LSI MegaRAID 9261-8i and 16 internal
 * 1 TB SATA drives, running Jetstress 2010 for 2,500 mailboxes (seed 001).
 */
import type { Design } from '../../src/schema/design';
import { ASSUMED } from './assumed';
import { DesignBuilder } from './kit';
import { DOC } from './sources';

/** 2,500 mailboxes over 8 databases (see the UCS-C5 reading). */
const MAILBOXES = [313, 313, 313, 313, 312, 312, 312, 312];

export function buildUcs(): Design {
  const b = new DesignBuilder(DOC.ucs);
  const host = 'exchange1';
  b.add({
    kind: 'server',
    id: host,
    name: 'EXCHANGE1 (Cisco UCS C210 M2)',
    catalogRef: 'cisco-ucs-c210-m2',
    sockets: 2,
    coresPerSocket: 6,
    ghz: 2.53,
    ramGb: 48,
    notes:
      'Two 6-core Xeon E5649 2.53 GHz, 48 GB (lines 102, 107, 109). Windows 2008 R2 SP1. Mailbox + CAS + Hub roles on each server (line 92).',
    jetstress: {
      threadsPerDatabase: 3,
      insertPct: 40,
      deletePct: 20,
      replacePct: 5,
      readPct: 35,
      lazyCommitPct: 70,
      backgroundMaintenance: true,
      copiesPerDatabase: 3,
    },
  });
  b.add({
    kind: 'array',
    id: 'megaraid',
    name: 'LSI MegaRAID SAS 9261-8i (internal)',
    parentId: host,
    catalogRef: 'lsi-megaraid-9261-8i',
    attachment: 'internal',
    cacheGb: 0.5,
    writeCacheEnabled: true,
    writeCachePct: ASSUMED.megaraidWriteCachePct.value,
    cacheMirrored: false,
    writeCacheOnPeerFailure: 'disabled',
    hostAccess: 'active-active',
    notes:
      'Firmware 2.12-.133-1322. Strip 256 KB, read ahead, write back, direct IO, drive cache disabled (lines 262-273).',
  });
  b.add({
    kind: 'controller',
    id: 'megaraid-ctl',
    name: 'LSI 9261-8i controller',
    parentId: 'megaraid',
    frontEndPorts: 0,
    portSpeedGbps: ASSUMED.megaraidPortSpeedGbps.value,
    maxIops: ASSUMED.megaraidMaxIops.value,
    notes: '8 SAS ports to the drive bays (line 190); attached to the host over PCIe, so no front-end FC ports.',
  });
  b.add({
    kind: 'enclosure',
    id: 'drive-bays',
    name: 'C210 M2 internal drive bays',
    parentId: 'megaraid',
    catalogRef: 'cisco-c210-drive-bays',
    driveRef: 'seagate-constellation2-1tb-sata',
    driveCount: 16,
    slots: 16,
    notes: '16 × Seagate Constellation ST91000640NS 1 TB 7.2K SATA 2.5" (lines 110, 196).',
  });
  b.add({
    kind: 'raidGroup',
    id: 'rg-data',
    name: 'F: RAID 10 (7 spans of 2 drives)',
    parentId: 'megaraid',
    level: 'raid10',
    stripeKb: 256,
    groupSize: 0,
    hotSpares: 0,
  });
  b.add({
    kind: 'raidGroup',
    id: 'rg-system',
    name: 'C: RAID 1 (OS and logs)',
    parentId: 'megaraid',
    level: 'raid1',
    stripeKb: 256,
    groupSize: 0,
    hotSpares: 0,
  });
  // The ESRP table's GB are binary (2^30 B; its 14 data drives of 1 TB are 13,041 GB raw): Spindle's
  // sizes are decimal, so the LUNs are given in decimal GB (× 1.073741824).
  b.add({ kind: 'lun', id: 'lun-f', name: 'F: databases (6,512.61 GiB)', parentId: 'rg-data', sizeGb: 6992.86 });
  b.add({ kind: 'lun', id: 'lun-c', name: 'C: system and logs (930 GiB)', parentId: 'rg-system', sizeGb: 998.58 });
  MAILBOXES.forEach((mailboxes, i) => {
    b.add({
      kind: 'database',
      id: `db${i + 1}`,
      name: `DB${i + 1} (F:\\db${i + 1}, logs c:\\log${i + 1})`,
      parentId: host,
      mailboxes,
    });
  });

  b.backend('megaraid-ctl', 'drive-bays');
  b.member('drive-bays', 'rg-data', 14);
  b.member('drive-bays', 'rg-system', 2);
  MAILBOXES.forEach((_, i) => b.files(`db${i + 1}`, 'lun-f', 'lun-c'));

  ucsProvenance(b);
  return b.design(
    {
      title: 'Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 Mailbox Resiliency (one tested server)',
      description:
        'One C210 M2 (2 × Xeon E5649, 48 GB) carries all 2,500 mailboxes (the failover case of a 2-server DAG) on its internal LSI MegaRAID 9261-8i: 8 databases on a 14-drive RAID 10 (F:), logs with the OS on a 2-drive RAID 1 (C:), 16 × 1 TB 2.5" 7.2K SATA. Jetstress 2010: 3 threads per database, 40/20/5/35, 70 % lazy, background maintenance, 3 copies.',
      lines: '92-127, 151-273, 319-335, 371-410, 551-569',
    },
    {
      exchangeVersion: '2010',
      iopsPerMailbox: 0.15,
      headroomPct: 20,
      mailboxSizeMb: 1352,
      messagesPerDay: 150,
      avgMessageKb: 75,
      deletedItemRetentionDays: 14,
      logTruncationFailureDays: 3,
      copiesPerDatabase: 3,
      lunFreeSpacePct: 20,
    },
  );
}

function ucsProvenance(b: DesignBuilder): void {
  b.reading(
    'Mailboxes per database (UCS-C5)',
    'Jetstress ran 2,500 mailboxes (test description line 377; target 450 = 2,500 × 0.18). The table value 312 per database is 2,500 / 8 = 312.5 rounded down (8 × 312 = 2,496). Modelled as 4 databases of 313 and 4 of 312, totalling 2,500.',
    [377],
    '2500 users',
  );
  b.reading(
    'IOPS profile',
    '0.18 IO/s per mailbox includes 20 % headroom (line 244): iopsPerMailbox 0.15, headroomPct 20 gives 2,500 × 0.15 × 1.2 = 450, the published target (line 566).',
    [244],
    'The user profile of 0.18 IOPS per mailbox includes a margin for 20 percent overhead.',
  );
  b.reading(
    'Servers per DAG (UCS-C1..C3)',
    'The solution is a 2-server DAG with 1,250 active mailboxes each (line 92); one server was tested carrying all 2,500, the failover case (lines 94, 172). Only the tested server is modelled; no `dag` is set because its partner is not in the design.',
    [172],
    'Number of active mailboxes/server\t2500',
  );
  b.reading(
    'Database copies (UCS-C4)',
    'Jetstress simulated 3 copies per database (line 402), as in the ESRP table (line 174); where the third copy lives is not explained. copiesPerDatabase = 3.',
    [402],
    'Number of Copies per Database\t3',
  );
  b.reading(
    'Memory DIMMs',
    '48 GB is stated everywhere; the DIMM layout is given as 6 × 8 GB at 1333 MHz (lines 102, 107) and as 12 × 8 GB at 1067 MHz (lines 195, 360; 12 × 8 GB would be 96 GB). ramGb = 48; DIMM layout does not enter the model.',
    [107],
    '48Gb(6 x 8192MB Synchronous DIMMs) 1333mhz RAM',
  );
  b.reading(
    'Controller cache',
    'Cache is 512 MB in the server description (lines 102, 108) and "397MB Cache Memory Size" in the ESRP table (line 188). The installed 512 MB (stated twice, the 9261-8i hardware) is modelled: cacheGb 0.5.',
    [108],
    'LSI MegaRAID SAS 9261-8i 512MB Cache',
  );
  b.reading(
    'Log spindles (UCS-C6)',
    'The log table says 1 spindle (line 227) but the logs live on the 2-drive RAID 1 system volume C: with the OS (lines 116, 241, 275). Modelled as the 2-drive RAID 1.',
    [275],
    'RAID 1 (2 spindles)',
  );
  b.reading(
    'LUN sizes',
    'F: 6,512.61 GB and C: 930 GB as in the ESRP table (lines 177-178). Those GB are binary (2^30 B): the raw capacity of the 14 data drives of 1 TB reads 13,041.182 GB (line 215), which is 14 drives of 1,000,204,886,016 B in 2^30-byte units; Spindle sizes storage in decimal GB, so the LUNs are 6,992.86 GB and 998.58 GB. The 7,442 GB of the utilisation line (180) is the sum of both LUNs (our arithmetic); the 3,296 GB vs 4,152 GB database sizes (lines 179, 221, UCS-C7) do not enter the design.',
    [177, 178],
    'Database LUN size\t6512.61 GB',
  );
  b.reading(
    'Strip size and BGI (UCS-C11)',
    'Strip 256 KB on both virtual drives (Table 8, line 267). Background initialisation (prose "disable", table "No") has no effect in the model.',
    [267],
    'Strip Size\t256',
  );
  b.reading(
    'Controller values (assumed)',
    `maxIops ${ASSUMED.megaraidMaxIops.value}: ${ASSUMED.megaraidMaxIops.why} writeCachePct ${ASSUMED.megaraidWriteCachePct.value}: ${ASSUMED.megaraidWriteCachePct.why} portSpeedGbps ${ASSUMED.megaraidPortSpeedGbps.value}: ${ASSUMED.megaraidPortSpeedGbps.why}`,
  );
  b.reading(
    'Capacity inputs not stated',
    'Messages per day is not stated; 150/day is the Exchange 2010 DAG profile that matches 0.15 IO/s before headroom. Message size, retention, truncation days and LUN free space use the Spindle defaults (75 KB, 14 days, 3 days, 20 %); they affect capacity estimates only.',
  );
  b.notPublished(
    'The 24-hour stress test achieved 613.269 IO/s (line 387); the preset compares against the 2-hour performance test (lines 553-569).',
  );
  b.notPublished('SAS link speed, disk firmware and HBA queue depth (N/A, lines 202-203) are not stated.');

  const server = 'exchange1';
  b.publish({
    id: 'pass',
    label: 'EXCHANGE1: overall Jetstress result (2 h)',
    metric: 'pass',
    serverId: server,
    value: true,
    unit: 'pass/fail',
    lines: [553],
    quote: 'Overall Test Result\tPass',
  });
  b.publish({
    id: 'achieved',
    label: 'EXCHANGE1: achieved transactional IO/s (2 h)',
    metric: 'achievedIops',
    serverId: server,
    value: 651.699,
    unit: 'IO/s',
    lines: [565],
    quote: 'Achieved Transactional I/O per Second\t651.699',
  });
  b.publish({
    id: 'target',
    label: 'EXCHANGE1: target transactional IO/s',
    metric: 'targetIops',
    serverId: server,
    value: 450,
    unit: 'IO/s',
    lines: [566],
    quote: 'Target Transactional I/O per Second\t450',
  });
  const rows = [
    ['reads', 'dbReadsPerSec', 'database reads/s', 329, 'Database Disks Reads/sec', '370.981', 'IO/s'],
    ['writes', 'dbWritesPerSec', 'database writes/s', 330, 'Database Disks Writes/sec', '280.717', 'IO/s'],
    [
      'read-lat',
      'dbReadLatencyMs',
      'average database read latency',
      331,
      'Average Database Disk Read Latency (ms)',
      '14.580',
      'ms',
    ],
    [
      'write-lat',
      'dbWriteLatencyMs',
      'average database write latency',
      332,
      'Average Database Disk Write Latency (ms)',
      '1.342',
      'ms',
    ],
    ['log-writes', 'logWritesPerSec', 'log writes/s', 334, 'Log Disks Writes/sec', '248.284', 'IO/s'],
    [
      'log-lat',
      'logWriteLatencyMs',
      'average log write latency',
      335,
      'Average Log Disk Write Latency (ms)',
      '1.065',
      'ms',
    ],
  ] as const;
  for (const [key, metric, label, line, text, value, unit] of rows) {
    b.publish({
      id: key,
      label: `EXCHANGE1: ${label} (2 h)`,
      metric,
      serverId: server,
      value: Number(value),
      unit,
      lines: [line],
      quote: `${text}\t${value}`,
    });
  }
}
