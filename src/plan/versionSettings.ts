/**
 * What a Jetstress setting means on the design's Exchange version, for the test plan (CLI and the
 * CSV/XLSX table): Jetstress 2007 and 2004 (Exchange 2003) have no background-maintenance option
 * and do not simulate database copies, and Jetstress 2013 (Exchange 2013, 2016, 2019) takes one
 * thread count for the whole test, not one per database (ANCHORS §4). A plan that said
 * "background maintenance on" or "3 per database" there asked for settings that do not exist.
 */
import { type ExchangeVersion as Version, jetstressBefore2010 as before2010 } from '../schema/workload';

/** The Jetstress release that tests `v`. */
export function jetstressRelease(v: Version): string {
  if (v === '2003') return 'Jetstress 2004';
  if (v === '2007') return 'Jetstress 2007';
  if (v === '2010') return 'Jetstress 2010';
  return 'Jetstress 2013';
}

/** The background-maintenance setting to enter, or why there is none. */
export function maintenanceSetting(v: Version, on: boolean): string {
  if (before2010(v)) return `not in ${jetstressRelease(v)}`;
  return on ? 'on' : 'off';
}

/** The copies-per-database setting to enter, or why there is none. */
export function copiesSetting(v: Version, copies: number): string {
  if (before2010(v)) return `not in ${jetstressRelease(v)}`;
  return String(copies);
}

/**
 * The thread count to enter: per database up to Jetstress 2010; for Jetstress 2013 the total,
 * "24 in all (3 per database × 8 databases)".
 */
export function threadsSetting(v: Version, perDatabase: number, databases: number): string {
  const per = `${perDatabase.toLocaleString('en-US', { maximumFractionDigits: 0 })} per database`;
  if (before2010(v) || v === '2010') return per;
  const all = (perDatabase * databases).toLocaleString('en-US', { maximumFractionDigits: 0 });
  return `${all} in all (${per} × ${databases} database${databases === 1 ? '' : 's'}; ${jetstressRelease(v)} takes one count for the test)`;
}
