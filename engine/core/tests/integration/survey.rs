//! How the solver fares on many random designs: a measurement, not a test (`--ignored`).
//!
//! Quick evaluations of `N` designs (default 800) drawn by the property tests' generator from a
//! fixed seed (`SEED`, default 7), listing each solve that did not converge and the totals that
//! `progress.rs` and docs/model.md §4 quote:
//!
//! `N=800 SEED=11 cargo test --release -p spindle-core --test integration survey -- --ignored --nocapture`

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use spindle_core::evaluate;
use spindle_core::params::SPREAD_NOTICE;

use crate::gen;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture"]
fn convergence_survey() {
    let (n, seed) = (env("N", 800usize), env("SEED", 7u8));
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let designs = gen::spec();
    let (mut unconverged, mut flagged, mut iterations) = (0, 0, 0u64);
    for i in 0..n {
        let Ok(tree) = designs.new_tree(&mut runner) else {
            continue;
        };
        let r = evaluate(&gen::build(&tree.current()));
        iterations += u64::from(r.solver.iterations);
        if r.solver.converged {
            continue;
        }
        unconverged += 1;
        flagged += usize::from(r.solver.spread > SPREAD_NOTICE);
        let worst = r
            .servers
            .iter()
            .filter_map(|s| s.db_read_latency_ms)
            .fold(0.0, f64::max);
        println!(
            "design {i}: {} iterations, spread {:.4}, worst read {worst:.1} ms",
            r.solver.iterations, r.solver.spread
        );
    }
    println!(
        "{n} designs (seed {seed}): {unconverged} unconverged, {flagged} with a spread over \
         {:.0} %, {iterations} iterations in all",
        SPREAD_NOTICE * 100.0
    );
}
