/**
 * `nseries-qd256` / `nseries-qd16`: the IBM N series (NetApp) Exchange 2003 Jetstress POC of seed
 * 004. The two presets are identical except for the HBA execution throttle ("HBA queue depth"),
 * which the document names as the one change between the failing and the passing runs.
 */
import type { Design } from '../../src/schema/design';
import { ASSUMED } from './assumed';
import { DesignBuilder } from './kit';
import { nseriesProvenance } from './nseries-meta';
import { DOC } from './sources';

export type QueueDepth = 16 | 256;

const SG = [
  { n: 1, db: 'E', log: 'I' },
  { n: 2, db: 'F', log: 'J' },
  { n: 3, db: 'G', log: 'K' },
  { n: 4, db: 'H', log: 'L' },
] as const;

/** Table 4 reading (NS-C3): Fuji18 uses fv2/srv2 LUNs, Fuji19 uses fv1/srv1 LUNs. */
const SERVERS = [
  { id: 'fuji18', name: 'Fuji18', vol: 2 },
  { id: 'fuji19', name: 'Fuji19', vol: 1 },
] as const;

const SHELVES = 8;
const DRIVES_PER_SHELF = 14;

export function buildNseries(qd: QueueDepth): Design {
  const b = new DesignBuilder(DOC.nseries);
  let targetPort = 0;
  for (const s of SERVERS) {
    b.add({
      kind: 'server',
      id: s.id,
      name: `${s.name} (Fujitsu PRIMERGY RX300)`,
      catalogRef: 'fujitsu-primergy-rx300',
      sockets: 2,
      coresPerSocket: ASSUMED.fujitsuCoresPerSocket.value,
      ghz: 3.6,
      ramGb: 4,
      notes: '2 CPUs at 3.6 GHz, 4 GB (line 367). Windows Server 2003 EE SP1, SnapDrive with MPIO (lines 369-370).',
      jetstress: {
        threadsPerDatabase: 6,
        insertPct: 17,
        deletePct: 5,
        replacePct: 70,
        readPct: 8,
        lazyCommitPct: 90,
        backgroundMaintenance: false,
        copiesPerDatabase: 1,
      },
    });
    b.add({
      kind: 'hba',
      id: `${s.id}-hba`,
      name: `${s.name} QLogic QLA2342`,
      parentId: s.id,
      catalogRef: 'qlogic-qla2342',
      ports: 2,
      speedGbps: 2,
      executionThrottle: qd,
      lunQueueDepth: ASSUMED.storportLunQueueDepth.value,
      notes:
        qd === 16
          ? 'Execution throttle left at the default 16 (lines 300, 672).'
          : 'Execution throttle set to 256 with SANsurfer CLI on each port (lines 296-301).',
    });
    for (const g of SG) {
      b.add({
        kind: 'database',
        id: `${s.id}-sg${g.n}`,
        name: `${s.name} SG${g.n} (${g.db}:\\esg${g.n}, logs ${g.log}:\\esg${g.n})`,
        parentId: s.id,
        mailboxes: 750,
      });
    }
  }

  b.add({
    kind: 'array',
    id: 'filer',
    name: 'IBM N series filer head (Data ONTAP 7G, one of a clustered pair)',
    catalogRef: 'netapp-fas980',
    attachment: 'san',
    cacheGb: 8,
    writeCacheEnabled: true,
    writeCachePct: ASSUMED.fas980WriteCachePct.value,
    cacheMirrored: true,
    writeCacheOnPeerFailure: 'retained',
    hostAccess: 'alua',
    notes:
      'One of two clustered controllers; only this one was used (line 378). Cache 8096 MB as entered in Jetstress (line 463). FCP, scheduled snapshots and snap reserve disabled (lines 313, 332).',
  });
  b.add({
    kind: 'controller',
    id: 'filer-head',
    name: 'Filer controller (FCP target)',
    parentId: 'filer',
    frontEndPorts: 2,
    portSpeedGbps: 2,
    maxIops: ASSUMED.fas980MaxIops.value,
    notes:
      'FC target ports not stated; 2 ports at 2 Gb, one per server (direct attach reading). Owns every LUN and every drive used in the tests.',
  });
  b.add({
    kind: 'controller',
    id: 'filer-partner',
    name: 'Partner filer controller (cluster failover)',
    parentId: 'filer',
    frontEndPorts: 2,
    portSpeedGbps: 2,
    maxIops: ASSUMED.fas980MaxIops.value,
    notes:
      'The second head of the clustered pair (line 378), not used for the tests: it owns no LUN and serves I/O only after a takeover. Each server has one HBA port cabled to it, the usual way to keep a direct-attached host reachable when a head fails.',
  });
  for (let i = 1; i <= SHELVES; i++) {
    b.add({
      kind: 'enclosure',
      id: `ds14-${i}`,
      name: `DS14 shelf ${i}`,
      parentId: 'filer',
      catalogRef: 'netapp-ds14',
      driveRef: 'seagate-cheetah-10k7-73gb-fc',
      driveCount: DRIVES_PER_SHELF,
      slots: DRIVES_PER_SHELF,
    });
  }
  b.add({
    kind: 'raidGroup',
    id: 'aggr-sgdata',
    name: 'aggr_sgdata: 3 × RAID-DP (14+2), 48 drives',
    parentId: 'filer',
    level: 'raid-dp',
    stripeKb: 4,
    groupSize: 16,
    hotSpares: 0,
    notes: '42 data + 6 parity drives, 2.33 TB; FlexVols fv1_sgdata and fv2_sgdata of 896 GB each (lines 317-323).',
  });
  b.add({
    kind: 'raidGroup',
    id: 'aggr-sglogs',
    name: 'aggr_sglogs: RAID-DP (6+2), 8 drives',
    parentId: 'filer',
    level: 'raid-dp',
    stripeKb: 4,
    groupSize: 0,
    hotSpares: 0,
    notes: '6 data + 2 parity drives, 341 GB; FlexVols fv1_sglogs and fv2_sglogs of 102 GB each (lines 316, 320-321).',
  });
  for (const s of SERVERS) {
    for (const g of SG) {
      b.add({
        kind: 'lun',
        id: `${s.id}-${g.db.toLowerCase()}`,
        name: `${s.name} ${g.db}: /vol/fv${s.vol}_sgdata/srv${s.vol}_sg${g.n}data.lun (100 GB)`,
        parentId: 'aggr-sgdata',
        sizeGb: 100,
        ownerControllerId: 'filer-head',
      });
    }
    for (const g of SG) {
      b.add({
        kind: 'lun',
        id: `${s.id}-${g.log.toLowerCase()}`,
        name: `${s.name} ${g.log}: SG${g.n} logs in fv${s.vol}_sglogs (10 GB)`,
        parentId: 'aggr-sglogs',
        sizeGb: 10,
        ownerControllerId: 'filer-head',
      });
    }
  }

  // Direct attach for cluster failover: port 0 of each host to the head that owns its LUNs,
  // port 1 to the partner head (a non-optimized path used only after a takeover).
  for (const s of SERVERS) {
    b.fc(`${s.id}-hba`, 'p0', 'filer-head', `fe${targetPort}`);
    b.fc(`${s.id}-hba`, 'p1', 'filer-partner', `fe${targetPort}`);
    targetPort++;
  }
  for (let i = 1; i <= SHELVES; i++) b.backend('filer-head', `ds14-${i}`);
  // Shelves 1-3 and 6 drives of shelf 4 form aggr_sgdata; the other 8 of shelf 4 form aggr_sglogs;
  // shelves 5-8 (56 drives) stay unused (line 380).
  for (let i = 1; i <= 3; i++) b.member(`ds14-${i}`, 'aggr-sgdata', DRIVES_PER_SHELF);
  b.member('ds14-4', 'aggr-sgdata', 6);
  b.member('ds14-4', 'aggr-sglogs', 8);
  for (const s of SERVERS) {
    for (const g of SG) b.files(`${s.id}-sg${g.n}`, `${s.id}-${g.db.toLowerCase()}`, `${s.id}-${g.log.toLowerCase()}`);
  }

  nseriesProvenance(b, qd);
  return b.design(
    {
      title: `IBM N series — 6,000 mailboxes, Exchange 2003 Jetstress POC, HBA queue depth ${qd}${qd === 16 ? ' (default, failed)' : ' (passed)'}`,
      description: `Two Fujitsu RX300 servers (Fuji18, Fuji19), one dual-port 2 Gb QLA2342 each with execution throttle ${qd}, run 4 storage groups of 750 heavy (1.0 IO/s) 100 MB mailboxes against one N series filer head: aggr_sgdata (3 × RAID-DP 14+2) for the 8 database LUNs and aggr_sglogs (RAID-DP 6+2) for the 8 log LUNs, 56 of 112 × 72 GB 10K drives. Jetstress 2004: 6 threads per storage group, 17/70/5 inserts/replaces/deletes, 90 % lazy commits.`,
      lines: '254-463, 597, 616-672',
    },
    {
      exchangeVersion: '2003',
      iopsPerMailbox: 1.0,
      headroomPct: 0,
      mailboxSizeMb: 100,
      messagesPerDay: 150,
      avgMessageKb: 75,
      deletedItemRetentionDays: 14,
      logTruncationFailureDays: 3,
      copiesPerDatabase: 1,
      lunFreeSpacePct: 20,
    },
    { columns: { 'raidGroup>lun': 4, 'array>enclosure': 4 } },
  );
}
