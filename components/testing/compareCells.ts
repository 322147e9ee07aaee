/** Compare-view cells for tests: a value cell with every field at its plain default. */
import type { CompareCell } from '../compare/compareRows';

export const valueCell = (text: string, o: Partial<Extract<CompareCell, { kind: 'value' }>> = {}): CompareCell => ({
  kind: 'value',
  text,
  detail: null,
  tone: null,
  diff: null,
  diffTone: null,
  best: false,
  title: null,
  ...o,
});
