//! A what-if failure (`options.failed`, the app's failure view and the CLI's `--fail`) shows the
//! whole design in the state its Failures row summarises, so the two must agree: for every single
//! failure of every preset but the largest, a quick evaluation with that part failed (threads
//! hinted from the full report, as the app sends them) gives the row's achieved IOPS, worst read
//! and log write latencies and verdict. The row is solved warm from the normal state, the what-if
//! from scratch: both to the solver's tolerance, so they agree to well within the figures shown.

use spindle_core::evaluate;
use spindle_core::input::{EngineInput, ThreadHint};
use spindle_core::report::{Report, ScenarioResult};

use crate::golden::preset_input;

fn full(id: &str) -> (EngineInput, Report) {
    let mut input = preset_input(id);
    input.options.failures = true;
    input.options.headroom = false;
    input.options.failed.clear();
    let report = evaluate(&input);
    (input, report)
}

/// `input` in quick mode with `failed` failed and the threads `full` tuned.
fn what_if(input: &EngineInput, full: &Report, failed: &[&str]) -> Report {
    let mut q = input.clone();
    q.options.failures = false;
    q.options.headroom = false;
    q.options.failed = failed.iter().map(|s| s.to_string()).collect();
    q.options.thread_hints = full
        .servers
        .iter()
        .map(|s| ThreadHint {
            server: s.id.clone(),
            threads: s.threads_per_database,
        })
        .collect();
    evaluate(&q)
}

fn worst(r: &Report, f: fn(&spindle_core::report::InstanceResult) -> Option<f64>) -> Option<f64> {
    r.servers
        .iter()
        .flat_map(|s| &s.instances)
        .filter_map(f)
        .reduce(f64::max)
}

fn near(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => (a - b).abs() <= 1e-4 * a.abs().max(b.abs()).max(1e-6),
        (a, b) => a == b,
    }
}

fn agrees(s: &ScenarioResult, r: &Report) -> Result<(), String> {
    let achieved: f64 = r
        .servers
        .iter()
        .flat_map(|s| &s.instances)
        .map(|i| i.achieved_iops)
        .sum();
    let read = worst(r, |i| i.db_read_latency_ms);
    let log = worst(r, |i| i.log_write_latency_ms);
    let ok = near(Some(achieved), Some(s.achieved_iops))
        && near(read, s.worst_db_read_latency_ms)
        && near(log, s.worst_log_write_latency_ms);
    // The row's verdict also counts databases its failure takes offline; the what-if's servers
    // fail their criteria for the same reasons, or pass.
    let pass = r.pass && s.survivable;
    if ok && pass == s.pass {
        return Ok(());
    }
    Err(format!(
        "{}: what-if {achieved:.3} IO/s, read {read:?}, log {log:?}, pass {pass}; row {:.3} IO/s, \
         read {:?}, log {:?}, pass {}",
        s.id, s.achieved_iops, s.worst_db_read_latency_ms, s.worst_log_write_latency_ms, s.pass
    ))
}

#[test]
fn every_failure_scenario_is_what_failing_its_part_gives() {
    let mut kinds = std::collections::BTreeSet::new();
    for id in [
        "xiv-2810",
        "cisco-ucs-c210-m2",
        "nseries-qd16",
        "clariion-cx4-960-phase1",
    ] {
        let (input, report) = full(id);
        assert!(!report.scenarios.is_empty(), "{id}");
        let wrong: Vec<String> = report
            .scenarios
            .iter()
            .filter_map(|s| {
                kinds.insert(s.kind.clone());
                agrees(s, &what_if(&input, &report, &[s.component_id.as_str()])).err()
            })
            .collect();
        assert!(wrong.is_empty(), "{id}:\n{}", wrong.join("\n"));
    }
    // Every kind of failure the engine models, drive failures included.
    for kind in ["server", "hba", "switch", "controller", "disk"] {
        assert!(kinds.contains(kind), "no {kind} scenario among {kinds:?}");
    }
}

#[test]
fn a_dag_failover_what_if_gives_its_row_and_its_databases_run_on_the_survivor() {
    // The XIV's two servers in one DAG: a server's failure moves its active databases to the
    // other (the preset's own copies are on servers it does not draw, so they go offline there).
    let mut input = preset_input("xiv-2810");
    for s in &mut input.servers {
        s.dag = Some("dag1".into());
    }
    input.options.failures = true;
    input.options.headroom = false;
    let report = evaluate(&input);
    let row = report
        .scenarios
        .iter()
        .find(|s| s.id == "server:xiv30")
        .expect("XIV30's failure");
    assert!(row.survivable && row.pass, "{row:?}");
    let r = what_if(&input, &report, &["xiv30"]);
    agrees(row, &r).unwrap();
    // XIV30's databases are not offline: they run on XIV31, which is judged against both targets.
    let xiv30 = r.servers.iter().find(|s| s.id == "xiv30").unwrap();
    assert!(xiv30.pass && xiv30.criteria.iter().any(|c| c.id == "online" && c.pass));
    assert_eq!(xiv30.target_iops, 0.0);
    let xiv31 = r.servers.iter().find(|s| s.id == "xiv31").unwrap();
    assert!((xiv31.target_iops - report.totals.target_iops).abs() < 1e-6);
    assert!((r.totals.target_iops - report.totals.target_iops).abs() < 1e-6);
    for s in &report.scenarios {
        agrees(s, &what_if(&input, &report, &[s.component_id.as_str()])).unwrap();
    }
}

#[test]
fn a_drive_failure_slows_its_group_and_only_one_is_taken() {
    let (input, report) = full("clariion-cx4-960-phase1");
    let normal = what_if(&input, &report, &[]);
    let disks: Vec<&ScenarioResult> = report
        .scenarios
        .iter()
        .filter(|s| s.kind == "disk")
        .collect();
    let (a, b) = (
        disks[0].component_id.as_str(),
        disks[1].component_id.as_str(),
    );
    let one = what_if(&input, &report, &[a]);
    assert!(worst(&one, |i| i.db_read_latency_ms) > worst(&normal, |i| i.db_read_latency_ms));
    assert!(one.findings.iter().all(|f| f.code != "SPN-W114"));
    // A second RAID group is not failed as well: the same figures, and a finding naming it.
    let two = what_if(&input, &report, &[a, b]);
    assert_eq!(two.totals.achieved_iops, one.totals.achieved_iops);
    let w114: Vec<_> = two
        .findings
        .iter()
        .filter(|f| f.code == "SPN-W114")
        .collect();
    assert_eq!(w114.len(), 1);
    assert_eq!(w114[0].component_ids, vec![b.to_string()]);
}
