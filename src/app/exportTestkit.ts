/**
 * Test helper (not used by the app) for the export hooks' tests (`use*Export.test.ts`): a preset
 * read from disk and a platform whose Save answers as told, recording what it was handed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { vi } from 'vitest';

import type { DocumentIo, ExportOutcome } from '../io';
import type { ExportFile } from '../platform';
import type { Design } from '../schema/design';
import { parseDesignText } from '../schema/load';

/** The preset read from disk (happy-dom gives `import.meta.url` no file path, so not `loadPreset`). */
export function presetFromDisk(id: string): Design {
  const parsed = parseDesignText(readFileSync(join(process.cwd(), 'presets', `${id}.json`), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Document I/O whose `saveExport` answers `answer`; `saveExport.mock.calls` holds each file. */
export function fakeExportIo(answer: ExportOutcome) {
  const saveExport = vi.fn(async (_f: ExportFile) => answer);
  return { io: { saveExport } as unknown as DocumentIo, saveExport };
}
