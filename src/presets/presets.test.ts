import { describe, expect, it } from 'vitest';

import { hasPreset, loadPresetDesign } from './load';
import { PRESET_CARDS } from './list';

describe('renderer presets', () => {
  it.each(PRESET_CARDS.map((c) => c.id))('bundles and validates %s', async (id) => {
    expect(hasPreset(id)).toBe(true);
    const r = await loadPresetDesign(id);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.components.length).toBeGreaterThan(0);
    expect(r.value.meta.source?.document).toBe(PRESET_CARDS.find((c) => c.id === id)?.source);
  });

  it('answers an unknown id with a coded error, not a throw', async () => {
    expect(hasPreset('no-such-preset')).toBe(false);
    const r = await loadPresetDesign('no-such-preset');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('no-such-preset');
  });
});
