// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { add } from '../../src/commands/testkit';
import { renderWithDesign } from '../testing/renderWithDesign';
import { Inspector } from './Inspector';

afterEach(cleanup);

function commit(testId: string, value: string): void {
  const input = screen.getByTestId(testId);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('Inspector', () => {
  it('edits the workload when nothing is selected, refusing invalid values inline', () => {
    const { store } = renderWithDesign(<Inspector />);
    expect(screen.getByTestId('inspector-design')).toBeTruthy();
    const before = store.getState().doc.workload;
    commit('field-headroomPct', '500');
    expect(screen.getByTestId('field-error-headroomPct').textContent).toBe('Headroom above 200 % is not meaningful.');
    expect(store.getState().doc.workload).toBe(before);
    commit('field-headroomPct', '30');
    expect(store.getState().doc.workload.headroomPct).toBe(30);
    expect(screen.queryByTestId('field-error-headroomPct')).toBeNull();
    commit('field-iopsPerMailbox', 'abc');
    expect(screen.getByTestId('field-error-iopsPerMailbox').textContent).toBe('Enter a number.');
  });

  it("edits a component's properties with the schema's messages", () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const server = add(store, dispatcher, 't-server');
      add(store, dispatcher, 't-hba', { parentId: server });
    });
    expect(screen.getByText('HBA', { selector: '.sp-inspector__kind' })).toBeTruthy();
    // The catalog cites no price for the part: no price line, not a bare "n/a".
    expect(screen.getByTestId('part-info').textContent).toContain('P/N T-HBA');
    expect(screen.getByTestId('part-info').textContent).not.toMatch(/n\/a|price/i);
    commit('field-lunQueueDepth', '300');
    // Under the field of the one part the inspector names, not "HBA: Windows caps…".
    expect(screen.getByTestId('field-error-lunQueueDepth').textContent).toBe(
      'Windows caps the LUN queue depth at 256.',
    );
    commit('field-lunQueueDepth', '64');
    expect(store.getState().doc.components.find((c) => c.kind === 'hba')).toMatchObject({ lunQueueDepth: 64 });
    commit('field-ports', '2.5');
    expect(screen.getByTestId('field-error-ports').textContent).toBe('Enter a whole number.');
  });

  it('says what a LUN size must be, as a sentence of its own, for negative, zero and huge sizes', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const array = add(store, dispatcher, 't-array');
      const group = add(store, dispatcher, 't-raid', { parentId: array });
      add(store, dispatcher, 't-lun', { parentId: group });
    });
    for (const bad of ['-5', '0']) {
      commit('field-sizeGb', bad);
      expect(screen.getByTestId('field-error-sizeGb').textContent, bad).toBe('A LUN must be larger than 0 GB.');
    }
    commit('field-sizeGb', '1e12');
    expect(screen.getByTestId('field-error-sizeGb').textContent).toBe('Size must be at most 1,000,000 GB.');
    expect(store.getState().doc.components.find((c) => c.kind === 'lun')).toMatchObject({ sizeGb: 500 });
  });

  it('keeps the part names in a refusal when several parts are edited at once', () => {
    const { dispatcher, store } = renderWithDesign(<Inspector />);
    act(() => {
      const a = add(store, dispatcher, 't-server');
      const b = add(store, dispatcher, 't-server');
      dispatcher.dispatch('select', { components: [a, b] });
    });
    commit('field-sockets', '0');
    expect(screen.getByTestId('field-error-sockets').textContent).toBe('Server: A server has at least one socket.');
  });

  it('refuses a RAID level the group’s drives cannot carry, inline, and keeps showing the level it has', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const array = add(store, dispatcher, 't-array');
      const enclosure = add(store, dispatcher, 't-enclosure', { parentId: array });
      const group = add(store, dispatcher, 't-raid', { parentId: array });
      dispatcher.dispatch('setProperties', { ids: [group], values: { level: 'raid5' } });
      const ends = { a: { componentId: enclosure, port: 'disks' }, b: { componentId: group, port: 'members' } };
      dispatcher.dispatch('connectPorts', { ...ends, diskCount: 3 });
      dispatcher.dispatch('select', { components: [group] });
    });
    const level = screen.getByTestId('field-level') as HTMLSelectElement;
    fireEvent.change(level, { target: { value: 'raid6' } });
    expect(screen.getByTestId('field-error-level').textContent).toBe(
      'RAID 6 needs at least 4 drives; this group has 3.',
    );
    expect(level.value).toBe('raid5');
    expect(store.getState().doc.components.find((c) => c.kind === 'raidGroup')).toMatchObject({ level: 'raid5' });
  });

  it('offers the aggregate snapshot reserve on RAID-DP groups only, and edits it there', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    let group = '';
    act(() => {
      const array = add(store, dispatcher, 't-array');
      group = add(store, dispatcher, 't-raid', { parentId: array });
      dispatcher.dispatch('select', { components: [group] });
    });
    expect(screen.queryByTestId('field-snapshotReservePct')).toBeNull();
    act(() => void dispatcher.dispatch('setProperties', { ids: [group], values: { level: 'raid-dp' } }));
    commit('field-snapshotReservePct', '0');
    expect(store.getState().doc.components.find((c) => c.id === group)).toMatchObject({ snapshotReservePct: 0 });
    commit('field-snapshotReservePct', '80');
    expect(screen.getByTestId('field-error-snapshotReservePct').textContent).toContain('0 to 50 %');
  });

  it('refuses a name another part has at the name field, keeping the old name', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const first = add(store, dispatcher, 't-server');
      dispatcher.dispatch('rename', { id: first, name: 'MBX1' });
      add(store, dispatcher, 't-server');
    });
    commit('field-name', 'MBX1');
    expect(screen.getByTestId('field-error-name').textContent).toBe(
      'Another server is already named "MBX1". Names must be unique so reports can tell parts apart.',
    );
    expect(store.getState().doc.components.map((c) => c.name)).toEqual(['MBX1', 'Server']);
  });

  it('says an ESX host runs Jetstress in its VMs, not with defaults of its own', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const host = add(store, dispatcher, 't-server');
      add(store, dispatcher, 't-vm', { parentId: host });
      dispatcher.dispatch('select', { components: [host] });
    });
    expect(screen.getByTestId('jetstress').textContent).toContain("Runs in this host's VMs");
    expect(screen.queryByTestId('jetstress-enable')).toBeNull();
  });

  it('shows shared properties of several components, "Mixed" where they differ, and edits them all', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const a = add(store, dispatcher, 't-server');
      const b = add(store, dispatcher, 't-server');
      dispatcher.dispatch('setProperties', { ids: [b], values: { ramGb: 64 } });
      dispatcher.dispatch('select', { components: [a, b] });
    });
    expect(screen.getByText('2 components selected')).toBeTruthy();
    const ram = screen.getByTestId('field-ramGb') as HTMLInputElement;
    expect(ram.value).toBe('');
    expect(ram.placeholder).toBe('Mixed');
    expect((screen.getByTestId('field-sockets') as HTMLInputElement).value).toBe('2');
    commit('field-ramGb', '128');
    expect(store.getState().doc.components.map((c) => (c.kind === 'server' ? c.ramGb : 0))).toEqual([128, 128]);
  });

  it('edits the Jetstress mix as a whole and explains a sum that is not 100 %', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => void add(store, dispatcher, 't-server'));
    fireEvent.click(screen.getByTestId('jetstress-enable'));
    expect(store.getState().doc.components[0]).toHaveProperty('jetstress');
    commit('field-insertPct', '50');
    expect(screen.getByTestId('field-error-mix').textContent).toBe(
      'Insert + delete + replace + read = 110 %; it must be 100 %.',
    );
    commit('field-readPct', '25');
    const server = store.getState().doc.components[0];
    expect(server.kind === 'server' && server.jetstress).toMatchObject({ insertPct: 50, readPct: 25 });
  });
});
