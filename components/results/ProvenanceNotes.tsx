/**
 * What an engineer must be able to say honestly about a preset: what the source did not publish,
 * and the readings the preset took where the source contradicts itself or leaves a gap.
 */
import type { Meta } from '../../src/schema/provenance';
import { sourceText } from './publishedCompare';

/** The two lists. */
export function ProvenanceNotes({ meta }: { meta: Meta }) {
  const notPublished = meta.notPublished ?? [];
  const readings = meta.readings ?? [];
  return (
    <div className="sp-provenance">
      <section data-testid="not-published">
        <h4 className="sp-subtitle">What was not published</h4>
        {notPublished.length === 0 ? (
          <p className="sp-muted">The preset lists nothing missing from its source.</p>
        ) : (
          <ul className="sp-provenance__list">
            {notPublished.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
      </section>
      <section data-testid="readings">
        <h4 className="sp-subtitle">Readings taken</h4>
        {readings.length === 0 ? (
          <p className="sp-muted">No contradictions or gaps needed a reading.</p>
        ) : (
          <dl className="sp-provenance__readings">
            {readings.map((r) => (
              <div key={r.topic} className="sp-provenance__reading">
                <dt>{r.topic}</dt>
                <dd>
                  {r.choice}
                  {r.source && (
                    <span className="sp-provenance__source" title={r.source.quote ? `“${r.source.quote}”` : undefined}>
                      {' '}
                      ({sourceText(r.source, meta.source)})
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
