/** Every preset builder, keyed by the fixed preset id. */
import type { Design } from '../../src/schema/design';
import { buildXiv } from './xiv';

export const BUILDERS: Readonly<Record<string, () => Design>> = {
  'xiv-2810': buildXiv,
};

export function buildPresets(): [string, Design][] {
  return Object.entries(BUILDERS).map(([id, build]) => [id, build()]);
}
