/**
 * In-page probes for the UI benchmark (scripts/bench-ui.ts): they run inside the app's page and
 * only observe it (animation frames, DOM mutations, messages to the engine worker); they never
 * call into the app. Times are the page's `performance.now()` / event time stamps [ms].
 */
import type { BrowserContext, Page } from '@playwright/test';

/** A message between the page and the engine worker, as the probe saw it. */
export interface EngineMessage {
  readonly kind: 'request' | 'reply';
  /** Page time it was posted (request) or received (reply) [ms]. */
  readonly at: number;
  readonly revision: number;
  /** Requests: a failure analysis (failure scenarios or headroom), not a quick evaluation. */
  readonly long?: boolean;
  /** Replies: the evaluation's time as the worker measured it [ms]. */
  readonly elapsedMs?: number;
}

interface ProbeWindow {
  __spindleEngine?: EngineMessage[];
  __spindleFrames?: { stamps: number[]; running: boolean };
  __spindleEdit?: EditTiming & { done: boolean };
}

/**
 * Prepares every page of `context`: logs each `evaluate` request posted to a worker and each
 * reply, from the start. Replies are time-stamped by a listener added when the worker is created,
 * so it runs before the app's own `onmessage` (and its report validation and rendering). Also
 * defines `__name`, which tsx (esbuild's keepNames) wraps around named functions in code that
 * Playwright then evaluates in the page.
 */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(() => {
    const log: EngineMessage[] = [];
    (window as unknown as ProbeWindow).__spindleEngine = log;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (e: MessageEvent) => {
          const reply = e.data as { type?: unknown; revision?: unknown; elapsedMs?: unknown } | null;
          if (reply?.type === 'result' || reply?.type === 'failed')
            log.push({
              kind: 'reply',
              at: performance.now(),
              revision: Number(reply.revision),
              elapsedMs: Number(reply.elapsedMs),
            });
        });
      }

      override postMessage(...args: unknown[]): void {
        const msg = args[0] as {
          type?: unknown;
          revision?: unknown;
          input?: { options?: { failures?: unknown; headroom?: unknown } };
        } | null;
        if (msg?.type === 'evaluate')
          log.push({
            kind: 'request',
            at: performance.now(),
            revision: Number(msg.revision),
            long: msg.input?.options?.failures === true || msg.input?.options?.headroom === true,
          });
        (super.postMessage as (...a: unknown[]) => void)(...args);
      }
    };
  });
}

/** Every engine message the page has exchanged so far. */
export function engineMessages(page: Page): Promise<EngineMessage[]> {
  return page.evaluate(() => [...((window as unknown as ProbeWindow).__spindleEngine ?? [])]);
}

/**
 * Waits until a failure analysis has been computing for `forMs`: its request was posted that long
 * ago and no reply for its revision has arrived yet.
 */
export async function analysisRunning(page: Page, forMs: number, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    (forMs) => {
      const log = (window as unknown as ProbeWindow).__spindleEngine ?? [];
      const last = [...log].reverse().find((m) => m.kind === 'request');
      if (!last?.long) return false;
      const replied = log.some((m) => m.kind === 'reply' && m.revision === last.revision && m.at >= last.at);
      return !replied && performance.now() - last.at >= forMs;
    },
    forMs,
    { timeout: timeoutMs, polling: 10 },
  );
}

/** Engine requests the page has posted so far. */
export async function engineRequests(page: Page): Promise<number> {
  return (await engineMessages(page)).filter((m) => m.kind === 'request').length;
}

/** Chromium's cumulative main-thread times of `page` (script, style, layout, all tasks) [ms], read through CDP. */
export async function mainThreadCounters(
  page: Page,
): Promise<() => Promise<{ script: number; style: number; layout: number; task: number }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const m = new Map((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value * 1000]));
    const get = (name: string): number => m.get(name) ?? 0;
    return {
      script: get('ScriptDuration'),
      style: get('RecalcStyleDuration'),
      layout: get('LayoutDuration'),
      task: get('TaskDuration'),
    };
  };
}

/** Starts recording the time stamp of every animation frame. */
export async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { stamps: [] as number[], running: true };
    (window as unknown as ProbeWindow).__spindleFrames = state;
    const tick = (t: number): void => {
      if (!state.running) return;
      state.stamps.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops recording; returns the intervals between consecutive frames [ms]. */
export async function stopFrames(page: Page): Promise<number[]> {
  const stamps = await page.evaluate(() => {
    const state = (window as unknown as ProbeWindow).__spindleFrames;
    if (!state) throw new Error('startFrames was not called');
    state.running = false;
    return state.stamps;
  });
  return stamps.slice(1).map((t, i) => t - stamps[i]);
}

/** When an edit's effects reached the DOM, relative to the Enter key that committed it [ms]. */
export interface EditTiming {
  /** Event time of the Enter keydown in the field. */
  readonly inputAt: number | null;
  /** After the input: the badges first marked stale (the edit rendered). */
  readonly staleAfterMs: number | null;
  /** After the input: the badge shows a new value and is no longer stale. */
  readonly updatedAfterMs: number | null;
}

/**
 * Arms a timer on the next Enter in `fieldSelector`: it records when the badges of `nodeSelector`
 * turn stale and when `badgeSelector` (inside the node) shows a value other than the current one
 * with the badges no longer stale. Read it with `editTiming`.
 */
export async function armEditTimer(
  page: Page,
  selectors: { field: string; node: string; badge: string },
): Promise<void> {
  await page.evaluate(({ field, node, badge }) => {
    const w = window as unknown as ProbeWindow;
    const valueOf = (): string | null => document.querySelector(`${node} ${badge}`)?.textContent ?? null;
    const stale = (): boolean => document.querySelector(`${node} [data-testid="badges"].is-stale`) !== null;
    const before = valueOf();
    const input = document.querySelector(field);
    if (!input) throw new Error(`no field ${field}`);
    let inputAt: number | null = null;
    let staleAt: number | null = null;
    const state = {
      inputAt: null as number | null,
      staleAfterMs: null as number | null,
      updatedAfterMs: null as number | null,
      done: false,
    };
    w.__spindleEdit = state;
    const observer = new MutationObserver(() => {
      if (inputAt === null) return;
      const now = performance.now();
      if (staleAt === null && stale()) staleAt = now;
      const value = valueOf();
      if (value !== null && value !== before && !stale()) {
        observer.disconnect();
        Object.assign(state, {
          inputAt,
          staleAfterMs: staleAt === null ? null : staleAt - inputAt,
          updatedAfterMs: now - inputAt,
          done: true,
        });
      }
    });
    input.addEventListener(
      'keydown',
      (e) => {
        if ((e as KeyboardEvent).key !== 'Enter') return;
        inputAt = e.timeStamp;
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      },
      { capture: true, once: true },
    );
  }, selectors);
}

/** Waits for the armed timer to finish and returns what it measured. */
export async function editTiming(page: Page, timeoutMs: number): Promise<EditTiming> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__spindleEdit?.done === true, null, {
    timeout: timeoutMs,
  });
  return page.evaluate(() => {
    const { inputAt, staleAfterMs, updatedAfterMs } = (window as unknown as ProbeWindow).__spindleEdit!;
    return { inputAt, staleAfterMs, updatedAfterMs };
  });
}

/**
 * A drag as a mouse makes it: with the button already down on card `id` (the caller presses it),
 * the page dispatches a pointer move every 16 ms for `ms`, whether or not the last one was drawn, back
 * and forth around `from` by `stepPx` per event (enough to cross a grid cell, so that every handled
 * move changes where the card is drawn). Meanwhile each animation frame notes whether the card's
 * transform changed (zoomed far out: whether the overview canvas drew it somewhere new). Returns
 * the times of those redraws [ms] and the pointer's last position.
 */
export async function followPointer(
  page: Page,
  id: string,
  from: { x: number; y: number },
  stepPx: number,
  ms: number,
): Promise<{ redraws: number[]; last: { x: number; y: number } }> {
  return page.evaluate(
    ({ id, from, stepPx, ms }) =>
      new Promise<{ redraws: number[]; last: { x: number; y: number } }>((resolve) => {
        const card = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
        if (!card) throw new Error(`no card ${id}`);
        // Far out the DOM card is hidden and the overview canvas draws the drag itself: a redraw
        // is a frame in which the canvas drew the card somewhere new (its data-drag-at).
        const overview = document.querySelector<HTMLCanvasElement>('canvas.sp-overview.is-active');
        const at = (): string | undefined => (overview ? overview.dataset.dragAt : card.style.transform);
        const redraws: number[] = [];
        let drawn = at();
        let running = true;
        const tick = (t: number): void => {
          const now = at();
          if (now !== undefined && now !== drawn) redraws.push(t);
          drawn = now;
          if (running) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const amp = 200;
        const t0 = performance.now();
        let step = 0;
        let last = from;
        const timer = setInterval(() => {
          step += 1;
          // A triangle wave: 0 → +amp → −amp → … px, stepPx per event.
          const offset = amp - Math.abs(((step * stepPx + amp) % (4 * amp)) - 2 * amp);
          last = { x: from.x + offset, y: from.y };
          // As a mouse reports a move: a pointer event, then the compatible mouse event (React
          // Flow's drag reads the one, the overview's the other).
          const at = { clientX: last.x, clientY: last.y, buttons: 1, bubbles: true, view: window };
          document.dispatchEvent(new PointerEvent('pointermove', { ...at, pointerType: 'mouse', isPrimary: true }));
          document.dispatchEvent(new MouseEvent('mousemove', at));
          if (performance.now() - t0 >= ms) {
            clearInterval(timer);
            running = false;
            resolve({ redraws, last });
          }
        }, 16);
      }),
    { id, from, stepPx, ms },
  );
}
