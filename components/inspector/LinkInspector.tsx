/**
 * Properties of a selected link: what it connects (each part and port as the canvas labels them)
 * and, for drive links, how many drives.
 */
import type { Link } from '../../src/schema/connections';
import { indexComponents } from '../../src/store/designIndex';
import { handleFor } from '../../src/store/geometry';
import { useDesign, useDispatcher } from '../state/DesignContext';
import { FieldInput } from './fields/FieldInput';
import type { FieldSpec } from './fields/fieldSpecs';
import { LinkLoad } from './LinkLoad';
import { handleLabel } from './portModel';
import { useCommit } from './useCommit';

const linkKindLabel: Record<Link['kind'], string> = {
  fc: 'Fibre Channel link',
  backend: 'Back-end link',
  member: 'Drive link',
  dbFile: 'Database file',
  logFile: 'Log files',
};

const drives: FieldSpec = { key: 'diskCount', label: 'Drives given to the RAID group', type: 'int' };

/** Inspector for one link. */
export function LinkInspector({ link }: { link: Link }) {
  const commit = useCommit();
  const dispatcher = useDispatcher();
  const byId = indexComponents(useDesign((s) => s.doc.components)).byId;
  // Ports as the canvas labels them ("· Back end", not "· be"); names may hold parentheses themselves.
  const end = (side: 'from' | 'to'): string => {
    const c = byId.get(link[side].componentId);
    if (!c) return link[side].componentId;
    return `${c.name} · ${handleLabel(c, handleFor(link, side, c))}`;
  };
  return (
    <div className="sp-inspector__content" data-testid="inspector-link">
      <header className="sp-inspector__header">
        <p className="sp-inspector__kind">{linkKindLabel[link.kind]}</p>
        <p className="sp-link-ends">
          {end('from')} <span aria-hidden="true">→</span> {end('to')}
        </p>
      </header>
      {link.kind === 'fc' && <LinkLoad id={link.id} />}
      {link.kind === 'member' && (
        <section className="sp-section">
          <FieldInput
            spec={drives}
            value={link.diskCount}
            onCommit={(v) => commit('setLinkProperties', { id: link.id, diskCount: v as number })}
          />
        </section>
      )}
      <section className="sp-section sp-actions">
        <button
          type="button"
          className="sp-btn sp-btn--danger"
          onClick={() => dispatcher.dispatch('removeSelection', undefined)}
        >
          Delete link
        </button>
      </section>
    </div>
  );
}
