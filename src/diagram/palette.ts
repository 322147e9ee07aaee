/**
 * The diagram's colours and kind tags: the canvas's own (the custom properties in src/app/app.css
 * and the tags in components/canvas/nodes/NodeParts.tsx), written out as values because an
 * exported file cannot read the app's stylesheet. palette.test.ts checks they still match.
 */
import type { ComponentKind } from '../schema/components';
import type { LinkKind } from '../schema/connections';
import type { DiagramTone } from './types';

/** Plain colours. Each key is the app.css custom property `--sp-<key>` it mirrors. */
export const COLOURS = {
  surface: '#ffffff',
  'border-strong': '#c9d1da',
  text: '#1b2430',
  'text-muted': '#5b6878',
  ok: '#14763a',
  'ok-tint': '#e3f5e9',
  warn: '#9e5605',
  'warn-tint': '#fdf1d8',
  bad: '#c42525',
  'bad-tint': '#fde6e6',
  'neutral-tint': '#eef1f5',
  'host-tint': '#dde8fb',
  'host-ink': '#1e4faf',
  'fabric-tint': '#ebe5fb',
  'fabric-ink': '#5b30b6',
  'storage-tint': '#d9f1ed',
  'storage-ink': '#0f5f55',
  'db-tint': '#e0e7ff',
  'db-ink': '#3730a3',
  'box-server-fill': '#f6f9fe',
  'box-server-line': '#b9cdec',
  'box-vm-fill': '#f8f7fe',
  'box-vm-line': '#cdc6f0',
  'box-array-fill': '#f3faf9',
  'box-array-line': '#a9d6cf',
  'box-raidGroup-fill': '#ffffff',
  'box-raidGroup-line': '#9cccc4',
  'link-fc': '#3b6fd4',
  'link-backend': '#2f8579',
  'link-member': '#5fa79c',
  'link-dbFile': '#6366f1',
  'link-logFile': '#d97706',
} as const;

/** Colour family of a kind: its tag's tint and ink. */
type Family = 'host' | 'fabric' | 'storage' | 'db';

const FAMILY: Readonly<Record<ComponentKind, Family>> = {
  server: 'host',
  vm: 'host',
  hba: 'host',
  database: 'db',
  switch: 'fabric',
  array: 'storage',
  controller: 'storage',
  enclosure: 'storage',
  raidGroup: 'storage',
  lun: 'storage',
};

/** Tag background and text colour of a kind. */
export function tagColours(kind: ComponentKind): { fill: string; ink: string } {
  const f = FAMILY[kind];
  return { fill: COLOURS[`${f}-tint`], ink: COLOURS[`${f}-ink`] };
}

/** Fill and outline of a container box. */
export function boxColours(kind: 'server' | 'vm' | 'array' | 'raidGroup'): { fill: string; line: string } {
  return { fill: COLOURS[`box-${kind}-fill`], line: COLOURS[`box-${kind}-line`] };
}

/** Colour of a link of `kind`. */
export function linkColour(kind: LinkKind): string {
  return COLOURS[`link-${kind}`];
}

/** Fill and text colour of a figure pill. */
export function toneColours(tone: DiagramTone): { fill: string; ink: string } {
  switch (tone) {
    case 'ok':
      return { fill: COLOURS['ok-tint'], ink: COLOURS.ok };
    case 'warn':
      return { fill: COLOURS['warn-tint'], ink: COLOURS.warn };
    case 'bad':
      return { fill: COLOURS['bad-tint'], ink: COLOURS.bad };
    case 'neutral':
      return { fill: COLOURS['neutral-tint'], ink: COLOURS['text-muted'] };
  }
}

const TONE_RANK: Readonly<Record<DiagramTone, number>> = { neutral: 0, ok: 1, warn: 2, bad: 3 };

/** The worst tone of some figures (`neutral` for none): the card's status strip, as far out. */
export function worstOf(figures: readonly { readonly tone: DiagramTone }[]): DiagramTone {
  return figures.reduce<DiagramTone>((t, f) => (TONE_RANK[f.tone] > TONE_RANK[t] ? f.tone : t), 'neutral');
}

/** Names of link kinds for the legend. */
export const LINK_LEGEND: Readonly<Record<LinkKind, string>> = {
  fc: 'FC cable',
  backend: 'Back-end connection',
  member: 'Drives in a RAID group',
  dbFile: 'Database file on a LUN',
  logFile: 'Log files on a LUN',
};
