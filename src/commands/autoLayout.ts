/**
 * Lays the whole design out with ELK (layered, left to right, containers respected): hosts on the
 * left, fabric in the middle, storage on the right. Asynchronous; the dispatcher drops the result if
 * the design changed while ELK was working.
 */
import { fitContainers } from '../store/geometry';
import { commit, refuse, type Command, type CommandResult } from './types';
import { layoutFromElk, toElkGraph } from './lib/elkGraph';

/** Arranges every component automatically. */
export const autoLayout: Command<void> = {
  id: 'autoLayout',
  label: 'Auto-layout',
  shortcuts: ['Mod+Shift+L'],
  canRun: (s) => s.doc.components.length > 0,
  async run(state): Promise<CommandResult> {
    const { doc } = state;
    if (doc.components.length === 0)
      return refuse('There is nothing to arrange yet.', 'Drag parts from the palette first.');
    try {
      // ELK is large: load it only when someone asks for a layout.
      const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
      const graph = await new ELK().layout(toElkGraph(doc));
      const layout = layoutFromElk(graph, doc);
      return commit({ layout: fitContainers(doc.components, layout) }, 'Auto-layout');
    } catch (err) {
      return refuse(
        `Auto-layout failed: ${err instanceof Error ? err.message : String(err)}`,
        'Arrange the components by hand, or undo your last change and try again.',
      );
    }
  },
};
