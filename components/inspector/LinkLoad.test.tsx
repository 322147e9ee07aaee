// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeLoad } from '../../src/store/reportFixture';
import { renderWithDesign, showComponentLoads } from '../testing/renderWithDesign';
import { LinkLoad } from './LinkLoad';

afterEach(cleanup);

describe('LinkLoad', () => {
  it("shows a cable's two directions, each checkable against its own bandwidth", () => {
    const { store } = renderWithDesign(<LinkLoad id="fc-1" />);
    expect(screen.queryByTestId('link-load')).toBeNull();
    const load = {
      ...makeLoad('fc-1', 0.052, 17.8),
      kind: 'link',
      iops: 4067,
      directions: [
        { direction: 'array→host', iops: 2446, mbPerSec: 10.0, utilisation: 0.052 },
        { direction: 'host→array', iops: 1621, mbPerSec: 7.8, utilisation: 0.04 },
      ],
    };
    showComponentLoads(store, [load]);
    expect(screen.getByTestId('link-util').textContent).toBe('5 %');
    expect(screen.getByTestId('link-total').textContent).toBe('4,067 IO/s · 17.8 MB/s');
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    const rows = screen.getAllByTestId('link-direction').map(cells);
    expect(rows).toEqual([
      ['array → host (reads)', '2,446', '10', '5 %'],
      ['host → array (writes)', '1,621', '7.8', '4 %'],
    ]);
  });
});
