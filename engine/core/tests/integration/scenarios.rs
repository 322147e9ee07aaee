//! Single-failure scenarios that share one solve (`shape.rs`) give exactly what solving each of
//! them gives. CLARiiON phase 2 is the case that matters: its three ESX hosts have identical
//! hardware but run different building blocks (host 1 four BB1 servers, 9,300 IO/s; host 3 the
//! BB2 and BB3 servers, 16,700 IO/s), which a signature of counts once mistook for one role: host
//! 3's failure was reported with host 1's figures (25,964 IO/s left instead of 18,527).

use spindle_core::build::Scenario;
use spindle_core::evaluate::{solve_regimes, Work};
use spindle_core::report::{Capacity, ScenarioResult, WorstFailure};
use spindle_core::scenarios::failures_with;
use spindle_core::topology::Topology;
use spindle_core::EngineInput;

use crate::golden::preset_input;

fn analysis(id: &str, share: bool) -> (Vec<ScenarioResult>, Option<WorstFailure>) {
    analysis_of(&preset_input(id), share)
}

fn analysis_of(input: &EngineInput, share: bool) -> (Vec<ScenarioResult>, Option<WorstFailure>) {
    let topo = Topology::build(input);
    let n = input.servers.len();
    let hint = |s: usize| {
        let id = &input.servers[s].id;
        let hint = input.options.thread_hints.iter().find(|h| &h.server == id);
        Some(hint.map_or(4.0, |h| h.threads))
    };
    let scen = Scenario {
        load: vec![1.0; n],
        threads: (0..n).map(hint).collect(),
        ..Scenario::default()
    };
    let normal = solve_regimes(&topo, scen, None);
    let cap = Capacity {
        extra_mailboxes: f64::INFINITY,
        ..Capacity::default()
    };
    failures_with(&topo, &normal, &cap, true, share, &mut Work::default())
}

fn scenarios(id: &str, share: bool) -> Vec<ScenarioResult> {
    analysis(id, share).0
}

/// `input` twice over: a second building block with storage of its own, every id but the drive
/// models' (a catalog both blocks use) renamed with a `b.` prefix.
fn two_blocks(input: &EngineInput) -> EngineInput {
    let mut one = serde_json::to_value(input).expect("serialises");
    let ids: Vec<String> = one
        .as_object()
        .expect("an object")
        .iter()
        .filter(|(list, _)| *list != "drives")
        .filter_map(|(_, v)| v.as_array())
        .flatten()
        .filter_map(|part| part["id"].as_str().map(String::from))
        .collect();
    fn rename(v: &mut serde_json::Value, ids: &[String]) {
        match v {
            serde_json::Value::String(s) if ids.contains(s) => *s = format!("b.{s}"),
            serde_json::Value::Array(items) => items.iter_mut().for_each(|x| rename(x, ids)),
            serde_json::Value::Object(m) => m.values_mut().for_each(|x| rename(x, ids)),
            _ => {}
        }
    }
    let mut other = one.clone();
    rename(&mut other, &ids);
    for (list, items) in one.as_object_mut().expect("an object") {
        if let (Some(items), Some(more)) = (items.as_array_mut(), other[list].as_array()) {
            if list != "drives" {
                items.extend(more.iter().cloned());
            }
        }
    }
    serde_json::from_value(one).expect("still an engine input")
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

fn same_opt(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => close(a, b),
        (a, b) => a.is_none() && b.is_none(),
    }
}

#[test]
fn shared_scenarios_equal_solving_each_one() {
    for id in ["clariion-cx4-960-phase2", "xiv-2810"] {
        let shared = scenarios(id, true);
        let each = scenarios(id, false);
        assert_eq!(shared.len(), each.len(), "{id}");
        let reused = shared
            .iter()
            .filter(|s| s.notes.iter().any(|n| n.contains("computed once")))
            .count();
        assert!(reused > shared.len() / 2, "{id}: only {reused} shared");
        for (a, b) in shared.iter().zip(&each) {
            let what = format!("{id} {}", a.id);
            assert_eq!(a.id, b.id);
            assert!(
                close(a.achieved_iops, b.achieved_iops),
                "{what}: {} vs {}",
                a.achieved_iops,
                b.achieved_iops
            );
            assert!(
                same_opt(a.worst_db_read_latency_ms, b.worst_db_read_latency_ms),
                "{what}: read"
            );
            assert!(
                same_opt(a.worst_log_write_latency_ms, b.worst_log_write_latency_ms),
                "{what}: log"
            );
            assert_eq!(
                (a.pass, a.survivable, &a.failing),
                (b.pass, b.survivable, &b.failing),
                "{what}"
            );
            assert_eq!(a.rebuild_hours, b.rebuild_hours, "{what}: rebuild");
            assert_eq!(
                a.rebuild_idle_hours, b.rebuild_idle_hours,
                "{what}: idle rebuild"
            );
            let pct = |s: &ScenarioResult| s.headroom.as_ref().map(|h| h.iops_pct);
            assert!(
                same_opt(pct(a), pct(b)),
                "{what}: headroom {:?} vs {:?}",
                pct(a),
                pct(b)
            );
        }
    }
}

#[test]
fn building_blocks_of_different_load_are_not_one_role() {
    let (s, worst) = analysis("clariion-cx4-960-phase2", true);
    let host = |id: &str| s.iter().find(|r| r.id == id).expect(id).achieved_iops;
    // Host 3 carries more load than host 1: losing it leaves less, which makes it the worst
    // failure (neither host's databases survive its loss, so neither has a headroom to compare).
    assert!(
        host("server:esx3") < 0.8 * host("server:esx1"),
        "{} vs {}",
        host("server:esx3"),
        host("server:esx1")
    );
    assert_eq!(worst.map(|w| w.scenario_id).as_deref(), Some("server:esx3"));
}

#[test]
fn a_failure_lists_every_latency_limit_it_breaks() {
    // Losing an SP of CLARiiON phase 2 turns the log writes write-through and trespasses every LUN
    // to the survivor: both database reads (about 23 ms) and log writes (about 14 ms) break their
    // limits, and both must be named (the list once stopped at the first).
    let (s, _) = analysis("clariion-cx4-960-phase2", true);
    let spa = s.iter().find(|r| r.id == "controller:spa").expect("SP A");
    let (read, log) = (
        spa.worst_db_read_latency_ms.unwrap_or(0.0),
        spa.worst_log_write_latency_ms.unwrap_or(0.0),
    );
    assert!(read > 20.0 && log > 10.0, "{read} ms, {log} ms");
    for limit in ["database read latency", "log write latency"] {
        assert!(
            spa.failing.iter().any(|f| f.starts_with(limit)),
            "{limit}: {:?}",
            spa.failing
        );
    }
}

#[test]
fn a_controller_failure_says_when_it_turns_the_write_cache_off() {
    // The UCS RAID controller and the CLARiiON SPs disable write-back caching when they lose
    // their mirror peer; the N series heads keep it. The note said nothing either way, so a
    // slower scenario had no reason beside it.
    let ctrl = |id: &str| -> Vec<ScenarioResult> {
        scenarios(id, true)
            .into_iter()
            .filter(|s| s.kind == "controller")
            .collect()
    };
    let off = |s: &ScenarioResult| s.notes.iter().any(|n| n.starts_with("Write cache off"));
    let clariion = ctrl("clariion-cx4-960-phase1");
    assert!(!clariion.is_empty() && clariion.iter().all(off));
    let nseries = ctrl("nseries-qd256");
    assert!(!nseries.is_empty() && !nseries.iter().any(off));
}

#[test]
fn a_dag_failover_moves_the_maintenance_too_and_never_improves_a_figure() {
    // XIV with both servers in one DAG: when one fails, its databases become active on the other.
    // Their threads moved but their background maintenance was dropped, so the failure read
    // faster and had more headroom than the healthy design (20,060 against 20,032 IO/s).
    let mut input = preset_input("xiv-2810");
    for s in &mut input.servers {
        s.dag = Some("dag1".into());
    }
    input.options.failures = true;
    input.options.headroom = true;
    let r = spindle_core::evaluate(&input);
    let worst_read = r
        .servers
        .iter()
        .filter_map(|s| s.db_read_latency_ms)
        .fold(0.0, f64::max);
    let normal_pct = r.headroom.as_ref().expect("headroom").iops_pct;
    let failover = r
        .scenarios
        .iter()
        .find(|s| s.kind == "server")
        .expect("a server failure");
    assert!(failover.survivable, "{failover:?}");
    assert!(failover.achieved_iops <= r.totals.achieved_iops * (1.0 + 1e-6));
    assert!(failover.worst_db_read_latency_ms.unwrap_or(0.0) >= worst_read * (1.0 - 1e-6));
    let pct = failover.headroom.as_ref().expect("headroom").iops_pct;
    assert!(
        pct <= normal_pct + 1e-6,
        "failover {pct} % vs normal {normal_pct} %"
    );
}

#[test]
fn a_what_if_failure_gives_what_its_scenario_gives() {
    // `--fail spa` tuned its threads after failing the SP (6 per database, PASS) while the
    // scenario kept the healthy design's 7 (FAIL). Both now tune on the healthy design.
    let mut full = preset_input("clariion-cx4-960-phase1");
    full.options.failures = true;
    full.options.headroom = false;
    let report = spindle_core::evaluate(&full);
    let scenario = report
        .scenarios
        .iter()
        .find(|s| s.id == "controller:spa")
        .expect("SP A's failure");
    let mut what_if = preset_input("clariion-cx4-960-phase1");
    what_if.options.failures = false;
    what_if.options.headroom = false;
    what_if.options.failed = vec!["spa".into()];
    let r = spindle_core::evaluate(&what_if);
    assert_eq!(r.pass, scenario.pass);
    let rel = (r.totals.achieved_iops - scenario.achieved_iops).abs() / scenario.achieved_iops;
    assert!(
        rel < 1e-3,
        "what-if {} vs scenario {}",
        r.totals.achieved_iops,
        scenario.achieved_iops
    );
}

#[test]
fn a_failure_is_named_without_repeating_what_the_part_is() {
    // "Controller Filer controller (FCP target) fails", "Switch Brocade 48000 switch A fails":
    // the kind goes in front only when the name does not already say it.
    let labels =
        |id: &str| -> Vec<String> { scenarios(id, true).into_iter().map(|s| s.label).collect() };
    let xiv = labels("xiv-2810");
    assert!(
        xiv.iter().any(|l| l == "Brocade 48000 switch A fails"),
        "{xiv:?}"
    );
    assert!(
        xiv.iter().any(|l| l.starts_with("Server XIV30 ")),
        "{xiv:?}"
    );
    let nseries = labels("nseries-qd16");
    assert!(
        nseries
            .iter()
            .any(|l| l.ends_with("controller (FCP target) fails")),
        "{nseries:?}"
    );
    let doubled = |l: &String| l.to_lowercase().matches("controller").count() > 1;
    assert!(!nseries.iter().any(doubled), "{nseries:?}");
}

#[test]
fn a_failure_in_a_second_identical_block_shares_the_first_ones_solve() {
    // Two XIV building blocks on storage of their own: the parts key refines each block on its
    // own (`parts.rs`), and every failure in the second block is one of the first block's, up to
    // relabelling. Builds with debug assertions (tests) also check each shared key against the
    // failure's own network.
    let input = two_blocks(&preset_input("xiv-2810"));
    assert_eq!(input.servers.len(), 4);
    let (shared, _) = analysis_of(&input, true);
    let (each, _) = analysis_of(&input, false);
    assert_eq!(shared.len(), each.len());
    let second: Vec<&ScenarioResult> = shared
        .iter()
        .filter(|s| s.component_id.starts_with("b."))
        .collect();
    assert_eq!(second.len() * 2, shared.len());
    for s in &second {
        assert!(
            s.notes.iter().any(|n| n.contains("computed once")),
            "{}: {:?}",
            s.id,
            s.notes
        );
        let first = shared
            .iter()
            .find(|f| f.component_id == s.component_id["b.".len()..])
            .expect("the first block's part");
        assert_eq!(first.achieved_iops, s.achieved_iops, "{}", s.id);
    }
    for (a, b) in shared.iter().zip(&each) {
        assert_eq!(a.id, b.id);
        assert!(close(a.achieved_iops, b.achieved_iops), "{}", a.id);
        assert_eq!((a.pass, &a.failing), (b.pass, &b.failing), "{}", a.id);
    }
}
