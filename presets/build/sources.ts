/**
 * The seed documents the presets recreate, and the one way a preset cites them. Every quote is
 * checked against the cited line(s) of the document when the preset is built (and again by the
 * tests), so a preset can never carry a line number that does not say what the preset claims.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { SourceRef } from '../../src/schema/provenance';

/** `../shared/seeds` from the repository root, as every developer and CI run has it. */
export const SEEDS_DIR = fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));

export const DOC = {
  xiv: '000_fc78f8ddc2922753.txt',
  ucs: '001_1bc8c96bc4f63ba8.txt',
  emc: '002_1a97c752d0caff03.txt',
  nseries: '004_5bb9d98cf20386c7.txt',
} as const;

export const DOC_TITLE: Record<string, string> = {
  [DOC.xiv]:
    'IBM XIV Storage System Model 2810 40,000 Mailbox Resiliency Exchange 2010 Storage Solution (ESRP-Storage v3.0)',
  [DOC.ucs]:
    'Cisco UCS C210 M2 2500 Mailbox Resiliency Microsoft Exchange 2010 Storage Solution (white paper, June 2012)',
  [DOC.emc]:
    'EMC Virtualized Architecture for Microsoft Exchange Server 2007 with VMware VI3 and EMC CLARiiON CX4-960 (H6121, July 2009)',
  [DOC.nseries]:
    'IBM NS3523-0: Exchange Server 2003 on IBM System Storage N series - Jetstress best practices (Oct 2007)',
};

const cache = new Map<string, readonly string[]>();

/** The lines of a seed document (index 0 = line 1). */
export function seedLines(document: string): readonly string[] {
  let lines = cache.get(document);
  if (!lines) {
    lines = readFileSync(SEEDS_DIR + document, 'utf8').split('\n');
    cache.set(document, lines);
  }
  return lines;
}

/** Collapses runs of white space (tables in the seeds are tab-separated). */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when `quote` appears in the cited line(s), read together. */
export function quoteOnLines(document: string, lines: readonly number[], quote: string): boolean {
  const all = seedLines(document);
  if (lines.some((n) => n < 1 || n > all.length)) return false;
  const text = normalize(lines.map((n) => all[n - 1]).join(' '));
  return text.includes(normalize(quote));
}

/** A checked citation: throws when the quote is not on the cited line(s). */
export function cite(document: string, lines: number[], quote: string): SourceRef {
  if (!quoteOnLines(document, lines, quote)) {
    throw new Error(`${document}:${lines.join(',')} does not contain "${quote}"`);
  }
  return { document, lines, quote };
}
