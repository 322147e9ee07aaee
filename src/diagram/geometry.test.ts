import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { portViews } from '../../components/canvas/portViews';
import { loadPreset, PRESET_IDS } from '../../presets/index';
import { linksByComponent } from '../store/designIndex';
import { portPlaces } from './geometry';
import { COLOURS } from './palette';

describe('the diagram draws as the canvas does', () => {
  it.each(PRESET_IDS)('%s: every port handle where the canvas puts it', (id) => {
    const design = loadPreset(id);
    const links = linksByComponent(design.links);
    for (const c of design.components) {
      const canvas = portViews(c, links.get(c.id) ?? []).map((p) => [p.handleId, p.side, p.top]);
      const diagram = [...portPlaces(c)].map(([handle, p]) => [handle, p.side, p.dy]);
      expect(diagram).toEqual(canvas);
    }
  });

  it('uses the colours of the app stylesheet', () => {
    const css = readFileSync(new URL('../app/app.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(COLOURS)) {
      const declared = new RegExp(`--sp-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
      expect(declared, `--sp-${name}`).toBe(value);
    }
  });
});
