/**
 * The command contract. Every user operation is a command: pure `run(state, args, ctx)` returning a
 * patch and a history policy (or a refusal with a reason and a hint). Menus, shortcuts, the palette,
 * the canvas and e2e all call commands by id through the dispatcher.
 */
import type { CatalogPart } from '../schema/catalog';
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import type { Placement } from '../schema/design';
import type { DesignState, HistoryPolicy, Patch } from '../store/types';

/** What commands need from the parts catalog (the app passes the real one; tests a fake). */
export interface PartSource {
  get(id: string): CatalogPart | undefined;
  /** Components for a part (an array part yields the array and its controllers), ids avoiding `taken`. */
  createComponents(
    part: CatalogPart,
    init: { id: string; name?: string; parentId?: string },
    taken: ReadonlySet<string>,
  ): Component[];
}

/** Copied components with their internal links and layout (positions relative to their parents). */
export interface Fragment {
  readonly components: readonly Component[];
  readonly links: readonly Link[];
  readonly layout: Readonly<Record<string, Placement>>;
  /** Absolute canvas position of each root (a component whose parent was not copied) [px]. */
  readonly rootPositions: Readonly<Record<string, { x: number; y: number }>>;
}

/** Context the dispatcher passes to every command. */
export interface CommandContext {
  /** The parts catalog, or null while it loads. */
  readonly parts: PartSource | null;
  /** What was last copied (shared across documents). */
  readonly clipboard: Fragment | null;
  /** Sizes the canvas measured, by component id [px]. */
  readonly measured?: (id: string) => { w: number; h: number } | undefined;
}

/** A change to apply. */
export interface Change {
  readonly ok: true;
  readonly patch: Patch;
  readonly history: HistoryPolicy;
  /** Names the undo step ("Add server"); defaults to the command label. */
  readonly label?: string;
  /** New clipboard content (copy, cut). */
  readonly clipboard?: Fragment;
  /** Something to tell the user although the change went through. */
  readonly notice?: { readonly tone: 'warning' | 'info'; readonly message: string; readonly hint?: string };
}

/** A history move (undo/redo commands). */
export interface HistoryMove {
  readonly ok: true;
  readonly move: 'undo' | 'redo';
}

/** A refused command: nothing changed. `field` names the offending property, for inline messages. */
export interface Refusal {
  readonly ok: false;
  readonly reason: string;
  readonly hint: string;
  readonly field?: string;
}

/** Outcome of running a command. */
export type CommandResult = Change | HistoryMove | Refusal;

/** One user operation. */
export interface Command<A> {
  readonly id: string;
  /** Menu and tooltip label. */
  readonly label: string;
  /** Key chords, e.g. `Mod+Z` (Mod = Ctrl, or Cmd on macOS). */
  readonly shortcuts?: readonly string[];
  /** False when the command has nothing to act on (greys out buttons). */
  canRun?(state: DesignState, ctx: CommandContext): boolean;
  run(state: DesignState, args: A, ctx: CommandContext): CommandResult | Promise<CommandResult>;
}

/** A refusal. */
export function refuse(reason: string, hint: string, field?: string): Refusal {
  return field === undefined ? { ok: false, reason, hint } : { ok: false, reason, hint, field };
}

/** A change recorded as one undo step. */
export function commit(
  patch: Patch,
  label?: string,
  extra: Partial<Omit<Change, 'ok' | 'patch' | 'history'>> = {},
): Change {
  return { ok: true, patch, history: 'commit', ...(label ? { label } : {}), ...extra };
}
