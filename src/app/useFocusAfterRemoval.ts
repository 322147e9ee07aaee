/**
 * Where the focus goes when a Delete (or Cut, or an undo) takes away the element that had it: the
 * card a keyboard user selected with Enter and deleted, or the inspector's Delete button, which goes
 * with the selection. The browser leaves the focus on the page body, and the next Tab started over
 * from the toolbar (QA pass 7, item 9). Instead it goes to the card drawn nearest the part that went
 * (the next one to act on), else (a link went) to the canvas itself, so the keyboard user stays
 * where they were.
 *
 * Only a focus that was lost by the change is moved: one already on the page body, or still on an
 * element that stays, is left alone. The removed part's place is read before React draws the change
 * (a store listener runs before the render it queues), and the focus is moved after it.
 */
import { useEffect } from 'react';

import type { DesignStore } from '../store/createDesignStore';
import type { DesignState } from '../store/types';

/** The canvas's cards, as React Flow draws them (`data-id` is the component's id). */
const CARD = '.react-flow__node[data-id]';

type Point = { readonly x: number; readonly y: number };

const centre = (el: Element): Point => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** Ids of the components and links of `before` that `after` no longer has. */
function removedIds(before: DesignState, after: DesignState): readonly string[] {
  if (before.doc === after.doc) return [];
  const kept = new Set([...after.doc.components.map((c) => c.id), ...after.doc.links.map((l) => l.id)]);
  return [...before.doc.components, ...before.doc.links].map((x) => x.id).filter((id) => !kept.has(id));
}

/** Where the removed parts were drawn: the focused card's centre if it is one of them, else the first drawn. */
function placeOf(doc: Document, ids: readonly string[]): Point | null {
  const gone = new Set(ids);
  const focused = doc.activeElement?.closest(CARD);
  if (focused && gone.has(focused.getAttribute('data-id') ?? '')) return centre(focused);
  const drawn = [...doc.querySelectorAll(CARD)].find((el) => gone.has(el.getAttribute('data-id') ?? ''));
  return drawn ? centre(drawn) : null;
}

/**
 * Puts the focus back in the canvas of `doc`: on the focusable card nearest `place`, or, with no
 * place (a link went, or no card that went was drawn) or no card, on the canvas itself (made
 * focusable by script only, so Tab does not stop on it). Never on a card far from the one that went:
 * React Flow pans to a card that takes the focus, and the view would jump.
 */
export function refocusCanvas(doc: Document, place: Point | null): void {
  const canvas = doc.querySelector<HTMLElement>('[data-testid="canvas"]');
  if (!canvas) return;
  const cards = place ? [...canvas.querySelectorAll<HTMLElement>(CARD)].filter((el) => el.tabIndex >= 0) : [];
  const distance = (el: HTMLElement): number => {
    const c = centre(el);
    return place ? Math.hypot(c.x - place.x, c.y - place.y) : 0;
  };
  const nearest = cards.reduce<HTMLElement | null>(
    (best, el) => (!best || distance(el) < distance(best) ? el : best),
    null,
  );
  if (nearest) return nearest.focus();
  if (!canvas.hasAttribute('tabindex')) canvas.tabIndex = -1;
  canvas.focus({ preventScroll: true });
}

/** Whether the focus is nowhere: on the page body, or on an element no longer in the page. */
const focusLost = (doc: Document): boolean =>
  !doc.activeElement || doc.activeElement === doc.body || !doc.activeElement.isConnected;

/** Keeps the focus in the canvas when an edit of `store` removes the element that had it. */
export function useFocusAfterRemoval(store: DesignStore, doc: Document = document): void {
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const ids = removedIds(previous, state);
        if (ids.length === 0 || focusLost(doc)) return;
        const place = placeOf(doc, ids);
        // After React has drawn the change (it renders a store change in a microtask).
        setTimeout(() => {
          if (focusLost(doc)) refocusCanvas(doc, place);
        }, 0);
      }),
    [doc, store],
  );
}
