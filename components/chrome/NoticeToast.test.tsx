// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithDesign } from '../testing/renderWithDesign';
import { NoticeToast } from './NoticeToast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

/** The messages a user can see (a notice folded behind a newer one is in the DOM but hidden). */
const shown = (): string[] =>
  screen
    .queryAllByTestId('notice-message')
    .filter((m) => !m.closest('[hidden]'))
    .map((m) => m.textContent ?? '');
const wait = (ms: number): void => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('NoticeToast', () => {
  it('folds the notices into one card showing the newest; the earlier ones unfold on demand', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'error', message: 'A LUN must sit inside a RAID group.', hint: 'Select one.' }));
    act(() => store.notify({ tone: 'warning', message: 'Port p1 is already in use.' }));
    act(() => store.notify({ tone: 'info', message: 'Copied.' }));
    expect(shown()).toEqual(['Copied.']);
    const fold = screen.getByTestId('notice-fold');
    expect(fold.textContent).toBe('2 earlier notices');
    fireEvent.click(fold);
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.', 'Port p1 is already in use.', 'Copied.']);
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
    fireEvent.click(screen.getByTestId('notice-fold'));
    expect(shown()).toEqual(['Copied.']);
  });

  it('keeps an error until it is dismissed, and a confirmation briefly', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'error', message: 'A LUN must sit inside a RAID group.', hint: 'Select one.' }));
    wait(600_000);
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.']);
    act(() => store.notify({ tone: 'info', message: 'Copied.' }));
    wait(3900);
    expect(shown()).toEqual(['Copied.']);
    wait(200);
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.']);
    expect(screen.queryByTestId('notice-fold')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual([]);
  });

  it('stops a folded notice’s clock, so it gets its full time once shown', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'warning', message: 'Port p1 is already in use.' }));
    wait(1000);
    act(() => store.notify({ tone: 'info', message: 'Copied.' }));
    wait(4000);
    // The confirmation has gone; the warning was folded behind it and still has 7 s of its 8.
    expect(shown()).toEqual(['Port p1 is already in use.']);
    wait(6900);
    expect(shown()).toEqual(['Port p1 is already in use.']);
    wait(200);
    expect(shown()).toEqual([]);
  });

  it('closes at once with its close button', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'error', message: 'Refused.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual([]);
    expect(store.getState().notices).toEqual([]);
  });

  it('stops the clock while the pointer is on the toast', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'warning', message: 'Refused.' }));
    wait(4000);
    fireEvent.mouseEnter(screen.getByTestId('notice'));
    wait(60_000);
    expect(shown()).toEqual(['Refused.']);
    fireEvent.mouseLeave(screen.getByTestId('notice'));
    wait(3900);
    expect(shown()).toEqual(['Refused.']);
    wait(200);
    expect(shown()).toEqual([]);
  });

  it('stops the clock while the window is hidden, so a warning is not gone before it is seen', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    const setHidden = (hidden: boolean): void =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          value: hidden ? 'hidden' : 'visible',
        });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    setHidden(true);
    act(() => store.notify({ tone: 'warning', message: 'The recovery copy could not be written.' }));
    wait(120_000);
    expect(shown()).toEqual(['The recovery copy could not be written.']);
    setHidden(false);
    wait(7900);
    expect(shown()).toHaveLength(1);
    wait(200);
    expect(shown()).toEqual([]);
  });
});
