/** The one-line key specifications under a node's name, with units. From design data only. */
import type { Component } from '../../src/schema/components';
import type { DesignDoc } from '../../src/store/types';
import { fmtCount, fmtGb, fmtIops } from '../format';
import { databaseDetail } from './databaseDetail';

const raidLabel: Record<string, string> = {
  raid0: 'RAID 0',
  raid1: 'RAID 1',
  raid10: 'RAID 10',
  raid5: 'RAID 5',
  raid6: 'RAID 6',
  'raid-dp': 'RAID-DP',
  'distributed-mirror': 'Distributed mirror',
};

/** Human label of a RAID level. */
export function raidLevelLabel(level: string): string {
  return raidLabel[level] ?? level;
}

/** Key specifications of a component. */
export function detailOf(c: Component, doc: DesignDoc, driveName: (id: string) => string | undefined): string {
  switch (c.kind) {
    case 'server':
      return `${c.sockets} × ${c.coresPerSocket} ${c.coresPerSocket === 1 ? 'core' : 'cores'} · ${c.ghz} GHz · ${fmtCount(c.ramGb)} GB RAM${c.jetstress ? ' · Jetstress' : ''}`;
    case 'vm':
      return `${c.vcpus} vCPU · ${fmtCount(c.ramGb)} GB RAM${c.jetstress ? ' · Jetstress' : ''}`;
    case 'hba':
      // Both queue limits: the execution throttle (per port) is what a finding names when the HBA
      // is full ("throttle 16" on N series qd16), and the LUN queue depth alone read as contradicting it.
      // "LUN QD" would push the line past a card's 178 px ("2 × 4 Gb/s · throttle 128 · LUN QD 128");
      // the inspector names both in full.
      return `${c.ports} × ${c.speedGbps} Gb/s · throttle ${c.executionThrottle} · QD ${c.lunQueueDepth}`;
    case 'switch':
      return `${c.ports} ports · ${c.speedGbps} Gb/s`;
    case 'array':
      return `${fmtCount(c.cacheGb)} GB cache · ${c.hostAccess === 'alua' ? 'ALUA' : 'active-active'}${c.attachment === 'internal' ? ' · internal' : ''}`;
    case 'controller':
      // An internal RAID controller (the UCS's LSI card) has no host ports: "0 × 32 Gb/s" read as a fault.
      return `${c.frontEndPorts > 0 ? `${c.frontEndPorts} × ${c.portSpeedGbps} Gb/s` : 'No host ports'} · ${fmtIops(c.maxIops)} max`;
    case 'enclosure':
      return `${c.driveCount} of ${c.slots} slots · ${driveName(c.driveRef) ?? c.driveRef}`;
    case 'raidGroup': {
      const drives = doc.links
        .filter((l) => l.kind === 'member' && l.to.componentId === c.id)
        .reduce((n, l) => n + (l.diskCount ?? 0), 0);
      return `${raidLevelLabel(c.level)} · ${drives} drive${drives === 1 ? '' : 's'} · ${c.stripeKb} KiB stripe`;
    }
    case 'lun':
      return fmtGb(c.sizeGb);
    case 'database':
      return databaseDetail(c, doc).text;
  }
}
