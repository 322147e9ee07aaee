import { z } from 'zod';

import { Design, DESIGN_FORMAT, DESIGN_VERSION } from './design';

/** Where the generated JSON Schema of the design file lives (repository-relative). */
export const DESIGN_JSON_SCHEMA_PATH = `docs/schema/design.v${DESIGN_VERSION}.schema.json`;

/**
 * The JSON Schema of the design file, derived from the Zod schema so the two cannot drift. Other
 * tools (editors, scripts, customers' pipelines) can validate `.spindle.json` files with it; the
 * cross-reference checks of `Design` (unique ids, links to existing components, containment) are
 * code, not schema, and are listed in the description instead.
 */
export function designJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(Design, { target: 'draft-2020-12', unrepresentable: 'any' });
  return {
    ...schema,
    $id: `https://spindle.invalid/schema/design.v${DESIGN_VERSION}.schema.json`,
    title: `Spindle design file, version ${DESIGN_VERSION}`,
    description:
      `A Spindle Exchange storage design ("format": "${DESIGN_FORMAT}"). Also checked by the app, ` +
      'beyond this schema: component and link ids are unique, every parentId and link end names an ' +
      'existing component, a component sits only in a kind of parent it may (allowedParents) and never ' +
      'inside itself, and links join compatible ports (see docs/ARCHITECTURE.md).',
  };
}

/** The schema as the file holds it: 2-space JSON with a trailing newline. */
export function designJsonSchemaText(): string {
  return JSON.stringify(designJsonSchema(), null, 2) + '\n';
}
