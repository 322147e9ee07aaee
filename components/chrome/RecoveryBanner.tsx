/**
 * Offers to restore the design that was being edited when the app last stopped unexpectedly, or,
 * when that recovery copy no longer opens, to save it as a file (to fix by hand) or discard it.
 */
import './overlays.css';

import { hintOutsideApp, type AppError } from '../../src/schema/errors';

/** Props of `RecoveryBanner`. */
export interface RecoveryBannerProps {
  readonly name: string;
  /** When the snapshot was written [ms since the Unix epoch]. */
  readonly savedAt: number;
  readonly onRecover: () => void;
  readonly onDiscard: () => void;
}

const formatWhen = (savedAt: number): string =>
  new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Both banners' buttons: Discard, then what the banner offers instead. */
function Actions({
  onDiscard,
  primary,
}: {
  onDiscard: () => void;
  primary: { label: string; onClick: () => void; testId: string };
}) {
  return (
    <div className="sp-banner__actions">
      <button type="button" className="sp-btn" onClick={onDiscard} data-testid="recovery-discard">
        Discard
      </button>
      <button type="button" className="sp-btn sp-btn--primary" onClick={primary.onClick} data-testid={primary.testId}>
        {primary.label}
      </button>
    </div>
  );
}

/** A banner above the canvas. */
export function RecoveryBanner({ name, savedAt, onRecover, onDiscard }: RecoveryBannerProps) {
  return (
    <div className="sp-banner" role="status" data-testid="recovery-banner">
      <p>
        <strong>Unsaved work found.</strong> “{name}” was being edited when Spindle last closed ({formatWhen(savedAt)}).
        <br />
        {/* As the unreadable banner says: App holds the autosave slot for this copy until the choice. */}
        <span className="sp-banner__hint">Until you choose, new changes get no recovery copy.</span>
      </p>
      <Actions
        onDiscard={onDiscard}
        primary={{ label: 'Recover it', onClick: onRecover, testId: 'recovery-recover' }}
      />
    </div>
  );
}

/** Props of `UnreadableRecoveryBanner`. */
export interface UnreadableRecoveryBannerProps {
  readonly name: string;
  /** When the snapshot was written [ms since the Unix epoch]. */
  readonly savedAt: number;
  /** Why the snapshot cannot be opened (the design file check's error). */
  readonly error: AppError;
  /** Saves the snapshot's text, unchanged, as a file. */
  readonly onSaveFile: () => void;
  readonly onDiscard: () => void;
}

/**
 * The banner for a recovery copy that no longer opens (corrupted, or made before the design checks
 * became stricter). It says why, and that edits are not autosaved meanwhile (App holds the one
 * autosave slot for this copy until the user chooses).
 */
export function UnreadableRecoveryBanner({
  name,
  savedAt,
  error,
  onSaveFile,
  onDiscard,
}: UnreadableRecoveryBannerProps) {
  // The hint's "your current design has not been changed" is about opening a file, not this.
  const hint = hintOutsideApp(error.hint);
  return (
    <div className="sp-banner" role="alert" data-testid="recovery-unreadable">
      <p>
        <strong>Unsaved work found, but it cannot be opened:</strong>{' '}
        <span data-testid="recovery-unreadable-error">{error.message}</span>
        <br />
        <span className="sp-banner__hint">
          “{name}”, {formatWhen(savedAt)}. {hint ? `${hint} ` : ''}Save it as a file to fix it by hand and Open it, or
          discard it. Until you choose, new changes get no recovery copy.
        </span>
      </p>
      <Actions
        onDiscard={onDiscard}
        primary={{ label: 'Save it as a file…', onClick: onSaveFile, testId: 'recovery-save-file' }}
      />
    </div>
  );
}
