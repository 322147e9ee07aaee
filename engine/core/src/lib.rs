//! Spindle engine core: predicts what Microsoft Jetstress would measure on an Exchange storage
//! topology, and how much of that survives single failures.
//!
//! Pure and deterministic: no I/O, no clock, no unseeded randomness, no panics on any input. One
//! public entry, [`evaluate`]. The model is described in `docs/model.md` (derived from MODEL.md)
//! with the parameters of [`params`], cited in `docs/model-parameters.md`.
//!
//! ```text
//! input ─► topology (index, findings, paths) ─► build (stations, classes, routes per scenario)
//!       ─► solver (AMVA) ─► jetstress (figures, pass/fail) ─► assemble (loads, bottleneck, why)
//!       └► capacity            └► scenarios (single failures, headroom)
//! ```

pub mod assemble;
mod autotune;
mod backend;
pub mod btree;
pub mod build;
pub mod capacity;
mod capacity_basis;
mod colour;
mod damper;
pub mod disk;
pub mod evaluate;
mod failures;
mod figure_text;
pub mod findings;
mod fold;
mod gridsearch;
mod headroom;
mod hops;
mod ids;
pub mod input;
mod iops_profile;
pub mod jetstress;
pub mod loads;
mod minmax;
pub mod network;
pub mod params;
mod parts;
mod paths;
mod ports;
mod progress;
pub mod raid;
pub mod rebuild;
pub mod report;
pub mod routes;
pub mod scenarios;
mod settle;
mod shape;
pub mod solver;
mod terms;
pub mod throughput;
pub mod topology;
pub mod usable;
mod warm;
mod whatif;
pub mod whole;
mod windows;
pub mod workload;

pub use input::EngineInput;
pub use report::Report;

/// A preset's engine input, as `tests/fixtures` holds it (unit tests).
#[cfg(test)]
pub(crate) fn fixture(id: &str) -> EngineInput {
    let path = format!(
        "{}/tests/fixtures/{id}.input.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_default())
        .expect("a preset fixture")
}

/// Engine version (semantic); reported with every evaluation.
pub fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

/// Forgets the engine's memo of network shapes (symmetry folds), so the next evaluation runs
/// cold, as the first evaluation after a semantic edit does. Results never depend on it.
pub fn reset_caches() {
    fold::forget_folds();
}

/// Evaluates a design. Never panics; invalid designs give `valid: false` and error findings.
pub fn evaluate(input: &EngineInput) -> Report {
    evaluate::run(input)
}

/// Evaluates a design unless the caller abandons it: `interrupt` is polled after every network
/// solution and every failure's network (a failure analysis makes hundreds), between the phases
/// that solve nothing, and about once per millisecond of iterations inside a solve; once it
/// returns true the evaluation stops and returns `None`. The app's worker uses it to drop the
/// failure analysis of a design the user has already changed, instead of computing it to the end.
pub fn evaluate_until(input: &EngineInput, interrupt: &dyn Fn() -> bool) -> Option<Report> {
    evaluate::run_until(input, interrupt)
}
