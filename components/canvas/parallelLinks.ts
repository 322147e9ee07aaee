/**
 * Parallel cables: two or more FC or back-end links between the same two cards (an HBA's two ports
 * to one switch, a switch to two front-end ports of one controller). Their curves nearly coincide,
 * so their labels fell on one spot and one was always hidden.
 *
 * Why one combined label ("2 × 46.9 MB/s") rather than curves bowed apart, each with its own
 * label: we drew both on the XIV preset. Bowed apart, each HBA's pair became a lens with two
 * identical "93.8 MB/s" pills stacked in it (and where a pair ran past a card one pill still had
 * to go): twice the ink around every switch, nothing more to read. One pill on the pair says what
 * a presales engineer says aloud ("two cables, 94 MB/s each"), as network diagrams label a bundle
 * of links. The cables stay distinct at their ports, and pointing at or selecting one shows that
 * cable's own figure.
 */
import type { Link } from '../../src/schema/connections';
import type { ReportIndex } from '../../src/store/selectors';
import { fmtMbPerSec, fmtMbPerSecValue } from '../format';

/** How a link takes part in a bundle of parallel cables. */
export interface Parallel {
  /** Ids of the bundle's links, the lead (which carries the combined label) first. */
  readonly members: readonly string[];
  /** Whether this link carries the combined label. */
  readonly lead: boolean;
}

/** Link kinds that are physical cables and so can run in parallel. */
const CABLES: ReadonlySet<Link['kind']> = new Set(['fc', 'backend']);

/**
 * The bundles of parallel cables among `links`: link id → its bundle, for links in a bundle of
 * two or more. `skip` holds links drawn elsewhere (rerouted by a collapsed box, which bundles its
 * own). The lead is the bundle's first link in document order. Pure.
 */
export function parallelBundles(links: readonly Link[], skip: ReadonlySet<string>): Map<string, Parallel> {
  const bundles = new Map<string, string[]>();
  for (const l of links) {
    if (!CABLES.has(l.kind) || skip.has(l.id)) continue;
    const ends = [l.from.componentId, l.to.componentId].sort();
    const key = `${ends[0]}\u0000${ends[1]}\u0000${l.kind}`;
    const bundle = bundles.get(key);
    if (bundle) bundle.push(l.id);
    else bundles.set(key, [l.id]);
  }
  const out = new Map<string, Parallel>();
  for (const members of bundles.values()) {
    if (members.length < 2) continue;
    members.forEach((id, i) => out.set(id, { members, lead: i === 0 }));
  }
  return out;
}

/**
 * The combined throughput label of a bundle from its cables' figures [MB/s]: `2 × 46.9 MB/s` when
 * they read the same, `46.9 + 31.2 MB/s` when not; empty when the engine gave none of them a
 * figure (a cable without one counts as 0, as the engine reports no load on it). Pure.
 */
export function bundleThroughput(mbPerSec: readonly (number | null)[]): string {
  if (mbPerSec.every((v) => v === null)) return '';
  const values = mbPerSec.map((v) => fmtMbPerSecValue(v ?? 0));
  if (values.every((v) => v === values[0]))
    return `${values.length} × ${fmtMbPerSec(mbPerSec.find((v) => v !== null))}`;
  return `${values.join(' + ')} MB/s`;
}

/** The figures of a bundle's cables [MB/s]. */
export const bundleLoads = (p: Parallel | undefined, report: ReportIndex): (number | null)[] =>
  p ? p.members.map((id) => report.loads.get(id)?.mbPerSec ?? null) : [];
