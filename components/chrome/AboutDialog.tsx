/** Help ▸ About: what Spindle is and which engine computes its figures. */
import { APP_STAMP } from '../../src/schema/design';
import { Dialog } from './Dialog';

/** The About box. */
export function AboutDialog({ engineVersion, onClose }: { engineVersion: string | null; onClose: () => void }) {
  return (
    <Dialog
      title="About Spindle"
      onCancel={onClose}
      testId="about"
      actions={
        <button type="button" className="sp-btn sp-btn--primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>
        <strong>Spindle {APP_STAMP.version}</strong> — lay out Exchange mailbox storage and see what Jetstress would
        measure, live.
      </p>
      <p className="sp-muted">
        Performance engine {engineVersion ?? '(not run yet)'}. Every figure on the canvas comes from the engine.
      </p>
    </Dialog>
  );
}
