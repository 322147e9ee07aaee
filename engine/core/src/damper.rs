//! The damped step of a window's fixed-point update (see [`crate::solver`]).
//!
//! A window's service (downstream residence / W) responds steeply to throughput, so each window
//! moves only a fraction of the way to its target per iteration. The fraction halves whenever the
//! correction changes sign (a bisection-like search for the self-consistent service) and grows by
//! [`GROWTH`] while it keeps its sign (Rprop's rule), up to a ceiling: [`CEILING`] of the smallest
//! step that has oscillated (a whole step before any has).
//!
//! Why the growth: before it, a step halved by an early oscillation stayed small for good. At a
//! sixteenth, each iteration closed only 6 % of the gap, and the largest preset's windows took 80
//! iterations where 28 now do. Why the ceiling: growing back without one made a single window
//! circle its fixed point at the edge of stability (`rc3_windows_cap_in_flight_io` never
//! converged); under a ceiling that falls with every oscillation, the step settles below the size
//! that oscillated. Over every preset's quick and full evaluation the solves take 31 % fewer
//! iterations (9,786 → 6,779) and their figures agree with the old ones to 5·10⁻⁶; a ceiling of
//! 0.75 kept more of the slowness (7,356 iterations), 0.6 more still (8,561).
//!
//! Why a restart ([`Damper::restart`], called by the solver): the ceiling remembers every
//! oscillation, including those of the solve's first, turbulent iterations. On a saturated design
//! a window could leave them with its step at the floor and then creep towards a target several
//! per cent away, a thousandth of the gap per iteration, until the iteration limit, while the
//! report's spread (the range over the last iterations) called it settled. Once the throughputs
//! have stopped moving and a window's correction has kept its sign for [`RESTART_AFTER`]
//! iterations, the window is creeping, not circling, and its history is dropped.

use crate::minmax::MinMax;

/// Growth of the step per iteration while the correction keeps its sign.
const GROWTH: f64 = 1.25;
/// Fraction of the smallest step that oscillated which the step may grow back to.
const CEILING: f64 = 0.9;
/// Iterations during which a step may grow. A solve that has not converged by then is circling
/// its fixed point (a deeply saturated design) and settles on an average (`settle.rs`): there,
/// growing back kept the circles wide. On 400 random designs, growth throughout left 4 with a
/// spread over 1 % (the worst 17.5 %, one of them at 60 ms, a plausible design) against none
/// before; growth for the first 100 iterations leaves 3, each between 1.0 and 1.4 % (before:
/// 0.5–1.0 %), with 23 % of the designs unconverged against 26 % and 14 % fewer iterations.
/// The presets converge within it.
const GROWTH_ITERATIONS: u32 = 100;
/// The smallest step: a window keeps moving, however often it oscillates.
const FLOOR: f64 = 1e-3;
/// Iterations a window's correction must keep its sign, with the throughputs still, before the
/// solver restarts its step (see the module docs). On 400 random designs (quick evaluations),
/// restarting after 200 left 31 solves unconverged instead of 89 with 28 % fewer iterations in
/// all; after 100 or 300, 33 and 35. On 800 others: 61 instead of 162, 31 % fewer iterations.
/// Every design that converged before converged after, with figures within 7·10⁻⁶; the 159 that
/// converged only with the restart moved by at most 0.24 % from the average they had reported.
/// The presets converge long before it.
pub(crate) const RESTART_AFTER: u32 = 200;

/// One window's damping state.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Damper {
    step: f64,
    ceiling: f64,
    /// Sign of the last correction (0 before the first, or when it was exactly on target).
    sign: i8,
    /// Iteration of the first correction with that sign (a creeping window's run starts there;
    /// kept on sign changes only, which cost nothing on the iterations in between).
    since: u32,
}

impl Default for Damper {
    fn default() -> Self {
        Self {
            step: 1.0,
            ceiling: 1.0,
            sign: 0,
            since: 0,
        }
    }
}

impl Damper {
    /// The move to make towards a target `delta` away: a fraction of it, adapted to the history of
    /// corrections. `iteration`: the solver's, from 0 (the step grows only in the first
    /// [`GROWTH_ITERATIONS`]).
    pub(crate) fn advance(&mut self, delta: f64, iteration: u32) -> f64 {
        let sign = if delta > 0.0 {
            1
        } else if delta < 0.0 {
            -1
        } else {
            0
        };
        if sign != 0 && self.sign != 0 {
            if sign != self.sign {
                self.ceiling = self.ceiling.at_most(CEILING * self.step);
                self.step = (self.step * 0.5).at_least(FLOOR);
                self.since = iteration;
            } else if iteration < GROWTH_ITERATIONS {
                self.step = (self.step * GROWTH)
                    .at_most(self.ceiling)
                    .at_least(self.step);
            }
        } else {
            self.since = iteration;
        }
        self.sign = sign;
        self.step * delta
    }

    /// True when, by solver iteration `iteration` (before this iteration's correction), the
    /// correction has kept its sign for [`RESTART_AFTER`] iterations after the one that set it.
    pub(crate) fn creeping(&self, iteration: u32) -> bool {
        self.sign != 0 && iteration > self.since + RESTART_AFTER
    }

    /// Forgets the step's history: the next correction is taken whole, as a first one is.
    pub(crate) fn restart(&mut self) {
        *self = Damper::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_correction_is_taken_whole() {
        assert_eq!(Damper::default().advance(2.0, 0), 2.0);
    }

    #[test]
    fn an_oscillation_halves_the_step_and_lowers_its_ceiling() {
        let mut d = Damper::default();
        d.advance(1.0, 0);
        assert_eq!(d.advance(-1.0, 1), -0.5);
        // Growth resumes once the sign holds, but never past 0.9 of the step that oscillated.
        let steps: Vec<f64> = (2..8).map(|i| d.advance(-1.0, i)).collect();
        assert_eq!(steps[0], -0.625);
        assert!(steps.iter().all(|s| *s >= -0.9 && *s <= -0.5));
        assert_eq!(*steps.last().unwrap(), -0.9);
    }

    /// A damper after 40 corrections of alternating sign (its step at the floor), and the sign
    /// that would change it once more.
    fn oscillated() -> (Damper, f64) {
        let mut d = Damper::default();
        let mut sign = 1.0;
        for i in 0..40 {
            d.advance(sign, i);
            sign = -sign;
        }
        (d, sign)
    }

    #[test]
    fn a_step_never_falls_below_its_floor_nor_shrinks_while_the_sign_holds() {
        let (mut d, sign) = oscillated();
        assert_eq!(d.advance(sign, 40).abs(), FLOOR);
        // The ceiling is now below the floor: a held sign keeps the step, it does not shrink it.
        assert_eq!(d.advance(sign, 41).abs(), FLOOR);
    }

    #[test]
    fn a_step_stops_growing_after_the_growth_iterations() {
        let mut d = Damper::default();
        d.advance(1.0, 0);
        d.advance(-1.0, 1);
        assert_eq!(d.advance(-1.0, GROWTH_ITERATIONS - 1), -0.625);
        assert_eq!(d.advance(-1.0, GROWTH_ITERATIONS), -0.625);
        // An oscillation still halves it.
        assert_eq!(d.advance(1.0, GROWTH_ITERATIONS + 1), 0.3125);
    }

    #[test]
    fn a_creeping_step_restarts_whole() {
        let (mut d, sign) = oscillated();
        // The sign changes once more, then holds: the step stays at its floor.
        for i in 40..=40 + RESTART_AFTER {
            assert!(!d.creeping(i), "iteration {i}");
            assert_eq!(d.advance(sign, i).abs(), FLOOR);
        }
        assert!(d.creeping(41 + RESTART_AFTER));
        d.restart();
        assert!(!d.creeping(41 + RESTART_AFTER));
        assert_eq!(d.advance(sign, 41 + RESTART_AFTER), sign);
        // An oscillation still halves it, and the count starts again.
        assert_eq!(d.advance(-sign, 42 + RESTART_AFTER), -0.5 * sign);
        assert!(!d.creeping(43 + RESTART_AFTER));
        assert!(d.creeping(43 + 2 * RESTART_AFTER));
    }

    #[test]
    fn no_correction_moves_nothing() {
        assert_eq!(Damper::default().advance(0.0, 0), 0.0);
    }
}
