/**
 * The toolbar: file actions and Export, undo/redo, auto-layout and fit, and the document name with
 * its unsaved-changes marker. File and export actions come from the shell; the rest are commands.
 */
import './chrome.css';

import { shortcutLabel } from '../../src/commands/shortcuts';
import { CompareButton } from '../compare/CompareButton';
import { useCanvasControl } from '../state/CanvasControl';
import type { ExportKind } from '../../src/io/exportKinds';
import { useDesign, useDispatcher } from '../state/DesignContext';
import { ExportMenu } from './ExportMenu';
import { Icon } from './Icon';

/** File actions the shell provides. */
export interface FileActions {
  newDocument(): void;
  open(): void;
  save(): void;
  saveAs(): void;
}

/** Props of `Toolbar`. */
export interface ToolbarProps {
  readonly files: FileActions;
  /** Exports the bill of materials; the shell reads the design, catalog and report. */
  readonly onExport: (kind: ExportKind) => void;
  readonly mac?: boolean;
}

/**
 * When a button's text label gives way to its icon (the tooltip and the accessible name keep the
 * label): `early` below 1,560 px of window width (the file and undo buttons, whose icons everyone
 * knows), `late` below 1,240 px (the canvas buttons). Without it the label always shows. The widths
 * are in chrome.css; they leave the document name and its Unsaved marker room at 1,280 px.
 */
export type LabelDrop = 'early' | 'late';

function ToolButton({
  icon,
  label,
  title,
  onClick,
  disabled,
  testId,
  drop,
}: {
  icon: string;
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  drop?: LabelDrop;
}) {
  return (
    <button
      type="button"
      className={`sp-tool${drop ? ` sp-tool--drop-${drop}` : ''}`}
      onClick={onClick}
      disabled={disabled}
      title={title}
      // The label stays the accessible name where only the icon shows (it is hidden visually only).
      aria-label={drop ? label : undefined}
      data-testid={testId}
    >
      <Icon name={icon} />
      <span className="sp-tool__label">{label}</span>
    </button>
  );
}

/** The top bar. */
export function Toolbar({ files, onExport, mac = false }: ToolbarProps) {
  const dispatcher = useDispatcher();
  const control = useCanvasControl();
  const canUndo = useDesign((s) => s.history.past.length > 0 || s.history.pending !== null);
  const canRedo = useDesign((s) => s.history.future.length > 0);
  const undoLabel = useDesign((s) => s.history.past[s.history.past.length - 1]?.label);
  const redoLabel = useDesign((s) => s.history.future[s.history.future.length - 1]?.label);
  const hasComponents = useDesign((s) => s.doc.components.length > 0);
  const hasSelection = useDesign((s) => s.selection.components.length > 0);
  const name = useDesign((s) => s.document.name);
  const title = useDesign((s) => s.doc.meta.title);
  const dirty = useDesign((s) => s.dirty);
  const key = (label: string, chord: string | undefined): string => (chord ? `${label} (${chord})` : label);
  const mod = mac ? '⌘' : 'Ctrl';

  return (
    <header className="sp-toolbar" data-testid="toolbar">
      <div className="sp-brand" aria-label="Spindle">
        <span className="sp-brand__mark" aria-hidden="true" />
        Spindle
      </div>
      <div className="sp-toolgroup">
        <ToolButton
          icon="new"
          label="New"
          title={key('New design', `${mod}+N`)}
          onClick={files.newDocument}
          drop="early"
          testId="tool-new"
        />
        <ToolButton
          icon="open"
          label="Open"
          title={key('Open a design', `${mod}+O`)}
          onClick={files.open}
          drop="early"
          testId="tool-open"
        />
        <ToolButton
          icon="save"
          label="Save"
          title={key('Save', `${mod}+S`)}
          onClick={files.save}
          drop="early"
          testId="tool-save"
        />
        <ToolButton
          icon="saveAs"
          label="Save As"
          title={key('Save as a new file', `${mod}+Shift+S`)}
          onClick={files.saveAs}
          drop="early"
          testId="tool-save-as"
        />
        <ExportMenu onExport={onExport} disabled={!hasComponents} />
      </div>
      <div className="sp-toolgroup">
        <ToolButton
          icon="undo"
          label="Undo"
          title={key(undoLabel ? `Undo ${undoLabel}` : 'Undo', shortcutLabel('undo', mac))}
          onClick={() => dispatcher.dispatch('undo', undefined)}
          disabled={!canUndo}
          drop="early"
          testId="tool-undo"
        />
        <ToolButton
          icon="redo"
          label="Redo"
          title={key(redoLabel ? `Redo ${redoLabel}` : 'Redo', shortcutLabel('redo', mac))}
          onClick={() => dispatcher.dispatch('redo', undefined)}
          disabled={!canRedo}
          drop="early"
          testId="tool-redo"
        />
      </div>
      <div className="sp-toolgroup">
        <ToolButton
          icon="layout"
          label="Auto-layout"
          title={key('Arrange everything automatically', shortcutLabel('autoLayout', mac))}
          onClick={() =>
            void Promise.resolve(dispatcher.dispatch('autoLayout', undefined)).then((r) => r.ok && control.fit())
          }
          disabled={!hasComponents}
          drop="late"
          testId="tool-auto-layout"
        />
        <ToolButton
          icon="collapse"
          label="Collapse"
          title={key(
            hasSelection ? 'Collapse the selected boxes' : 'Collapse every box (select some to collapse only those)',
            shortcutLabel('collapseBoxes', mac),
          )}
          onClick={() => dispatcher.dispatch('collapseBoxes', undefined)}
          disabled={!hasComponents}
          drop="late"
          testId="tool-collapse"
        />
        <ToolButton
          icon="expand"
          label="Expand"
          title={key(
            hasSelection ? 'Expand the selected boxes' : 'Expand every box',
            shortcutLabel('expandBoxes', mac),
          )}
          onClick={() => dispatcher.dispatch('expandBoxes', undefined)}
          disabled={!hasComponents}
          drop="late"
          testId="tool-expand"
        />
        <ToolButton
          icon="fit"
          label="Fit"
          title={key('Fit the design in the window', `${mod}+0`)}
          onClick={() => control.fit()}
          drop="late"
          testId="tool-fit"
        />
      </div>
      <div className="sp-toolgroup">
        <CompareButton />
      </div>
      {/* The name gives way (it ellipsises) before the Unsaved marker does; hover it for the whole name. */}
      <div className="sp-docname" data-testid="document-name" title={title}>
        <span className="sp-docname__name" title={title ? `${name}\n${title}` : name}>
          {name}
        </span>
        {dirty && (
          <span className="sp-docname__dirty" data-testid="dirty-marker" title="Unsaved changes">
            ● Unsaved
          </span>
        )}
      </div>
    </header>
  );
}
