/**
 * Whether the figures on the canvas belong to an older revision (a newer evaluation is pending).
 * One value for the whole canvas, read where figures are drawn (badges, link labels, the overview),
 * rather than a field of every node and edge: an edit flips it, and as a field it rebuilt all 504
 * nodes and 545 edges of the largest preset, and React Flow's lookups over them, twice per edit.
 */
import { createContext, useContext } from 'react';

export const StaleContext = createContext(false);

/** The canvas's figures are stale. */
export const useStale = (): boolean => useContext(StaleContext);
