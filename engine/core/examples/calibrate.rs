//! Calibration sweep: evaluates every preset over a grid of the shared parameters in
//! `params::Calibration` and ranks them by MODEL.md §10's loss against the published figures
//! (log-ratio of IOPS, DB read latency relative to max(R, 2 ms), log write latency relative to
//! max(L, 1 ms), and a penalty per wrong pass/fail). One parameter set for all presets.
//!
//! Usage (from engine/): cargo run --release --example calibrate [-- think gamma destage]

use serde_json::Value;
use spindle_core::evaluate::run_with;
use spindle_core::params::{Calibration, CALIBRATION};
use spindle_core::{EngineInput, Report};

const PRESETS: [&str; 6] = [
    "xiv-2810",
    "cisco-ucs-c210-m2",
    "clariion-cx4-960-phase1",
    "clariion-cx4-960-phase2",
    "nseries-qd256",
    "nseries-qd16",
];

struct Published {
    server: Option<String>,
    metric: String,
    value: f64,
}

fn published(id: &str) -> Vec<Published> {
    let text = std::fs::read_to_string(format!("../presets/{id}.json")).unwrap_or_default();
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    v["meta"]["published"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter(|p| p["failedComponentId"].is_null())
        .filter_map(|p| {
            let value = p["value"]
                .as_f64()
                .or_else(|| p["value"].as_bool().map(|b| if b { 1.0 } else { 0.0 }))?;
            Some(Published {
                server: p["serverId"].as_str().map(String::from),
                metric: p["metric"].as_str()?.to_string(),
                value,
            })
        })
        .collect()
}

/// (metric, predicted, published) pairs of one preset.
fn compare(r: &Report, pubs: &[Published]) -> Vec<(String, f64, f64)> {
    let mut out = Vec::new();
    for p in pubs {
        let pred = match &p.server {
            Some(s) => {
                let Some(srv) = r.servers.iter().find(|x| &x.id == s) else {
                    continue;
                };
                match p.metric.as_str() {
                    "achievedIops" => Some(srv.achieved_iops),
                    "dbReadLatencyMs" => srv.db_read_latency_ms,
                    "logWriteLatencyMs" => srv.log_write_latency_ms,
                    "pass" => Some(if srv.pass { 1.0 } else { 0.0 }),
                    _ => None,
                }
            }
            None => {
                let read = weighted(r, |s| s.db_read_latency_ms, |s| s.db_reads_per_sec);
                let log = weighted(r, |s| s.log_write_latency_ms, |s| s.log_writes_per_sec);
                match p.metric.as_str() {
                    "achievedIops" => Some(r.totals.achieved_iops),
                    "dbReadLatencyMs" => read,
                    "logWriteLatencyMs" => log,
                    "pass" => Some(if r.pass { 1.0 } else { 0.0 }),
                    _ => None,
                }
            }
        };
        if let Some(v) = pred {
            out.push((
                format!(
                    "{}:{}",
                    p.server.clone().unwrap_or("total".into()),
                    p.metric
                ),
                v,
                p.value,
            ));
        }
    }
    out
}

fn weighted(
    r: &Report,
    v: impl Fn(&spindle_core::report::ServerResult) -> Option<f64>,
    w: impl Fn(&spindle_core::report::ServerResult) -> f64,
) -> Option<f64> {
    let (mut s, mut t) = (0.0, 0.0);
    for x in &r.servers {
        if let Some(val) = v(x) {
            s += val * w(x);
            t += w(x);
        }
    }
    (t > 0.0).then(|| s / t)
}

fn loss(pairs: &[(String, f64, f64)]) -> f64 {
    let mut l = 0.0;
    // Aggregate per preset so that presets with many per-VM figures do not dominate.
    let (mut iops, mut n_iops) = (0.0, 0.0);
    for (m, pred, obs) in pairs {
        if m.ends_with("achievedIops") && *obs > 0.0 {
            iops += (pred.max(1e-9) / obs).ln().powi(2);
            n_iops += 1.0;
        } else if m.ends_with("dbReadLatencyMs") {
            l += ((pred - obs) / obs.max(2.0)).powi(2);
        } else if m.ends_with("logWriteLatencyMs") {
            l += ((pred - obs) / obs.max(1.0)).powi(2);
        } else if m.ends_with("pass") && (pred - obs).abs() > 0.5 {
            l += 1.0;
        }
    }
    l + if n_iops > 0.0 {
        iops / n_iops * 2.0
    } else {
        0.0
    }
}

fn main() {
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let inputs: Vec<(String, EngineInput)> = PRESETS
        .iter()
        .map(|id| {
            let text = std::fs::read_to_string(format!("core/tests/fixtures/{id}.input.json"))
                .expect("export inputs first");
            let mut input: EngineInput = serde_json::from_str(&text).expect("valid input");
            input.options.failures = false;
            input.options.headroom = false;
            (id.to_string(), input)
        })
        .collect();
    let pubs: Vec<Vec<Published>> = PRESETS.iter().map(|id| published(id)).collect();
    let grid: Vec<Calibration> = if args.len() == 3 {
        vec![Calibration {
            think_per_op: args[0],
            sptf_gamma: args[1],
            destage_queue: args[2],
            ..CALIBRATION
        }]
    } else {
        let mut g = Vec::new();
        for &think in &[0.018, 0.021, 0.024, 0.027] {
            for &gamma in &[0.15, 0.20, 0.26] {
                for &dq in &[4.0, 16.0, 64.0] {
                    g.push(Calibration {
                        think_per_op: think,
                        sptf_gamma: gamma,
                        destage_queue: dq,
                        ..CALIBRATION
                    });
                }
            }
        }
        g
    };
    let mut results = Vec::new();
    for cal in &grid {
        let mut total = 0.0;
        let mut detail = Vec::new();
        for ((id, input), p) in inputs.iter().zip(&pubs) {
            let r = run_with(input, *cal);
            let pairs = compare(&r, p);
            let l = loss(&pairs);
            total += l;
            detail.push((id.clone(), l, pairs));
        }
        println!(
            "think {:.3} gamma {:.2} destage {:>4} → loss {:.3}",
            cal.think_per_op, cal.sptf_gamma, cal.destage_queue, total
        );
        results.push((total, *cal, detail));
    }
    results.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (best, cal, detail) = &results[0];
    println!("\nbest loss {best:.3}: {cal:?}");
    for (id, l, pairs) in detail {
        println!("  {id:<26} loss {l:.3}");
        let mut seen = std::collections::BTreeSet::new();
        for (m, pred, obs) in pairs {
            let key = m.split(':').nth(1).unwrap_or("").to_string()
                + if m.starts_with("total") {
                    " (total)"
                } else {
                    ""
                };
            if m.contains("mbx") && !seen.insert(key.clone()) {
                continue;
            }
            println!(
                "      {m:<34} predicted {pred:>10.2}  published {obs:>10.2}  error {:+.1} %",
                (pred / obs - 1.0) * 100.0
            );
        }
    }
}
