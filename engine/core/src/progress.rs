//! How long a solve of [`crate::solver`] may go on: past its iteration limit while it is still
//! converging, up to a hard cap ([`crate::solver::Precision::extend_to`]).
//!
//! Why: a solve that had not converged by its limit (2,000 iterations) was reported as the mean of
//! its last 1,000 iterations, with their range as its `spread`, and a spread over 1 % carries
//! SPN-W110 ("not settled"). Run longer (stop 32, quick evaluations of 400 random designs from the
//! property tests' generator, seed 7), 30 of the 32 such solves were not circling at all: they
//! converged, after 2,124 to 10,720 iterations. Their figures at 2,000 iterations had been within
//! 0.17 % of the converged ones, while the spreads they reported went up to 4.9 % (a slow window
//! still creeping towards its target, or the first iterations of the averaged half), and 8 of them
//! carried SPN-W110, one with a worst read latency of 18.5 ms. Only two circle for good (spreads
//! of 21 and 26 % after 40,000 iterations; both read in more than 600 ms).
//!
//! So a solve that reaches its limit is extended by [`EXTEND_BY`] iterations while it is still
//! converging: while the smallest distance from convergence (the largest of an iteration's
//! changes, in tolerances; below 1 is converged) over its last [`WINDOW`] iterations is below
//! [`PROGRESS`] of the smallest over the [`WINDOW`] before. The smallest, because a converging
//! solve's distance is not monotone: a window restarting its step (`damper.rs`) makes it jump.
//! A solve that circles keeps the same smallest distance and stops at its limit as before; the
//! settling average (`settle.rs`) then covers the iterations since the last extension.
//!
//! Measured on the quick evaluations of two samples of 800 random designs (seeds 7 and 11 of the
//! property tests' generator): unconverged solves 52 → 9 and 69 → 23, spreads over 1 % (SPN-W110)
//! 18 → 3 and 30 → 11, iterations over all designs +26 % and +33 %. Every design still
//! unconverged reads in more than 60 ms. Letting every solve run to the cap instead left 3 and 8
//! unconverged for +52 % and +87 % iterations; requiring the distance to halve per extension, or
//! comparing the largest distances, stopped most of the slow convergers (16 and 26 left).

use crate::minmax::MinMax;
use crate::params;

/// The caller's "stop now" signal: polled between network solutions by the evaluation pipeline
/// and, every [`poll_every`] iterations, inside a solve.
pub type Interrupt<'a> = &'a dyn Fn() -> bool;

/// How precisely to solve, and whether the caller may stop the solve early.
#[derive(Clone, Copy)]
pub struct Precision<'a> {
    /// Relative change of throughputs, SPTF gains and window services at convergence.
    pub tol: f64,
    /// Relative change of residences at convergence.
    pub res_tol: f64,
    pub max_iter: u32,
    /// Most iterations while the solve is still converging past `max_iter` (see the module docs).
    pub extend_to: u32,
    /// Polled inside the solve (see [`poll_every`]); once it returns true the solve returns its
    /// current state marked `stopped`, which abandons the evaluation (`evaluate::Work::add`).
    pub stop: Option<Interrupt<'a>>,
}

impl std::fmt::Debug for Precision<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Precision")
            .field("tol", &self.tol)
            .field("res_tol", &self.res_tol)
            .field("max_iter", &self.max_iter)
            .field("extend_to", &self.extend_to)
            .field("stop", &self.stop.is_some())
            .finish()
    }
}

impl<'a> Precision<'a> {
    /// This precision, stopped early once `stop` returns true.
    pub fn until(self, stop: Option<Interrupt<'a>>) -> Precision<'a> {
        Precision { stop, ..self }
    }
}

/// For reported figures.
pub const EXACT: Precision<'static> = Precision {
    tol: params::SOLVER_TOL,
    res_tol: params::SOLVER_RES_TOL,
    max_iter: params::SOLVER_MAX_ITER,
    extend_to: params::SOLVER_EXTEND_TO,
    stop: None,
};
/// For searches that only need to know on which side of a threshold a load falls (autotune,
/// headroom): 0.1 % on residences is far below the threshold resolution.
pub const SEARCH: Precision<'static> = Precision {
    tol: 1e-4,
    res_tol: 1e-3,
    max_iter: 300,
    extend_to: 300,
    stop: None,
};

/// Work between two polls of a solve's [`Precision::stop`], in demands and stations visited: an
/// iteration visits each about once. Why: a solve can run to 20,000 iterations
/// ([`params::SOLVER_EXTEND_TO`]), which for a large design that folds poorly is seconds, and an
/// app whose user has changed the design meanwhile must not wait for it. About 2^17 visits is
/// well under a millisecond, so a stop is seen within about one; the poll itself (in the app, an
/// `Atomics.load` behind a call out of WebAssembly) is then negligible beside the iterations.
pub(crate) const POLL_WORK: usize = 1 << 17;

/// Iterations between two polls for a network of `size` demands and stations: [`POLL_WORK`]'s
/// worth, at least every iteration and at most every 1,024.
pub(crate) fn poll_every(size: usize) -> u32 {
    (POLL_WORK / size.max(1)).clamp(1, 1024) as u32
}

/// Iterations added to a solve's limit per extension.
pub(crate) const EXTEND_BY: u32 = 1000;
/// Iterations over which the smallest distance from convergence is taken: every iteration since
/// the last extension (or the last [`EXTEND_BY`] before the first limit).
pub(crate) const WINDOW: u32 = EXTEND_BY;
/// How far the smallest distance must have fallen since the window before for the solve to go on.
pub(crate) const PROGRESS: f64 = 0.9;

/// A solve's iteration limit and what decides whether it grows.
#[derive(Debug, Clone)]
pub(crate) struct Progress {
    limit: u32,
    cap: u32,
    /// Smallest distance over the window ending [`EXTEND_BY`] iterations before the limit.
    earlier: f64,
    /// Smallest distance over the window ending at the limit.
    recent: f64,
}

impl Progress {
    /// `limit` iterations, extensible up to `cap`.
    pub(crate) fn new(limit: u32, cap: u32) -> Self {
        Self {
            limit,
            cap: cap.max(limit),
            earlier: f64::INFINITY,
            recent: f64::INFINITY,
        }
    }

    /// The current iteration limit (iterations run while `it < limit`).
    pub(crate) fn limit(&self) -> u32 {
        self.limit
    }

    /// Records iteration `it`'s (from 0) distance from convergence `gap` (in tolerances) and
    /// returns true when this, the last iteration under the current limit, extends it.
    pub(crate) fn observe(&mut self, it: u32, gap: f64) -> bool {
        let left = self.limit.saturating_sub(it + 1);
        if left < WINDOW {
            self.recent = self.recent.at_most(gap);
        } else if (EXTEND_BY..EXTEND_BY + WINDOW).contains(&left) {
            self.earlier = self.earlier.at_most(gap);
        }
        if left > 0 || self.limit >= self.cap || !self.earlier.is_finite() {
            return false;
        }
        if self.recent >= PROGRESS * self.earlier {
            return false;
        }
        self.limit = (self.limit + EXTEND_BY).min(self.cap);
        (self.earlier, self.recent) = (self.recent, f64::INFINITY);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `gap(it)` until the limit stops growing; returns the final limit.
    fn run(limit: u32, cap: u32, gap: impl Fn(u32) -> f64) -> u32 {
        let mut p = Progress::new(limit, cap);
        let mut it = 0;
        while it < p.limit() {
            p.observe(it, gap(it));
            it += 1;
        }
        p.limit()
    }

    #[test]
    fn a_solve_that_keeps_converging_is_extended_up_to_its_cap() {
        // The distance halves every 400 iterations: it falls to a sixth in 1,000.
        let limit = run(2000, 20_000, |it| 1e4 * 0.5f64.powf(it as f64 / 400.0));
        assert_eq!(limit, 20_000);
    }

    #[test]
    fn a_circling_solve_stops_at_its_limit() {
        // A cycle of period 7 whose amplitude does not shrink.
        let limit = run(2000, 20_000, |it| 50.0 + 40.0 * ((it % 7) as f64 / 7.0));
        assert_eq!(limit, 2000);
    }

    #[test]
    fn a_solve_whose_progress_slows_stops_once_it_is_too_slow() {
        // Fast progress until 4,000 iterations, then a plateau.
        let limit = run(2000, 20_000, |it| {
            if it < 4000 {
                1e4 * 0.5f64.powf(it as f64 / 300.0)
            } else {
                1e4 * 0.5f64.powf(4000.0 / 300.0)
            }
        });
        assert_eq!(limit, 5000);
    }

    #[test]
    fn polls_come_after_a_fixed_amount_of_work() {
        assert_eq!(poll_every(0), 1024);
        assert_eq!(poll_every(100), 1024);
        assert_eq!(poll_every(4096), 32);
        assert_eq!(poll_every(1 << 17), 1);
        assert_eq!(poll_every(1 << 20), 1);
    }

    #[test]
    fn a_cap_at_the_limit_never_extends() {
        let limit = run(300, 300, |it| 1e4 * 0.5f64.powf(it as f64 / 10.0));
        assert_eq!(limit, 300);
    }
}
