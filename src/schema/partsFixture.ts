/**
 * Test fixtures (not used by the app) for the drive parts a design carries: the custom SSD QA used,
 * and a design that uses it, made from the Cisco UCS C210 M2 preset's text.
 */
import type { CatalogPart } from './catalog';
import type { Design } from './design';
import { parseDesignText } from './load';

/** The custom drive a user added in the palette (Add a custom part… ▸ Drives). */
export const acmeSsd: CatalogPart = {
  id: 'custom-acme-ssd-400',
  kind: 'drive',
  vendor: 'Acme',
  model: 'SSD 400',
  partNumber: 'ASSD-400',
  listPriceUsd: null,
  summary: '400 GB SSD',
  specs: {
    kind: 'ssd',
    interface: 'SSD-SAS',
    formFactor: '2.5"',
    capacityGb: 400,
    rpm: 0,
    seekTrackMs: 0,
    seekAvgMs: 0,
    seekFullMs: 0,
    writeSettleMs: 0,
    mediaRateMbS: 400,
    queueCap: 32,
    ssdReadMs: 0.1,
    ssdWriteMs: 0.5,
    ssdParallelism: 4,
  },
  source: { title: 'Acme SSD 400 data sheet' },
  custom: true,
};

/** `presetText` (a design file) with every enclosure's drive type set to `driveRef`. */
export function designUsing(presetText: string, driveRef: string): Design {
  const r = parseDesignText(presetText);
  if (!r.ok) throw new Error(r.error.message);
  const components = r.value.components.map((c) => (c.kind === 'enclosure' ? { ...c, driveRef } : c));
  return { ...r.value, components };
}
