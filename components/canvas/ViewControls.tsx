/**
 * The canvas's corner controls: zoom in and out, fit, and a button showing or hiding the minimap.
 * The minimap starts hidden, as in most diagram tools: shown, it covers a corner of the canvas, so
 * the user decides when it is worth the room (and a fit then keeps the design clear of it).
 */
import { ControlButton, Controls, MiniMap } from '@xyflow/react';

import { Icon } from '../chrome/Icon';
import { MINIMAP, minimapColour } from './minimap';

const minimapStyle = { width: MINIMAP.w, height: MINIMAP.h };

/** Props of `ViewControls`. */
export interface ViewControlsProps {
  readonly mapShown: boolean;
  readonly onToggleMap: () => void;
  readonly onFit: () => void;
}

/** Zoom, fit and minimap controls, and the minimap while it is shown. */
export function ViewControls({ mapShown, onToggleMap, onFit }: ViewControlsProps) {
  const mapLabel = mapShown ? 'Hide the minimap' : 'Show the minimap';
  return (
    <>
      <Controls position="bottom-left" showInteractive={false} showFitView={false}>
        <ControlButton onClick={onFit} title="Fit the design in view" aria-label="Fit the design in view">
          <Icon name="fit" />
        </ControlButton>
        <ControlButton
          onClick={onToggleMap}
          title={mapLabel}
          aria-label={mapLabel}
          aria-pressed={mapShown}
          className={mapShown ? 'is-on' : undefined}
          data-testid="minimap-toggle"
        >
          <Icon name="map" />
        </ControlButton>
      </Controls>
      {mapShown && (
        <MiniMap
          position="bottom-right"
          style={minimapStyle}
          pannable
          zoomable
          nodeColor={minimapColour}
          nodeStrokeWidth={0}
          maskColor="rgba(240, 242, 245, 0.7)"
        />
      )}
    </>
  );
}
