import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DESIGN_JSON_SCHEMA_PATH, designJsonSchema, designJsonSchemaText } from './jsonSchema';

const root = resolve(import.meta.dirname, '..', '..');

describe('design JSON Schema', () => {
  it('is checked in and up to date (npm run schema:json regenerates it)', () => {
    const onDisk = readFileSync(resolve(root, DESIGN_JSON_SCHEMA_PATH), 'utf8');
    expect(onDisk).toBe(designJsonSchemaText());
  });

  it('pins the format, the version and every top-level section', () => {
    const s = designJsonSchema() as {
      properties: Record<string, { const?: unknown }>;
      required: string[];
    };
    expect(s.properties.format?.const).toBe('spindle.design');
    expect(s.properties.version?.const).toBe(1);
    expect(s.required).toEqual(
      expect.arrayContaining(['format', 'version', 'app', 'meta', 'workload', 'components', 'links', 'layout']),
    );
  });

  it('carries the field ranges users see as messages in the app', () => {
    const text = designJsonSchemaText();
    // The HBA execution throttle range and the ten component kinds are in the schema.
    expect(text).toContain('"executionThrottle"');
    for (const kind of [
      'server',
      'vm',
      'hba',
      'switch',
      'array',
      'controller',
      'enclosure',
      'raidGroup',
      'lun',
      'database',
    ])
      expect(text).toContain(`"const": "${kind}"`);
  });
});
