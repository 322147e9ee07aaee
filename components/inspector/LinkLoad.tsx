/**
 * What the engine computed for a selected cable: both directions together, then each direction
 * with its own figures. A Fibre Channel cable is full duplex, so its busy figure is the busier
 * direction's; listing both lets the user check it against that direction's MB/s and the speed.
 */
import type { DirectionLoad } from '../../engine/ts/reportSchema';
import { selectCanvasLoad, selectCanvasStale } from '../../src/store/failureView';
import { utilisationTone } from '../canvas/annotations/badges';
import { fmtIops, fmtIopsValue, fmtMbPerSec, fmtMbPerSecValue, fmtRatio } from '../format';
import { useDesign } from '../state/DesignContext';
import { Row } from './EngineFigures';

/** What travels each way: data of reads comes back to the host, data of writes goes out. */
const carries: Record<string, string> = { 'array→host': 'reads', 'host→array': 'writes' };

function DirectionRow({ d }: { d: DirectionLoad }) {
  const [from, to] = d.direction.split('→');
  return (
    <tr data-testid="link-direction">
      <th scope="row">
        {from} → {to}
        {carries[d.direction] && <span className="sp-dir-table__carries"> ({carries[d.direction]})</span>}
      </th>
      <td>{fmtIopsValue(d.iops)}</td>
      <td>{fmtMbPerSecValue(d.mbPerSec)}</td>
      <td className={`sp-tone--${utilisationTone(d.utilisation)}`}>{fmtRatio(d.utilisation)}</td>
    </tr>
  );
}

/** Engine figures for link `id`, or nothing before the first report that loads it. */
export function LinkLoad({ id }: { id: string }) {
  // As the link is drawn: the failure's load while a failure is shown on the canvas.
  const load = useDesign(selectCanvasLoad(id));
  const stale = useDesign(selectCanvasStale);
  if (!load) return null;
  const directions = load.directions ?? [];
  return (
    <section className={`sp-section${stale ? ' is-stale' : ''}`} data-testid="link-load">
      <h3 className="sp-section__title">Load</h3>
      <dl className="sp-figures">
        <Row label="Busy (busier direction)" tone={utilisationTone(load.utilisation)} testId="link-util">
          {fmtRatio(load.utilisation)}
        </Row>
        <Row label="Both directions" testId="link-total">
          {fmtIops(load.iops)} · {fmtMbPerSec(load.mbPerSec)}
        </Row>
      </dl>
      {directions.length > 0 && (
        <table className="sp-dir-table">
          <thead>
            <tr>
              <th scope="col">Direction</th>
              <th scope="col">IO/s</th>
              <th scope="col">MB/s</th>
              <th scope="col">Busy</th>
            </tr>
          </thead>
          <tbody>
            {directions.map((d) => (
              <DirectionRow key={d.direction} d={d} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
