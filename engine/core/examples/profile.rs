//! Profiling aid: network size and time per solve for one preset input.
use std::time::Instant;

use spindle_core::build::{build, Scenario};
use spindle_core::solver::solve;
use spindle_core::topology::Topology;
use spindle_core::EngineInput;

fn main() {
    let id = std::env::args()
        .nth(1)
        .unwrap_or("clariion-cx4-960-phase1".into());
    let text = std::fs::read_to_string(format!("core/tests/fixtures/{id}.input.json")).unwrap();
    let input: EngineInput = serde_json::from_str(&text).unwrap();
    let topo = Topology::build(&input);
    let n = input.servers.len();
    let scen = Scenario {
        load: vec![1.0; n],
        threads: vec![Some(5.0); n],
        ..Scenario::default()
    };
    let t = Instant::now();
    let built = build(&topo, &scen);
    let tb = t.elapsed();
    let t = Instant::now();
    let sol = solve(&built.net, None);
    let maxu = sol.util.iter().cloned().fold(0.0, f64::max);
    let x: f64 = sol.x.iter().take(5).sum();
    println!(
        "max util {maxu:.4} x(first5) {x:.3} converged {}",
        sol.converged
    );
    println!(
        "stations {} classes {} demands {} routes {}; build {:?}; solve {:?} ({} it)",
        built.net.stations.len(),
        built.net.classes.len(),
        built.net.demands.len(),
        built.net.routes.len(),
        tb,
        t.elapsed(),
        sol.iterations
    );
}
