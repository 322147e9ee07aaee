// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { loadPresetDesign } from '../../src/presets/load';
import { add } from '../../src/commands/testkit';
import { checkConnection, portsOf, type Endpoint } from '../../src/schema/connections';
import type { Design } from '../../src/schema/design';
import { createDesignStore } from '../../src/store/createDesignStore';
import { indexComponents } from '../../src/store/designIndex';
import { renderWithDesign } from '../testing/renderWithDesign';
import { Inspector } from './Inspector';
import { portSummary } from './portModel';

afterEach(cleanup);

/** Preset `id`, validated as the app loads it. */
async function loadPreset(id: string): Promise<Design> {
  const loaded = await loadPresetDesign(id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

/** The inspector over the XIV preset with `id` selected. */
async function xivWith(id: string) {
  const out = renderWithDesign(<Inspector />, createDesignStore(await loadPreset('xiv-2810')));
  act(() => void out.dispatcher.dispatch('select', { components: [id] }));
  return out;
}

const optionsOf = (testId: string): string[] =>
  [...(screen.getByTestId(testId) as HTMLSelectElement).options].map((o) => o.textContent ?? '');

describe('Ports section', () => {
  it("lists an HBA's ports as the canvas labels them, with the far end of each link", async () => {
    const { store } = await xivWith('xiv30-hba1');
    const ports = screen.getByRole('region', { name: 'Ports' });
    expect(within(ports).getByTestId('port-p0').textContent).toBe('Port 0→ Brocade 48000 switch A (Hosts)Select');
    expect(within(ports).getByTestId('port-p1').textContent).toContain('Brocade 48000 switch A (Hosts)');
    // Both ports are taken: nothing to connect, nothing folded.
    expect(within(ports).queryByRole('combobox')).toBeNull();
    expect(within(ports).queryByTestId('ports-free-toggle')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Select link from Port 0 to Brocade 48000 switch A (Hosts)' }));
    expect(store.getState().selection).toEqual({ components: [], links: ['fc-1'] });
    expect(screen.getByTestId('inspector-link')).toBeTruthy();
    // Focus follows into the link inspector rather than falling to the page's start.
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete link' }));
  });

  it("shows a switch's sides as the canvas does, and how many of its ports are in use", async () => {
    await xivWith('sw-a');
    expect(screen.getByTestId('ports-capacity').textContent).toBe('10 of 64 ports in use');
    const hosts = screen.getByTestId('port-fabric');
    const storage = screen.getByTestId('port-fabric@r');
    expect(hosts.textContent).toMatch(/^Hosts · 4 links/);
    expect(within(hosts).getByText('XIV30 HBA 1 (Port 0)')).toBeTruthy();
    expect(storage.textContent).toMatch(/^Storage · 6 links/);
    expect(within(storage).getByText('Interface module 1 (FE 1)')).toBeTruthy();
    // A switch takes more: only switch B is left, arriving on Hosts from its Storage side and the
    // other way round (every HBA and FE port is taken).
    expect(optionsOf('connect-target-fabric')).toEqual(['Choose a port…', 'Brocade 48000 switch B (Storage)']);
    expect(optionsOf('connect-target-fabric@r')).toEqual(['Choose a port…', 'Brocade 48000 switch B (Hosts)']);
  });

  it('connects with the command a drag dispatches, shows the link, and undo removes it', async () => {
    const { store, dispatcher } = await xivWith('xiv30-hba1');
    act(() => void dispatcher.dispatch('setProperties', { ids: ['xiv30-hba1'], values: { ports: 4 } }));
    const before = store.getState().doc.links.length;
    // Same kind together, then by name; FC switches before controllers' FE ports.
    const offered = optionsOf('connect-target-p2');
    expect(offered.slice(0, 3)).toEqual([
      'Choose a port…',
      'Brocade 48000 switch A (Hosts)',
      'Brocade 48000 switch B (Hosts)',
    ]);
    const connect = screen.getByTestId('connect-p2') as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('connect-target-p2'), { target: { value: 'sw-b:fabric' } });
    fireEvent.click(connect);
    const { links } = store.getState().doc;
    expect(links).toHaveLength(before + 1);
    const link = links.at(-1)!;
    expect(link).toMatchObject({
      kind: 'fc',
      from: { componentId: 'xiv30-hba1', port: 'p2' },
      to: { componentId: 'sw-b', port: 'fabric' },
    });
    expect(store.getState().history.past.at(-1)?.label).toBe('Connect');
    expect(screen.getByTestId('port-p2').textContent).toContain('Brocade 48000 switch B (Hosts)');
    // Focus stays useful: on the new link's Select button.
    expect(document.activeElement).toBe(screen.getByTestId(`select-link-${link.id}`));
    act(() => void dispatcher.dispatch('undo', undefined));
    expect(store.getState().doc.links).toHaveLength(before);
    expect(screen.queryByTestId(`port-link-${link.id}`)).toBeNull();
    expect(screen.getByTestId('port-p2').textContent).toMatch(/^Port 2 · free/);
  });

  it('offers only ports the connection rules accept, and every one they accept', async () => {
    let offeredInAll = 0;
    for (const preset of ['xiv-2810', 'cisco-ucs-c210-m2', 'nseries-qd16']) {
      const design = await loadPreset(preset);
      // Half the links gone: free ports of every kind, and some still full.
      const doc = { components: design.components, links: design.links.slice(0, design.links.length / 2) };
      const { byId } = indexComponents(doc.components);
      const check = (a: Endpoint, b: Endpoint): boolean => checkConnection(byId, doc.links, a, b).ok;
      for (const c of doc.components) {
        const rows = portSummary(doc, c.id).rows;
        for (const port of new Set(rows.map((r) => r.port))) {
          // A switch's two sides together offer what its fabric accepts.
          const targets = rows.filter((r) => r.port === port).flatMap((r) => r.groups.flatMap((g) => g.targets));
          offeredInAll += targets.length;
          for (const t of targets) expect(check(t.a, t.b), `${preset} ${c.id} → ${t.value}`).toBe(true);
          const offered = new Set(targets.map((t) => t.value));
          for (const o of doc.components)
            for (const p of portsOf(o)) {
              const ok = check({ componentId: c.id, port }, { componentId: o.id, port: p.port });
              expect(offered.has(`${o.id}:${p.port}`), `${preset} ${c.id}:${port} → ${o.id}:${p.port}`).toBe(ok);
            }
        }
      }
    }
    expect(offeredInAll).toBeGreaterThan(100);
  });

  it('says what a port connects to when nothing in the design can take it', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      const server = add(store, dispatcher, 't-server');
      add(store, dispatcher, 't-hba', { parentId: server });
    });
    expect(screen.getByTestId('port-p0').textContent).toBe(
      "Port 0 · freeNo port in the design can take a link from here now; it connects to an FC switch or a controller's FE port.",
    );
  });

  it('folds free single ports behind "n free ports", opened by the keyboard', async () => {
    const user = userEvent.setup();
    const { dispatcher } = await xivWith('xiv-im1');
    act(() => void dispatcher.dispatch('setProperties', { ids: ['xiv-im1'], values: { frontEndPorts: 6 } }));
    expect(screen.getByTestId('port-fe0').textContent).toContain('Brocade 48000 switch B (Storage)');
    expect(screen.queryByTestId('port-fe2')).toBeNull();
    const toggle = screen.getByRole('button', { name: '4 free ports' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('port-fe5').textContent).toMatch(/^FE 5 · free/);
    expect(screen.getByRole('combobox', { name: 'Connect FE 5 to' })).toBeTruthy();
  });

  it('cables by keyboard alone: Tab to the list, choose a port, Enter', async () => {
    const user = userEvent.setup();
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    act(() => {
      add(store, dispatcher, 't-switch');
      const server = add(store, dispatcher, 't-server');
      add(store, dispatcher, 't-hba', { parentId: server });
    });
    const list = screen.getByRole('combobox', { name: 'Connect Port 0 to' });
    for (let i = 0; i < 40 && document.activeElement !== list; i++) await user.tab();
    expect(document.activeElement).toBe(list);
    await user.selectOptions(list, 'Switch (Hosts)');
    await user.keyboard('{Enter}');
    expect(store.getState().doc.links).toMatchObject([{ kind: 'fc', from: { port: 'p0' }, to: { port: 'fabric' } }]);
    // Then Port 1, through its Connect button.
    const next = screen.getByRole('combobox', { name: 'Connect Port 1 to' });
    next.focus();
    await user.selectOptions(next, 'Switch (Hosts)');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Port 1' }));
    await user.keyboard('{Enter}');
    expect(store.getState().doc.links.map((l) => l.from.port)).toEqual(['p0', 'p1']);
  });

  it('asks for the drive count of a link into a RAID group, as the canvas does', () => {
    const { store, dispatcher } = renderWithDesign(<Inspector />);
    let group = '';
    act(() => {
      const array = add(store, dispatcher, 't-array');
      add(store, dispatcher, 't-enclosure', { parentId: array });
      group = add(store, dispatcher, 't-raid', { parentId: array });
      dispatcher.dispatch('select', { components: [group] });
    });
    const list = screen.getByTestId('connect-target-members');
    const drives = [...(list as HTMLSelectElement).options].find((o) => o.textContent?.endsWith('(Drives)'))!;
    fireEvent.change(list, { target: { value: drives.value } });
    fireEvent.click(screen.getByTestId('connect-members'));
    expect(store.getState().doc.links).toHaveLength(0);
    const prompt = screen.getByTestId('drive-count-prompt');
    expect(prompt.textContent).toContain('has 15 unassigned drives.');
    fireEvent.change(within(prompt).getByTestId('prompt-input'), { target: { value: '4' } });
    fireEvent.click(within(prompt).getByTestId('prompt-confirm'));
    expect(store.getState().doc.links).toMatchObject([{ kind: 'member', diskCount: 4, to: { componentId: group } }]);
    const link = store.getState().doc.links[0];
    expect(screen.getByTestId('port-members').textContent).toContain('4 drives');
    expect(document.activeElement).toBe(screen.getByTestId(`select-link-${link.id}`));
  });
});
