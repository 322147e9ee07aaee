/**
 * The Summary tab's last line: how to check the prediction on the built system. Export the
 * Jetstress test plan, run it, then import the result here (or drop the report onto the window);
 * the measured figures then appear in the Published tab beside the prediction.
 */
import { pickAndImportReport } from '../../src/app/importReport';
import { isImported } from '../../src/jetstress/toPublished';
import { useDesign, useDesignStore, useDispatcher } from '../state/DesignContext';

/** The line, with its Import button. */
export function ValidateLine() {
  const store = useDesignStore();
  const dispatcher = useDispatcher();
  const measured = useDesign((s) => (s.doc.meta.published ?? []).filter(isImported).length);
  return (
    <p className="sp-validate" data-testid="summary-validate">
      <span className="sp-validate__label">Validate</span>
      {measured > 0
        ? 'Figures measured by Jetstress are in the Published tab, beside the prediction. Import another host’s result:'
        : 'Once it is built, run the Jetstress test plan (Export menu) on it, then import the result to compare:'}{' '}
      <button
        type="button"
        className="sp-link"
        onClick={() => void pickAndImportReport(document, dispatcher, store)}
        title="Import the report Jetstress wrote (Performance_….html, or a text of it); you can also drop it onto the window"
        data-testid="import-jetstress"
      >
        Import a Jetstress result…
      </button>
    </p>
  );
}
