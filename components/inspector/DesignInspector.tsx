/** Shown when nothing is selected: the design's title and its Exchange workload. */
import { FieldInput } from './fields/FieldInput';
import { workloadFields, type FieldSpec } from './fields/fieldSpecs';
import { useDesign } from '../state/DesignContext';
import { useCommit } from './useCommit';

const titleSpec: FieldSpec = { key: 'title', label: 'Design title', type: 'text' };

/** Design title and workload editor. */
export function DesignInspector() {
  const commit = useCommit();
  const meta = useDesign((s) => s.doc.meta);
  const workload = useDesign((s) => s.doc.workload);
  return (
    <div className="sp-inspector__content" data-testid="inspector-design">
      <header className="sp-inspector__header">
        <p className="sp-inspector__kind">Design</p>
        <FieldInput
          spec={titleSpec}
          value={meta.title}
          onCommit={(v) => commit('setDesignInfo', { title: String(v) })}
        />
      </header>
      <section className="sp-section" data-testid="workload">
        <h3 className="sp-section__title">Exchange workload</h3>
        {workloadFields.map((f) => (
          <FieldInput
            key={f.key}
            spec={f}
            value={(workload as Record<string, unknown>)[f.key]}
            onCommit={(v) => commit('setWorkload', { values: { [f.key]: v } })}
          />
        ))}
      </section>
      <p className="sp-muted sp-small sp-inspector__tip">
        Select a component to edit it. Shift-click or drag a box to select several.
      </p>
    </div>
  );
}
