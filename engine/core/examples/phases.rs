//! Timing aid: how long each part of a full evaluation takes for one preset input.
//! Usage (from engine/): cargo run --release --example phases -- clariion-cx4-960-phase2
use std::time::Instant;

use spindle_core::{evaluate, EngineInput};

fn main() {
    let id = std::env::args()
        .nth(1)
        .unwrap_or("clariion-cx4-960-phase2".into());
    let text =
        std::fs::read_to_string(format!("core/tests/fixtures/{id}.input.json")).unwrap_or_default();
    let Ok(base): Result<EngineInput, _> = serde_json::from_str(&text) else {
        eprintln!("no fixture for {id}");
        return;
    };
    for (label, failures, headroom) in [
        ("normal", false, false),
        ("+failures", true, false),
        ("+headroom", false, true),
        ("full", true, true),
    ] {
        let mut input = base.clone();
        input.options.failures = failures;
        input.options.headroom = headroom;
        let t = Instant::now();
        let r = evaluate(&input);
        println!(
            "{label:<10} {:>8.1} ms  solves {:>4}  iterations {:>7}  scenarios {}",
            t.elapsed().as_secs_f64() * 1e3,
            r.solver.solves,
            r.solver.total_iterations,
            r.scenarios.len()
        );
    }
}
