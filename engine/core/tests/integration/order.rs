//! A design's figures do not depend on the order its parts were added in. The app keeps parts in
//! creation order, so two engineers who draw the same design in a different order must get the
//! same numbers: every list of the engine input is reversed here and every figure compared, part
//! by part (by id), on the presets and on random designs.

use std::collections::BTreeMap;

use proptest::prelude::*;
use serde_json::Value;
use spindle_core::{evaluate, EngineInput};

use crate::gen;
use crate::golden::{preset_input, PRESETS};

/// The same design with every list of parts in reverse order.
pub(crate) fn reversed(input: &EngineInput) -> EngineInput {
    let mut r = input.clone();
    r.servers.reverse();
    r.hbas.reverse();
    r.switches.reverse();
    r.arrays.reverse();
    r.controllers.reverse();
    r.drives.reverse();
    r.enclosures.reverse();
    r.raid_groups.reverse();
    r.luns.reverse();
    r.databases.reverse();
    r.links.reverse();
    r.options.thread_hints.reverse();
    r
}

/// Sections whose wording or order may differ between equivalent parts (which of two equally busy
/// parts is named, which of two equivalent failures is "worst", the order of findings); their
/// figures are compared where they are read elsewhere (components, scenarios, headroom).
const SKIPPED: [&str; 5] = [
    "explanations",
    "findings",
    "solver",
    "bottleneck",
    "worstFailure",
];

/// Every number and yes/no of a report, keyed by its path, with list elements keyed by the id of
/// what they describe rather than their position.
fn figures(v: &Value, path: String, out: &mut BTreeMap<String, Value>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter().filter(|(k, _)| !SKIPPED.contains(&k.as_str())) {
                figures(x, format!("{path}.{k}"), out);
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                let mut key = ["id", "direction", "role"]
                    .iter()
                    .find_map(|k| x.get(*k).and_then(Value::as_str))
                    .map_or_else(|| i.to_string(), str::to_string);
                // A server's criteria share ids (one read latency per database): the scope names
                // the database.
                if let Some(scope) = x.get("scope").and_then(Value::as_str) {
                    key = format!("{key}@{scope}");
                }
                figures(x, format!("{path}[{key}]"), out);
            }
        }
        Value::Number(_) | Value::Bool(_) => {
            out.insert(path, v.clone());
        }
        _ => {}
    }
}

/// Relative tolerance of the figure at `path` of a report pair, `spread` the larger of its failure
/// scenario's two spreads (0 outside a scenario), or None for a figure not compared.
///
/// - Sums taken in another order decide the iteration at which a solve stops, which stops once a
///   residence moves by less than `SOLVER_RES_TOL` (2·10⁻⁵) per iteration: figures are compared
///   to 10⁻⁴, five times that (a controller failure's log latency moved by 1.2·10⁻⁶ in stop 41).
/// - A failure whose solve did not settle reports the mean of its last iterations, ± its spread
///   (`ScenarioResult::spread`), and the order can decide where in its cycle the mean is taken:
///   its figures are compared to twice that spread. The spread itself is not compared: one order
///   converged (0) where the other circled by ±0.06 %.
/// - A headroom's load factor is where a probe's latency crosses a limit, and the probes are
///   solved to the search's precision (`solver::SEARCH`, 10⁻⁴), which where the iteration
///   contracts slowly leaves a latency up to 1 % from the fixed point: one cable failure's factor
///   was 1.796 in one order and 1.805 in the other, 1.555 and 1.575 in another design whose IO/s
///   stood still. Factors, the IO/s at them and their percentage of the target (as the ratio to
///   it) are compared to 2 %; extra mailboxes follow from those IO/s.
fn tolerance(path: &str, spread: f64) -> Option<f64> {
    match path.rsplit_once(".headroom.").map(|(_, field)| field) {
        Some("extraMailboxes") => None,
        Some(_) => Some(2e-2),
        None if path.ends_with(".spread") => None,
        None => Some(1e-4f64.max(2.0 * spread)),
    }
}

/// The figures of `a` that `b` gives differently (beyond [`tolerance`]).
pub(crate) fn differences(a: &EngineInput, b: &EngineInput) -> Vec<String> {
    let collect = |input: &EngineInput| {
        let mut out = BTreeMap::new();
        let report = serde_json::to_value(evaluate(input)).expect("a report serialises");
        figures(&report, String::new(), &mut out);
        out
    };
    let (fa, fb) = (collect(a), collect(b));
    // The larger spread of the failure scenario a figure belongs to, in either report.
    let spread_of = |path: &str| -> f64 {
        let Some((scenario, _)) = path.split_once("].") else {
            return 0.0;
        };
        let key = format!("{scenario}].spread");
        let get = |m: &BTreeMap<String, Value>| m.get(&key).and_then(Value::as_f64).unwrap_or(0.0);
        get(&fa).max(get(&fb))
    };
    let mut diff: Vec<String> = fa
        .iter()
        .filter(|(k, x)| match (x, fb.get(*k)) {
            (Value::Number(p), Some(Value::Number(q))) => {
                let (mut p, mut q) = (p.as_f64().unwrap_or(0.0), q.as_f64().unwrap_or(0.0));
                if k.ends_with(".headroom.iopsPct") {
                    (p, q) = (p + 100.0, q + 100.0);
                }
                tolerance(k, spread_of(k))
                    .is_some_and(|tol| (p - q).abs() > tol * p.abs().max(q.abs()).max(1e-3))
            }
            (x, y) => Some(*x) != y,
        })
        .map(|(k, x)| format!("{k}: {x} vs {:?}", fb.get(k)))
        .collect();
    diff.extend(fb.keys().filter(|k| !fa.contains_key(*k)).cloned());
    diff
}

#[test]
fn presets_give_the_same_figures_whatever_the_order_of_their_parts() {
    for id in PRESETS {
        let mut input = preset_input(id);
        input.options.failures = true;
        input.options.headroom = true;
        let diff = differences(&input, &reversed(&input));
        assert!(
            diff.is_empty(),
            "{id}: {} figures differ, e.g. {:?}",
            diff.len(),
            &diff[..diff.len().min(8)]
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_designs_give_the_same_figures_whatever_the_order_of_their_parts(s in gen::spec()) {
        let mut input = gen::build(&s);
        input.options.failures = true;
        input.options.headroom = true;
        let diff = differences(&input, &reversed(&input));
        prop_assert!(diff.is_empty(), "{} figures differ, e.g. {:?}", diff.len(), &diff[..diff.len().min(8)]);
    }
}
