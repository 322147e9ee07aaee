/** The right-hand panel: edits whatever is selected, or the design and workload when nothing is. */
import './inspector.css';

import { selectSelectedComponents, selectSelectedLink } from '../../src/store/selectors';
import { useDesign } from '../state/DesignContext';
import { ComponentInspector } from './ComponentInspector';
import { DesignInspector } from './DesignInspector';
import { LinkInspector } from './LinkInspector';

/** The inspector panel. */
export function Inspector() {
  const components = useDesign(selectSelectedComponents);
  const link = useDesign(selectSelectedLink);
  return (
    <aside className="sp-inspector" aria-label="Inspector" data-testid="inspector">
      {components.length > 0 ? (
        <ComponentInspector components={components} />
      ) : link ? (
        <LinkInspector link={link} />
      ) : (
        <DesignInspector />
      )}
    </aside>
  );
}
