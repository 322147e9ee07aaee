/**
 * The Exchange workload the design is sized for: the inputs of Microsoft's Role Requirements
 * Calculator that the engine reads, as the design states them, and the totals they give.
 */
import { fmtCount, fmtIops, fmtPct, fmtValue, plural } from '../../../components/format';
import type { ComponentOf } from '../../schema/components';
import { facts, html } from '../html';
import type { ReportContext, Section } from '../types';
import { agree } from './common';

/**
 * IOPS per mailbox keeps its profile's precision (0.067, 0.15, 0.48): the app's IO/s format
 * rounds below 1,000 to one decimal, which would print the 2013 profile's 0.067 as 0.1.
 */
const perMailbox = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/**
 * The databases that set their own value of a workload input (a building block with its own
 * profile), as a note: `40 of 200 databases set their own: 1.6667 IO/s (40)`. Undefined when none does.
 */
function overrides(
  ctx: ReportContext,
  pick: (db: ComponentOf<'database'>) => number | undefined,
  show: (n: number) => string,
): string | undefined {
  const dbs = ctx.design.components.filter((c): c is ComponentOf<'database'> => c.kind === 'database');
  const counts = new Map<number, number>();
  for (const db of dbs) {
    const v = pick(db);
    if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  const own = [...counts.values()].reduce((a, b) => a + b, 0);
  const values = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${show(v)} (${fmtCount(n)})`);
  return `Design default. ${fmtCount(own)} of ${plural(dbs.length, 'database')} ${agree(own, 'sets its', 'set their')} own: ${values.join(', ')}`;
}

/** The workload section. */
export function workloadSection(ctx: ReportContext): Section {
  const w = ctx.design.workload;
  const t = ctx.report.totals;
  const rows = [
    { label: 'Exchange version', value: `Exchange ${w.exchangeVersion}` },
    { label: 'Mailboxes', value: `${fmtCount(t.mailboxes)} in ${plural(t.databases, 'database')}` },
    {
      label: 'Transactional IOPS per mailbox',
      value: `${perMailbox.format(w.iopsPerMailbox)} IO/s`,
      note:
        overrides(
          ctx,
          (db) => db.iopsPerMailbox,
          (n) => `${perMailbox.format(n)} IO/s`,
        ) ?? 'Database I/O of the message profile, before headroom',
    },
    { label: 'Headroom on the IOPS target', value: fmtPct(w.headroomPct) },
    {
      label: 'Target transactional IOPS',
      value: fmtIops(t.targetIops),
      note: 'Mailboxes × IOPS per mailbox × (1 + headroom), summed over the Jetstress servers',
    },
    {
      label: 'Mailbox size (quota)',
      value: fmtValue(w.mailboxSizeMb, 'MB'),
      note: overrides(
        ctx,
        (db) => db.mailboxSizeMb,
        (n) => fmtValue(n, 'MB'),
      ),
    },
    { label: 'Messages sent and received', value: fmtValue(w.messagesPerDay, 'messages per mailbox per day') },
    { label: 'Average message size', value: fmtValue(w.avgMessageKb, 'KB') },
    { label: 'Deleted item retention', value: fmtValue(w.deletedItemRetentionDays, 'days') },
    { label: 'Logs kept if backups fail to truncate', value: fmtValue(w.logTruncationFailureDays, 'days') },
    {
      label: 'Database copies',
      value:
        w.copiesPerDatabase === 1 ? '1 (stand-alone, no DAG)' : `${fmtCount(w.copiesPerDatabase)} per database (DAG)`,
    },
    { label: 'Free space kept on each LUN', value: fmtPct(w.lunFreeSpacePct) },
  ];
  return {
    id: 'workload',
    title: 'Exchange workload',
    body: html`${facts(rows)}
      <p class="muted small">
        Capacity is sized by Microsoft's rules from these inputs (mailbox size on disk, whitespace, deleted items,
        content index, growth overhead, logs and free space); section “Capacity” shows the sum for each LUN.
      </p>`,
  };
}
