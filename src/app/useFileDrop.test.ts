// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Dispatcher } from '../commands/dispatch';
import { craftReport } from '../jetstress/fixtures/craftReport';
import type { DesignStore } from '../store/createDesignStore';
import { routeDrop } from './importReport';
import type { DocumentActions } from './useDocumentActions';
import { useFileDrop } from './useFileDrop';

const XML =
  '<?xml version="1.0"?><JetstressResult><MachineName>EXCHANGE1</MachineName><OverallTestResult>Pass</OverallTestResult></JetstressResult>';
const CSV =
  '"(PDH-CSV 4.0)","\\\\EXCHANGE1\\MSExchange Database ==> Instances(Instance4820.1)\\I/O Database Reads Average Latency"\n"06/01/2012 09:00:00.000","16.2"\n';

/** Mounts the hook over recording fakes, drops `file` onto the window, and returns what was called. */
async function drop(file: File) {
  const openDropped = vi.fn(() => Promise.resolve());
  const dispatch = vi.fn(() => ({ ok: true }));
  const notify = vi.fn();
  const files = { openDropped } as unknown as DocumentActions;
  const dispatcher = { dispatch } as unknown as Dispatcher;
  const store = { notify } as unknown as DesignStore;
  const { unmount } = renderHook(() => useFileDrop(files, dispatcher, () => store));
  const event = new Event('drop', { cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files: [file] } });
  window.dispatchEvent(event);
  await waitFor(() =>
    expect(openDropped.mock.calls.length + dispatch.mock.calls.length + notify.mock.calls.length).toBe(1),
  );
  unmount();
  return { openDropped, dispatch, notify };
}

describe('useFileDrop: what a dropped file is, told by its content (QA 6 #7)', () => {
  it("refuses Jetstress's XML result without asking to save the design, naming what to drop instead", async () => {
    const { openDropped, dispatch, notify } = await drop(new File([XML], 'Performance_2012.xml'));
    expect(openDropped).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      tone: 'error',
      message:
        'Performance_2012.xml is the XML result Jetstress writes beside its HTML report; Spindle reads the HTML report (Performance_….html) from the same folder, not the XML.',
      hint: 'Drop a design (.json) to open it, or the HTML report Jetstress writes (Performance_….html) to import its figures. The open design has not been changed.',
    });
  });

  it('refuses a counter CSV the same way', async () => {
    const { openDropped, notify } = await drop(new File([CSV], 'Performance_2012.csv'));
    expect(openDropped).not.toHaveBeenCalled();
    expect(notify.mock.calls[0][0]).toMatchObject({
      message: expect.stringContaining('Performance_2012.csv is a CSV of performance counters'),
    });
  });

  it('imports an HTML report, whatever its name, and opens a design', async () => {
    const report = await drop(new File([craftReport()], 'Performance_copy'));
    expect(report.dispatch).toHaveBeenCalledWith(
      'importJetstress',
      expect.objectContaining({ fileName: 'Performance_copy' }),
    );
    const design = await drop(new File(['\uFEFF{"format":"spindle.design"}'], 'saved.txt'));
    expect(design.openDropped).toHaveBeenCalledTimes(1);
  });
});

describe('routeDrop', () => {
  it('opens what is a design or claims to be one, imports reports and refuses the rest', () => {
    expect(routeDrop('a.json', 'not json at all')).toEqual({ to: 'design' });
    expect(routeDrop('a.spindle', '  {"format":')).toEqual({ to: 'design' });
    expect(routeDrop('Performance.html', '<html><body>')).toEqual({ to: 'report' });
    expect(routeDrop('quote.txt', 'Achieved Transactional I/O per Second 10')).toEqual({ to: 'report' });
    expect(routeDrop('notes.md', 'shopping list')).toMatchObject({
      to: 'refuse',
      message: 'notes.md is not a Spindle design or a Jetstress result report.',
    });
    expect(routeDrop('Performance.blg', 'PERF\u0000\u0001')).toMatchObject({
      to: 'refuse',
      message: expect.stringContaining('Performance.blg is not a text file'),
    });
    expect(routeDrop('data.xml', '<?xml version="1.0"?><root/>')).toMatchObject({
      message: expect.stringContaining('data.xml is an XML file, not a Jetstress result report'),
    });
  });
});
