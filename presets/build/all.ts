/** Every preset builder, keyed by the fixed preset id. */
import type { Design } from '../../src/schema/design';
import { buildPhase1, buildPhase2 } from './clariion-phases';
import { buildNseries } from './nseries';
import { buildUcs } from './ucs';
import { buildXiv } from './xiv';

export const BUILDERS: Readonly<Record<string, () => Design>> = {
  'xiv-2810': buildXiv,
  'cisco-ucs-c210-m2': buildUcs,
  'clariion-cx4-960-phase1': buildPhase1,
  'clariion-cx4-960-phase2': buildPhase2,
  'nseries-qd256': () => buildNseries(256),
  'nseries-qd16': () => buildNseries(16),
};

export function buildPresets(): [string, Design][] {
  return Object.entries(BUILDERS).map(([id, build]) => [id, build()]);
}
