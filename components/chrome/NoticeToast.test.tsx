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

const shown = (): string[] => screen.queryAllByTestId('notice-message').map((m) => m.textContent ?? '');
const wait = (ms: number): void => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('NoticeToast', () => {
  it('shows a confirmation briefly and an error for longer, beside each other', () => {
    const { store } = renderWithDesign(<NoticeToast />);
    act(() => store.notify({ tone: 'error', message: 'A LUN must sit inside a RAID group.', hint: 'Select one.' }));
    act(() => store.notify({ tone: 'info', message: 'Copied.' }));
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.', 'Copied.']);
    wait(4000);
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.']);
    wait(5900);
    expect(shown()).toEqual(['A LUN must sit inside a RAID group.']);
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
    act(() => store.notify({ tone: 'error', message: 'Refused.' }));
    wait(6000);
    fireEvent.mouseEnter(screen.getByTestId('notice'));
    wait(60_000);
    expect(shown()).toEqual(['Refused.']);
    fireEvent.mouseLeave(screen.getByTestId('notice'));
    wait(3900);
    expect(shown()).toEqual(['Refused.']);
    wait(200);
    expect(shown()).toEqual([]);
  });

  it('stops the clock while the window is hidden, so an error is not gone before it is seen', () => {
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
    act(() => store.notify({ tone: 'error', message: 'The recovery copy could not be written.' }));
    wait(120_000);
    expect(shown()).toEqual(['The recovery copy could not be written.']);
    setHidden(false);
    wait(9900);
    expect(shown()).toHaveLength(1);
    wait(200);
    expect(shown()).toEqual([]);
  });
});
