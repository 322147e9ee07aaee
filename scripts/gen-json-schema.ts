/**
 * Writes the design file's JSON Schema (generated from the Zod schema) into docs/schema/.
 * `src/schema/jsonSchema.test.ts` fails when the checked-in file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { DESIGN_JSON_SCHEMA_PATH, designJsonSchemaText } from '../src/schema/jsonSchema';

const out = resolve(import.meta.dirname, '..', DESIGN_JSON_SCHEMA_PATH);
writeFileSync(out, designJsonSchemaText());
console.log(`Wrote ${DESIGN_JSON_SCHEMA_PATH}`);
