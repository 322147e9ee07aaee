// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { add } from '../../src/commands/testkit';
import { makeLoad, makeReport } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { DesignCanvas } from './DesignCanvas';

afterEach(cleanup);

describe('DesignCanvas', () => {
  it('draws nested containers, cards, handles and links from the store, and badges from the report', async () => {
    const { store, dispatcher, container } = renderWithDesign(
      <div style={{ width: 1000, height: 700 }}>
        <DesignCanvas />
      </div>,
    );
    expect(screen.getByTestId('canvas-empty')).toBeTruthy();
    let ids: { server: string; hba: string; sw: string } = { server: '', hba: '', sw: '' };
    act(() => {
      const server = add(store, dispatcher, 't-server');
      const hba = add(store, dispatcher, 't-hba', { parentId: server });
      const sw = add(store, dispatcher, 't-switch', { at: { x: 700, y: 100 } });
      dispatcher.dispatch('connectPorts', {
        a: { componentId: hba, port: 'p0' },
        b: { componentId: sw, port: 'fabric' },
      });
      ids = { server, hba, sw };
    });
    expect(screen.queryByTestId('canvas-empty')).toBeNull();
    const hbaNode = await screen.findByTestId(`node-${ids.hba}`);
    expect(screen.getByTestId(`node-${ids.server}`).contains(hbaNode)).toBe(false);
    expect(container.querySelector(`.react-flow__node[data-id="${ids.hba}"]`)).toBeTruthy();
    expect(screen.getByTestId(`handle-${ids.hba}-p0`)).toBeTruthy();
    expect(screen.getByTestId(`handle-${ids.sw}-fabric@r`)).toBeTruthy();

    act(() =>
      store.setAnalysis({
        revision: store.getState().revision,
        report: makeReport(store.getState().revision, { components: [makeLoad(ids.sw, 0.75)] }),
      }),
    );
    expect(screen.getByTestId(`node-${ids.sw}`).querySelector('[data-testid="badge-busy"]')?.textContent).toBe(
      'Busy75 %',
    );
    act(() => void dispatcher.dispatch('rename', { id: ids.sw, name: 'Fabric A' }));
    expect(screen.getByTestId(`node-${ids.sw}`).querySelector('.is-stale')).toBeTruthy();
  });
});
