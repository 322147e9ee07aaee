/**
 * Whether a server runs none of its databases in the state reported: each is offline (its server
 * failed, a RAID group under its LUNs is not usable) or runs on another member of its DAG. The
 * engine says so with an `online` criterion scoped to the database's name (jetstress.rs), failed
 * or passed. Such a server runs no Jetstress threads, and its "threads per database" of 0 (the
 * engine's largest over no running database) read as a tuning result, "0 autotuned": the Servers
 * tab and the design report say "Does not run" instead. Pure.
 */
import type { ServerResult } from '../../engine/ts/reportSchema';

/** See the module comment. */
export function runsNone(s: Pick<ServerResult, 'criteria' | 'instances'>): boolean {
  if (s.instances.length === 0) return false;
  const notHere = new Set(s.criteria.filter((c) => c.id === 'online').map((c) => c.scope));
  return s.instances.every((i) => notHere.has(i.name));
}
