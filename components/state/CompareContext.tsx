/**
 * React access to the window's Compare candidates (src/store/compare.ts) and to what the shell does
 * for the Compare view: keep a snapshot, add a preset or a design file, open a candidate. The shell
 * provides them (src/app/useCompare.ts); components read the store through narrow selectors.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';

import type { AppError } from '../../src/schema/errors';
import type { CompareState, CompareStore } from '../../src/store/compare';

/** A preset the Compare view offers as a candidate. */
export interface ComparePreset {
  readonly id: string;
  readonly title: string;
}

/** A message the view shows above its table (the app's notices sit under the dialog, unseen). */
export interface CompareMessage {
  readonly tone: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly hint: string;
}

/** What the Compare view asks the shell to do. */
export interface CompareActions {
  /** Adds a frozen copy of the current design, named after the document. */
  keepSnapshot(): void;
  /** Adds preset `id`; resolves to why it could not, or null. */
  addPreset(id: string): Promise<AppError | null>;
  /**
   * Asks for a design file and adds it; resolves to why it could not be opened (nothing else
   * changes), or null (added, or the user cancelled).
   */
  addFile(): Promise<AppError | null>;
  /** Opens candidate `id` as the document, asking first about unsaved changes; resolves to whether it did. */
  open(id: number): Promise<boolean>;
  /**
   * Saves `csv` (the table as compareCsv.ts writes it) where the user chooses, named after the
   * current design; resolves to what to tell the user, or null when they cancelled.
   */
  exportCsv(csv: string): Promise<CompareMessage | null>;
}

/** Everything the Compare view needs from the shell. */
export interface CompareContextValue {
  readonly store: CompareStore;
  readonly actions: CompareActions;
  readonly presets: readonly ComparePreset[];
  /** How the shortcut that opens the view reads ("Ctrl+Shift+K"). */
  readonly shortcut: string;
}

const Context = createContext<CompareContextValue | null>(null);

/** Provides the Compare store and actions to the components below. */
export function CompareProvider({ value, children }: { value: CompareContextValue; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The Compare store, actions and presets. */
export function useCompareContext(): CompareContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useCompareContext needs a CompareProvider above it.');
  return value;
}

/** Subscribes to one slice of the compare state. */
export function useCompare<T>(selector: (s: CompareState) => T): T {
  return useStore(useCompareContext().store, selector);
}
