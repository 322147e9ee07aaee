/**
 * What the engine says about each component, as badges: text with units and a tone. Pure: reads
 * only the report index (never computes a figure). Without a figure a badge reads "—".
 * Jetstress thresholds: database reads ≤ 20 ms, log writes ≤ 10 ms, achieved ≥ target IO/s, each
 * judged as the engine judges it, on the figure rounded to 0.001 (`judgedBadge.ts`), so a badge's
 * colour and its figure never read the other way from the verdict; amber above 80 % of a limit.
 */
import { judgedValue } from '../../../engine/ts/criterionFigure';
import type { ServerResult } from '../../../engine/ts/reportSchema';
import type { Component } from '../../../src/schema/components';
import { indexComponents } from '../../../src/store/designIndex';
import type { ReportIndex } from '../../../src/store/selectors';
import { DASH, fmtFree, fmtGb, fmtIops, fmtMbPerSec, fmtMs, fmtRatio, fmtUsedShare } from '../../format';
import { instanceVerdicts } from '../../results/tones';
import { iopsPairText, latencyText, meetsTarget } from './judgedBadge';

/** Colour meaning: within limits, close to a limit, past it, or no judgement. */
export type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

const toneRank: Record<Tone, number> = { neutral: 0, ok: 1, warn: 2, bad: 3 };

/** The worst tone of a list of badges (`neutral` for none): how a card is coloured far out. */
export function worstTone(badges: readonly { readonly tone: Tone }[]): Tone {
  return badges.reduce<Tone>((t, b) => (toneRank[b.tone] > toneRank[t] ? b.tone : t), 'neutral');
}

/** One figure on a node. Serialisable (goes into React Flow node data). */
export type Badge = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly tone: Tone;
  /** Tooltip: what the figure is and the limit it is judged against. */
  readonly title: string;
};

/** Jetstress limit on average database read latency [ms]. */
export const DB_READ_LIMIT_MS = 20;
/** Jetstress limit on average log write latency [ms]. */
export const LOG_WRITE_LIMIT_MS = 10;
/** Share of a limit above which a figure turns amber. */
export const AMBER_SHARE = 0.8;
/** Utilisation above which a component turns amber / red (0..1). */
export const UTIL_WARN = 0.7;
export const UTIL_BAD = 0.9;

/**
 * Tone of a latency against its Jetstress limit, judged as the engine judges it: the latency
 * rounded to 0.001 ms at most the limit passes (20.0004 ms is 20.000 ms and meets "≤ 20 ms"), so
 * it is never red beside a pass, nor green or amber beside a fail.
 */
export function latencyTone(ms: number | null | undefined, limitMs: number): Tone {
  if (ms === null || ms === undefined) return 'neutral';
  const judged = judgedValue(ms);
  if (judged > limitMs) return 'bad';
  if (judged > AMBER_SHARE * limitMs) return 'warn';
  return 'ok';
}

/** Tone of achieved against target IO/s, as the engine judges them (`meetsTarget`). */
export function iopsTone(achieved: number, target: number): Tone {
  return meetsTarget(achieved, target) ? 'ok' : 'bad';
}

/** Tone of a utilisation (0..1). */
export function utilisationTone(u: number): Tone {
  if (u >= UTIL_BAD) return 'bad';
  if (u >= UTIL_WARN) return 'warn';
  return 'ok';
}

function latencyBadges(
  id: string,
  read: number | null | undefined,
  log: number | null | undefined,
  short = false,
): Badge[] {
  return [
    {
      id: `${id}:dbRead`,
      label: short ? 'Read' : 'DB read',
      value: latencyText(read, DB_READ_LIMIT_MS),
      tone: latencyTone(read, DB_READ_LIMIT_MS),
      title: `Average database read latency; Jetstress passes at ${DB_READ_LIMIT_MS} ms or less.`,
    },
    {
      id: `${id}:logWrite`,
      label: short ? 'Log' : 'Log write',
      value: latencyText(log, LOG_WRITE_LIMIT_MS),
      tone: latencyTone(log, LOG_WRITE_LIMIT_MS),
      title: `Average log write latency; Jetstress passes at ${LOG_WRITE_LIMIT_MS} ms or less.`,
    },
  ];
}

/**
 * A server's latency badges judged as Jetstress judges the server: per database. Its figures are
 * averages over its databases, so an average under the limit can hide databases above it (18.1 ms
 * in amber beside a Fail under a CLARiiON controller failure, six databases at 22.6 ms): a badge
 * whose criterion fails on any database is red and says how many, as the Servers tab does.
 */
function judgedPerDatabase(badges: Badge[], r: ServerResult | undefined): Badge[] {
  if (!r) return badges;
  const ids = ['dbReadLatency', 'logWriteLatency'] as const;
  return badges.map((b, i) => {
    const { judged, failing } = instanceVerdicts(r.criteria, ids[i]!);
    if (failing.length === 0) return b;
    const some = `${failing.length} of its ${judged} databases ${failing.length === 1 ? 'is' : 'are'} above the limit`;
    return { ...b, tone: 'bad' as const, title: `${b.title} Judged per database: ${some}.` };
  });
}

/**
 * "Offline" instead of latencies: a database that does not run (its server failed and no other
 * holds a copy, or no path reaches its LUNs) has none, and "—" read as a figure not yet known.
 * No label: the word is the figure.
 */
function offlineBadge(id: string, title: string): Badge {
  return { id: `${id}:offline`, label: '', value: 'Offline', tone: 'bad', title };
}

/** Whether every database of `results` (at least one) is offline. */
const allOffline = (results: readonly ServerResult[], idx: ReportIndex): boolean => {
  const instances = results.flatMap((r) => r.instances);
  return instances.length > 0 && instances.every((i) => idx.offline.has(i.id));
};

/**
 * "Failed over" instead of latencies: a database whose server failed while another member of its
 * DAG runs its active copy. Its figures are in that member's; "—" read as a figure not yet known.
 */
function failedOverBadge(id: string, title: string): Badge {
  return { id: `${id}:failed-over`, label: '', value: 'Failed over', tone: 'neutral', title };
}

const FAILED_OVER =
  'its server failed; the active copy runs on another member of its DAG, whose figures carry its load and its target.';

/** Whether every database of `results` (at least one) is failed over to another DAG member. */
const allFailedOver = (results: readonly ServerResult[], idx: ReportIndex): boolean => {
  const instances = results.flatMap((r) => r.instances);
  return instances.length > 0 && instances.every((i) => idx.failedOver.has(i.id));
};

/**
 * The Jetstress results of the servers and VMs directly inside `c` (an ESX host's VMs), in
 * document order; empty when `c` is a Jetstress server itself.
 */
export function resultsInside(c: Component, components: readonly Component[], idx: ReportIndex): ServerResult[] {
  if ((c.kind !== 'server' && c.kind !== 'vm') || idx.servers.has(c.id)) return [];
  const kids = indexComponents(components).children.get(c.id) ?? [];
  return kids.flatMap((k) => idx.servers.get(k.id) ?? []);
}

/**
 * A host's badges from the results of the Jetstress VMs it runs: IOPS summed, latencies at their
 * worst database. Jetstress judges each database instance, and a VM's figure is the average of
 * its instances: the worst of those averages (12.6 ms) hid databases at 16.6 ms.
 */
function hostBadges(id: string, vms: readonly ServerResult[], idx: ReportIndex): Badge[] {
  type Latencies = Pick<ServerResult, 'dbReadLatencyMs' | 'logWriteLatencyMs'>;
  const instances: Latencies[] = vms.flatMap((r): Latencies[] => (r.instances.length > 0 ? r.instances : [r]));
  const worst = (pick: (r: Latencies) => number | null | undefined): number | null =>
    instances.reduce<number | null>((m, r) => {
      const v = pick(r);
      return v === null || v === undefined ? m : Math.max(m ?? v, v);
    }, null);
  const [achieved, target] = [vms.reduce((s, r) => s + r.achievedIops, 0), vms.reduce((s, r) => s + r.targetIops, 0)];
  const passing = vms.filter((r) => r.pass).length;
  const [read, log] = latencyBadges(
    id,
    worst((r) => r.dbReadLatencyMs),
    worst((r) => r.logWriteLatencyMs),
  );
  const of = `the ${vms.length} Jetstress VM${vms.length === 1 ? '' : 's'} on this host`;
  const iops: Badge = {
    id: `${id}:iops`,
    label: `IOPS · ${passing}/${vms.length} pass`,
    value: iopsPairText(achieved, target),
    tone: passing === vms.length ? 'ok' : 'bad',
    title: `Achieved / target transactional IOPS summed over ${of}; ${passing} of them pass Jetstress.`,
  };
  if (allOffline(vms, idx)) return [iops, offlineBadge(id, `No database of ${of} runs.`)];
  if (allFailedOver(vms, idx)) return [iops, failedOverBadge(id, `Every database of ${of}: ${FAILED_OVER}`)];
  return [
    iops,
    { ...read!, label: 'Worst read', title: `Highest database read latency of any database of ${of}. ${read!.title}` },
    { ...log!, label: 'Worst log', title: `Highest log write latency of any database of ${of}. ${log!.title}` },
  ];
}

/**
 * Badges for one component from the (possibly empty) report index; `inside` are the results of
 * the Jetstress VMs a host runs (see `resultsInside`).
 */
export function badgesFor(c: Component, idx: ReportIndex, inside: readonly ServerResult[] = []): Badge[] {
  switch (c.kind) {
    case 'server':
    case 'vm': {
      const r = idx.servers.get(c.id);
      if (!r && inside.length > 0) return hostBadges(c.id, inside, idx);
      const iops: Badge = {
        id: `${c.id}:iops`,
        label: 'IOPS',
        // The app's IO/s format, with the decimals a near miss needs: a failing 754.2 of 754.4
        // reads "754.2 / 754.4", never "754 / 754" in red.
        value: r ? iopsPairText(r.achievedIops, r.targetIops) : DASH,
        tone: r ? iopsTone(r.achievedIops, r.targetIops) : 'neutral',
        title: 'Achieved transactional IOPS / target (mailboxes × IOPS per mailbox × headroom).',
      };
      if (r && allOffline([r], idx)) return [iops, offlineBadge(c.id, 'None of its databases runs.')];
      if (r && allFailedOver([r], idx)) return [iops, failedOverBadge(c.id, `Every database: ${FAILED_OVER}`)];
      return [iops, ...judgedPerDatabase(latencyBadges(c.id, r?.dbReadLatencyMs, r?.logWriteLatencyMs), r)];
    }
    case 'database': {
      const i = idx.instances.get(c.id);
      const why = idx.offline.get(c.id);
      if (why !== undefined) return [offlineBadge(c.id, `Offline: ${why}.`)];
      if (idx.failedOver.has(c.id)) return [failedOverBadge(c.id, `Failed over: ${FAILED_OVER}`)];
      return i ? latencyBadges(c.id, i.dbReadLatencyMs, i.logWriteLatencyMs, true) : [];
    }
    case 'raidGroup': {
      const cap = idx.raidGroups.get(c.id);
      const capacity: Badge[] = cap
        ? [
            {
              id: `${c.id}:used`,
              label: 'Used',
              value: `${fmtGb(cap.allocatedGb)} · ${fmtFree(cap.freeGb)}`,
              tone: cap.fits ? 'ok' : 'bad',
              title: `${fmtGb(cap.allocatedGb)} given to LUNs of ${fmtGb(cap.usableGb)} usable (${cap.drives} drives, ${fmtGb(cap.rawGb)} raw).${cap.fits ? '' : ' The LUNs need more than this RAID group provides.'}`,
            },
          ]
        : [];
      return [...capacity, ...utilisation(c.id, idx)];
    }
    case 'lun': {
      const cap = idx.luns.get(c.id);
      if (!cap) return [];
      return [
        {
          id: `${c.id}:used`,
          label: 'Used',
          value: `${fmtUsedShare(cap.usedPct)} of ${fmtGb(cap.sizeGb)}`,
          tone: !cap.fits ? 'bad' : cap.usedPct > AMBER_SHARE * 100 ? 'warn' : 'ok',
          // The total: the engine's per-kind figures carry the free share, which a split by kind
          // would hide (the Capacity tab and the inspector give files and free space apart).
          title: `Needed on this LUN: ${fmtGb(cap.requiredGb)}, its files and the free space kept on it.`,
        },
      ];
    }
    default:
      return utilisation(c.id, idx);
  }
}

function utilisation(id: string, idx: ReportIndex): Badge[] {
  const load = idx.loads.get(id);
  if (!load) return [];
  return [
    {
      id: `${id}:util`,
      label: 'Busy',
      value: fmtRatio(load.utilisation),
      tone: utilisationTone(load.utilisation),
      title: `Utilisation of the busiest part; ${fmtIops(load.iops)}, ${fmtMbPerSec(load.mbPerSec)}, ${fmtMs(load.responseMs)} per visit.`,
    },
  ];
}
