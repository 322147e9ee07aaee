/**
 * What a headroom search's thread multiplier means for a Jetstress run, which sets whole threads
 * per database. The engine scales every server's threads by one factor (it may be fractional);
 * when every server runs the same count, the whole count nearest `factor` × that count is the one
 * a user would set. The report's figures stay the model's at the factor itself.
 */
export interface NearestThreads {
  /** The whole threads per database nearest the multiplier (at least 1). */
  readonly about: number;
  /** The threads per database every server ran. */
  readonly of: number;
}

/** `null` when the servers run different counts, the factor is not positive, or it rounds back
 * to the count tested (nothing to add). */
export function nearestThreads(factor: number, tested: readonly number[]): NearestThreads | null {
  const [of] = tested;
  if (of === undefined || tested.some((t) => t !== of) || !(factor > 0)) return null;
  const about = Math.max(1, Math.round(of * factor));
  return about === of ? null : { about, of };
}
