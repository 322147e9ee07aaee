//! Timing aid: where a quick evaluation's time goes, phase by phase, averaged over cold runs (the
//! fold memo cleared before each, as the benchmark does). The phases are re-run by hand as
//! `evaluate` runs them, then the whole `evaluate` and the report's serialisation are timed too.
//! Usage (from engine/): cargo run --release --example quickphases -- target/bench/clariion-cx4-960-phase2.quick.input.json
//! (`npm run bench` writes those inputs). RUNS=n sets the number of runs (default 50).
use std::time::Instant;

use spindle_core::build::{build, Scenario};
use spindle_core::evaluate::solve_built;
use spindle_core::topology::Topology;
use spindle_core::{assemble, capacity, evaluate, jetstress, loads, EngineInput};

const PHASES: [&str; 10] = [
    "parse the input",
    "topology",
    "capacity",
    "build the network",
    "solve (fold, iterate, expand)",
    "instances and servers",
    "component loads",
    "bottleneck and explanations",
    "whole evaluate (fold memo warm)",
    "serialise the report",
];

fn main() {
    let Some(file) = std::env::args().nth(1) else {
        eprintln!("usage: quickphases INPUT.json");
        return;
    };
    let Ok(text) = std::fs::read_to_string(&file) else {
        eprintln!("cannot read {file}");
        return;
    };
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50);
    let mut ms = [0f64; PHASES.len()];
    for _ in 0..runs {
        spindle_core::reset_caches();
        let mut t = Instant::now();
        let mut lap = |i: usize| {
            ms[i] += t.elapsed().as_secs_f64() * 1e3;
            t = Instant::now();
        };
        let Ok(input) = serde_json::from_str::<EngineInput>(&text) else {
            eprintln!("{file} is not an engine input");
            return;
        };
        lap(0);
        let topo = Topology::build(&input);
        lap(1);
        std::hint::black_box(capacity::capacity(&topo, &mut Vec::new()));
        lap(2);
        let n = input.servers.len();
        let mut scen = Scenario::healthy(n);
        for (s, server) in input.servers.iter().enumerate() {
            let hint = input
                .options
                .thread_hints
                .iter()
                .find(|h| h.server == server.id);
            scen.threads[s] = hint.map(|h| h.threads);
        }
        let built = build(&topo, &scen);
        lap(3);
        let normal = solve_built(&topo, scen, built);
        lap(4);
        let inst = normal.instances(&topo);
        let servers = jetstress::servers(&topo, &normal.built, &inst, &vec![true; n]);
        lap(5);
        std::hint::black_box(loads::components(&topo, &normal.built, &normal.sol));
        lap(6);
        std::hint::black_box(assemble::bottleneck(&topo, &normal.built, &normal.sol));
        let routes = assemble::routes_by_server(&topo, &normal.built);
        for s in &servers {
            let own = routes.get(s.id.as_str()).map_or(&[][..], |v| v);
            let limit = assemble::server_bottleneck(&topo, &normal.built, &normal.sol, own);
            std::hint::black_box(assemble::explain_server(
                &topo,
                &normal.built,
                &normal.sol,
                s,
                own,
                limit.as_ref(),
            ));
        }
        lap(7);
        let report = evaluate(&input);
        lap(8);
        std::hint::black_box(serde_json::to_vec(&report).map(|v| v.len()).unwrap_or(0));
        lap(9);
    }
    for (phase, total) in PHASES.iter().zip(ms) {
        println!("{phase:<34} {:>8.3} ms", total / runs as f64);
    }
}
