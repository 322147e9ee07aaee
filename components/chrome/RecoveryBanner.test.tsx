// @vitest-environment happy-dom
/**
 * The start banner for unsaved work: the recoverable kind offers Recover it and Discard; the kind
 * that no longer opens says why and offers to save it as a file or discard it.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appError } from '../../src/schema/errors';
import { RecoveryBanner, UnreadableRecoveryBanner } from './RecoveryBanner';

afterEach(cleanup);

describe('UnreadableRecoveryBanner', () => {
  const error = appError('file/invalid', { details: 'workload.iopsPerMailbox: must be at least 0.01' });

  it('says the work cannot be opened and why, without claiming a design was kept', () => {
    render(
      <UnreadableRecoveryBanner name="Site B" savedAt={0} error={error} onSaveFile={vi.fn()} onDiscard={vi.fn()} />,
    );
    const banner = screen.getByTestId('recovery-unreadable');
    expect(banner.textContent).toContain(`Unsaved work found, but it cannot be opened: ${error.message}`);
    expect(banner.textContent).toContain('Fix the listed fields in the file');
    expect(banner.textContent).not.toContain('has not been changed');
    expect(banner.textContent).toContain('“Site B”');
    expect(screen.queryByTestId('recovery-recover')).toBeNull();
  });

  it('calls the handler of the button pressed', () => {
    const onSaveFile = vi.fn();
    const onDiscard = vi.fn();
    render(
      <UnreadableRecoveryBanner
        name="Site B"
        savedAt={0}
        error={error}
        onSaveFile={onSaveFile}
        onDiscard={onDiscard}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save it as a file…' });
    expect(save.dataset.testid).toBe('recovery-save-file');
    fireEvent.click(save);
    expect(onSaveFile).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onSaveFile).toHaveBeenCalledTimes(1);
  });
});

describe('RecoveryBanner', () => {
  it('says, as the unreadable banner does, that changes get no recovery copy until the choice', () => {
    // The copy holds the autosave slot until Recover it or Discard: work done meanwhile is unprotected.
    render(<RecoveryBanner name="Site A" savedAt={0} onRecover={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.getByTestId('recovery-banner').textContent).toContain(
      'Until you choose, new changes get no recovery copy.',
    );
  });

  it('offers to recover or discard', () => {
    const onRecover = vi.fn();
    const onDiscard = vi.fn();
    render(<RecoveryBanner name="Site A" savedAt={0} onRecover={onRecover} onDiscard={onDiscard} />);
    expect(screen.getByTestId('recovery-banner').textContent).toContain('“Site A” was being edited');
    fireEvent.click(screen.getByTestId('recovery-recover'));
    fireEvent.click(screen.getByTestId('recovery-discard'));
    expect(onRecover).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
