/** Minimap colours: hosts blue, fabric violet, storage teal, Exchange objects indigo. */
import type { Node } from '@xyflow/react';

const colours: Record<string, string> = {
  server: '#c7d8f5',
  vm: '#d9d4f7',
  hba: '#6b93d6',
  switch: '#8b6fd6',
  array: '#bfe3de',
  controller: '#3f9c91',
  enclosure: '#5fb3a8',
  raidGroup: '#9fd3cb',
  lun: '#2f8579',
  database: '#6366f1',
};

/** Fill of a node in the minimap, by component kind. */
export function minimapColour(node: Node): string {
  const kind = (node.data as { kind?: string } | undefined)?.kind;
  return (kind && colours[kind]) || '#cbd2d9';
}
