//! Where to probe next when a headroom search narrows the bracket between a load that passes and
//! one that fails: the ITP method (interpolate, truncate, project; Oliveira & Takahashi, "An
//! Enhancement of the Bisection Method Average Performance Preserving Minmax Optimality", ACM TOMS
//! 47(1), 2020).
//!
//! Each probe is a network solve, the most expensive step of a full evaluation. Bisection ignores
//! how far over or under its limits a probe was; the latency margin is smooth in the load, so the
//! secant through the bracket's ends lands near the boundary. ITP takes that secant point, moves
//! it a little towards the middle (so the next probe brackets the boundary from the other side),
//! and never strays so far from the middle that it would need more probes than bisection plus
//! [`SLACK`] to reach the same width. Which side of the boundary a probe is on is still decided by
//! the pass/fail verdict; the margin only chooses where to probe.

/// Probes ITP may use beyond bisection's count in the worst case (n₀ of the paper). With none,
/// its first probe is forced to the middle; one buys the secant from the first probe on.
pub const SLACK: u32 = 1;

/// A bracket `[lo, hi]` of loads: `lo` passes with latency margin `g_lo` ≤ 0, `hi` fails with
/// `g_hi` > 0 (margin: the worst latency as a multiple of its limit, minus one).
#[derive(Debug, Clone, Copy)]
pub struct Bracket {
    pub lo: f64,
    pub g_lo: f64,
    pub hi: f64,
    pub g_hi: f64,
}

/// Probes a search of `steps` bisection steps may take on a bracket of width `w0`, and the width
/// it stops at: bisection's final width, `w0 / 2^steps`, plus a few ulps so that halving in
/// floating point reaches it.
pub fn budget(w0: f64, steps: u32) -> (u32, f64) {
    let width = w0 / f64::from(1u32 << steps.min(30));
    (steps + SLACK, width * (1.0 + 1e-9))
}

/// The next load to probe, `j` probes into a search of `n_max` probes that stops at width `tol`,
/// on a bracket first `w0` wide. Always strictly inside `(lo, hi)`; the midpoint when the margins
/// do not describe a crossing (not finite, or on the wrong sides).
pub fn next(b: &Bracket, j: u32, n_max: u32, tol: f64, w0: f64) -> f64 {
    let (lo, hi) = (b.lo, b.hi);
    let w = hi - lo;
    let mid = lo + w / 2.0;
    let crossing = b.g_lo.is_finite() && b.g_hi.is_finite() && b.g_lo <= 0.0 && b.g_hi > 0.0;
    if !crossing || w <= 0.0 || w0 <= 0.0 {
        return mid;
    }
    // Interpolate: where the secant through both ends crosses zero.
    let falsi = (lo * b.g_hi - hi * b.g_lo) / (b.g_hi - b.g_lo);
    // Truncate: at least δ = κ₁ w² (κ₁ = 0.2 / w0, κ₂ = 2) towards the middle.
    let sigma = (mid - falsi).signum();
    let delta = 0.2 / w0 * w * w;
    let truncated = if delta <= (mid - falsi).abs() {
        falsi + sigma * delta
    } else {
        mid
    };
    // Project: within the radius that still reaches `tol` in the probes left.
    let left = n_max.saturating_sub(j).min(60);
    let radius = (tol / 2.0 * 2f64.powi(left as i32) - w / 2.0).max(0.0);
    let x = if (truncated - mid).abs() <= radius {
        truncated
    } else {
        mid - sigma * radius
    };
    // A probe on an end tells nothing new.
    if x > lo && x < hi {
        x
    } else {
        mid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a search for the largest passing x of `g` (passing: g ≤ 0) on [lo, hi]; returns the
    /// final lo and the number of probes.
    fn search(g: impl Fn(f64) -> f64, lo: f64, hi: f64, steps: u32) -> (f64, u32, f64) {
        let mut b = Bracket {
            lo,
            g_lo: g(lo),
            hi,
            g_hi: g(hi),
        };
        let (n_max, tol) = budget(hi - lo, steps);
        let mut j = 0;
        while b.hi - b.lo > tol && j < n_max {
            let x = next(&b, j, n_max, tol, hi - lo);
            assert!(
                x > b.lo && x < b.hi,
                "probe {x} outside ({}, {})",
                b.lo,
                b.hi
            );
            let gx = g(x);
            if gx <= 0.0 {
                (b.lo, b.g_lo) = (x, gx);
            } else {
                (b.hi, b.g_hi) = (x, gx);
            }
            j += 1;
        }
        (b.lo, j, b.hi - b.lo)
    }

    #[test]
    fn a_smooth_margin_needs_fewer_probes_than_bisection_for_the_same_width() {
        // A latency margin convex in the load, crossing at 1.137.
        let g = |k: f64| (k / 1.137).powi(3) - 1.0;
        let (lo, probes, width) = search(g, 1.0, 1.25, 8);
        assert!(width <= budget(0.25, 8).1, "width {width}");
        assert!(lo <= 1.137 && lo > 1.137 - 0.25 / 256.0, "lo {lo}");
        assert!(probes <= 4, "{probes} probes (bisection: 8)");
    }

    #[test]
    fn never_more_than_bisection_and_the_slack_whatever_the_margin() {
        // A step: no information in the margin's size.
        let step = |k: f64| if k > 1.2 { 1.0 } else { -1.0 };
        let (lo, probes, width) = search(step, 1.0, 1.25, 8);
        assert!(probes <= 8 + SLACK && width <= budget(0.25, 8).1 && lo <= 1.2);
        // A margin that jumps far past the boundary (saturation).
        let steep = |k: f64| if k > 1.05 { 50.0 * (k - 1.0) } else { k - 1.05 };
        let (lo, probes, width) = search(steep, 1.0, 1.25, 6);
        assert!(probes <= 6 + SLACK && width <= budget(0.25, 6).1 && lo <= 1.05);
    }

    #[test]
    fn margins_that_do_not_cross_fall_back_to_the_middle() {
        let b = Bracket {
            lo: 1.0,
            g_lo: f64::NAN,
            hi: 2.0,
            g_hi: 1.0,
        };
        assert_eq!(next(&b, 0, 9, 0.01, 1.0), 1.5);
        let wrong_sides = Bracket { g_lo: 0.5, ..b };
        assert_eq!(next(&wrong_sides, 0, 9, 0.01, 1.0), 1.5);
    }
}
