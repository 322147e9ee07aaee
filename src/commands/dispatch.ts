/**
 * The dispatcher: runs a command against the current document's store, applies its patch under its
 * history policy, keeps the clipboard (shared across documents), and turns refusals into a notice
 * for the user. Asynchronous commands (auto-layout) are dropped if the design changed meanwhile.
 */
import type { DesignStore } from '../store/createDesignStore';
import { commands, type CommandArgs, type CommandId } from './registry';
import type { Command, CommandContext, CommandResult, Fragment, PartSource } from './types';

/** Options of one dispatch. */
export interface DispatchOptions {
  /** Do not show a refusal as a notice (the caller shows it inline). */
  readonly quiet?: boolean;
}

/** Runs commands by id. */
export interface Dispatcher {
  dispatch<K extends CommandId>(
    id: K,
    args: CommandArgs[K],
    options?: DispatchOptions,
  ): CommandResult | Promise<CommandResult>;
  /** Whether a command has something to act on now. */
  canRun(id: CommandId): boolean;
  /** What was last copied. */
  readonly clipboard: Fragment | null;
}

/** Where the dispatcher finds the current document and the catalog. */
export interface DispatcherSources {
  readonly store: () => DesignStore;
  readonly parts: () => PartSource | null;
  readonly measured?: (id: string) => { w: number; h: number } | undefined;
}

/** Creates a dispatcher over the current store (the app swaps stores when documents change). */
export function createDispatcher(sources: DispatcherSources): Dispatcher {
  let clipboard: Fragment | null = null;
  const context = (): CommandContext => ({
    parts: sources.parts(),
    clipboard,
    ...(sources.measured ? { measured: sources.measured } : {}),
  });

  const finish = (
    store: DesignStore,
    cmd: Command<never>,
    result: CommandResult,
    options: DispatchOptions,
  ): CommandResult => {
    if (!result.ok) {
      if (!options.quiet) store.notify({ tone: 'error', message: result.reason, hint: result.hint, refusal: true });
      return result;
    }
    const before = store.getState().doc;
    if ('move' in result) {
      if (result.move === 'undo') store.undo();
      else store.redo();
    } else {
      if (result.clipboard) clipboard = result.clipboard;
      store.apply(result.patch, result.history, result.label ?? cmd.label);
    }
    // The design changed: the reasons earlier edits were refused are stale (Notice.refusal).
    if (store.getState().doc !== before) store.dismissRefusals();
    if (!('move' in result) && result.notice) store.notify(result.notice);
    return result;
  };

  return {
    dispatch(id, args, options = {}) {
      const store = sources.store();
      const cmd = commands[id] as unknown as Command<CommandArgs[typeof id]>;
      const before = store.getState().doc;
      const out = cmd.run(store.getState(), args, context());
      if (!(out instanceof Promise)) return finish(store, cmd as Command<never>, out, options);
      return out.then((result) => {
        if (sources.store() !== store || store.getState().doc !== before) {
          const dropped: CommandResult = {
            ok: false,
            reason: `${cmd.label} was dropped: the design changed while it was working.`,
            hint: 'Run it again.',
          };
          if (!options.quiet && sources.store() === store)
            store.notify({ tone: 'warning', message: dropped.reason, hint: dropped.hint });
          return dropped;
        }
        return finish(store, cmd as Command<never>, result, options);
      });
    },
    canRun(id) {
      const cmd = commands[id] as unknown as Command<unknown>;
      return cmd.canRun ? cmd.canRun(sources.store().getState(), context()) : true;
    },
    get clipboard() {
      return clipboard;
    },
  };
}
