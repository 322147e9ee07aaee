/**
 * "Show": shows the whole design in one single failure's state on the canvas (failureView.ts),
 * and, pressed again, goes back to the normal state. Before a Failures row's name, and on the
 * Summary's worst single failure, the one a presales engineer shows first.
 */
import type { ScenarioResult } from '../../engine/ts/reportSchema';
import { useCanvasControl } from '../state/CanvasControl';
import { useDesign, useDesignStore } from '../state/DesignContext';

/** The button for `scenario`. */
export function ShowFailureButton({ scenario }: { scenario: ScenarioResult }) {
  const store = useDesignStore();
  const control = useCanvasControl();
  const shown = useDesign((s) => s.failureView?.scenarioId === scenario.id);
  return (
    <button
      type="button"
      className={`sp-show${shown ? ' is-on' : ''}`}
      aria-label="Show on canvas"
      aria-pressed={shown}
      title={
        shown
          ? 'Shown on the canvas: click to go back to the normal state'
          : 'Show the whole design in this failure on the canvas'
      }
      onClick={() => {
        if (shown) return store.leaveFailureView();
        store.showFailureView(scenario);
        // The failed part is what the customer asks about: bring it into view.
        control.reveal(scenario.componentId);
      }}
      data-testid="scenario-show"
    >
      Show
    </button>
  );
}
