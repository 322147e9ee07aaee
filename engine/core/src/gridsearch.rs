//! The boundary search of the headroom (`scenarios.rs`): the largest load factor at which a
//! scenario still passes, to the resolution bisection with a given number of halvings gives.
//!
//! Bisection probes the middle of the bracket whatever it knows. Every probe is an AMVA solve, and
//! each one also tells how far the probed load is from the latency limits (its *margin*: the worst
//! latency as a multiple of its limit, minus one), which moves smoothly with the load. So the
//! search here estimates where the margin crosses zero (inverse quadratic interpolation through
//! the bracket's ends and the end last replaced, else the secant, with the Illinois rule against a
//! curved margin pinning one end), in the manner of the ITP method (Oliveira and Takahashi, ACM
//! TOMS 47(1), 2020) but on bisection's own grid:
//!
//! - Probes only land on the points bisection could probe: `lo + (hi − lo)·j / 2^steps`, computed
//!   as bisection computes them. With a pass/fail that holds below some load and fails above it,
//!   the search ends on the same grid cell as bisection, so the headroom it reports is
//!   bisection's load factor, found in fewer solves.
//! - Each probe is projected into the range that leaves the rest of the bracket bisectable with
//!   the probes left, so the search never takes more than `steps +` [`SPARE_PROBES`] probes,
//!   however badly the margin interpolates (bisection takes `steps`).
//!
//! The margin only guides where to probe; the verdict alone moves the bracket. On the presets'
//! full evaluations the headroom searches took 113 probes instead of bisection's 234 (2026-11-23,
//! failures then searched to 6 steps; most searches end in three or four probes, the last two on
//! either side of the boundary).
//! The figures reported at the boundary come from a solve warm-started from a different probe
//! than bisection's, so they agree with bisection's to the search precision of the solver
//! (`solver::SEARCH`), not to the last digit.

/// Probes allowed beyond bisection's `steps` (ITP's `n₀`): what a bad interpolation may cost. One
/// or two left too little room: a search whose first probes crept up on the boundary from below
/// was then forced to the middle of a bracket it had nearly closed (presets: 139 probes with 2,
/// 116 with 3, 113 with 4 and with 6).
const SPARE_PROBES: u32 = 4;

/// The final bracket of [`last_passing`]: `lo` passes, `hi` fails, and they are neighbours on the
/// grid (unless the probes ran out, which the projection rules out). `probes`: solves spent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Bracket {
    pub lo: f64,
    pub hi: f64,
    pub probes: u32,
}

/// Narrows `[lo, hi]` (the load `lo` passes with margin `margins.0`, `hi` fails with `margins.1`)
/// to one cell of the grid `lo + (hi − lo)·j / 2^steps`, `j = 0 ..= 2^steps`. `probe(k)` solves
/// load `k` and returns its verdict and margin (margin ≤ 0 where it passes; not finite when
/// unknown, e.g. for an abandoned solve, and then the search bisects).
pub(crate) fn last_passing(
    lo: f64,
    hi: f64,
    steps: u32,
    margins: (f64, f64),
    mut probe: impl FnMut(f64) -> (bool, f64),
) -> Bracket {
    // 2^40 cells are far below f64's resolution of a load factor: more steps would not tell.
    let steps = steps.min(40);
    let n = 1u64 << steps;
    // Grid point `j` computed as bisection reaches it, halving along the bits of `j`: the same
    // floating-point value bisection would probe or end on, not merely a value a few ulps away.
    let at = |j: u64| {
        if j >= n {
            return hi;
        }
        let (mut l, mut h) = (lo, hi);
        for bit in (0..steps).rev() {
            let mid = (l + h) / 2.0;
            if (j >> bit) & 1 == 1 {
                l = mid;
            } else {
                h = mid;
            }
        }
        l
    };
    let (mut a, mut b) = (0u64, n);
    let (mut ma, mut mb) = margins;
    let mut left = steps + SPARE_PROBES;
    // Whether the last probe passed (moved `a`): two in a row on one side halve the other end's
    // margin (Illinois), which stops a convex margin from creeping towards the boundary.
    let mut last_ok: Option<bool> = None;
    let mut probes = 0;
    // The end the last probe replaced: a third point for inverse quadratic interpolation.
    let mut replaced: Option<(u64, f64)> = None;
    while b - a > 1 && left > 0 {
        left -= 1;
        // After this probe `left` probes must still bisect what remains: neither side of the
        // probe may be wider than 2^left cells (the bracket is never wider than 2^(left + 1)).
        let reach = 1u64 << left.min(62);
        let lowest = (a + 1).max(b.saturating_sub(reach));
        let highest = (b - 1).min(a.saturating_add(reach));
        let x = guess((a, ma), (b, mb), replaced).clamp(lowest, highest.max(lowest));
        let (ok, m) = probe(at(x));
        probes += 1;
        if ok {
            replaced = Some((a, ma));
            a = x;
            ma = m;
            if last_ok == Some(true) {
                mb /= 2.0;
            }
        } else {
            replaced = Some((b, mb));
            b = x;
            mb = m;
            if last_ok == Some(false) {
                ma /= 2.0;
            }
        }
        last_ok = Some(ok);
    }
    Bracket {
        lo: at(a),
        hi: at(b),
        probes,
    }
}

/// The grid point to probe in `(a, b)`: where the margin is estimated to cross zero, rounded
/// down (a probe just below the boundary passes and the next, one cell up, closes the bracket).
/// The estimate is inverse quadratic interpolation through both ends and the end the last probe
/// replaced (the margin curves: latency grows faster than the load near saturation, slower
/// beyond it), else the line through the ends, else the middle when the margins say nothing.
fn guess(a: (u64, f64), b: (u64, f64), replaced: Option<(u64, f64)>) -> u64 {
    let ((ia, ma), (ib, mb)) = (a, b);
    let width = ib - ia;
    let (fa, fb) = (ia as f64, ib as f64);
    let inside = |x: f64| x.is_finite() && x >= fa && x <= fb;
    let quadratic = replaced.and_then(|(ic, mc)| {
        let distinct = (ma - mb) * (ma - mc) * (mb - mc);
        if !(mc.is_finite() && distinct != 0.0 && distinct.is_finite()) {
            return None;
        }
        let fc = ic as f64;
        let x = fa * mb * mc / ((ma - mb) * (ma - mc))
            + fb * ma * mc / ((mb - ma) * (mb - mc))
            + fc * ma * mb / ((mc - ma) * (mc - mb));
        inside(x).then_some(x)
    });
    let linear = || {
        let x = fa + (-ma / (mb - ma)) * (fb - fa);
        (ma.is_finite() && mb.is_finite() && mb > ma && inside(x)).then_some(x)
    };
    match quadratic.or_else(linear) {
        // Between the ends, so the offset is at most `width`.
        Some(x) => ia + ((x - fa).floor() as u64).min(width),
        None => ia + width / 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Bisection as the headroom search did it: `steps` halvings of `[lo, hi]`.
    fn bisect(lo: f64, hi: f64, steps: u32, ok: impl Fn(f64) -> bool) -> (f64, f64) {
        let (mut lo, mut hi) = (lo, hi);
        for _ in 0..steps {
            let mid = (lo + hi) / 2.0;
            if ok(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        (lo, hi)
    }

    /// A latency-like margin: convex in the load, crossing zero at `root`.
    fn convex(root: f64) -> impl Fn(f64) -> f64 {
        move |k: f64| {
            let sat = root * 1.3;
            let lat = |k: f64| 1.0 / (1.0 - (k / sat).min(0.999_999));
            lat(k) / lat(root) - 1.0
        }
    }

    #[test]
    fn finds_the_cell_bisection_finds_in_fewer_probes() {
        // The normal state's search: [1, 1.25] in 8 steps; boundaries across the bracket.
        let mut total = 0;
        for i in 1..50 {
            let root = 1.0 + 0.25 * f64::from(i) / 50.0 + 1e-4;
            let m = convex(root);
            let ok = |k: f64| m(k) <= 0.0;
            let got = last_passing(1.0, 1.25, 8, (m(1.0), m(1.25)), |k| (ok(k), m(k)));
            assert_eq!((got.lo, got.hi), bisect(1.0, 1.25, 8, ok), "root {root}");
            assert!(got.probes <= 8 + SPARE_PROBES);
            total += got.probes;
        }
        // Bisection: 8 probes each, 392 in all.
        assert!(total <= 49 * 4, "{total} probes");
    }

    #[test]
    fn useless_margins_cost_at_most_the_spare_probes() {
        for i in 0..64u32 {
            let root = 2.0 + f64::from(i) / 64.0 + 1e-6;
            let ok = |k: f64| k <= root;
            // Margins that point the wrong way, and none at all.
            let wrong = last_passing(2.0, 3.0, 6, (-1.0, 1.0), |k| {
                (ok(k), if ok(k) { 5.0 } else { -5.0 })
            });
            let none = last_passing(2.0, 3.0, 6, (f64::NAN, f64::NAN), |k| (ok(k), f64::NAN));
            let want = bisect(2.0, 3.0, 6, ok);
            assert_eq!((wrong.lo, wrong.hi), want);
            assert_eq!((none.lo, none.hi), want);
            assert!(wrong.probes <= 6 + SPARE_PROBES, "{} probes", wrong.probes);
            assert_eq!(none.probes, 6);
        }
    }

    #[test]
    fn a_boundary_at_either_end_of_the_bracket() {
        let m = |k: f64| k - 1.000_001;
        let ok = |k: f64| m(k) <= 0.0;
        let low = last_passing(1.0, 2.0, 6, (m(1.0), m(2.0)), |k| (ok(k), m(k)));
        assert_eq!((low.lo, low.hi), (1.0, 1.0 + 1.0 / 64.0));
        let m = |k: f64| k - 1.999;
        let ok = |k: f64| m(k) <= 0.0;
        let high = last_passing(1.0, 2.0, 6, (m(1.0), m(2.0)), |k| (ok(k), m(k)));
        assert_eq!((high.lo, high.hi), (2.0 - 1.0 / 64.0, 2.0));
    }

    proptest! {
        /// Any pass/fail that holds below a boundary and fails above it, with any margin: the
        /// same cell as bisection, within the spare probes.
        #[test]
        fn same_cell_as_bisection(
            lo in 0.01f64..10.0,
            width in 0.001f64..10.0,
            steps in 0u32..14,
            at in 0.0f64..1.0,
            noise in proptest::collection::vec(-2.0f64..2.0, 16),
            smooth in any::<bool>(),
        ) {
            let hi = lo + width;
            let root = lo + width * at;
            let ok = |k: f64| k <= root;
            let mut i = 0;
            let margin = |k: f64| {
                if smooth { convex(root)(k) } else { i += 1; noise[i % noise.len()] }
            };
            let mut margin = margin;
            let (m0, m1) = (margin(lo), margin(hi));
            let got = last_passing(lo, hi, steps, (m0, m1), |k| (ok(k), margin(k)));
            let want = bisect(lo, hi, steps, ok);
            prop_assert_eq!((got.lo, got.hi), want);
            prop_assert!(got.probes <= steps + SPARE_PROBES);
        }
    }
}
