/**
 * A RAID group's sets of drives, each with its own load, when the engine reports more than one
 * (RAID-DP: data drives and parity drives). Reads reach only the data drives, so the group's one
 * busy figure, the busier set's, does not say which drives are busy or how much room the others
 * have; the table does.
 */
import type { DriveSetLoad } from '../../engine/ts/reportSchema';
import { utilisationTone } from '../canvas/annotations/badges';
import { fmtCount, fmtIopsValue, fmtMs, fmtRatio } from '../format';

/** The engine's roles in the words of a storage engineer. */
function setName(role: string): string {
  if (role === 'drives') return 'Data drives';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

export function DriveSets({ sets }: { sets: readonly DriveSetLoad[] }) {
  if (sets.length < 2) return null;
  return (
    <table className="sp-dir-table" data-testid="drive-sets">
      <thead>
        <tr>
          <th scope="col">Drive set</th>
          <th scope="col">IO/s</th>
          <th scope="col">Per I/O</th>
          <th scope="col">Busy</th>
        </tr>
      </thead>
      <tbody>
        {sets.map((d) => (
          <tr key={d.role} data-testid="drive-set">
            <th scope="row">
              {setName(d.role)} ({fmtCount(d.drives)})
            </th>
            <td>{fmtIopsValue(d.iops)}</td>
            <td>{d.iops > 0 ? fmtMs(d.responseMs) : '—'}</td>
            <td className={`sp-tone--${utilisationTone(d.utilisation)}`}>{fmtRatio(d.utilisation)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
