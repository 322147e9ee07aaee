/**
 * Main-thread façade over the engine: latest wins. At most one evaluation runs at a time; while it
 * runs, only the newest request waits (older waiting ones resolve as `stale`), and a reply whose
 * request has been superseded resolves as `stale` too. A long evaluation (failure scenarios or
 * headroom: seconds on the largest designs) is abandoned as soon as a newer revision asks, so an
 * edit never waits for the analysis of the design it replaced: the transport's `restart` drops
 * that engine. A quick evaluation of an older revision is told to stop early instead (`supersede`),
 * keeping its engine. The app runs two lanes (`createLanedClient`): quick evaluations in one worker
 * that stays warm, failure analyses in another that is replaced when abandoned. Every report is
 * validated with Zod before it is handed out. The same logic drives the Web Worker (app) and an
 * in-process engine (tests, CLI), through a small transport interface.
 */
import type { EngineInput } from './input';
import type { EvaluateRequest, FromWorker } from './protocol';
import { Report } from './reportSchema';
import type { WasmEngine } from './wasmEngine';

export type EngineOutcome =
  | { status: 'ok'; revision: number; report: Report; elapsedMs: number }
  | { status: 'stale'; revision: number }
  | { status: 'error'; revision: number; message: string };

export interface EngineClient {
  /** Evaluates `input` for design `revision`. Never rejects. */
  evaluate(revision: number, input: EngineInput): Promise<EngineOutcome>;
  /** Design `revision` exists: abandon long evaluations of older ones (they resolve `stale`). */
  supersede(revision: number): void;
  dispose(): void;
}

/**
 * How messages reach an engine. `restart` replaces the engine (a crashed one, or one busy with an
 * abandoned evaluation); a reply of the replaced engine may still arrive and is ignored.
 */
export interface EngineTransport {
  send(msg: EvaluateRequest): void;
  listen(handler: (msg: FromWorker) => void): void;
  restart(): void;
  /**
   * Design `revision` exists: an evaluation of an older one may stop early and reply "abandoned",
   * keeping its engine (a worker sharing memory with the page; others let it finish).
   */
  supersede?(revision: number): void;
  dispose(): void;
}

interface Waiting {
  revision: number;
  input: EngineInput;
  resolve: (o: EngineOutcome) => void;
}

/** Turns the envelope's JSON text a worker sent into an outcome (see {@link outcomeFromEnvelope}). */
export function outcomeFromText(revision: number, text: string, elapsedMs: number): EngineOutcome {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { status: 'error', revision, message: 'The engine replied with text that is not JSON.' };
  }
  return outcomeFromEnvelope(revision, envelope, elapsedMs);
}

/** Turns a worker envelope into an outcome, validating the report. */
export function outcomeFromEnvelope(revision: number, envelope: unknown, elapsedMs: number): EngineOutcome {
  if (typeof envelope !== 'object' || envelope === null)
    return { status: 'error', revision, message: 'The engine returned nothing.' };
  const env = envelope as { ok?: unknown; report?: unknown; error?: unknown; abandoned?: unknown };
  // Abandoned because a newer revision exists: nothing went wrong, and there is nothing to show.
  if (env.ok === false && env.abandoned === true) return { status: 'stale', revision };
  if (env.ok !== true)
    return { status: 'error', revision, message: typeof env.error === 'string' ? env.error : 'The engine failed.' };
  const parsed = Report.safeParse(env.report);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      status: 'error',
      revision,
      message: `The engine returned a report the app does not understand (${issue?.path.join('.')}: ${issue?.message}).`,
    };
  }
  return { status: 'ok', revision, report: parsed.data, elapsedMs };
}

/** Whether `input` asks for the long evaluation (failure scenarios or headroom). */
const isLong = (input: EngineInput): boolean => input.options.failures || input.options.headroom;

/** Creates a latest-wins client over a transport. */
export function createEngineClient(transport: EngineTransport): EngineClient {
  let running: Waiting | null = null;
  let waiting: Waiting | null = null;
  let newest = -Infinity;

  const start = (w: Waiting): void => {
    running = w;
    transport.send({ type: 'evaluate', revision: w.revision, input: w.input });
  };
  const finish = (outcome: EngineOutcome): void => {
    const done = running;
    running = null;
    if (done)
      done.resolve(
        done.revision < newest && outcome.status === 'ok' ? { status: 'stale', revision: done.revision } : outcome,
      );
    if (waiting) {
      const next = waiting;
      waiting = null;
      start(next);
    }
  };

  transport.listen((msg) => {
    if (msg.type === 'result' && running && msg.revision === running.revision) {
      finish(outcomeFromText(msg.revision, msg.envelopeJson, msg.elapsedMs));
    } else if (msg.type === 'failed' && running && (msg.revision === null || msg.revision === running.revision)) {
      const revision = running.revision;
      transport.restart();
      finish({ status: 'error', revision, message: msg.error });
    }
  });

  const supersede = (revision: number): void => {
    newest = Math.max(newest, revision);
    if (waiting && waiting.revision < revision) {
      waiting.resolve({ status: 'stale', revision: waiting.revision });
      waiting = null;
    }
    const older: Waiting | null = running && running.revision < revision ? running : null;
    if (older && isLong(older.input)) {
      // A failure or headroom analysis of an older revision: its engine is dropped at once.
      transport.restart();
      finish({ status: 'stale', revision: older.revision });
    } else if (older) {
      // A quick evaluation keeps its warm engine: it is only told to stop early, and its reply
      // (abandoned, or complete if it got there first) resolves it stale and starts the newest.
      transport.supersede?.(revision);
    }
  };

  return {
    evaluate(revision, input) {
      supersede(revision);
      return new Promise<EngineOutcome>((resolve) => {
        const w: Waiting = { revision, input, resolve };
        if (!running) return start(w);
        if (waiting) waiting.resolve({ status: 'stale', revision: waiting.revision });
        waiting = w;
      });
    },
    supersede,
    dispose() {
      waiting?.resolve({ status: 'stale', revision: waiting.revision });
      running?.resolve({ status: 'stale', revision: running.revision });
      waiting = running = null;
      transport.dispose();
    },
  };
}

/**
 * Two lanes behind one client: quick evaluations go to `quick`, failure analyses to `full`, so a
 * quick answer never waits behind an analysis (they run in parallel) and an edit abandons the
 * analysis of the revision it replaced.
 */
export function createLanedClient(quick: EngineClient, full: EngineClient): EngineClient {
  return {
    evaluate(revision, input) {
      if (isLong(input)) return full.evaluate(revision, input);
      full.supersede(revision);
      return quick.evaluate(revision, input);
    },
    supersede(revision) {
      quick.supersede(revision);
      full.supersede(revision);
    },
    dispose() {
      quick.dispose();
      full.dispose();
    },
  };
}

/** Runs the engine on the calling thread (tests, CLI). Replies asynchronously, like a worker. */
export function createInProcessTransport(engine: WasmEngine): EngineTransport {
  let handler: ((msg: FromWorker) => void) | null = null;
  let disposed = false;
  return {
    send(msg) {
      queueMicrotask(() => {
        if (disposed || !handler) return;
        const t0 = performance.now();
        try {
          const envelopeJson = engine.evaluateText(JSON.stringify(msg.input));
          handler({ type: 'result', revision: msg.revision, envelopeJson, elapsedMs: performance.now() - t0 });
        } catch (err) {
          handler({ type: 'failed', revision: msg.revision, error: err instanceof Error ? err.message : String(err) });
        }
      });
    },
    listen(h) {
      handler = h;
    },
    restart() {},
    dispose() {
      disposed = true;
    },
  };
}
