/**
 * A design in miniature (SVG): containers as tinted boxes, cards as solid blocks, FC links as thin
 * lines, coloured by role like the canvas (hosts blue, fabric violet, storage teal).
 */
import { useMemo } from 'react';

import type { Design } from '../../src/schema/design';
import { thumbnailOf } from './thumbnailModel';

/** Props of `PresetThumbnail`. */
export interface PresetThumbnailProps {
  /** The design, or null while it loads. */
  readonly design: Pick<Design, 'components' | 'links' | 'layout'> | null;
  readonly label: string;
}

/** The miniature. */
export function PresetThumbnail({ design, label }: PresetThumbnailProps) {
  const thumb = useMemo(() => (design ? thumbnailOf(design) : null), [design]);
  if (!thumb) return <div className="sp-thumb sp-thumb--loading" aria-hidden="true" />;
  const { view } = thumb;
  const pad = Math.max(view.w, view.h) * 0.03;
  // Strokes in screen pixels whatever the design's size.
  return (
    <svg
      className="sp-thumb"
      viewBox={`${view.x - pad} ${view.y - pad} ${view.w + 2 * pad} ${view.h + 2 * pad}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      data-testid="preset-thumbnail"
    >
      {thumb.links.map((l, i) => (
        <line key={i} {...l} className="sp-thumb__link" vectorEffect="non-scaling-stroke" />
      ))}
      {thumb.boxes.map((b) => (
        <rect
          key={b.id}
          x={b.x}
          y={b.y}
          width={b.w}
          height={b.h}
          rx={b.container ? 10 : 6}
          className={`sp-thumb__box sp-thumb__box--${b.role}${b.container ? ' is-container' : ''}`}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
