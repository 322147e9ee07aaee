/**
 * The presets as the start screen lists them. The data lives once, in `presets/list.ts` (pure, no
 * Node imports, so Vite bundles it); `presets/index.ts` adds Node file loading on top for the CLI
 * and scripts. The card names below are the renderer's vocabulary for the same records.
 */
import { PRESETS, type PresetInfo } from '../../presets/list';

/** One preset card: id, title, source document, mailboxes, storage and published summaries. */
export type PresetCard = PresetInfo;

/** Every preset, in the order the start screen shows them. */
export const PRESET_CARDS: readonly PresetCard[] = PRESETS;
