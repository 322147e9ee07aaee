//! Spindle engine core: predicts what Microsoft Jetstress would measure on an Exchange storage
//! topology, and how much of that survives single failures.
//!
//! Pure and deterministic: no I/O, no clock, no unseeded randomness, no panics on any input. One
//! public entry, [`evaluate`]. The model follows `docs/model.md` (derived from MODEL.md) with the
//! parameters of [`params`], cited in `docs/model-parameters.md`.

pub mod input;
pub mod report;

pub use input::EngineInput;
pub use report::Report;

/// Engine version (semantic); reported with every evaluation.
pub fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

/// Evaluates a design. Never panics; invalid designs give `valid: false` and error findings.
pub fn evaluate(input: &EngineInput) -> Report {
    Report { engine_version: version().to_string(), revision: input.revision, ..Report::default() }
}
