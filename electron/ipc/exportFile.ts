/**
 * What main checks of an exported file before writing it under the user's chosen name: its size,
 * and that its bytes are what its format says (part of the IPC contract, `contract.ts`).
 */
import { z } from 'zod';

/**
 * Largest export main writes [bytes]: a 20,000-component BOM workbook is far below it, and that
 * design's diagram (1 to 1.5 KB of SVG per component, as the presets measure) up to about 30 MB.
 */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;

/** Export file formats. */
export const ExportFormat = z.enum(['xlsx', 'csv', 'svg', 'png', 'html', 'json']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The ZIP local-file signature every .xlsx starts with (`PK\x03\x04`). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The eight bytes every PNG starts with (PNG specification, section 5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `data` as UTF-8 text, or null when it is not valid UTF-8. */
function utf8(data: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

/**
 * Whether `text` is an SVG document: its first content, after an optional byte-order mark and
 * white space, is the XML declaration or the `<svg` element. A comment or doctype first would be
 * valid XML too, but Spindle never writes one, so anything else is refused.
 */
export function looksLikeSvg(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return /^<svg[\s>]/.test(start) || /^<\?xml[\s?]/.test(start);
}

/**
 * Why `data` is not an HTML document (the design report), or null when it is: valid UTF-8 whose
 * first content, after an optional byte-order mark and white space, is `<!doctype html`.
 */
export function htmlDocumentProblem(data: Uint8Array): string | null {
  const text = utf8(data);
  if (text === null) return 'An .html file must be UTF-8 text.';
  return /^\uFEFF?\s*<!doctype html/i.test(text) ? null : 'An .html file must start with <!doctype html>.';
}

/**
 * An exported file (a bill of materials, a test plan, a diagram, a design report) and the name to
 * offer. Checked before main writes it: an .xlsx must be a ZIP archive, a .csv valid UTF-8 text,
 * an .svg UTF-8 text that starts as an SVG document, a .png carry the PNG signature and an .html
 * be an HTML document, so a confused or hostile renderer cannot write something else under the
 * user's chosen name.
 */
export const ExportFile = z
  .strictObject({
    suggestedName: z.string().min(1).max(255),
    format: ExportFormat,
    data: z
      .instanceof(Uint8Array, { message: 'Expected the file as bytes (Uint8Array).' })
      .refine((d) => d.byteLength > 0, 'The file is empty.')
      .refine((d) => d.byteLength <= MAX_EXPORT_BYTES, `Exports are limited to ${MAX_EXPORT_BYTES / 1024 / 1024} MB.`),
  })
  .superRefine((f, ctx) => {
    const bad = (message: string): void => void ctx.addIssue({ code: 'custom', path: ['data'], message });
    if (f.format === 'xlsx' && !ZIP_SIGNATURE.every((b, i) => f.data[i] === b))
      bad('An .xlsx file must be a ZIP archive.');
    if (f.format === 'csv' && utf8(f.data) === null) bad('A .csv file must be UTF-8 text.');
    if (f.format === 'json' && utf8(f.data) === null) bad('A .json file must be UTF-8 text.');
    if (f.format === 'svg') {
      const text = utf8(f.data);
      if (text === null) bad('An .svg file must be UTF-8 text.');
      else if (!looksLikeSvg(text)) bad('An .svg file must start with an SVG document (<svg or <?xml).');
    }
    if (f.format === 'png' && !PNG_SIGNATURE.every((b, i) => f.data[i] === b))
      bad('A .png file must start with the PNG signature.');
    const htmlProblem = f.format === 'html' ? htmlDocumentProblem(f.data) : null;
    if (htmlProblem) bad(htmlProblem);
  });
