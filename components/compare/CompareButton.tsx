/**
 * The toolbar's Compare button: shows the Compare view (or hides it), with its shortcut in the
 * tooltip. Self-contained, so the toolbar only places it.
 */
import { Icon } from '../chrome/Icon';
import { useCompare, useCompareContext } from '../state/CompareContext';

/** The button. */
export function CompareButton() {
  const { store, shortcut } = useCompareContext();
  const shown = useCompare((s) => s.shown);
  const count = useCompare((s) => s.candidates.length);
  return (
    <button
      type="button"
      className="sp-tool"
      aria-pressed={shown}
      onClick={() => (shown ? store.hide() : store.show())}
      title={`Compare the design with snapshots, presets and files side by side (${shortcut})`}
      data-testid="tool-compare"
    >
      <Icon name="compare" />
      <span>{count > 0 ? `Compare (${count + 1})` : 'Compare'}</span>
    </button>
  );
}
