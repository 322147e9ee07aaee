/**
 * Capacity per RAID group and per LUN, what does not fit first (as the Capacity tab lists it),
 * with how each figure was reached. The engine writes each RAID group's usable capacity and each
 * LUN's requirement out as a sentence; identical sentences (a large design has hundreds of alike
 * LUNs) are printed once as numbered notes under the tables and referred to by number. A LUN's
 * files' need is their own, as its note gives it, with the share kept free apart (lunNeed.ts), so
 * the row and its note agree.
 */
import { fmtCount, fmtFree, fmtGb, fmtNeeded, fmtPct, fmtUsedShare, plural } from '../../../components/format';
import { appliedFreePct, lunNeed } from './lunNeed';
import { type Cell, facts, html, list, type Markup, table, verdict } from '../html';
import type { ReportContext, Section } from '../types';

/** Numbered notes, in the order they are first referred to. */
class Notes {
  private readonly texts: string[] = [];
  private readonly index = new Map<string, number>();

  /** The note's number (1-based), adding it when new. */
  ref(text: string): number {
    let n = this.index.get(text);
    if (n === undefined) {
      this.texts.push(text);
      n = this.texts.length;
      this.index.set(text, n);
    }
    return n;
  }

  markup(): Markup | null {
    if (this.texts.length === 0) return null;
    const items = this.texts.map((t, i) => html`<strong>[${String(i + 1)}]</strong> ${t}`);
    return html`<h3>How the figures were reached</h3>
      ${list(items, 'notes numbered')}`;
  }
}

const sentence = (t: string): string => (/[.!?]$/.test(t) ? t : `${t}.`);

/** A reference to note `n`, after a figure. */
const ref = (n: number): Markup => html`<sup class="ref">[${String(n)}]</sup>`;

/** The capacity section. */
export function capacitySection(ctx: ReportContext): Section {
  const c = ctx.report.capacity;
  const notes = new Notes();
  const groups = [...c.raidGroups].sort((a, b) => Number(a.fits) - Number(b.fits));
  const luns = [...c.luns].sort((a, b) => Number(a.fits) - Number(b.fits));
  const short = luns.filter((l) => !l.fits).length;
  const freePct = appliedFreePct(ctx.design.workload.lunFreeSpacePct);

  const head = facts([
    {
      label: 'Verdict',
      value:
        luns.length === 0
          ? 'No LUNs in this design yet'
          : html`${verdict(c.fits, 'Fits', 'Does not fit')}${short > 0 ? ` · ${plural(short, 'LUN')} too small` : ''}`,
    },
    { label: 'Raw capacity', value: fmtGb(c.rawGb), note: 'Every drive of every RAID group, decimal GB' },
    { label: 'Usable capacity', value: fmtGb(c.usableGb), note: 'After redundancy, spares and reserves' },
    { label: 'Given to LUNs', value: fmtGb(c.allocatedGb) },
    { label: 'Exchange needs', value: fmtGb(c.requiredGb), note: 'Databases, logs and the free-space target' },
  ]);

  const groupTable =
    groups.length === 0
      ? html`<p class="muted">No RAID groups in this design.</p>`
      : table(
          [
            { header: 'RAID group' },
            { header: 'Drives', numeric: true },
            { header: 'Raw', numeric: true },
            { header: 'Usable', numeric: true, sub: 'see notes' },
            { header: 'Given to LUNs', numeric: true },
            { header: 'Free', numeric: true },
            { header: 'Fits' },
          ],
          groups.map((g): Cell[] => [
            g.name,
            fmtCount(g.drives),
            fmtGb(g.rawGb),
            html`${fmtGb(g.usableGb)}${ref(notes.ref(sentence(g.usableBasis)))}`,
            fmtGb(g.allocatedGb),
            { content: g.freeGb < 0 ? fmtFree(g.freeGb) : fmtGb(g.freeGb), tone: g.freeGb < 0 ? 'bad' : undefined },
            verdict(g.fits, 'Yes', 'No'),
          ]),
          { caption: `RAID groups (${fmtCount(groups.length)})`, className: 'compact' },
        );

  const lunTable =
    luns.length === 0
      ? html`<p class="muted">No LUNs in this design.</p>`
      : table(
          [
            { header: 'LUN' },
            { header: 'Size', numeric: true },
            { header: 'Exchange files need', numeric: true, sub: 'as the notes give it' },
            // A share of what the LUN needs (Required), not of its size: 20 % of a 5 TB LUN is not 852 GB.
            { header: 'Kept free', numeric: true, sub: `${fmtPct(freePct)} of what the LUN needs` },
            { header: 'Required', numeric: true, sub: 'files and free space; see notes' },
            { header: 'Used', numeric: true },
            { header: 'Fits' },
          ],
          luns.map((l): Cell[] => {
            const need = lunNeed(l, ctx.design.workload.lunFreeSpacePct);
            return [
              l.name,
              fmtGb(l.sizeGb),
              fmtNeeded(need.databasesGb, need.logsGb),
              need.freeGb > 0 ? fmtGb(need.freeGb) : 'none',
              html`${fmtGb(l.requiredGb)}${ref(notes.ref(sentence(l.requiredBasis)))}`,
              { content: fmtUsedShare(l.usedPct), tone: l.fits ? undefined : 'bad' },
              verdict(l.fits, 'Yes', 'No'),
            ];
          }),
          { caption: `LUNs (${fmtCount(luns.length)}), those that do not fit first`, className: 'compact' },
        );

  return {
    id: 'capacity',
    title: 'Capacity',
    body: html`${head}${groupTable}${lunTable}${notes.markup()}`,
  };
}
