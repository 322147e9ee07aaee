// @vitest-environment happy-dom
/**
 * Delete on a card the keyboard selected left the focus on the page body (QA pass 7, item 9): it
 * goes to the card drawn nearest the one deleted, else to the canvas.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { add, setup } from '../commands/testkit';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Draws a card for each id at x = 300·i, as React Flow would (focusable, `data-id`). */
function drawCards(ids: readonly string[]): HTMLElement {
  const canvas = document.createElement('div');
  canvas.dataset.testid = 'canvas';
  ids.forEach((id, i) => {
    const card = document.createElement('div');
    card.className = 'react-flow__node';
    card.dataset.id = id;
    card.tabIndex = 0;
    card.getBoundingClientRect = () => ({ left: 300 * i, top: 0, width: 200, height: 80 }) as DOMRect;
    canvas.append(card);
  });
  document.body.append(canvas);
  return canvas;
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const card = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;

describe('useFocusAfterRemoval', () => {
  it('moves the focus from a deleted card to the card drawn nearest it', async () => {
    const { store, d } = setup();
    const [a, b, c] = [add(store, d, 't-server'), add(store, d, 't-server'), add(store, d, 't-server')];
    drawCards([a, b, c]);
    renderHook(() => useFocusAfterRemoval(store));
    card(b).focus();
    d.dispatch('select', { components: [b] });
    d.dispatch('removeSelection', undefined);
    card(b).remove(); // as React draws the change
    await tick();
    // a (at 0) and c (at 600) are as near as each other to b (at 300): the first drawn wins.
    expect(document.activeElement).toBe(card(a));
  });

  it('goes to the canvas when no card is left', async () => {
    const { store, d } = setup();
    const a = add(store, d, 't-server');
    const canvas = drawCards([a]);
    renderHook(() => useFocusAfterRemoval(store));
    card(a).focus();
    d.dispatch('select', { components: [a] });
    d.dispatch('removeSelection', undefined);
    card(a).remove();
    await tick();
    expect(document.activeElement).toBe(canvas);
    // Focusable by script only: Tab does not stop on the canvas itself.
    expect(canvas.tabIndex).toBe(-1);
  });

  it('leaves a focus the removal did not take away where it is', async () => {
    const { store, d } = setup();
    const a = add(store, d, 't-server');
    drawCards([a]);
    const button = document.createElement('button');
    document.body.append(button);
    renderHook(() => useFocusAfterRemoval(store));
    button.focus();
    d.dispatch('select', { components: [a] });
    d.dispatch('removeSelection', undefined);
    card(a).remove();
    await tick();
    expect(document.activeElement).toBe(button);
  });

  it('puts the focus on the canvas, not on some card, when a link is deleted from the inspector', async () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const canvas = drawCards([server]);
    const remove = document.createElement('button');
    document.body.append(remove);
    renderHook(() => useFocusAfterRemoval(store));
    remove.focus();
    // A removal that takes a part no card draws (as a link is): the focused button goes with it.
    d.dispatch('select', { components: [add(store, d, 't-server')] });
    d.dispatch('removeSelection', undefined);
    remove.remove();
    await tick();
    expect(document.activeElement).toBe(canvas);
  });
});
