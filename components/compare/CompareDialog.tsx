/**
 * The Compare view: a large dialog over the window with the current design (live: it follows
 * edits) and up to five candidates side by side, from their engine reports. A dialog rather than a
 * tab of the results dock: fifteen rows of six columns need about 900 px of height, which the dock
 * (under the canvas) never has at 1600×1000 without hiding the canvas anyway; the dialog shows them
 * all at once and Esc gives the canvas back.
 */
import '../results/results.css';
import '../results/tables.css';
import './compare.css';

import { useEffect, useMemo, useState } from 'react';

import { selectIsStale } from '../../src/store/selectors';
import type { Candidate } from '../../src/store/compare';
import { MAX_CANDIDATES } from '../../src/store/compare';
import type { DesignState } from '../../src/store/types';
import { Dialog } from '../chrome/Dialog';
import { type CompareMessage, useCompare, useCompareContext } from '../state/CompareContext';
import { useCatalog, useDesign, useDesignShallow } from '../state/DesignContext';
import { buildBom } from '../../src/bom';
import { openPriceList } from '../prices/pricesDialogState';
import { presetHeading } from './columnName';
import { compareCsv, namesText } from './compareCsv';
import { compareRows, type ColumnState } from './compareRows';
import { costRow } from './costRow';
import { CompareTable, type CompareColumn } from './CompareTable';
import { HeldCandidates } from './HeldCandidates';

const SOURCE: Record<Candidate['source'], string> = {
  snapshot: 'Snapshot',
  preset: 'Preset',
  file: 'Design file',
};

/** The current design's analysis, as the columns need it. */
const pickCurrent = (s: DesignState) => ({
  report: s.analysis.report,
  scope: s.analysis.scope,
  status: s.analysis.status,
  error: s.analysis.error,
  stale: selectIsStale(s),
  name: s.document.name,
  // What the design is, beside its file's name: the CSV's Design row names it, as a preset's title.
  title: s.doc.meta.title,
});

function currentState(c: ReturnType<typeof pickCurrent>): ColumnState {
  if (c.status === 'error') return { kind: 'error', error: c.error ?? 'The engine failed.' };
  if (!c.report || c.stale) return { kind: 'evaluating' };
  return { kind: 'ready', report: c.report, fullPending: c.scope !== 'full' };
}

function candidateState(c: Candidate): ColumnState {
  if (c.status === 'error') return { kind: 'error', error: c.error ?? 'The engine failed.' };
  if (c.status !== 'ready' || !c.report) return { kind: 'evaluating' };
  return { kind: 'ready', report: c.report, fullPending: false };
}

function statusOf(state: ColumnState): CompareColumn['status'] {
  if (state.kind === 'evaluating') return { text: 'Evaluating…', tone: 'pending' };
  if (state.kind === 'error') return { text: state.error, tone: 'bad' };
  if (state.fullPending) return { text: 'Analysing failures…', tone: 'pending' };
  return null;
}

/** The dialog; shown while the compare store says so. */
export function CompareDialog() {
  const { store, actions, presets } = useCompareContext();
  const candidates = useCompare((s) => s.candidates);
  const current = useDesignShallow(pickCurrent);
  const catalog = useCatalog();
  const components = useDesign((s) => s.doc.components);
  const links = useDesign((s) => s.doc.links);
  const prices = useDesign((s) => s.doc.prices);
  // The BOMs the Cost row prices: the current design's follows its edits; a candidate's is fixed.
  const currentBom = useMemo(
    () => (catalog ? buildBom({ components: [...components], links: [...links] }, catalog) : null),
    [catalog, components, links],
  );
  const candidateBoms = useMemo(
    () => candidates.map((c) => (catalog ? buildBom(c.design, catalog) : null)),
    [catalog, candidates],
  );
  const [preset, setPreset] = useState('');
  /**
   * Why the last preset or file could not be added, or how the export went (shown here: the app's
   * notices sit under the dialog).
   */
  const [message, setMessage] = useState<CompareMessage | null>(null);
  const adding = (add: () => Promise<{ message: string; hint: string } | null>): void => {
    setMessage(null);
    void add().then((error) => setMessage(error && { tone: 'error', message: error.message, hint: error.hint }));
  };
  const full = candidates.length >= MAX_CANDIDATES;

  // Esc closes the view wherever the focus is (a renamed column leaves it on the page, outside the
  // dialog); a field's own Esc (undo the rename) stops it first.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && !e.defaultPrevented) store.hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  const { columns, rows } = useMemo(() => {
    const states = [currentState(current), ...candidates.map(candidateState)];
    const cols: CompareColumn[] = [
      {
        id: null,
        name: current.name,
        fullName: current.title.trim() || null,
        source: 'Current design · live',
        status: statusOf(states[0]!),
      },
      ...candidates.map((c, i) => ({
        id: c.id,
        // A preset is headed by its title, as the Add a preset… list shows it, not its file id.
        ...((c.source === 'preset' && presetHeading(c.name, presets)) || { name: c.name }),
        source: SOURCE[c.source],
        status: statusOf(states[i + 1]!),
      })),
    ];
    const figures = compareRows(states);
    // Cost second, after the verdict: what a candidate costs is the first question after "does it pass".
    const cost = costRow([currentBom, ...candidateBoms], prices);
    return { columns: cols, rows: [...figures.slice(0, 1), cost, ...figures.slice(1)] };
  }, [candidates, current, currentBom, candidateBoms, prices, presets]);

  const exportTable = (): void => {
    const csv = compareCsv(columns, rows);
    if (!csv.ok) {
      setMessage({
        tone: 'warning',
        message: `Not exported: ${namesText(csv.pending)} ${csv.pending.length === 1 ? 'is' : 'are'} still being evaluated.`,
        hint: 'Export again once every column shows all its figures.',
      });
      return;
    }
    setMessage(null);
    void actions.exportCsv(csv.text).then(setMessage);
  };

  return (
    <Dialog
      title="Compare designs"
      onCancel={() => store.hide()}
      testId="compare-dialog"
      wide
      actions={
        <>
          <button
            type="button"
            className="sp-btn"
            onClick={exportTable}
            data-testid="compare-export"
            title="Save the table as a CSV file, figures as shown here"
          >
            Export (CSV)
          </button>
          <button type="button" className="sp-btn" onClick={() => store.hide()} data-testid="compare-close">
            Close
          </button>
        </>
      }
    >
      <div className="sp-compare__add" role="group" aria-label="Add a design to compare">
        <button
          type="button"
          className="sp-btn sp-btn--primary"
          onClick={actions.keepSnapshot}
          disabled={full}
          data-testid="compare-snapshot"
          title="A frozen copy of the design as it is now: edit on, and compare with it"
        >
          Keep a snapshot of the current design
        </button>
        <select
          className="sp-input sp-compare__preset"
          value={preset}
          disabled={full}
          aria-label="Add a preset"
          data-testid="compare-preset"
          onChange={(e) => {
            const id = e.currentTarget.value;
            setPreset('');
            if (id) adding(() => actions.addPreset(id));
          }}
        >
          <option value="">Add a preset…</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="sp-btn"
          onClick={() => adding(actions.addFile)}
          disabled={full}
          data-testid="compare-file"
        >
          Add a design file…
        </button>
        <span className="sp-compare__hint sp-muted">
          {full
            ? `At most ${MAX_CANDIDATES} designs beside the current one: remove one to add another.`
            : candidates.length === 0
              ? 'Add a snapshot, a preset or a design file to set beside the current design.'
              : 'Differences are from the first column. Best values are marked.'}
        </span>
      </div>
      {message && (
        <div
          className={`sp-compare__refused${message.tone === 'info' ? ' is-info' : ''}`}
          role={message.tone === 'info' ? 'status' : 'alert'}
          data-testid={message.tone === 'info' ? 'compare-message' : 'compare-refused'}
        >
          <div>
            <strong>{message.message}</strong>
            {message.hint && <div className="sp-muted">{message.hint}</div>}
          </div>
          <button
            type="button"
            className="sp-btn sp-btn--small sp-btn--ghost"
            onClick={() => setMessage(null)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      )}
      <HeldCandidates store={store} onMessage={setMessage} />
      <div className="sp-compare__scroll">
        <CompareTable
          columns={columns}
          rows={rows}
          onRename={(id, name) => store.rename(id, name)}
          onRemove={(id) => store.remove(id)}
          onOpen={(id) => void actions.open(id)}
          onSetPrices={openPriceList}
        />
      </div>
    </Dialog>
  );
}
