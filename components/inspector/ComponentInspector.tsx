/**
 * Properties of the selected component(s). One: every property the engine uses, its part, its
 * Jetstress settings and its figures. Several: the properties they share ("Mixed" where values
 * differ); an edit applies to all or, if any value is invalid for one of them, to none.
 */
import { useState } from 'react';

import { kindLabel, type Component } from '../../src/schema/components';
import { ancestorsOf, indexComponents } from '../../src/store/designIndex';
import { NumberPrompt } from '../chrome/NumberPrompt';
import { useCatalog, useDesign, useDispatcher } from '../state/DesignContext';
import { EngineFigures } from './EngineFigures';
import { FieldInput, MIXED } from './fields/FieldInput';
import { applicableFields, fieldsByKind, sharedFields, type FieldSpec } from './fields/fieldSpecs';
import { JetstressEditor } from './JetstressEditor';
import { PartInfo } from './PartInfo';
import { PortConnections } from './PortConnections';
import { useCommit } from './useCommit';

const nameSpec: FieldSpec = { key: 'name', label: 'Name', type: 'text' };

/** Inspector for a non-empty selection of components. */
export function ComponentInspector({ components }: { components: readonly Component[] }) {
  const commit = useCommit();
  const dispatcher = useDispatcher();
  const catalog = useCatalog();
  const all = useDesign((s) => s.doc.components);
  const [asking, setAsking] = useState(false);
  const one = components.length === 1 ? components[0] : null;
  const ids = components.map((c) => c.id);
  const fields = applicableFields(
    one ? fieldsByKind[one.kind] : sharedFields([...new Set(components.map((c) => c.kind))]),
    components,
  );

  const valueOf = (key: string): unknown => {
    const values = components.map((c) => (c as Record<string, unknown>)[key]);
    return values.every((v) => v === values[0]) ? values[0] : MIXED;
  };

  const choicesFor = (f: FieldSpec): { value: string; label: string }[] | undefined => {
    if (f.type === 'drive')
      return (catalog?.list({ kind: 'drive' }) ?? []).map((p) => ({ value: p.id, label: `${p.vendor} ${p.model}` }));
    if ((f.type === 'controller' || f.type === 'enclosure') && one) {
      // The parts of the same array: a LUN's owners, a controller's enclosures.
      const array = ancestorsOf(all, one.id).find((a) => a.kind === 'array');
      const kind = f.type;
      const parts = array ? (indexComponents(all).children.get(array.id) ?? []).filter((c) => c.kind === kind) : [];
      return parts.map((c) => ({ value: c.id, label: c.name }));
    }
    return undefined;
  };

  const hosts = one && (one.kind === 'server' || one.kind === 'vm') ? one : null;
  // An ESX host whose VMs hold the databases runs no Jetstress itself: its VMs do.
  const kids = hosts ? (indexComponents(all).children.get(hosts.id) ?? []) : [];
  const vmHost = kids.some((k) => k.kind === 'vm') && !kids.some((k) => k.kind === 'database');

  return (
    <div className="sp-inspector__content" data-testid="inspector-component">
      <header className="sp-inspector__header">
        <p className="sp-inspector__kind">{one ? kindLabel[one.kind] : `${components.length} components selected`}</p>
        {one ? (
          <FieldInput
            key={one.id}
            spec={nameSpec}
            value={one.name}
            onCommit={(v) => commit('rename', { id: one.id, name: String(v) })}
          />
        ) : (
          <p className="sp-muted sp-small">Edits apply to every selected component.</p>
        )}
      </header>
      {one?.catalogRef && <PartInfo partId={one.catalogRef} />}
      {fields.length > 0 && (
        <section className="sp-section">
          <h3 className="sp-section__title">{one ? 'Properties' : 'Shared properties'}</h3>
          {fields.map((f) => (
            <FieldInput
              key={`${ids.join(',')}:${f.key}`}
              spec={f}
              value={valueOf(f.key)}
              choices={choicesFor(f)}
              onCommit={(v) => commit('setProperties', { ids, values: { [f.key]: v } })}
            />
          ))}
        </section>
      )}
      {!one && fields.length === 0 && <p className="sp-muted">These components share no properties.</p>}
      {one && <PortConnections key={one.id} component={one} />}
      {hosts && !vmHost && <JetstressEditor id={hosts.id} settings={hosts.jetstress} />}
      {hosts && vmHost && (
        <section className="sp-section" data-testid="jetstress">
          <h3 className="sp-section__title">Jetstress</h3>
          <p className="sp-muted">Runs in this host&apos;s VMs: select a VM for its Jetstress settings.</p>
        </section>
      )}
      {one && <EngineFigures id={one.id} />}
      <section className="sp-section sp-actions">
        {one && (
          <button type="button" className="sp-btn" onClick={() => setAsking(true)} data-testid="add-more">
            Add more like this…
          </button>
        )}
        <button type="button" className="sp-btn" onClick={() => dispatcher.dispatch('duplicate', undefined)}>
          Duplicate
        </button>
        <button
          type="button"
          className="sp-btn sp-btn--danger"
          onClick={() => dispatcher.dispatch('removeSelection', undefined)}
          data-testid="delete-selection"
        >
          Delete
        </button>
      </section>
      {asking && one && (
        <NumberPrompt
          title={`Add more like ${one.name}`}
          label="How many more?"
          initial={1}
          min={1}
          max={200}
          help="Copies go into the same container, named on from this one."
          confirmLabel="Add"
          testId="add-more-prompt"
          onCancel={() => setAsking(false)}
          onConfirm={(count) => {
            setAsking(false);
            dispatcher.dispatch('addMoreLikeThis', { count });
          }}
        />
      )}
    </div>
  );
}
