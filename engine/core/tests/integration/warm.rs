//! A failure solved from the normal state (`warm.rs`: its solution carried over by name) reaches
//! the figures a cold solve reaches, in no more iterations (on the XIV, 23 and 25 against 87).

use spindle_core::build::{build, Scenario};
use spindle_core::evaluate::{solve_built, solve_built_near, solve_regimes, Solved};
use spindle_core::solver::EXACT;
use spindle_core::topology::Topology;

use crate::golden::preset_input;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-5 * a.abs().max(b.abs()).max(1e-9)
}

#[test]
fn a_failure_started_from_the_normal_state_ends_where_a_cold_solve_ends() {
    let mut saved = 0;
    for (preset, failed) in [
        ("xiv-2810", "xiv-im1"),
        ("xiv-2810", "sw-a"),
        ("clariion-cx4-960-phase1", "spa"),
        ("nseries-qd16", "filer-head"),
        ("nseries-qd256", "filer-head"),
        ("clariion-cx4-960-phase2", "spa"),
        ("clariion-cx4-960-phase2", "mds-a"),
    ] {
        let input = preset_input(preset);
        let topo = Topology::build(&input);
        let normal = solve_regimes(&topo, Scenario::healthy(input.servers.len()), None);
        let mut scen = normal.scen.clone();
        assert!(
            input.controllers.iter().any(|c| c.id == failed)
                || input.switches.iter().any(|s| s.id == failed),
            "{preset} has no {failed}"
        );
        scen.failed.insert(failed.to_string());
        let cold = solve_built(&topo, scen.clone(), build(&topo, &scen));
        let warm = solve_built_near(&topo, scen.clone(), build(&topo, &scen), &normal, EXACT);
        let figures = |s: &Solved| {
            s.instances(&topo)
                .iter()
                .flat_map(|i| {
                    [
                        i.achieved_iops,
                        i.db_read_latency_ms.unwrap_or(0.0),
                        i.db_write_latency_ms.unwrap_or(0.0),
                        i.log_write_latency_ms.unwrap_or(0.0),
                    ]
                })
                .collect::<Vec<f64>>()
        };
        let (a, b) = (figures(&cold), figures(&warm));
        assert!(
            a.iter().zip(&b).all(|(x, y)| close(*x, *y)),
            "{preset} without {failed}: cold {a:?}, warm {b:?}"
        );
        assert!(
            warm.iterations <= cold.iterations,
            "{preset} without {failed}: {} iterations warm, {} cold",
            warm.iterations,
            cold.iterations
        );
        saved += cold.iterations - warm.iterations;
    }
    // Not vacuous: the start is taken (the XIV's module failure alone saves 64).
    assert!(saved > 60, "{saved} iterations saved");
}
