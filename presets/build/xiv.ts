/**
 * `xiv-2810`: IBM XIV 2810-A14, 40,000-mailbox Exchange 2010 Mailbox Resiliency solution, as
 * tested: 2 x3650 servers (XIV30, XIV31) on one of the two XIV frames (seed 000).
 */
import type { Design } from '../../src/schema/design';
import { ASSUMED } from './assumed';
import { DesignBuilder } from './kit';
import { xivProvenance } from './xiv-meta';
import { DOC } from './sources';

const SERVERS = ['xiv30', 'xiv31'] as const;
const DB_DRIVES = ['E', 'F', 'G', 'H', 'I'] as const;
const MODULES = 15;
const INTERFACE_MODULES = 6;

export function buildXiv(): Design {
  const b = new DesignBuilder(DOC.xiv);

  for (const id of SERVERS) {
    const name = id.toUpperCase();
    b.add({
      kind: 'server',
      id,
      name: `${name} (IBM System x3650)`,
      catalogRef: 'ibm-x3650-7979',
      sockets: 2,
      coresPerSocket: 4,
      ghz: 3.0,
      ramGb: 16,
      notes:
        'Two quad-core Xeon E5450 3.0 GHz, 16 GB (lines 247, 270-271, 308-309). Windows Server 2008 SP2 x64, MPIO round robin (lines 447-448).',
      jetstress: {
        threadsPerDatabase: 64,
        insertPct: 40,
        deletePct: 20,
        replacePct: 5,
        readPct: 35,
        lazyCommitPct: 70,
        backgroundMaintenance: true,
        copiesPerDatabase: 2,
      },
    });
    for (const h of [1, 2]) {
      b.add({
        kind: 'hba',
        id: `${id}-hba${h}`,
        name: `${name} HBA ${h} (QLogic QLE2562)`,
        parentId: id,
        catalogRef: 'qlogic-qle2562',
        ports: 2,
        speedGbps: 4,
        executionThrottle: 128,
        lunQueueDepth: 128,
        notes: 'Queue depth 128 (lines 348, 446); links run at 4 Gb (line 322).',
      });
    }
    DB_DRIVES.forEach((_, i) => {
      b.add({ kind: 'database', id: `${id}-db${i + 1}`, name: `${name} DB${i + 1}`, parentId: id, mailboxes: 2000 });
    });
  }

  for (const s of ['a', 'b'] as const) {
    b.add({
      kind: 'switch',
      id: `sw-${s}`,
      name: `Brocade 48000 switch ${s.toUpperCase()}`,
      catalogRef: 'brocade-48000',
      ports: 64,
      speedGbps: 8,
      notes: '64 ports, 8 Gb, firmware 6.1.0 (line 433); FC links tested at 4 Gb (line 322).',
    });
  }

  b.add({
    kind: 'array',
    id: 'xiv',
    name: 'IBM XIV 2810-A14 (frame 1 of 2)',
    catalogRef: 'ibm-xiv-2810-a14',
    attachment: 'san',
    cacheGb: 120,
    writeCacheEnabled: true,
    writeCachePct: ASSUMED.xivWriteCachePct.value,
    cacheMirrored: true,
    writeCacheOnPeerFailure: 'retained',
    hostAccess: 'active-active',
    notes:
      'Software 10.1.0.a; 15 modules with 8 GB each (120 GB), 6 of them interface modules (lines 138, 144, 298-299, 429-430).',
  });
  for (let m = 1; m <= INTERFACE_MODULES; m++) {
    b.add({
      kind: 'controller',
      id: `xiv-im${m}`,
      name: `Interface module ${m}`,
      parentId: 'xiv',
      frontEndPorts: 2,
      portSpeedGbps: 4,
      maxIops: ASSUMED.xivInterfaceModuleMaxIops.value,
      // Each interface module is one of the 15 modules, with its 12 drives (line 138): drawn in
      // modules 4 to 9, as an XIV frame numbers them (see the reading in xiv-meta.ts).
      enclosureId: `xiv-mod${String(m + 3).padStart(2, '0')}`,
      notes:
        'fe0 = FC port 1 (switch B), fe1 = FC port 3 (switch A). FC ports 1 and 3 are cabled (line 344); 2 of the 4 ports are reserved for replication (line 350).',
    });
  }
  for (let m = 1; m <= MODULES; m++) {
    b.add({
      kind: 'enclosure',
      id: `xiv-mod${String(m).padStart(2, '0')}`,
      name: `Module ${m}`,
      parentId: 'xiv',
      catalogRef: 'xiv-data-module',
      driveRef: 'seagate-barracuda-es2-1tb',
      driveCount: 12,
      slots: 12,
    });
  }
  b.add({
    kind: 'raidGroup',
    id: 'xiv-raidx',
    name: 'RAID-X distributed mirror (all 180 drives)',
    parentId: 'xiv',
    level: 'distributed-mirror',
    stripeKb: 1024,
    groupSize: 0,
    hotSpares: 15,
    notes:
      'Every LUN spans all 180 drives (lines 459-460, 465-472). Spare capacity: 3 disks + 1 data module = 15 drives (lines 152-153), distributed over all drives.',
  });
  for (const id of SERVERS) {
    const name = id.toUpperCase();
    DB_DRIVES.forEach((d, i) => {
      b.add({
        kind: 'lun',
        id: `${id}-lun-${d.toLowerCase()}`,
        name: `${name} ${d}: DB${i + 1} (5 TB)`,
        parentId: 'xiv-raidx',
        sizeGb: 5000,
      });
    });
    b.add({ kind: 'lun', id: `${id}-lun-j`, name: `${name} J: logs (750 GB)`, parentId: 'xiv-raidx', sizeGb: 750 });
  }

  // Cabling and zoning (lines 342-366): each HBA's two ports to one switch; each switch to all six
  // interface modules, switch A on FC port 3 and switch B on FC port 1.
  for (const id of SERVERS) {
    for (const p of ['p0', 'p1']) {
      b.fc(`${id}-hba1`, p, 'sw-a', 'fabric');
      b.fc(`${id}-hba2`, p, 'sw-b', 'fabric');
    }
  }
  for (let m = 1; m <= INTERFACE_MODULES; m++) {
    b.fc('sw-a', 'fabric', `xiv-im${m}`, 'fe1');
    b.fc('sw-b', 'fabric', `xiv-im${m}`, 'fe0');
  }
  for (let m = 1; m <= INTERFACE_MODULES; m++) {
    for (let d = 1; d <= MODULES; d++) b.backend(`xiv-im${m}`, `xiv-mod${String(d).padStart(2, '0')}`);
  }
  for (let d = 1; d <= MODULES; d++) b.member(`xiv-mod${String(d).padStart(2, '0')}`, 'xiv-raidx', 12);
  for (const id of SERVERS) {
    DB_DRIVES.forEach((d, i) => b.files(`${id}-db${i + 1}`, `${id}-lun-${d.toLowerCase()}`, `${id}-lun-j`));
  }

  xivProvenance(b);
  return b.design(
    {
      title: 'IBM XIV 2810-A14 — 40,000-mailbox Exchange 2010 Mailbox Resiliency (tested half: 2 servers, 1 XIV)',
      description:
        'The tested half of a 4-server, 2-array DAG: XIV30 and XIV31 (IBM x3650, 2 QLE2562 each, queue depth 128) run 5 databases of 2,000 mailboxes each on one XIV 2810-A14 (15 modules, 180 × 1 TB SATA, RAID-X) through two Brocade 48000 switches. Jetstress 2010: 64 threads per database, 40/20/5/35, 70 % lazy commits, background maintenance on, 2 copies.',
      lines: '112-176, 247-474, 540-584, 848-905, 1017-1044',
    },
    {
      exchangeVersion: '2010',
      iopsPerMailbox: 0.8,
      headroomPct: 25,
      mailboxSizeMb: 1024,
      messagesPerDay: 150,
      avgMessageKb: 75,
      deletedItemRetentionDays: 14,
      logTruncationFailureDays: 3,
      copiesPerDatabase: 2,
      lunFreeSpacePct: 20,
    },
    // Sized to open readable: at fit-to-view in a 1600 x 1000 window (canvas about 1,014 x 582 px
    // with the results dock open) the layout, about 1,904 x 1,008 px, shows at zoom ~0.48, above the
    // canvas's FAR_ZOOM (0.45). Databases in 2 columns keep the servers narrow; enclosures and LUNs in
    // 4 columns keep the array short; a 160 px column gap still leaves the FC links room.
    {
      columns: { 'server>database': 2, 'array>controller': 3, 'array>enclosure': 4, 'raidGroup>lun': 4 },
      columnGap: 160,
    },
  );
}
