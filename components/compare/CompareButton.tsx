/**
 * The toolbar's Compare button: shows the Compare view (or hides it), with its shortcut in the
 * tooltip. Self-contained, so the toolbar only places it.
 */
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
      <svg className="sp-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M1.5 2.5h5.5v11H1.5zM9 2.5h5.5v11H9zM3 6h2.5M3 8.5h2.5M10.5 6h2.5M10.5 8.5h2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{count > 0 ? `Compare (${count + 1})` : 'Compare'}</span>
    </button>
  );
}
