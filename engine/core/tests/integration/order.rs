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

/// The figures of `a` that `b` gives differently (relative 1e-6: sums taken in another order).
pub(crate) fn differences(a: &EngineInput, b: &EngineInput) -> Vec<String> {
    let collect = |input: &EngineInput| {
        let mut out = BTreeMap::new();
        let report = serde_json::to_value(evaluate(input)).expect("a report serialises");
        figures(&report, String::new(), &mut out);
        out
    };
    let (fa, fb) = (collect(a), collect(b));
    let mut diff: Vec<String> = fa
        .iter()
        .filter(|(k, x)| match (x, fb.get(*k)) {
            (Value::Number(p), Some(Value::Number(q))) => {
                let (p, q) = (p.as_f64().unwrap_or(0.0), q.as_f64().unwrap_or(0.0));
                (p - q).abs() > 1e-6 * p.abs().max(q.abs()).max(1e-3)
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
