//! Calibration aid: the busiest stations of a preset's normal state and what loads them.
//! Usage (from engine/): cargo run --release --example stations -- <preset-id> [threads]
use std::collections::BTreeMap;

use spindle_core::build::{build, Scenario};
use spindle_core::network::StationKind;
use spindle_core::solver::solve;
use spindle_core::topology::Topology;
use spindle_core::EngineInput;

fn main() {
    let id = std::env::args().nth(1).unwrap_or("xiv-2810".into());
    let threads: Option<f64> = std::env::args().nth(2).and_then(|t| t.parse().ok());
    let text = std::fs::read_to_string(format!("core/tests/fixtures/{id}.input.json")).unwrap();
    let input: EngineInput = serde_json::from_str(&text).unwrap();
    let topo = Topology::build(&input);
    let n = input.servers.len();
    let scen = Scenario {
        load: vec![1.0; n],
        threads: vec![threads; n],
        ..Scenario::default()
    };
    let b = build(&topo, &scen);
    let sol = solve(&b.net, None);
    let net = &b.net;
    let mut ks: Vec<usize> = (0..net.stations.len())
        .filter(|&k| net.stations[k].kind != StationKind::Delay)
        .collect();
    ks.sort_by(|&a, &c| sol.util[c].total_cmp(&sol.util[a]));
    for &k in ks.iter().take(12) {
        let st = &net.stations[k];
        let mut by: BTreeMap<String, (f64, f64, f64)> = BTreeMap::new();
        for (e, d) in net
            .demands
            .iter()
            .enumerate()
            .filter(|(_, d)| d.station == k)
        {
            let rate = sol.x[d.class] * d.visits;
            let x = by.entry(format!("{:?}", d.io)).or_default();
            x.0 += rate;
            x.1 += rate * sol.service[e];
            x.2 = sol.service[e] * 1000.0;
        }
        println!(
            "{:<50} util {:.3} q {:.2} x/inst {:.1} mult {}",
            st.label.chars().take(50).collect::<String>(),
            sol.util[k],
            sol.queue[k],
            sol.throughput[k],
            st.multiplicity
        );
        for (io, (rate, u, s)) in by {
            println!("     {io:<14} rate {rate:>9.2}/s  util {u:.3}  svc {s:.3} ms");
        }
    }
    for (a, h) in b.hit.iter().enumerate() {
        println!(
            "array {} hit {:.4} write-back {}",
            input.arrays[a].id, h, b.write_back[a]
        );
    }
}
