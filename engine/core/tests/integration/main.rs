//! The engine's integration tests, compiled as one binary (Matklad's layout, as nexosim does):
//! invariants on random designs, robustness, a discrete-event cross-check of the solver, and
//! golden results on the presets.

mod audit;
mod audit_failures;
mod audit_raid;
mod backend;
mod capacity;
mod des;
mod findings;
mod folding;
mod fuzz;
mod gen;
mod golden;
mod interrupt;
mod loads;
mod order;
mod order_edges;
mod properties;
mod rebuild;
mod scenarios;
mod settling;
mod survey;
mod warm;
mod whatif;
mod whole;
