/**
 * What the engine computed for a selected cable: both directions together, then each direction
 * with its own figures. A Fibre Channel cable is full duplex, so its busy figure is the busier
 * direction's; listing both lets the user check it against that direction's MB/s and the speed.
 */
import { selectComponentLoad, selectIsStale } from '../../src/store/selectors';
import { utilisationTone } from '../canvas/annotations/badges';
import { fmtIops, fmtMbPerSec, fmtRatio } from '../format';
import { useDesign } from '../state/DesignContext';
import { Row } from './EngineFigures';

/** Engine figures for link `id`, or nothing before the first report that loads it. */
export function LinkLoad({ id }: { id: string }) {
  const load = useDesign(selectComponentLoad(id));
  const stale = useDesign(selectIsStale);
  if (!load) return null;
  return (
    <section className={`sp-section${stale ? ' is-stale' : ''}`} data-testid="link-load">
      <h3 className="sp-section__title">Load</h3>
      <dl className="sp-figures">
        <Row label="Busy (busier direction)" tone={utilisationTone(load.utilisation)} testId="link-util">
          {fmtRatio(load.utilisation)}
        </Row>
        <Row label="Both directions">
          {fmtIops(load.iops)} · {fmtMbPerSec(load.mbPerSec)}
        </Row>
        {(load.directions ?? []).map((d) => (
          <Row
            key={d.direction}
            label={d.direction.replace('→', ' → ')}
            tone={utilisationTone(d.utilisation)}
            testId="link-direction"
          >
            {fmtIops(d.iops)} · {fmtMbPerSec(d.mbPerSec)} · {fmtRatio(d.utilisation)}
          </Row>
        ))}
      </dl>
    </section>
  );
}
