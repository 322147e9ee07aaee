/**
 * Reading a node card's text as numbers and name parts (used by the Canvas page object and the
 * specs that check badges and names).
 */
import type { Locator } from '@playwright/test';

const GB_PER: Record<string, number> = { GB: 1, TB: 1000 };

/**
 * The numbers in a badge's text, in reading order, sizes in GB: `754 / 450` → [754, 450];
 * `6.5 TB · -513 GB free` → [6500, -513]. Thousands separators and either minus sign are read.
 */
export function badgeNumbers(text: string): number[] {
  return [...text.matchAll(/([-\u2212]?)([\d,]+(?:\.\d+)?)\s*(TB|GB)?/g)].map(
    ([, sign, digits, unit]) => (sign ? -1 : 1) * Number(digits.replace(/,/g, '')) * (unit ? GB_PER[unit] : 1),
  );
}

/** A part of a drawn name: its text, and whether it shows whole (not cut with an ellipsis). */
export interface NamePart {
  readonly text: string;
  readonly whole: boolean;
}

/** The parts of a drawn name (components/canvas/nameParts.ts). */
export interface NameParts {
  readonly head: NamePart;
  readonly tail: NamePart;
  readonly qualifier: NamePart;
}

/** The parts of `node`'s name as drawn: each part's text and whether it shows whole, not cut with an ellipsis. */
export function namePartsOf(node: Locator): Promise<NameParts> {
  return node
    .getByTestId('node-name')
    .first()
    .evaluate((name) => {
      const part = (cls: string) => {
        const e = name.querySelector<HTMLElement>(`.${cls}`);
        return { text: e?.textContent ?? '', whole: !e || e.scrollWidth <= e.clientWidth };
      };
      return { head: part('sp-name__head'), tail: part('sp-name__tail'), qualifier: part('sp-name__qualifier') };
    });
}

/** A card's detail line as drawn: its text, whether its kept part (a database's LUNs) shows whole, its tooltip. */
export interface DetailShown {
  readonly text: string;
  readonly keptWhole: boolean;
  readonly title: string;
}

/** The detail line of `node` (components/canvas/nodes/NodeParts.tsx `DetailLine`). */
export function detailOf(node: Locator): Promise<DetailShown> {
  return node
    .getByTestId('node-detail')
    .first()
    .evaluate((line) => {
      const kept = line.querySelector<HTMLElement>('.sp-detail__keep') ?? (line as HTMLElement);
      return {
        text: line.textContent ?? '',
        keptWhole: kept.scrollWidth <= kept.clientWidth,
        title: line.getAttribute('title') ?? '',
      };
    });
}
