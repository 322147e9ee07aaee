/**
 * The overview's colours, read from the same CSS custom properties the DOM canvas is styled with
 * (src/app/app.css), so the two levels of detail never disagree about what a colour means.
 */
import type { ComponentKind } from '../../../src/schema/components';
import type { LinkKind } from '../../../src/schema/connections';
import type { Tone } from '../annotations/badges';

/** Every colour the overview draws with, as CSS colour strings. */
export interface Palette {
  readonly text: string;
  readonly textMuted: string;
  readonly surface: string;
  readonly line: string;
  readonly accent: string;
  readonly bad: string;
  readonly warn: string;
  /** Card fill by its worst figure. */
  readonly toneFill: Record<Tone, string>;
  /** Status strip colour by worst figure. */
  readonly toneInk: Record<Tone, string>;
  /** Card header band by the component's family (its tag colour). */
  readonly band: (kind: ComponentKind) => string;
  /** Container fill and outline by kind. */
  readonly boxFill: (kind: ComponentKind) => string;
  readonly boxLine: (kind: ComponentKind) => string;
  readonly link: (kind: LinkKind) => string;
}

const BOXED: readonly ComponentKind[] = ['server', 'vm', 'array', 'raidGroup'];
const LINKS: readonly LinkKind[] = ['fc', 'backend', 'member', 'dbFile', 'logFile'];

/** Reads the palette from the custom properties in effect on `el` (`read(name)` returns a value). */
export function readPalette(read: (name: string) => string): Palette {
  const v = (name: string, fallback: string): string => read(name).trim() || fallback;
  const surface = v('--sp-surface', '#ffffff');
  const line = v('--sp-border-strong', '#c9d1da');
  const fill = new Map(BOXED.map((k) => [k, v(`--sp-box-${k}-fill`, surface)]));
  const outline = new Map(BOXED.map((k) => [k, v(`--sp-box-${k}-line`, line)]));
  const links = new Map(LINKS.map((k) => [k, v(`--sp-link-${k}`, '#64748b')]));
  const bands = {
    host: v('--sp-host-tint', '#dde8fb'),
    fabric: v('--sp-fabric-tint', '#ebe5fb'),
    storage: v('--sp-storage-tint', '#d9f1ed'),
    db: v('--sp-db-tint', '#e0e7ff'),
  };
  const family = (k: ComponentKind): keyof typeof bands =>
    k === 'server' || k === 'vm' || k === 'hba'
      ? 'host'
      : k === 'switch'
        ? 'fabric'
        : k === 'database'
          ? 'db'
          : 'storage';
  const boxFill = v('--sp-box-fill', surface);
  return {
    text: v('--sp-text', '#1b2430'),
    textMuted: v('--sp-text-muted', '#5b6878'),
    surface,
    line,
    accent: v('--sp-accent', '#2563eb'),
    bad: v('--sp-bad', '#c42525'),
    warn: v('--sp-warn', '#9e5605'),
    toneFill: {
      neutral: surface,
      ok: v('--sp-ok-tint', '#e3f5e9'),
      warn: v('--sp-warn-tint', '#fdf1d8'),
      bad: v('--sp-bad-tint', '#fde6e6'),
    },
    toneInk: {
      neutral: line,
      ok: v('--sp-ok', '#14763a'),
      warn: v('--sp-warn', '#9e5605'),
      bad: v('--sp-bad', '#c42525'),
    },
    band: (k) => bands[family(k)],
    boxFill: (k) => fill.get(k) ?? boxFill,
    boxLine: (k) => outline.get(k) ?? line,
    link: (k) => links.get(k) ?? '#64748b',
  };
}
