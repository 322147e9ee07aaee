/** The catalog part a component was made from: vendor, model, part number, list price (if any), source. */
import { fmtCount } from '../format';
import { useCatalog } from '../state/DesignContext';

/** Shows a catalog part's identity, or nothing when the part is unknown. */
export function PartInfo({ partId }: { partId: string }) {
  const part = useCatalog()?.get(partId);
  if (!part) return null;
  return (
    <section className="sp-section sp-part" data-testid="part-info">
      <p className="sp-part__model">
        {part.vendor} {part.model}
      </p>
      <p className="sp-muted sp-small">
        {part.partNumber ? `P/N ${part.partNumber}` : 'No part number'}
        {/* No price line without a price: the shipped catalog cites none. */}
        {part.listPriceUsd !== null && ` · list US$ ${fmtCount(part.listPriceUsd)}`}
      </p>
      <p className="sp-muted sp-small" title={part.source.note ?? ''}>
        Source: {part.source.title}
      </p>
    </section>
  );
}
