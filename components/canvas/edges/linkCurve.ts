/**
 * Points along a link as React Flow draws it (`getBezierPath`, curvature 0.25): the spots a label
 * may slide to when the middle of its link is taken by a card or another label (labelPlacement.ts).
 */
import { Position } from '@xyflow/react';

import type { Point } from './labelPlacement';

/** React Flow's default bezier curvature. */
const CURVATURE = 0.25;

/** The ends of a link and the sides of the cards they leave from [flow px]. */
export interface LinkEnds {
  readonly sourceX: number;
  readonly sourceY: number;
  readonly targetX: number;
  readonly targetY: number;
  readonly sourcePosition: Position;
  readonly targetPosition: Position;
}

// As @xyflow/system's getControlWithCurvature: a control point straight out of the handle's side.
const controlOffset = (distance: number): number =>
  distance >= 0 ? 0.5 * distance : CURVATURE * 25 * Math.sqrt(-distance);

function control(pos: Position, x1: number, y1: number, x2: number, y2: number): Point {
  switch (pos) {
    case Position.Left:
      return { x: x1 - controlOffset(x1 - x2), y: y1 };
    case Position.Right:
      return { x: x1 + controlOffset(x2 - x1), y: y1 };
    case Position.Top:
      return { x: x1, y: y1 - controlOffset(y1 - y2) };
    case Position.Bottom:
      return { x: x1, y: y1 + controlOffset(y2 - y1) };
  }
}

/** The point at parameter `t` (0 at the source, 1 at the target) of the link's curve [flow px]. Pure. */
export function pointOnLink(e: LinkEnds, t: number): Point {
  const c1 = control(e.sourcePosition, e.sourceX, e.sourceY, e.targetX, e.targetY);
  const c2 = control(e.targetPosition, e.targetX, e.targetY, e.sourceX, e.sourceY);
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return {
    x: a * e.sourceX + b * c1.x + c * c2.x + d * e.targetX,
    y: a * e.sourceY + b * c1.y + c * c2.y + d * e.targetY,
  };
}

/**
 * Where a label may go besides the middle, nearest first, alternating sides. Not nearer an end
 * than a fifth of the way: a label by a card's port reads as that port's name.
 */
export const LABEL_STEPS = [0.4, 0.6, 0.32, 0.68, 0.25, 0.75, 0.2, 0.8] as const;

/** The label spots along the link besides its middle (see `LABEL_STEPS`) [flow px]. Pure. */
export function spotsAlong(e: LinkEnds): Point[] {
  return LABEL_STEPS.map((t) => pointOnLink(e, t));
}
