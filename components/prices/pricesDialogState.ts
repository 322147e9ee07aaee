/**
 * Whether the Price list dialog is open: one flag for the window, so the Export menu and the
 * Compare view's Cost row open the same dialog without threading a callback through the app.
 * Not part of the document: nothing here is saved or undone.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const dialog = createStore<{ open: boolean }>()(() => ({ open: false }));

/** Opens the Price list dialog (Export ▸ Price list…, Compare ▸ Cost ▸ Set prices…). */
export function openPriceList(): void {
  dialog.setState({ open: true });
}

/** Closes it. */
export function closePriceList(): void {
  dialog.setState({ open: false });
}

/** Whether it is open (re-renders on change). */
export function usePriceListOpen(): boolean {
  return useStore(dialog, (s) => s.open);
}
