// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Dialog } from './Dialog';

afterEach(cleanup);

/** A page with a control that opens a dialog (and, inside it, one that opens a second one over it). */
function Page() {
  const [open, setOpen] = useState(false);
  const [over, setOver] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compare
      </button>
      <button type="button">Behind</button>
      {open && (
        <Dialog
          title="Compare"
          testId="first"
          onCancel={() => setOpen(false)}
          actions={
            <>
              <button type="button" className="sp-btn" onClick={() => setOpen(false)}>
                Close
              </button>
              <button type="button" className="sp-btn sp-btn--primary" onClick={() => setOver(true)}>
                Price list…
              </button>
            </>
          }
        >
          <input aria-label="Name" defaultValue="XIV" />
        </Dialog>
      )}
      {over && (
        <Dialog
          title="Price list"
          testId="second"
          onCancel={() => setOver(false)}
          actions={
            <button type="button" className="sp-btn sp-btn--primary" onClick={() => setOver(false)}>
              Done
            </button>
          }
        >
          <p>Prices</p>
        </Dialog>
      )}
    </>
  );
}

const active = (): Element | null => document.activeElement;

describe('Dialog focus', () => {
  it('focuses the first field, keeps Tab inside, and gives the focus back to its opener on close', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Compare' });
    opener.focus();
    fireEvent.click(opener);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(active()).toBe(name);
    const primary = screen.getByRole('button', { name: 'Price list…' });

    // Shift+Tab on the first control wraps to the last, Tab on the last back to the first.
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(active()).toBe(primary);
    fireEvent.keyDown(primary, { key: 'Tab' });
    expect(active()).toBe(name);
    // In between the browser moves on by itself: nothing is prevented.
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
    // From the dialog itself (a click on its background) Tab goes to its first control.
    act(() => screen.getByTestId('first').focus());
    fireEvent.keyDown(screen.getByTestId('first'), { key: 'Tab' });
    expect(active()).toBe(name);

    // Focus that lands on the page behind comes back.
    act(() => screen.getByRole('button', { name: 'Behind' }).focus());
    expect(screen.getByTestId('first').contains(active())).toBe(true);

    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByTestId('first')).toBeNull();
    expect(active()).toBe(opener);
  });

  it('lets a dialog opened over another hold the focus, then returns it to the control in the first', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const priceList = screen.getByRole('button', { name: 'Price list…' });
    priceList.focus();
    fireEvent.click(priceList);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(active()).toBe(done);
    // The first dialog does not pull the focus back to itself.
    act(() => done.focus());
    expect(active()).toBe(done);
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(active()).toBe(done);
    fireEvent.click(done);
    expect(screen.queryByTestId('second')).toBeNull();
    expect(active()).toBe(priceList);
  });

  it('leaves the focus where what replaced the dialog put it', () => {
    /** Shown as the dialog closes, and takes the focus as it mounts. */
    function Next() {
      const ref = useRef<HTMLButtonElement>(null);
      useLayoutEffect(() => ref.current?.focus(), []);
      return (
        <button type="button" ref={ref}>
          Next
        </button>
      );
    }
    function Swap() {
      const [step, setStep] = useState<'start' | 'ask' | 'next'>('start');
      return (
        <>
          <button type="button" onClick={() => setStep('ask')}>
            Opener
          </button>
          {step === 'ask' && (
            <Dialog
              title="Ask"
              onCancel={() => setStep('start')}
              actions={
                <button type="button" className="sp-btn sp-btn--primary" onClick={() => setStep('next')}>
                  OK
                </button>
              }
            >
              <p>Sure?</p>
            </Dialog>
          )}
          {step === 'next' && <Next />}
        </>
      );
    }
    render(<Swap />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    fireEvent.click(opener);
    expect(active()).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(active()).toBe(screen.getByRole('button', { name: 'Next' }));
  });
});

describe('Dialog backdrop', () => {
  function Form({ unsaved }: { unsaved: boolean }) {
    const [open, setOpen] = useState(true);
    return open ? (
      <Dialog
        title="Form"
        testId="form"
        onCancel={() => setOpen(false)}
        unsavedNote={unsaved ? 'Not saved yet.' : null}
        actions={<button type="button">Save</button>}
      >
        <input aria-label="Price" />
      </Dialog>
    ) : null;
  }

  it('closes on a click beside a dialog without unsaved edits', () => {
    render(<Form unsaved={false} />);
    fireEvent.mouseDown(screen.getByTestId('form').parentElement!);
    expect(screen.queryByTestId('form')).toBeNull();
  });

  it('stays open on a click beside a dialog with unsaved edits, and says why; Esc still closes it', () => {
    render(<Form unsaved />);
    expect(screen.queryByTestId('dialog-unsaved')).toBeNull();
    // A click inside does not count as one beside it.
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Price' }));
    expect(screen.queryByTestId('dialog-unsaved')).toBeNull();
    fireEvent.mouseDown(screen.getByTestId('form').parentElement!);
    expect(screen.getByTestId('form')).toBeTruthy();
    expect(screen.getByTestId('dialog-unsaved').textContent).toBe('Not saved yet.');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Price' }), { key: 'Escape' });
    expect(screen.queryByTestId('form')).toBeNull();
  });
});
