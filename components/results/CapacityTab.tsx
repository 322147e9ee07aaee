/**
 * Capacity from the report: per RAID group raw, usable, given to LUNs and free; per LUN its size,
 * what its database files and logs need and what the free-space target keeps free (as its basis
 * note, the Required figure's tooltip, gives them, adding up to Required:
 * src/report/sections/lunNeed.ts), and whether they fit. What does not fit comes first. Names
 * select the component on the canvas. Without RAID groups or LUNs the tab says what to add, as the
 * Servers tab does, instead of "Raw 0 GB · usable 0 GB" over two tables of bare headers; a list
 * still empty says so in a sentence in place of its table.
 */
import { fmtCount, fmtFree, fmtGb, fmtPct, fmtUsedShare, plural } from '../format';
import { useDesign } from '../state/DesignContext';
import { appliedFreePct, lunNeed } from '../../src/report/sections/lunNeed';
import { useResultsView, useSelectComponents } from './useResults';
import { Verdict } from './Verdict';
import { TableScroll } from './TableScroll';

/**
 * What the databases (or the logs, or the free-space target) on a LUN need. A LUN holds one kind of
 * file more often than both: "none" says there is nothing of that kind on it, where "0 GB" read
 * like a size to check.
 */
function NeedCell({ gb, title }: { gb: number; title?: string }) {
  return gb === 0 ? <td className="sp-muted">none</td> : <td title={title}>{fmtGb(gb)}</td>;
}

/** What the tab says while the design has no storage to size. */
const NO_STORAGE_YET =
  'No RAID groups or LUNs yet: add a RAID group, put LUNs inside it and place databases and logs on them to get capacity figures.';

/** In place of an empty table: what it would list, and what to add for it to list something. */
function NoneYet({ text }: { text: string }) {
  return <p className="sp-muted sp-small">{text}</p>;
}

/** The tab. */
export function CapacityTab() {
  const { report } = useResultsView();
  const select = useSelectComponents();
  const freeSpacePct = useDesign((s) => s.doc.workload.lunFreeSpacePct);
  if (!report) return null;
  const { capacity } = report;
  if (capacity.raidGroups.length === 0 && capacity.luns.length === 0)
    return (
      <p className="sp-results__empty" data-testid="capacity-empty">
        {NO_STORAGE_YET}
      </p>
    );
  const groups = [...capacity.raidGroups].sort((a, b) => Number(a.fits) - Number(b.fits));
  const luns = [...capacity.luns].sort((a, b) => Number(a.fits) - Number(b.fits));
  const short = luns.filter((l) => !l.fits).length;
  return (
    <div className="sp-capacity" data-testid="capacity">
      <p className="sp-results__lead">
        Raw {fmtGb(capacity.rawGb)} · usable {fmtGb(capacity.usableGb)} · given to LUNs {fmtGb(capacity.allocatedGb)} ·
        Exchange needs {fmtGb(capacity.requiredGb)} (databases, logs and the free-space target) ·{' '}
        {luns.length === 0 ? (
          <span className="sp-muted">no LUNs yet</span>
        ) : (
          <Verdict pass={capacity.fits} yes="Fits" no="Does not fit" />
        )}
        {short > 0 && <span className="sp-muted"> {plural(short, 'LUN')} too small</span>}
      </p>
      <div className="sp-capacity__tables">
        <section>
          <h4 className="sp-subtitle">RAID groups ({fmtCount(groups.length)})</h4>
          {groups.length === 0 ? (
            <NoneYet text="No RAID groups yet." />
          ) : (
            <TableScroll label="Capacity by RAID group">
              <table className="sp-table">
                <thead>
                  <tr>
                    <th className="sp-table__text">RAID group</th>
                    <th>Drives</th>
                    <th>Raw</th>
                    <th>Usable</th>
                    <th>Given to LUNs</th>
                    <th>Free</th>
                    <th className="sp-table__text">Fits</th>
                  </tr>
                </thead>
                <tbody>
                  {groups.map((g) => (
                    <tr key={g.id} data-testid="capacity-raid-group">
                      <td className="sp-table__text">
                        <button type="button" className="sp-link" onClick={() => select([g.id])}>
                          {g.name}
                        </button>
                      </td>
                      <td>{fmtCount(g.drives)}</td>
                      <td>{fmtGb(g.rawGb)}</td>
                      <td title={`${g.usableBasis}.`}>{fmtGb(g.usableGb)}</td>
                      <td>{fmtGb(g.allocatedGb)}</td>
                      <td>{g.freeGb < 0 ? fmtFree(g.freeGb) : fmtGb(g.freeGb)}</td>
                      <td className="sp-table__text">
                        <Verdict pass={g.fits} yes="Yes" no="No" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
        <section>
          <h4 className="sp-subtitle">LUNs ({fmtCount(luns.length)})</h4>
          {luns.length === 0 ? (
            <NoneYet text="No LUNs yet: put a LUN inside a RAID group and place databases and logs on it to see what they need." />
          ) : (
            <TableScroll label="Capacity by LUN">
              <table className="sp-table">
                <thead>
                  <tr>
                    <th className="sp-table__text">LUN</th>
                    <th>Size</th>
                    <th>Databases need</th>
                    <th>Logs need</th>
                    {/* A share of what the LUN needs (Required), not of its size: a LUN that size keeps it free. */}
                    <th
                      title={`The design's free-space target: ${fmtPct(appliedFreePct(freeSpacePct))} of what each LUN needs (its Required), so a LUN of that size keeps it free`}
                    >
                      Kept free
                    </th>
                    <th>Required</th>
                    <th>Used</th>
                    <th className="sp-table__text">Fits</th>
                  </tr>
                </thead>
                <tbody>
                  {luns.map((l) => {
                    const need = lunNeed(l, freeSpacePct);
                    return (
                      <tr key={l.id} data-testid="capacity-lun">
                        <td className="sp-table__text">
                          <button type="button" className="sp-link" onClick={() => select([l.id])}>
                            {l.name}
                          </button>
                        </td>
                        <td>{fmtGb(l.sizeGb)}</td>
                        <NeedCell gb={need.databasesGb} />
                        <NeedCell gb={need.logsGb} />
                        <NeedCell
                          gb={need.freeGb}
                          title={`${fmtPct(need.freePct)} of the ${fmtGb(l.requiredGb)} the LUN needs`}
                        />
                        <td title={l.requiredBasis} data-testid="capacity-lun-required">
                          {fmtGb(l.requiredGb)}
                        </td>
                        <td className={l.fits ? undefined : 'sp-tone--bad'}>{fmtUsedShare(l.usedPct)}</td>
                        <td className="sp-table__text">
                          <Verdict pass={l.fits} yes="Yes" no="No" />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      </div>
    </div>
  );
}
