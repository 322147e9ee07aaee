// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { focusNextRegion, installRegionKeys, nextRegion } from './regions';

/** happy-dom lays nothing out: every element is taken to be on screen unless marked hidden. */
function onScreen(el: HTMLElement, shown: boolean): void {
  el.getClientRects = () => (shown ? ([{}] as unknown as DOMRectList) : ([] as unknown as DOMRectList));
}

function page(): void {
  document.body.innerHTML = `
    <header data-testid="toolbar"><button id="new">New</button><button id="open">Open</button></header>
    <aside data-testid="palette"><input id="search" /></aside>
    <div data-testid="canvas"><div id="card" tabindex="0">MBX1</div></div>
    <section data-testid="results-panel" aria-label="Results"><button id="tab" disabled>Summary</button></section>
    <aside data-testid="inspector"><input id="title" /></aside>
    <footer data-testid="status-bar"></footer>`;
  document.querySelectorAll<HTMLElement>('*').forEach((el) => onScreen(el, true));
}

const key = (shiftKey = false): KeyboardEvent =>
  new KeyboardEvent('keydown', { key: 'F6', shiftKey, bubbles: true, cancelable: true });

describe('nextRegion', () => {
  it('goes round in both directions, and starts at an end when no region has the focus', () => {
    expect(nextRegion(0, 6, false)).toBe(1);
    expect(nextRegion(5, 6, false)).toBe(0);
    expect(nextRegion(0, 6, true)).toBe(5);
    expect(nextRegion(-1, 6, false)).toBe(0);
    expect(nextRegion(-1, 6, true)).toBe(5);
    expect(nextRegion(-1, 0, false)).toBe(-1);
  });
});

describe('F6 between regions', () => {
  let remove: () => void = () => undefined;
  beforeEach(() => {
    page();
    remove = installRegionKeys(window);
  });
  afterEach(() => remove());

  it('moves from the parts list to the canvas in one press, and back with Shift+F6', () => {
    document.getElementById('search')!.focus();
    window.dispatchEvent(key());
    expect(document.activeElement?.id).toBe('card');
    window.dispatchEvent(key(true));
    expect(document.activeElement?.id).toBe('search');
  });

  it('focuses a region with no control it can reach as itself, so its label is announced', () => {
    document.getElementById('card')!.focus();
    const e = key();
    window.dispatchEvent(e);
    const results = document.querySelector<HTMLElement>('[data-testid="results-panel"]')!;
    expect(document.activeElement).toBe(results);
    expect(results.getAttribute('tabindex')).toBe('-1');
    expect(e.defaultPrevented).toBe(true);
  });

  it('skips a region not on screen and wraps from the last to the first', () => {
    onScreen(document.querySelector<HTMLElement>('[data-testid="inspector"]')!, false);
    document.querySelector<HTMLElement>('[data-testid="results-panel"]')!.focus();
    window.dispatchEvent(key());
    expect(document.activeElement?.getAttribute('data-testid')).toBe('status-bar');
    window.dispatchEvent(key());
    expect(document.activeElement?.id).toBe('new');
  });

  it('does nothing while a dialog or the start screen keeps the focus', () => {
    document.getElementById('search')!.focus();
    document.body.insertAdjacentHTML('beforeend', '<div class="sp-dialog"><button>OK</button></div>');
    expect(focusNextRegion(document, false)).toBe(false);
    const e = key();
    window.dispatchEvent(e);
    expect(document.activeElement?.id).toBe('search');
    expect(e.defaultPrevented).toBe(false);
  });
});
