//! Abandoning an evaluation (`evaluate_until`): the app's worker stops the failure analysis of a
//! design the user has already changed. An evaluation that is never interrupted is exactly
//! `evaluate`'s; an interrupted one returns nothing and stops solving at once, within a solve.

use std::cell::Cell;

use spindle_core::build::Scenario;
use spindle_core::evaluate::{solve_regimes, solve_regimes_with, Work};
use spindle_core::scenarios::{failures, headroom, HEADROOM_STEPS};
use spindle_core::topology::Topology;
use spindle_core::{evaluate, evaluate_until};

use crate::gen;
use crate::golden::preset_input;
use crate::settling::forced_flush_trio;

/// An interrupt that says "stop" from its `after`-th poll on, and counts its polls.
fn stop_after(after: u32, polls: &Cell<u32>) -> impl Fn() -> bool + '_ {
    move || {
        polls.set(polls.get() + 1);
        polls.get() >= after
    }
}

#[test]
fn an_uninterrupted_evaluation_is_evaluates_own() {
    let input = preset_input("xiv-2810");
    assert!(input.options.failures && input.options.headroom);
    let polls = Cell::new(0);
    let report = evaluate_until(&input, &stop_after(u32::MAX, &polls)).expect("not interrupted");
    assert!(
        polls.get() > 10,
        "polled after every solution ({} polls)",
        polls.get()
    );
    assert_eq!(
        serde_json::to_string(&report).ok(),
        serde_json::to_string(&evaluate(&input)).ok()
    );
}

#[test]
fn an_interrupted_evaluation_returns_nothing_and_is_not_polled_again() {
    // XIV runs its configured threads; CLARiiON phase 1 is autotuned, so its first polls come
    // from the thread search.
    for (id, stops) in [
        ("xiv-2810", [1, 2, 5, 12]),
        ("clariion-cx4-960-phase1", [1, 2, 3, 8]),
    ] {
        let input = preset_input(id);
        for after in stops {
            let polls = Cell::new(0);
            assert!(evaluate_until(&input, &stop_after(after, &polls)).is_none());
            assert_eq!(
                polls.get(),
                after,
                "{id}: no poll after the interrupt (after {after})"
            );
        }
    }
}

#[test]
fn failures_and_headroom_stop_solving_once_interrupted() {
    let input = preset_input("clariion-cx4-960-phase1");
    let topo = Topology::build(&input);
    let n = input.servers.len();
    let scen = Scenario {
        load: vec![1.0; n],
        threads: vec![Some(4.0); n],
        ..Scenario::default()
    };
    let normal = solve_regimes(&topo, scen, None);
    let cap = spindle_core::report::Capacity::default();

    let polls = Cell::new(0);
    let never = stop_after(u32::MAX, &polls);
    let mut whole = Work::interruptible(&never);
    let (list, _) = failures(&topo, &normal, &cap, true, &mut whole);
    // Most failures share an earlier solve and solve nothing: the analysis still asks after each
    // failure's network, not only after solutions (so it asks more often than it solves).
    assert!(
        polls.get() > whole.solves && polls.get() as usize >= list.len(),
        "{} polls for {} solutions and {} failures",
        polls.get(),
        whole.solves,
        list.len()
    );
    let polls = Cell::new(0);
    let stop = stop_after(2, &polls);
    let mut cut = Work::interruptible(&stop);
    failures(&topo, &normal, &cap, true, &mut cut);
    assert!(cut.abandoned());
    // Two solutions were added before the interrupt (each counts the regime re-solve, at most 2).
    assert!(cut.solves <= 4, "{} solves after the interrupt", cut.solves);
    assert!(
        whole.solves > 20 * cut.solves,
        "{} vs {}",
        whole.solves,
        cut.solves
    );

    let polls = Cell::new(0);
    let stop = stop_after(1, &polls);
    let mut cut = Work::interruptible(&stop);
    headroom(&topo, &normal, &cap, HEADROOM_STEPS, &mut cut);
    assert!(cut.solves <= 2, "{} solves after the interrupt", cut.solves);
}

#[test]
fn a_long_solve_stops_inside_at_the_interrupt() {
    // The forced-flush trio at 22 threads circles: its first solve (write-back) converges early,
    // its re-solve in forced flush runs its full 2,000 iterations, and on a network this small a
    // solve is polled every 1,024 (`progress::poll_every`).
    let input = gen::build(&forced_flush_trio(22.0));
    let topo = Topology::build(&input);
    let scen = Scenario::healthy(input.servers.len());
    let whole = solve_regimes(&topo, scen.clone(), None);
    assert!(!whole.sol.converged && whole.sol.iterations >= 2000);
    assert_eq!(whole.solves, 2);

    let polls = Cell::new(0);
    let stop = stop_after(1, &polls);
    let mut cut = Work::interruptible(&stop);
    let solved = solve_regimes_with(&topo, scen, None, cut.exact());
    assert!(solved.sol.stopped);
    assert_eq!(
        solved.sol.iterations, 1023,
        "the re-solve stopped at the first poll"
    );
    assert_eq!(solved.solves, 2);
    cut.add(&solved);
    assert!(cut.abandoned());
    assert_eq!(polls.get(), 1, "not asked again once it said stop");

    // The same through the evaluation: nothing comes back, and the first poll was the last.
    let polls = Cell::new(0);
    assert!(evaluate_until(&input, &stop_after(1, &polls)).is_none());
    assert_eq!(polls.get(), 1);
}

#[test]
fn a_quick_evaluation_is_polled_between_its_phases_and_stops_at_each() {
    // The app's quick lane: normal state only. Besides its solve, it is asked before solving and
    // after the component loads and the bottleneck (most of a large design's quick evaluation is
    // building, explaining and reporting, not solving).
    let mut input = preset_input("xiv-2810");
    input.options.failures = false;
    input.options.headroom = false;
    let polls = Cell::new(0);
    let whole = evaluate_until(&input, &stop_after(u32::MAX, &polls)).expect("not interrupted");
    assert!(whole.scenarios.is_empty() && whole.headroom.is_none());
    let asked = polls.get();
    assert!(asked >= 4, "{asked} polls");
    for after in 1..=asked {
        let polls = Cell::new(0);
        assert!(evaluate_until(&input, &stop_after(after, &polls)).is_none());
        assert_eq!(polls.get(), after);
    }
}
