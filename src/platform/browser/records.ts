/**
 * The records the browser platform keeps in its key-value store (the recent list, the autosave
 * snapshot, custom parts), how a damaged snapshot is still offered, and how a failed write is
 * worded.
 */
import { z } from 'zod';

import { appError, type AppError } from '../../schema/errors';
import type { ExportFormat, StoredSnapshot } from '../types';
import { AUTOSAVE_PREFIX } from './tabSlot';

export const RecentList = z.array(z.object({ path: z.string(), name: z.string(), openedAt: z.number() }));
export const Snapshot = z.object({
  designText: z.string(),
  path: z.string().nullable(),
  name: z.string(),
  savedAt: z.number(),
});
/** A damaged autosave record as a snapshot whose text the app can offer to save as a file. */
export function salvagedSnapshot(raw: unknown, savedAt: number): StoredSnapshot {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : 'Unsaved work';
  if (typeof record.designText === 'string') return { designText: record.designText, path: null, name, savedAt };
  let designText: string;
  try {
    designText = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  } catch {
    designText = String(raw);
  }
  return { designText, path: null, name, savedAt };
}

/** MIME types of exports, so the browser names and opens the download right. */
export const EXPORT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  html: 'text/html;charset=utf-8',
  json: 'application/json',
};

export const PartsRecord = z.object({ version: z.literal(1), parts: z.array(z.unknown()) });

/** What each stored key holds, as the error of a failed write names it. */
const STORED: readonly (readonly [prefix: string, what: string])[] = [
  ['recent', 'the recent files list'],
  ['compareCandidates', 'the kept Compare candidates'],
  ['customParts', 'your custom parts'],
  ['handle:', 'the recent files list'],
];

/**
 * The error of a failed write (or, with `clearing`, delete) of `key`, worded for what it holds,
 * as the desktop app words its channels: a recovery copy or the custom parts failing is not "The
 * design could not be saved".
 */
export function storageError(key: string, reason: string, clearing: boolean): AppError {
  if (key.startsWith(AUTOSAVE_PREFIX))
    return appError(clearing ? 'autosave/clear-failed' : 'autosave/write-failed', { reason });
  const what = STORED.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'unsaved work kept aside';
  return appError('settings/write-failed', { what, reason });
}
