/** Offers to restore the design that was being edited when the app last stopped unexpectedly. */
import './overlays.css';

/** Props of `RecoveryBanner`. */
export interface RecoveryBannerProps {
  readonly name: string;
  /** When the snapshot was written [ms since the Unix epoch]. */
  readonly savedAt: number;
  readonly onRecover: () => void;
  readonly onDiscard: () => void;
}

/** A banner above the canvas. */
export function RecoveryBanner({ name, savedAt, onRecover, onDiscard }: RecoveryBannerProps) {
  const when = new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="sp-banner" role="status" data-testid="recovery-banner">
      <p>
        <strong>Unsaved work found.</strong> “{name}” was being edited when Spindle last closed ({when}).
      </p>
      <div className="sp-banner__actions">
        <button type="button" className="sp-btn" onClick={onDiscard} data-testid="recovery-discard">
          Discard
        </button>
        <button type="button" className="sp-btn sp-btn--primary" onClick={onRecover} data-testid="recovery-recover">
          Recover it
        </button>
      </div>
    </div>
  );
}
