//! Symmetry folding (`fold.rs`) changes how a network is solved, never the answer: the folded
//! solution, expanded, equals solving the full network, on the presets and on random designs.

use proptest::prelude::*;
use spindle_core::build::{build, Scenario};
use spindle_core::network::Network;
use spindle_core::solver::{solve_unfolded, solve_with, Precision, Solution};
use spindle_core::topology::Topology;
use spindle_core::EngineInput;

use crate::gen;
use crate::golden::{preset_input, PRESETS};

/// Largest relative difference of throughputs, route times and utilisations.
fn difference(net: &Network, a: &Solution, b: &Solution) -> f64 {
    let rel = |x: f64, y: f64| (x - y).abs() / x.abs().max(y.abs()).max(1e-12);
    let x = a.x.iter().zip(&b.x).map(|(&p, &q)| rel(p, q));
    let u = a.util.iter().zip(&b.util).map(|(&p, &q)| (p - q).abs());
    let r = (0..net.routes.len()).map(|i| rel(a.route_time(net, i), b.route_time(net, i)));
    x.chain(u).chain(r).fold(0.0, f64::max)
}

/// Folding keeps the iteration's fixed point; how close a solve stops to it is the solver's own
/// precision (EXACT stops on small changes per iteration, which near a saturated station can be
/// 10⁻⁴ away). So both solves here run until the fixed point itself agrees.
const FIXED_POINT: Precision<'static> = Precision {
    tol: 1e-11,
    res_tol: 1e-10,
    max_iter: 50_000,
    extend_to: 50_000,
    stop: None,
};

fn both(input: &EngineInput) -> (Network, Solution, Solution) {
    let topo = Topology::build(input);
    let n = input.servers.len();
    let built = build(&topo, &Scenario::healthy(n));
    let folded = solve_with(&built.net, None, FIXED_POINT);
    let full = solve_unfolded(&built.net, None, FIXED_POINT);
    (built.net, folded, full)
}

#[test]
fn presets_solve_the_same_folded_and_unfolded() {
    for id in PRESETS {
        let input = preset_input(id);
        let (net, a, b) = both(&input);
        assert!(a.converged && b.converged, "{id}: both converge");
        let d = difference(&net, &a, &b);
        assert!(d < 1e-6, "{id}: folded and full differ by {d:e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, ..ProptestConfig::default() })]

    /// Random designs have many identical databases and servers, so most of them fold.
    #[test]
    fn random_designs_solve_the_same_folded_and_unfolded(s in gen::spec()) {
        let (net, a, b) = both(&gen::build(&s));
        let d = difference(&net, &a, &b);
        prop_assume!(a.converged && b.converged);
        prop_assert!(d < 1e-5, "differ by {d:e}");
    }
}
