/** The one-line key specifications under a node's name, with units. From design data only. */
import type { Component } from '../../src/schema/components';
import type { DesignDoc } from '../../src/store/types';
import { fmtCount, fmtGb, fmtIops } from '../format';
import { nameParts } from './nameParts';

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

/**
 * A LUN's name as a database card's detail line gives it, where about 28 characters fit: without
 * its description ("(5 TB)", nameParts.ts) and without the leading words it shares with the
 * database's name, which name their server ("XIV30 E: DB1 (5 TB)" on "XIV30 DB1" → "E: DB1").
 * The LUN's own card and tooltip carry the whole name.
 */
export function shortLunName(lun: string, database: string): string {
  const { head, tail } = nameParts(lun);
  const words = (head + tail).split(' ');
  const own = database.split(' ');
  let shared = 0;
  while (shared < words.length - 1 && words[shared] === own[shared]) shared++;
  return words.slice(shared).join(' ');
}

/** Key specifications of a component. */
export function detailOf(c: Component, doc: DesignDoc, driveName: (id: string) => string | undefined): string {
  switch (c.kind) {
    case 'server':
      return `${c.sockets} × ${c.coresPerSocket} cores · ${c.ghz} GHz · ${fmtCount(c.ramGb)} GB RAM${c.jetstress ? ' · Jetstress' : ''}`;
    case 'vm':
      return `${c.vcpus} vCPU · ${fmtCount(c.ramGb)} GB RAM${c.jetstress ? ' · Jetstress' : ''}`;
    case 'hba':
      return `${c.ports} × ${c.speedGbps} Gb/s · LUN QD ${c.lunQueueDepth}`;
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
    case 'database': {
      const lunName = (kind: 'dbFile' | 'logFile'): string | undefined => {
        const l = doc.links.find((x) => x.kind === kind && x.from.componentId === c.id);
        const lun = l && doc.components.find((x) => x.id === l.to.componentId)?.name;
        return lun && shortLunName(lun, c.name);
      };
      const db = lunName('dbFile');
      const log = lunName('logFile');
      const where =
        db && db === log
          ? `files on ${db}`
          : [db && `DB on ${db}`, log && `logs on ${log}`].filter(Boolean).join(' · ');
      return `${fmtCount(c.mailboxes)} mailboxes${where ? ` · ${where}` : ' · not on a LUN yet'}`;
    }
  }
}
