/**
 * How many drives a link from an enclosure's drives gives a RAID group: asked before the link is
 * made, from the canvas's drag and from the inspector's Ports section alike, in the same words.
 */
import { plural } from '../format';
import { NumberPrompt } from './NumberPrompt';

export interface DriveCountQuestion {
  readonly enclosureName: string;
  readonly raidGroupName: string;
  /** Drives of the enclosure no RAID group holds yet. */
  readonly free: number;
}

interface Props {
  readonly question: DriveCountQuestion;
  readonly onCancel: () => void;
  /** The count chosen: at least 1, at most what the enclosure has free. */
  readonly onConfirm: (drives: number) => void;
}

export function DriveCountPrompt({ question: q, onCancel, onConfirm }: Props) {
  // No more than the enclosure has free: the prompt refuses 99 of 24 before closing.
  const most = Math.max(1, q.free);
  return (
    <NumberPrompt
      title="Drives for the RAID group"
      label={`Drives from ${q.enclosureName} for ${q.raidGroupName}`}
      initial={most}
      min={1}
      max={most}
      help={`${q.enclosureName} has ${plural(q.free, 'unassigned drive')}.`}
      confirmLabel="Connect"
      testId="drive-count-prompt"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
