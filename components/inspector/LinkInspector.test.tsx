// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadPresetDesign } from '../../src/presets/load';
import { createDesignStore } from '../../src/store/createDesignStore';
import { renderWithDesign } from '../testing/renderWithDesign';
import { LinkInspector } from './LinkInspector';

afterEach(cleanup);

async function ucs() {
  const loaded = await loadPresetDesign('cisco-ucs-c210-m2');
  if (!loaded.ok) throw new Error(loaded.error.message);
  return createDesignStore(loaded.value);
}

describe('LinkInspector', () => {
  it("names each end's part and port as the canvas labels them, never a port id (QA pass 8)", async () => {
    const store = await ucs();
    const backend = store.getState().doc.links.find((l) => l.kind === 'backend')!;
    renderWithDesign(<LinkInspector link={backend} />, store);
    expect(screen.getByTestId('inspector-link').querySelector('.sp-link-ends')?.textContent).toBe(
      'LSI 9261-8i controller · Back end → C210 M2 internal drive bays · Bus',
    );
  });

  it('names an HBA port and the switch side a cable arrives at, whose part name holds parentheses', async () => {
    const loaded = await loadPresetDesign('xiv-2810');
    if (!loaded.ok) throw new Error(loaded.error.message);
    const store = createDesignStore(loaded.value);
    const fc = store.getState().doc.links.find((l) => l.id === 'fc-1')!;
    renderWithDesign(<LinkInspector link={fc} />, store);
    const ends = screen.getByTestId('inspector-link').querySelector('.sp-link-ends')?.textContent ?? '';
    expect(ends).toBe('XIV30 HBA 1 (QLogic QLE2562) · Port 0 → Brocade 48000 switch A · Hosts');
  });
});
