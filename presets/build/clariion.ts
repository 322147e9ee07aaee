/**
 * Shared builder for the EMC CLARiiON CX4-960 presets (seed 002): Dell R900 ESX hosts with four
 * QLA2432 HBAs, Exchange 2007 mailbox VMs built from building blocks, two Cisco MDS 9509 fabrics,
 * and the CX4-960 with its two SPs, DAEs, RAID groups and LUNs.
 */
import type { RaidLevel } from '../../src/schema/components';
import { ASSUMED } from './assumed';
import type { DesignBuilder } from './kit';

export const DRIVE_450 = 'seagate-cheetah-15k6-450gb-fc';
export const DRIVE_146 = 'seagate-cheetah-15k5-146gb-fc';
const DRIVE_LABEL: Record<string, string> = { [DRIVE_450]: '450 GB 15K FC', [DRIVE_146]: '146 GB 15K FC' };
const DAE_SLOTS = 15;
const HBAS_PER_HOST = 4;
const VMS_PER_HOST = 4;
const DB_LUN_GB = 520;

/** One Exchange VM building block as tested. */
export interface BuildingBlock {
  readonly name: 'BB1' | 'BB2' | 'BB3';
  readonly users: number;
  readonly storageGroups: number;
  readonly ramGb: number;
  /** Per-database overrides of the workload quota and profile (before headroom). */
  readonly mailboxSizeMb?: number;
  readonly iopsPerMailbox?: number;
  readonly db: { readonly level: RaidLevel; readonly disksPerGroup: number; readonly groups: number };
  readonly logDrive: string;
  readonly logLunGb: number;
}

/** Which RAID group each DB LUN lives on (round robin: 5 LUNs over 2 groups = 3 + 2). */
function groupOf(lun: number, groups: number): number {
  return lun % groups;
}

interface Segment {
  readonly dae: string;
  readonly count: number;
}

/** Fills DAEs of one drive type in order, 15 drives each. */
class DrivePool {
  readonly daes: { id: string; drive: string; count: number }[] = [];
  private readonly open = new Map<string, { id: string; drive: string; count: number }>();

  take(drive: string, n: number): Segment[] {
    const out: Segment[] = [];
    let left = n;
    while (left > 0) {
      let dae = this.open.get(drive);
      if (!dae || dae.count === DAE_SLOTS) {
        dae = { id: `dae-${String(this.daes.length + 1).padStart(2, '0')}`, drive, count: 0 };
        this.daes.push(dae);
        this.open.set(drive, dae);
      }
      const k = Math.min(left, DAE_SLOTS - dae.count);
      dae.count += k;
      left -= k;
      out.push({ dae: dae.id, count: k });
    }
    return out;
  }
}

interface RaidPlan {
  readonly id: string;
  readonly name: string;
  readonly level: RaidLevel;
  readonly segments: Segment[];
}

/** Adds hosts, VMs, databases, fabric and the CX4-960 for `vms` (4 VMs per ESX host, in order). */
export function buildClariion(b: DesignBuilder, vms: readonly BuildingBlock[]): void {
  const hosts = Math.ceil(vms.length / VMS_PER_HOST);
  for (let h = 1; h <= hosts; h++) {
    b.add({
      kind: 'server',
      id: `esx${h}`,
      name: `ESX host ${h} (Dell PowerEdge R900)`,
      catalogRef: 'dell-poweredge-r900',
      sockets: 4,
      coresPerSocket: 4,
      ghz: 2.93,
      ramGb: 128,
      notes: '4 quad-core CPUs at 2.93 GHz, 128 GB, VMware ESX 3.5 with native multipathing (lines 538, 549).',
    });
    for (let i = 1; i <= HBAS_PER_HOST; i++) {
      b.add({
        kind: 'hba',
        id: `esx${h}-hba${i}`,
        name: `ESX ${h} HBA ${i} (QLogic QLA2432)`,
        parentId: `esx${h}`,
        catalogRef: 'qlogic-qla2432',
        ports: 2,
        speedGbps: 4,
        executionThrottle: ASSUMED.esxExecutionThrottle.value,
        lunQueueDepth: ASSUMED.esxLunQueueDepth.value,
      });
    }
  }
  for (const s of ['a', 'b'] as const) {
    b.add({
      kind: 'switch',
      id: `mds-${s}`,
      name: `Cisco MDS 9509 fabric ${s.toUpperCase()}`,
      catalogRef: 'cisco-mds-9509',
      ports: ASSUMED.mdsPorts.value,
      speedGbps: 4,
    });
  }
  b.add({
    kind: 'array',
    id: 'cx4',
    name: 'EMC CLARiiON CX4-960 (FLARE 4.28)',
    catalogRef: 'emc-clariion-cx4-960',
    attachment: 'san',
    cacheGb: 32,
    writeCacheEnabled: true,
    writeCachePct: 80,
    cacheMirrored: true,
    writeCacheOnPeerFailure: 'disabled',
    hostAccess: 'alua',
    notes:
      '32 GB cache, 2 SPs, 8 host ports, up to 960 drives (lines 530-540). At least 80 % of cache as write cache (line 344).',
  });
  for (const sp of ['a', 'b'] as const) {
    b.add({
      kind: 'controller',
      id: `sp${sp}`,
      name: `SP ${sp.toUpperCase()}`,
      parentId: 'cx4',
      frontEndPorts: 4,
      portSpeedGbps: 4,
      maxIops: ASSUMED.clariionSpMaxIops.value,
      notes: 'Ports 0-1 to fabric A, ports 2-3 to fabric B.',
    });
  }

  // Plan the RAID groups first so the DAEs can be added (with their final drive counts) before them.
  const pool = new DrivePool();
  const groups: RaidPlan[] = [];
  vms.forEach((bb, v) => {
    const vm = `mbx${v + 1}`;
    for (let g = 1; g <= bb.db.groups; g++) {
      const layout =
        bb.db.level === 'raid5'
          ? `${bb.db.disksPerGroup - 1}+1`
          : `${bb.db.disksPerGroup / 2}+${bb.db.disksPerGroup / 2}`;
      groups.push({
        id: `${vm}-rg-db${g}`,
        name: `MBX${v + 1} DB RAID group ${g}: ${bb.db.level === 'raid5' ? 'RAID 5' : 'RAID 1/0'} ${layout}`,
        level: bb.db.level,
        segments: pool.take(DRIVE_450, bb.db.disksPerGroup),
      });
    }
    groups.push({
      id: `${vm}-rg-log`,
      name: `MBX${v + 1} log RAID group: RAID 1/0 2+2`,
      level: 'raid10',
      segments: pool.take(bb.logDrive, 4),
    });
  });
  pool.daes.forEach((d, i) => {
    b.add({
      kind: 'enclosure',
      id: d.id,
      name: `DAE ${i + 1} (${DRIVE_LABEL[d.drive]})`,
      parentId: 'cx4',
      catalogRef: 'emc-clariion-dae',
      driveRef: d.drive,
      driveCount: d.count,
      slots: DAE_SLOTS,
    });
  });
  for (const g of groups) {
    b.add({
      kind: 'raidGroup',
      id: g.id,
      name: g.name,
      parentId: 'cx4',
      level: g.level,
      stripeKb: ASSUMED.clariionStripeKb.value,
      groupSize: 0,
      hotSpares: 0,
    });
  }

  let dbOwner = 0;
  let logOwner = 0;
  const owner = (n: number): string => (n % 2 === 0 ? 'spa' : 'spb');
  vms.forEach((bb, v) => {
    const vm = `mbx${v + 1}`;
    const host = `esx${Math.floor(v / VMS_PER_HOST) + 1}`;
    b.add({
      kind: 'vm',
      id: vm,
      name: `MBX${v + 1} (${bb.name}: ${bb.users.toLocaleString('en-US')} users)`,
      parentId: host,
      catalogRef: 'vm-generic',
      vcpus: 4,
      ramGb: bb.ramGb,
      notes: 'Windows 2003 R2 x64 SP2, Exchange 2007 (ESE 8.1.340.1), Exchange LUNs as RDMs (lines 398, 550-551).',
      jetstress: {
        threadsPerDatabase: 'auto',
        insertPct: 40,
        deletePct: 20,
        replacePct: 5,
        readPct: 35,
        lazyCommitPct: 70,
        backgroundMaintenance: false,
        copiesPerDatabase: 1,
      },
    });
    const luns = bb.storageGroups / 2;
    for (let k = 1; k <= luns; k++) {
      const rg = `${vm}-rg-db${groupOf(k - 1, bb.db.groups) + 1}`;
      b.add({
        kind: 'lun',
        id: `${vm}-db${k}`,
        name: `MBX${v + 1} DB LUN ${k} (SG ${2 * k - 1}-${2 * k})`,
        parentId: rg,
        sizeGb: DB_LUN_GB,
        ownerControllerId: owner(dbOwner++),
      });
    }
    for (let k = 1; k <= luns; k++) {
      b.add({
        kind: 'lun',
        id: `${vm}-log${k}`,
        name: `MBX${v + 1} log LUN ${k} (SG ${2 * k - 1}-${2 * k})`,
        parentId: `${vm}-rg-log`,
        sizeGb: bb.logLunGb,
        ownerControllerId: owner(logOwner++),
      });
    }
    for (let s = 1; s <= bb.storageGroups; s++) {
      const id = `${vm}-sg${String(s).padStart(2, '0')}`;
      b.add({
        kind: 'database',
        id,
        name: `MBX${v + 1} SG${s}`,
        parentId: vm,
        mailboxes: bb.users / bb.storageGroups,
        ...(bb.mailboxSizeMb === undefined ? {} : { mailboxSizeMb: bb.mailboxSizeMb }),
        ...(bb.iopsPerMailbox === undefined ? {} : { iopsPerMailbox: bb.iopsPerMailbox }),
      });
    }
  });

  for (let h = 1; h <= hosts; h++) {
    for (let i = 1; i <= HBAS_PER_HOST; i++) {
      b.fc(`esx${h}-hba${i}`, 'p0', 'mds-a', 'fabric');
      b.fc(`esx${h}-hba${i}`, 'p1', 'mds-b', 'fabric');
    }
  }
  for (const sp of ['spa', 'spb']) {
    b.fc('mds-a', 'fabric', sp, 'fe0');
    b.fc('mds-a', 'fabric', sp, 'fe1');
    b.fc('mds-b', 'fabric', sp, 'fe2');
    b.fc('mds-b', 'fabric', sp, 'fe3');
  }
  for (const d of pool.daes) {
    b.backend('spa', d.id);
    b.backend('spb', d.id);
  }
  for (const g of groups) for (const s of g.segments) b.member(s.dae, g.id, s.count);
  vms.forEach((bb, v) => {
    const vm = `mbx${v + 1}`;
    for (let s = 1; s <= bb.storageGroups; s++) {
      const k = Math.ceil(s / 2);
      b.files(`${vm}-sg${String(s).padStart(2, '0')}`, `${vm}-db${k}`, `${vm}-log${k}`);
    }
  });
}
