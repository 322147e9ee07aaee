//! Calibration aid: evaluates preset engine inputs natively and prints predictions beside the
//! published figures carried by the preset files.
//!
//! Usage (from engine/): cargo run --release --example summary [-- <preset-id> …]
//! Inputs come from `npx tsx scripts/export-engine-inputs.ts`.

use std::time::Instant;

use serde_json::Value;
use spindle_core::{evaluate, EngineInput};

fn published(id: &str) -> Vec<(String, String, f64)> {
    let text = std::fs::read_to_string(format!("../presets/{id}.json")).unwrap_or_default();
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    let mut out = Vec::new();
    for p in v["meta"]["published"]
        .as_array()
        .cloned()
        .unwrap_or_default()
    {
        let server = p["serverId"].as_str().unwrap_or("total").to_string();
        let metric = p["metric"].as_str().unwrap_or("").to_string();
        if let Some(x) = p["value"].as_f64() {
            out.push((server, metric, x));
        } else if let Some(b) = p["value"].as_bool() {
            out.push((server, metric, if b { 1.0 } else { 0.0 }));
        }
    }
    out
}

fn main() {
    let mut ids: Vec<String> = std::env::args().skip(1).collect();
    if ids.is_empty() {
        ids = [
            "xiv-2810",
            "cisco-ucs-c210-m2",
            "clariion-cx4-960-phase1",
            "clariion-cx4-960-phase2",
            "nseries-qd256",
            "nseries-qd16",
        ]
        .map(String::from)
        .to_vec();
    }
    let quick = std::env::var("QUICK").is_ok();
    for id in ids {
        let text = std::fs::read_to_string(format!("core/tests/fixtures/{id}.input.json"))
            .expect("export inputs first");
        let mut input: EngineInput = serde_json::from_str(&text).expect("valid input");
        if quick {
            input.options.failures = false;
            input.options.headroom = false;
        }
        let t = Instant::now();
        let r = evaluate(&input);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        println!(
            "\n== {id}  ({ms:.1} ms, {} solves, {} it, converged {}) pass={}",
            r.solver.solves, r.solver.total_iterations, r.solver.converged, r.pass
        );
        println!(
            "{:<12} {:>6} {:>8} {:>9} {:>8} {:>8} {:>7} {:>7} {:>7} {:>7} {:>6} pass",
            "server",
            "thr",
            "target",
            "achieved",
            "reads",
            "writes",
            "rd ms",
            "wr ms",
            "log/s",
            "log ms",
            "bdm"
        );
        for s in r
            .servers
            .iter()
            .take(std::env::var("ALL").map(|_| 999).unwrap_or(6))
        {
            let f = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.2}"));
            println!(
                "{:<12} {:>6.1} {:>8.0} {:>9.1} {:>8.1} {:>8.1} {:>7} {:>7} {:>7.1} {:>7} {:>6.1} {}",
                s.name.chars().take(12).collect::<String>(),
                s.threads_per_database,
                s.target_iops,
                s.achieved_iops,
                s.db_reads_per_sec,
                s.db_writes_per_sec,
                f(s.db_read_latency_ms),
                f(s.db_write_latency_ms),
                s.log_writes_per_sec,
                f(s.log_write_latency_ms),
                s.bdm_mb_per_sec,
                s.pass
            );
        }
        println!(
            "totals: achieved {:.0} target {:.0}; bottleneck: {}",
            r.totals.achieved_iops,
            r.totals.target_iops,
            r.bottleneck
                .as_ref()
                .map_or("-".into(), |b| b.reason.clone())
        );
        if let Some(h) = &r.headroom {
            println!(
                "headroom: max {:.0} IOPS ({:+.1} %), +{:.0} mailboxes, limited by {}",
                h.max_iops, h.iops_pct, h.extra_mailboxes, h.limited_by
            );
        }
        if let Some(w) = &r.worst_failure {
            println!(
                "worst failure: {} pass={} headroom={:?} ({})",
                w.label,
                w.pass,
                w.headroom_pct.map(|v| (v * 10.0).round() / 10.0),
                w.reason
            );
        }
        for s in &r.scenarios {
            if s.notes.iter().any(|n| n.starts_with("Same role")) {
                continue;
            }
            println!(
                "  {:<45} pass={:<5} iops {:>8.0} rd {:>6} log {:>6} hr {:?} rb {:?}",
                s.label.chars().take(45).collect::<String>(),
                s.pass,
                s.achieved_iops,
                s.worst_db_read_latency_ms
                    .map_or("-".into(), |v| format!("{v:.1}")),
                s.worst_log_write_latency_ms
                    .map_or("-".into(), |v| format!("{v:.1}")),
                s.headroom
                    .as_ref()
                    .map(|h| (h.iops_pct * 10.0).round() / 10.0),
                s.rebuild_hours.map(|h| (h * 10.0).round() / 10.0)
            );
        }
        for f in r
            .findings
            .iter()
            .filter(|f| f.severity != spindle_core::report::Severity::Info)
            .take(6)
        {
            println!("  [{}] {}", f.code, f.message);
        }
        let pubs = published(&id);
        if !pubs.is_empty() {
            println!("published:");
            for (server, metric, v) in pubs.iter().take(14) {
                println!("  {server:<10} {metric:<20} {v}");
            }
        }
    }
}
