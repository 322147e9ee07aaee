// @vitest-environment happy-dom
/**
 * The app shell with the recovery copy found at start, over an in-memory host (a fake Platform
 * through the real `createDocumentIo`) and an engine that never answers: until the user chooses
 * Recover it or Discard, nothing the open document does (Open, New, edits) may replace or clear
 * the copy, and the host is told the slot is held; Recover asks about unsaved changes first and
 * leaves the slot holding the recovered design at once.
 */
import { readFileSync } from 'node:fs';

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createDocumentIo } from '../io';
import type { DocumentState, Platform, StoredSnapshot } from '../platform';
import { App } from './App';
import type { Services } from './services';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const siteA = readFileSync('presets/cisco-ucs-c210-m2.json', 'utf8');
const siteB = readFileSync('presets/xiv-2810.json', 'utf8');

/** A host whose autosave slot keeps `slotText` from the last session (`null`: nothing). */
function host(slotText: string | null) {
  const slot: { value: StoredSnapshot | null } = {
    value: slotText === null ? null : { designText: slotText, path: null, name: 'Site A', savedAt: 1 },
  };
  const calls: string[] = [];
  const states: DocumentState[] = [];
  let menu: ((id: string, arg?: string) => void) | null = null;
  const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
  const opened = { path: '/designs/Site B.spindle.json', name: 'Site B', text: siteB };
  const platform: Platform = {
    isDesktop: true,
    openDialog: () => ok(opened),
    openPath: () => ok(opened),
    save: (path) => ok({ path, name: 'Site B' }),
    saveAsDialog: () => ok(null),
    saveExport: () => ok(null),
    listRecent: () => ok([]),
    addRecent: () => ok([]),
    writeAutosave: (s) => {
      calls.push(`write ${s.name}`);
      slot.value = { ...s, savedAt: 2 };
      return ok(null);
    },
    readAutosave: () => ok(slot.value),
    clearAutosave: () => {
      calls.push('clear');
      slot.value = null;
      return ok(null);
    },
    readCompareCandidates: () => ok(null),
    writeCompareCandidates: () => ok(null),
    loadCustomParts: () => ok([]),
    saveCustomParts: () => ok(null),
    setDocumentState: (s) => void states.push(s),
    onMenuCommand: (h) => {
      menu = h;
      return () => undefined;
    },
    onSaveRequested: () => () => undefined,
  };
  const never = () => new Promise<never>(() => undefined);
  const services = {
    io: createDocumentIo(platform),
    openCatalog: never,
    createEngine: () => ({ evaluate: never, supersede: () => undefined, dispose: () => undefined }),
  } as unknown as Services;
  return {
    slot,
    calls,
    /** What the host was last told about the document. */
    state: () => states.at(-1),
    /** Runs a native menu command and lets what it started settle. */
    menu: (id: string) =>
      act(async () => {
        menu?.(id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    render: () => render(<App services={services} />),
  };
}

/** Lets pending promises and effects settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** Deletes everything in the open document: an unsaved edit. */
async function edit(h: ReturnType<typeof host>): Promise<void> {
  await h.menu('edit.selectAll');
  await h.menu('edit.delete');
}
/** Leaving the page writes a pending autosave at once instead of after the debounce. */
const flushAutosave = () => act(() => void window.dispatchEvent(new Event('pagehide')));

afterEach(cleanup);

describe('a recovery copy waiting for the user', () => {
  it('is neither cleared by Open nor replaced by edits, and the host is told it is held', async () => {
    const h = host(siteA);
    h.render();
    await screen.findByTestId('recovery-banner');
    expect(h.state()?.autosaveHeld).toBe(true);
    await h.menu('file.open');
    await settle();
    expect(h.state()).toMatchObject({ name: 'Site B', dirty: false, autosaveHeld: true });
    await edit(h);
    await flushAutosave();
    await settle();
    expect(h.state()).toMatchObject({ name: 'Site B', dirty: true, autosaveHeld: true });
    expect(h.calls).toEqual([]);
    expect(h.slot.value?.designText).toBe(siteA);
    expect(screen.getByTestId('recovery-banner')).toBeTruthy();

    // Discard: the slot is the open document's again, and gets its snapshot at once.
    fireEvent.click(screen.getByTestId('recovery-discard'));
    await settle();
    expect(screen.queryByTestId('recovery-banner')).toBeNull();
    expect(h.calls).toEqual(['write Site B']);
    expect(h.state()).toMatchObject({ name: 'Site B', dirty: true, autosaveHeld: false });
  });

  it('Recover it asks about unsaved changes first, then leaves the recovered design in the slot', async () => {
    const h = host(siteA);
    h.render();
    await screen.findByTestId('recovery-banner');
    await h.menu('file.open');
    await settle();
    await edit(h);
    fireEvent.click(screen.getByTestId('recovery-recover'));
    await settle();
    // Cancel keeps everything: the edited document, the banner and the copy.
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await settle();
    expect(h.state()).toMatchObject({ name: 'Site B', dirty: true, autosaveHeld: true });
    expect(screen.getByTestId('recovery-banner')).toBeTruthy();

    fireEvent.click(screen.getByTestId('recovery-recover'));
    await settle();
    fireEvent.click(screen.getByTestId('confirm-discard-changes'));
    await settle();
    expect(h.state()).toMatchObject({ name: 'Site A', dirty: true, autosaveHeld: false });
    expect(h.calls).toEqual(['write Site A']);
    expect(JSON.parse(h.slot.value?.designText ?? 'null')).toMatchObject({ meta: JSON.parse(siteA).meta });
    expect(screen.queryByTestId('recovery-banner')).toBeNull();
  });

  it('holds a copy that no longer opens the same way, and tells the host', async () => {
    const h = host('{"format":"spindle.design","version":1}');
    h.render();
    await screen.findByTestId('recovery-unreadable');
    await h.menu('file.new');
    await settle();
    await edit(h);
    await flushAutosave();
    await settle();
    expect(h.state()?.autosaveHeld).toBe(true);
    expect(h.calls).toEqual([]);
  });

  it('holds nothing when there was nothing to recover', async () => {
    const h = host(null);
    h.render();
    await settle();
    expect(screen.queryByTestId('recovery-banner')).toBeNull();
    expect(h.state()?.autosaveHeld).toBe(false);
  });
});
