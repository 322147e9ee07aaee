// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { engineDefaultJetstress } from '../../engine/ts/toEngineInput';
import { add } from '../../src/commands/testkit';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { Inspector } from './Inspector';

afterEach(cleanup);

describe('JetstressEditor', () => {
  it('"Set Jetstress settings" makes the engine\'s defaults the host\'s own, tuning included', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => void add(store, dispatcher, 't-server'));
    // A stand-alone design: the engine simulates the workload's 1 copy, not a fixed 2.
    act(() => void dispatcher.dispatch('setWorkload', { values: { copiesPerDatabase: 1 } }));
    const defaults = engineDefaultJetstress({ copiesPerDatabase: 1, exchangeVersion: '2010' });
    // What the engine runs the host with is said before anything is set.
    const note = screen.getByTestId('jetstress').textContent ?? '';
    expect(note).toContain('threads tuned automatically');
    expect(note).toContain('1 copy per database');

    fireEvent.click(screen.getByTestId('jetstress-enable'));
    const server = store.getState().doc.components[0]!;
    // Exactly the settings the engine used (src/commands/jetstressDefaults.test.ts holds them to
    // the engine): a count of 2 without tuning, as before, moved every figure.
    expect(server.kind === 'server' && server.jetstress).toEqual(defaults);
    expect(defaults.copiesPerDatabase).toBe(1);
    expect((screen.getByTestId('field-threadsAuto') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('field-threadsPerDatabase')).toBeNull();
  });

  it('turning tuning off starts from the count the engine tuned, not an arbitrary 2', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    let id = '';
    act(() => void (id = add(store, dispatcher, 't-server')));
    act(() => void fireEvent.click(screen.getByTestId('jetstress-enable')));
    const tuned = {
      ...makeServerResult(id, { achievedIops: 900, targetIops: 90, dbReadLatencyMs: 12, logWriteLatencyMs: 2 }),
      threadsPerDatabase: 61,
      autotuned: true,
    };
    act(() => store.setAnalysis({ report: makeReport(store.getState().revision, { servers: [tuned] }) }));
    fireEvent.click(screen.getByTestId('field-threadsAuto'));
    const server = store.getState().doc.components[0]!;
    expect(server.kind === 'server' && server.jetstress?.threadsPerDatabase).toBe(61);
  });
});
