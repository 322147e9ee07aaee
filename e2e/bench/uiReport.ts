/**
 * The UI benchmark's results (scripts/bench-ui.ts; their shapes in uiTypes.ts): the issue 4
 * targets judged honestly, and docs/benchmarks/ui.md, in the style of the engine benchmark.
 */
import { fixed, markdownTable } from '../../cli/format/table';
import type { DragCase, DragResult, EditResult, Stats, TargetResult, UiBenchDoc } from './uiTypes';

export * from './uiTypes';

/** Issue 4: dragging at 60 fps median; a semantic edit shows updated figures within 100 ms. */
export const TARGET_FPS = 60;
export const FRAME_BUDGET_MS = 1000 / TARGET_FPS;
export const EDIT_TARGET_MS = 100;
/** Tolerance for the page clock: Chromium coarsens it (100 µs without cross-origin isolation), so a 60 Hz frame reads 16.6–16.7 ms. */
export const CLOCK_RESOLUTION_MS = 0.1;

const ms = (v: number): string => fixed(v, v < 100 ? 1 : 0);
const fps = (s: Stats): string => fixed(1000 / s.p50, 1);
const cases = ['settled', 'backToBack'] as const;
const caseName = { settled: 'settled', backToBack: 'during a failure analysis' } as const;

/** The issue 4 targets against the measurements (medians decide; p95 is shown). */
export function judgeUiTargets(drag: DragResult, edit: EditResult): TargetResult[] {
  return [
    ...drag.cases
      .filter((c) => !c.reference)
      .map((c) => ({
        target:
          `Dragging a card, ${c.view}: median frame ≤ ${fixed(FRAME_BUDGET_MS, 1)} ms (${TARGET_FPS} fps), ` +
          'and as often between redraws with a moving pointer',
        measured:
          `median frame ${ms(c.frames.p50)} ms (${fps(c.frames)} fps), p95 ${ms(c.frames.p95)} ms; moving ` +
          `pointer: redrawn ${fixed(c.pointer.redrawsPerSecond, 0)} times a second, median ` +
          `${ms(c.pointer.redrawMs.p50)} ms between redraws`,
        met:
          c.frames.p50 <= FRAME_BUDGET_MS + CLOCK_RESOLUTION_MS &&
          c.pointer.redrawMs.p50 <= FRAME_BUDGET_MS + CLOCK_RESOLUTION_MS,
      })),
    {
      target: 'Moving a card does not re-run the engine',
      measured: drag.cases
        .map(
          (c) =>
            `${c.engineMessagesDuringDrag} engine messages, revision ${c.revisionChanged ? 'changed' : 'unchanged'}`,
        )
        .join('; '),
      met: drag.cases.every((c) => c.engineMessagesDuringDrag === 0 && !c.revisionChanged),
    },
    ...cases.map((k) => ({
      target: `Edit to updated badge on ${edit.preset}, ${caseName[k]}: ≤ ${EDIT_TARGET_MS} ms (p50)`,
      measured: `p50 ${ms(edit[k].totalMs.p50)} ms, p95 ${ms(edit[k].totalMs.p95)} ms`,
      met: edit[k].totalMs.p50 <= EDIT_TARGET_MS,
    })),
  ];
}

/** The notes under the tables: method, and where the time went. */
export function uiNotes(drag: DragResult, edit: EditResult): string[] {
  const { design: d, method: m } = drag;
  return [
    `Drag design: scripts/synthetic.ts with ${d.copies} copies of the largest preset (${fixed(d.components, 0)} ` +
      `components, ${fixed(d.links, 0)} links), opened by dropping its file on the canvas; the card dragged is ` +
      `${d.dragged}. The drag is ${m.steps} pointer moves over ${m.px.x} × ${m.px.y} px (Playwright dispatches each ` +
      'once the last was handled), undone afterwards; frame times are the intervals between requestAnimationFrame ' +
      'callbacks meanwhile. Headless Chromium with --disable-gpu draws in software.',
    ...drag.cases.map((c) => `Drag, ${dragShare(c)}`),
    'Moves handled / s: Playwright sends each pointer move once the page has handled the last, so with a slow ' +
      'page few moves arrive and many frames have nothing new to draw; the median frame alone can then look ' +
      'better than the drag feels. "Redraws with a moving pointer" is what a user sees: after the same press, the ' +
      `page itself dispatches a mousemove every 16 ms for ${fixed(m.pointerMs / 1000, 0)} s, back and forth by a ` +
      'grid cell and a quarter each (so every handled move moves the card), and counts the animation frames in ' +
      'which the card was drawn somewhere new.',
    'Main-thread time per frame comes from Chromium\'s counters (Performance.getMetrics) over the move; "other" ' +
      'is what they count as neither script nor style nor layout: painting, the compositing commit, hit testing, ' +
      `garbage collection. A median frame meets ${TARGET_FPS} fps at ≤ ${fixed(FRAME_BUDGET_MS, 2)} ms plus the ` +
      `page clock's ${CLOCK_RESOLUTION_MS} ms resolution.`,
    '"Engine messages" counts evaluate requests and replies between the page and the engine worker (the ' +
      `Worker's postMessage and message events, observed by an init script), during the drag and ${m.quietMs} ms ` +
      'after the release.',
    `Edit: ${edit.edit}; timed from the Enter key's event time to the DOM mutation after which ${edit.badge} ` +
      'shows a new value without the stale marker (painting adds at most one frame). Engine requests and replies ' +
      `are time-stamped in the page by the same probe. ${edit.settled.totalMs.n} edits per case; nearest-rank ` +
      'percentiles.',
    `Settled: ${editShare(edit, 'settled')}`,
    `During a failure analysis: each edit is made once the previous revision's failure analysis has been ` +
      `computing for ${edit.analysisRunningMs} ms (it starts ${edit.analysisDelayMs} ms after that revision's ` +
      `quick figures are shown). ${editShare(edit, 'backToBack')}`,
  ];
}

/** Where a drag frame's time went, in words. */
function dragShare(c: DragCase): string {
  const m = c.mainThreadPerFrameMs;
  const total = m.script + m.style + m.layout + m.other;
  return (
    `${c.view}: ${fixed(c.drawnNodes, 0)} nodes${c.renderer === 'overview' ? ' (drawn on the overview canvas)' : ' drawn'}; each frame took ${ms(total)} ms of main-thread work ` +
    `(script ${ms(m.script)}, style ${ms(m.style)}, layout ${ms(m.layout)}, other ${ms(m.other)}) against ` +
    `a ${fixed(FRAME_BUDGET_MS, 1)} ms budget.`
  );
}

/** Where an edit's time went, in words (p50s). */
function editShare(edit: EditResult, k: (typeof cases)[number]): string {
  const e = edit[k];
  const why =
    k === 'backToBack'
      ? 'the edit abandons the running failure analysis, which stops within about a millisecond of solver work; the quick evaluation runs in its own worker'
      : `the first edit after a quiet period is sent at once; the ${edit.debounceMs} ms debounce only coalesces bursts`;
  return (
    `Of the p50 ${ms(e.totalMs.p50)} ms, input → engine request ${ms(e.toRequestMs.p50)} ms ` +
    `(${why}), request → reply ${ms(e.workerMs.p50)} ms (engine ` +
    `${ms(e.engineMs.p50)} ms as the worker times it, the input's JSON text included; the rest is the ` +
    `input copied to the worker, the report's JSON text copied back, and the reply waiting for the page), reply → badge ${ms(e.toBadgeMs.p50)} ms (the ` +
    `report's JSON parsed and validated, store, render). The edit itself is drawn, badges marked stale, after ${ms(e.staleMs.p50)} ms; ` +
    `the engine computes meanwhile, sharing the CPU with that drawing and its rasterisation.`
  );
}

const right = (header: string) => ({ header, align: 'right' as const });

/** docs/benchmarks/ui.md. */
export function renderUiBench(d: UiBenchDoc, targets: readonly TargetResult[]): string {
  const m = d.machine;
  const { drag, edit } = d;
  const dragRows = [
    ['no drag (the frame clock)', '', '', fixed(drag.idleFrames.n, 0), ms(drag.idleFrames.p50)],
    ...drag.cases.map((c) => [
      `${c.view}${c.renderer === 'overview' ? ', overview canvas' : ''}${c.reference ? ' (for reference, not a target)' : ''}`,
      fixed(c.zoom, 3),
      fixed(c.drawnNodes, 0),
      fixed(c.frames.n, 0),
      ms(c.frames.p50),
    ]),
  ].map((row, i) => {
    const c = drag.cases[i - 1];
    const f = c?.frames ?? drag.idleFrames;
    const main = c?.mainThreadPerFrameMs;
    const tail = c
      ? [
          fixed(c.movesPerSecond, 0),
          `${fixed(c.pointer.redrawsPerSecond, 0)} (${ms(c.pointer.redrawMs.p50)})`,
          main ? [main.script, main.style, main.layout, main.other].map(ms).join(' / ') : '',
          fixed(c.engineMessagesDuringDrag, 0),
          c.revisionChanged ? 'changed' : 'unchanged',
        ]
      : ['', '', '', '', ''];
    return [...row, ms(f.mean), ms(f.p95), ms(f.max), fps(f), ...tail];
  });
  const editRows = cases.map((k) => {
    const e = edit[k];
    const name = k === 'settled' ? 'settled (previous evaluation complete)' : 'during a failure analysis';
    const cells = [e.totalMs.p50, e.totalMs.p95, e.staleMs.p50, e.toRequestMs.p50, e.workerMs.p50, e.engineMs.p50];
    return [name, fixed(e.totalMs.n, 0), ...cells.map(ms), ms(e.toBadgeMs.p50)];
  });
  return [
    '# UI benchmark',
    '',
    `Generated by \`npm run bench:ui\` on ${m.date.slice(0, 10)} from commit ${d.source.commit}` +
      `${d.source.rendererDirty ? ' with uncommitted renderer or engine changes' : ''}: ${m.cpu} (${m.logicalCpus} ` +
      `logical CPUs, ${m.memoryGb} GB), ${m.platform}, Chromium ${m.chromium} headless, ${m.viewport.width} × ` +
      `${m.viewport.height} viewport. 1-minute load average during the run: ${m.loadAverage.min.toFixed(2)} to ` +
      `${m.loadAverage.max.toFixed(2)} (above ${m.logicalCpus} means other processes competed for the CPUs). A ` +
      'benchmark, not a test; figures vary with the machine and its load.',
    '',
    `## Dragging a card (${fixed(drag.design.components, 0)}-component design)`,
    '',
    markdownTable(
      [
        { header: 'View' },
        ...['Zoom', 'Nodes drawn', 'Frames', 'Median frame ms', 'Mean ms', 'p95 ms', 'Max ms', 'Median fps'].map(right),
        ...[
          'Moves handled / s',
          'Redraws / s with a moving pointer (median ms between)',
          'Main thread per frame ms: script / style / layout / other',
        ].map(right),
        right('Engine messages'),
        { header: 'Revision' },
      ],
      dragRows,
    ),
    `## Edit to updated badge (${edit.preset}, ${edit.components} components)`,
    '',
    markdownTable(
      [
        { header: 'Case' },
        ...['Edits', 'p50 ms', 'p95 ms', 'Stale marker p50 ms', 'Input → request p50 ms'].map(right),
        ...['Request → reply p50 ms', 'Engine p50 ms', 'Reply → badge p50 ms'].map(right),
      ],
      editRows,
    ),
    '## Targets (issue 4)',
    '',
    markdownTable(
      [{ header: 'Target' }, { header: 'Measured' }, { header: 'Result' }],
      targets.map((t) => [t.target, t.measured, t.met ? 'met' : '**missed**']),
    ),
    '## Notes',
    '',
    ...d.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}
