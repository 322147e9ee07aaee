//! Golden results on the presets: the engine input each preset translates to (exported by the
//! app's own translator into tests/fixtures) evaluates to the reviewed report in
//! presets/expected/<id>.report.json (regenerate both with `npm run golden` after a deliberate
//! model change, and review the diff).

use serde_json::Value;
use spindle_core::{evaluate, EngineInput};

use crate::fuzz::assert_finite;

/// Every preset with an engine input fixture.
pub const PRESETS: [&str; 6] = [
    "xiv-2810",
    "cisco-ucs-c210-m2",
    "clariion-cx4-960-phase1",
    "clariion-cx4-960-phase2",
    "nseries-qd256",
    "nseries-qd16",
];

/// The engine input preset `id` translates to (tests/fixtures/<id>.input.json).
pub fn preset_input(id: &str) -> EngineInput {
    let path = format!(
        "{}/tests/fixtures/{id}.input.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1e-9)
}

fn num(v: &Value) -> Option<f64> {
    v.as_f64()
}

#[test]
fn presets_evaluate_to_their_golden_reports() {
    for id in PRESETS {
        let expected_path = format!(
            "{}/../../presets/expected/{id}.report.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let report = evaluate(&preset_input(id));
        assert_finite(&report);
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(&expected_path)
                .unwrap_or_else(|e| panic!("{expected_path}: {e} — run `npm run golden`")),
        )
        .expect("golden parses");
        let got: Value = serde_json::to_value(&report).unwrap();
        assert_eq!(got["pass"], expected["pass"], "{id}: pass");
        for key in ["achievedIops", "targetIops"] {
            let (a, b) = (
                num(&got["totals"][key]).unwrap(),
                num(&expected["totals"][key]).unwrap(),
            );
            assert!(close(a, b), "{id}: totals.{key} {a} vs golden {b}");
        }
        let (gs, es) = (
            got["servers"].as_array().unwrap(),
            expected["servers"].as_array().unwrap(),
        );
        assert_eq!(gs.len(), es.len(), "{id}: servers");
        for (g, e) in gs.iter().zip(es) {
            for key in [
                "achievedIops",
                "dbReadLatencyMs",
                "logWriteLatencyMs",
                "threadsPerDatabase",
            ] {
                match (num(&g[key]), num(&e[key])) {
                    (Some(a), Some(b)) => {
                        assert!(close(a, b), "{id} {}: {key} {a} vs golden {b}", g["name"])
                    }
                    (a, b) => assert_eq!(a.is_some(), b.is_some(), "{id} {}: {key}", g["name"]),
                }
            }
            assert_eq!(g["pass"], e["pass"], "{id} {}: pass", g["name"]);
        }
        assert_eq!(
            got["worstFailure"]["scenarioId"], expected["worstFailure"]["scenarioId"],
            "{id}: worst failure"
        );
        assert_eq!(
            got["scenarios"].as_array().map(|a| a.len()),
            expected["scenarios"].as_array().map(|a| a.len()),
            "{id}: scenarios"
        );
    }
}

#[test]
fn nseries_fails_at_queue_depth_16_and_passes_at_256() {
    let load = |id: &str| -> EngineInput {
        let mut i = preset_input(id);
        i.options.failures = false;
        i.options.headroom = false;
        i
    };
    let (r16, r256) = (
        evaluate(&load("nseries-qd16")),
        evaluate(&load("nseries-qd256")),
    );
    assert!(!r16.pass, "QD 16 must fail");
    assert!(r256.pass, "QD 256 must pass");
    // The paper's first run missed its IOPS target (004:597, 004:672); the model holds 16
    // outstanding I/Os per server and fails on latency instead, with the throttle named as the
    // cause. docs/validation.md discusses the difference.
    assert!(
        r16.findings.iter().any(|f| f.code == "SPN-W108"),
        "QD 16: the execution-throttle finding explains the failure"
    );
    assert!(
        !r256.findings.iter().any(|f| f.code == "SPN-W108"),
        "QD 256 does not bind"
    );
}

#[test]
fn clariion_sp_failure_keeps_every_lun_served() {
    let mut input = preset_input("clariion-cx4-960-phase1");
    input.options.headroom = false;
    let r = evaluate(&input);
    let spb = r
        .scenarios
        .iter()
        .find(|s| s.component_id == "spb")
        .expect("an SP B scenario");
    assert!(spb.survivable, "LUNs trespass to SP A: {:?}", spb.failing);
    assert!(spb.achieved_iops > 0.0);
}

/// LUN loads obey Little's law: queue length [I/Os] = host IOPS [IO/s] × mean response [s]. LUN
/// rows are summed from their routes (the other rows derive response from queue / IOPS), so this
/// is where the law can break.
#[test]
fn lun_loads_obey_littles_law_on_every_preset() {
    for id in PRESETS {
        let report = evaluate(&preset_input(id));
        let mut luns = 0;
        for c in report.components.iter().filter(|c| c.kind == "lun") {
            let little = c.iops * c.response_ms / 1000.0;
            assert!(
                (c.queue_length - little).abs() <= 1e-6 * c.queue_length.max(1.0),
                "{id}: {} ({}) queue {} but IOPS × response = {little}",
                c.name,
                c.kind,
                c.queue_length
            );
            luns += 1;
        }
        assert!(luns > 0, "{id}: the report has LUN loads");
    }
}
