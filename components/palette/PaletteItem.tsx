/** One catalog part: drag it onto the canvas (HTML5 drag and drop carrying the part id) or click it. */
import { memo, type DragEvent, type KeyboardEvent } from 'react';

import type { CatalogPart } from '../../src/schema/catalog';
import { PART_MIME } from '../canvas/useCanvasHandlers';
import { priceText, usageHint } from './paletteModel';

/** Props of `PaletteItem`. */
export interface PaletteItemProps {
  readonly part: CatalogPart;
  readonly onAdd: (partId: string) => void;
  readonly onRemove?: (partId: string) => void;
}

/** A draggable part card. */
export const PaletteItem = memo(function PaletteItem({ part, onAdd, onRemove }: PaletteItemProps) {
  const price = priceText(part);
  const onDragStart = (e: DragEvent): void => {
    e.dataTransfer.setData(PART_MIME, part.id);
    e.dataTransfer.setData('text/plain', part.model);
    e.dataTransfer.effectAllowed = 'copy';
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onAdd(part.id);
    }
  };
  return (
    <li
      className="sp-part-item"
      draggable
      onDragStart={onDragStart}
      onClick={() => onAdd(part.id)}
      onKeyDown={onKeyDown}
      tabIndex={0}
      role="button"
      title={`${usageHint(part)}\nSource: ${part.source.title}`}
      data-testid={`palette-item-${part.id}`}
      data-kind={part.kind}
    >
      <div className="sp-part-item__top">
        <span className="sp-part-item__model">{part.model}</span>
        {price !== null && (
          <span className="sp-part-item__price" title="List price (USD)" data-testid="part-price">
            {price}
          </span>
        )}
      </div>
      <div className="sp-part-item__meta">
        {part.vendor}
        {part.partNumber ? ` · ${part.partNumber}` : ''}
        {part.custom && <span className="sp-part-item__custom">custom</span>}
      </div>
      {part.summary && <div className="sp-part-item__summary">{part.summary}</div>}
      {part.custom && onRemove && (
        <button
          type="button"
          className="sp-part-item__remove"
          aria-label={`Remove custom part ${part.model}`}
          onClick={(e) => {
            e.stopPropagation();
            onRemove(part.id);
          }}
        >
          Remove
        </button>
      )}
    </li>
  );
});
