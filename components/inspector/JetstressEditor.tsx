/**
 * Jetstress settings of a server or VM: threads per database (or automatic tuning), the operation
 * mix (which must add up to 100 %), lazy commits, background database maintenance and simulated
 * copies. A host with none of its own runs Jetstress in the engine with the engine's defaults;
 * *Set Jetstress settings* makes exactly those its own, so no figure moves until one is edited.
 */
import { useEffect, useMemo, useState } from 'react';

import { engineDefaultJetstress } from '../../engine/ts/toEngineInput';
import type { JetstressSettings } from '../../src/schema/workload';
import { useDesign } from '../state/DesignContext';
import { FieldInput } from './fields/FieldInput';
import type { FieldSpec } from './fields/fieldSpecs';
import { useCommit } from './useCommit';

const mixKeys = ['insertPct', 'deletePct', 'replacePct', 'readPct'] as const;
const mixLabels: Record<(typeof mixKeys)[number], string> = {
  insertPct: 'Insert',
  deletePct: 'Delete',
  replacePct: 'Replace',
  readPct: 'Read',
};

const lazy: FieldSpec = { key: 'lazyCommitPct', label: 'Lazy commits', unit: '%', type: 'number' };
const bdm: FieldSpec = { key: 'backgroundMaintenance', label: 'Background database maintenance', type: 'bool' };
const copies: FieldSpec = {
  key: 'copiesPerDatabase',
  label: 'Copies per database',
  type: 'int',
  help: 'Log replication reads Jetstress simulates.',
};
const threads: FieldSpec = { key: 'threadsPerDatabase', label: 'Threads per database', type: 'int' };

/** The engine's defaults in words, e.g. "threads tuned automatically, mix 40/20/5/35 %, …". */
const defaultsText = (d: JetstressSettings): string =>
  [
    d.threadsPerDatabase === 'auto' ? 'threads tuned automatically' : `${d.threadsPerDatabase} threads per database`,
    `mix ${d.insertPct}/${d.deletePct}/${d.replacePct}/${d.readPct} %`,
    `${d.lazyCommitPct} % lazy commits`,
    `maintenance ${d.backgroundMaintenance ? 'on' : 'off'}`,
    `${d.copiesPerDatabase} ${d.copiesPerDatabase === 1 ? 'copy' : 'copies'} per database`,
  ].join(', ');

/** Props of `JetstressEditor`. */
export interface JetstressEditorProps {
  readonly id: string;
  readonly settings: JetstressSettings | undefined;
}

/** Edits one host's Jetstress settings. */
export function JetstressEditor({ id, settings }: JetstressEditorProps) {
  const commit = useCommit();
  // Turning tuning off starts from the count the engine tuned (as Jetstress's own tuning hands
  // over), not an arbitrary 2 that would move every figure.
  const tuned = useDesign((s) => {
    const t = s.analysis.report?.servers.find((r) => r.id === id)?.threadsPerDatabase;
    return t !== undefined && Number.isFinite(t) && t >= 1 ? Math.round(t) : null;
  });
  // The engine's defaults take the workload's version and database copies (engineDefaultJetstress).
  const copiesPerDatabase = useDesign((s) => s.doc.workload.copiesPerDatabase);
  const exchangeVersion = useDesign((s) => s.doc.workload.exchangeVersion);
  const defaults = useMemo(
    () => engineDefaultJetstress({ copiesPerDatabase, exchangeVersion }),
    [copiesPerDatabase, exchangeVersion],
  );
  const set = (next: JetstressSettings | undefined): string | null =>
    commit('setProperties', { ids: [id], values: { jetstress: next } });
  const [mix, setMix] = useState(() => mixKeys.map((k) => String(settings?.[k] ?? defaults[k])));
  const [mixError, setMixError] = useState<string | null>(null);
  const mixShown = mixKeys.map((k) => String(settings?.[k] ?? defaults[k])).join('|');
  useEffect(() => {
    setMix(mixShown.split('|'));
    setMixError(null);
  }, [mixShown]);

  if (!settings) {
    return (
      <section className="sp-section" data-testid="jetstress">
        <h3 className="sp-section__title">Jetstress</h3>
        <p className="sp-muted">
          No settings of its own: the engine runs Jetstress here with its defaults ({defaultsText(defaults)}). Setting
          them changes no figure until you edit one.
        </p>
        <button type="button" className="sp-btn" onClick={() => set({ ...defaults })} data-testid="jetstress-enable">
          Set Jetstress settings
        </button>
      </section>
    );
  }

  const applyMix = (): void => {
    const values = mix.map((t) => Number(t.trim()));
    if (values.some((v) => !Number.isFinite(v))) return setMixError('Enter a number for each operation.');
    const sum = values.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) >= 0.01)
      return setMixError(`Insert + delete + replace + read = ${sum} %; it must be 100 %.`);
    const next = { ...settings };
    mixKeys.forEach((k, i) => (next[k] = values[i]));
    setMixError(set(next));
  };

  return (
    <section className="sp-section" data-testid="jetstress">
      <h3 className="sp-section__title">Jetstress</h3>
      <div className="sp-field sp-field--check">
        <label className="sp-field__label" htmlFor={`${id}-auto`}>
          Tune threads automatically
        </label>
        <input
          id={`${id}-auto`}
          type="checkbox"
          className="sp-checkbox"
          checked={settings.threadsPerDatabase === 'auto'}
          onChange={(e) => set({ ...settings, threadsPerDatabase: e.target.checked ? 'auto' : (tuned ?? 2) })}
          data-testid="field-threadsAuto"
        />
      </div>
      {settings.threadsPerDatabase !== 'auto' && (
        <FieldInput
          spec={threads}
          value={settings.threadsPerDatabase}
          onCommit={(v) => set({ ...settings, threadsPerDatabase: v as number })}
        />
      )}
      <fieldset className="sp-mix">
        <legend className="sp-field__label">Operation mix (%)</legend>
        <div className="sp-mix__grid">
          {mixKeys.map((k, i) => (
            <label key={k} className="sp-mix__cell">
              <span>{mixLabels[k]}</span>
              <input
                className={`sp-input${mixError ? ' is-invalid' : ''}`}
                inputMode="decimal"
                value={mix[i]}
                onChange={(e) => setMix(mix.map((m, j) => (j === i ? e.target.value : m)))}
                onBlur={applyMix}
                onKeyDown={(e) => e.key === 'Enter' && applyMix()}
                data-testid={`field-${k}`}
              />
            </label>
          ))}
        </div>
        {mixError && (
          <p className="sp-field__error" role="alert" data-testid="field-error-mix">
            {mixError}
          </p>
        )}
      </fieldset>
      <FieldInput
        spec={lazy}
        value={settings.lazyCommitPct}
        onCommit={(v) => set({ ...settings, lazyCommitPct: v as number })}
      />
      <FieldInput
        spec={bdm}
        value={settings.backgroundMaintenance}
        onCommit={(v) => set({ ...settings, backgroundMaintenance: v as boolean })}
      />
      <FieldInput
        spec={copies}
        value={settings.copiesPerDatabase}
        onCommit={(v) => set({ ...settings, copiesPerDatabase: v as number })}
      />
      <button type="button" className="sp-btn sp-btn--ghost sp-btn--small" onClick={() => set(undefined)}>
        Use the defaults instead
      </button>
    </section>
  );
}
