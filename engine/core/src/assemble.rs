//! Turns a solved network into report sections: load per design component (and per link), the
//! bottleneck, and the breakdowns that explain headline figures.

use std::collections::{BTreeMap, BTreeSet};

use crate::build::Built;
use crate::findings::Part;
use crate::input::RaidLevel;
use crate::network::{IoType, StationKind, StationPart};
use crate::params;
use crate::report::{Bottleneck, Explanation, ServerResult, Term};
use crate::solver::Solution;
use crate::topology::Topology;

/// Kind label of a component or link id.
pub(crate) fn kind_of(topo: &Topology, id: &str) -> &'static str {
    let i = topo.input;
    if topo.servers.contains_key(id) {
        if i.servers[topo.servers[id]].host.is_some() {
            "vm"
        } else {
            "server"
        }
    } else if topo.hbas.contains_key(id) {
        "hba"
    } else if topo.switches.contains_key(id) {
        "switch"
    } else if topo.controllers.contains_key(id) {
        "controller"
    } else if topo.arrays.contains_key(id) {
        "array"
    } else if topo.luns_ix.contains_key(id) {
        "lun"
    } else if topo.raid_groups_ix.contains_key(id) {
        "raidGroup"
    } else if topo.link_ids.contains_key(id) {
        "link"
    } else {
        "component"
    }
}

pub(crate) fn name_of(topo: &Topology, id: &str) -> String {
    // Components first: nearly every station belongs to one.
    match topo.name(id) {
        Some(name) => Part::new(id, name).shown().to_string(),
        None => topo.link_name(id).unwrap_or(id).to_string(),
    }
}

/// The most utilised queueing station, in words.
pub fn bottleneck(topo: &Topology, built: &Built, sol: &Solution) -> Option<Bottleneck> {
    busiest(topo, built, sol, 0..built.net.stations.len())
}

/// What limits one server: the busiest station its `routes` visit (see [`routes_by_server`]).
/// The design's bottleneck may sit on another server's path (its HBA, its RAID group), which
/// explains nothing about this one.
pub fn server_bottleneck(
    topo: &Topology,
    built: &Built,
    sol: &Solution,
    routes: &[usize],
) -> Option<Bottleneck> {
    let net = &built.net;
    // The stations the server's routes visit, in index order. Marked in the thread's table of
    // every station, reused from call to call and cleared where marked (as `terms.rs` does): a
    // fresh table per server, scanned whole, was quadratic in the design; sorting every visit
    // (about 2,300 per server) cost more than that up to 10x the largest preset.
    let mut visited = VISITED.with(|table| {
        let mut table = table.borrow_mut();
        if table.len() < net.stations.len() {
            table.resize(net.stations.len(), false);
        }
        let mut visited = Vec::new();
        for r in routes.iter().map(|&ri| &net.routes[ri]) {
            for &e in r.demands.iter().chain(&r.path_windows).chain(&r.lun_window) {
                let k = net.demands[e].station;
                if !std::mem::replace(&mut table[k], true) {
                    visited.push(k);
                }
            }
        }
        visited.iter().for_each(|&k| table[k] = false);
        visited
    });
    visited.sort_unstable();
    busiest(topo, built, sol, visited.into_iter())
}

thread_local! {
    /// Per station: whether [`server_bottleneck`]'s current server visits it (all false between
    /// calls).
    static VISITED: std::cell::RefCell<Vec<bool>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A station at least this busy constrains throughput in its own right: a full window in front
/// of it is full because of it, so the station is named rather than the window.
const NAMED_BUSY: f64 = 0.9;
/// Below this, no part is a real constraint: the Jetstress threads set the load.
const LIGHT: f64 = 0.5;

/// What limits `stations` (delay stations aside), named and explained: the busiest queue or
/// drive station, unless a window (LUN queue depth, execution throttle) is busier and nothing
/// behind it is near saturation — a full window with drives at 93 % is a symptom of the drives.
fn busiest(
    topo: &Topology,
    built: &Built,
    sol: &Solution,
    stations: impl Iterator<Item = usize>,
) -> Option<Bottleneck> {
    let net = &built.net;
    let stations: Vec<usize> = stations.collect();
    let (mut window, mut other): (Option<usize>, Option<usize>) = (None, None);
    let busier = |best: Option<usize>, k: usize| match best {
        Some(b) if sol.util[b] >= sol.util[k] => Some(b),
        _ => Some(k),
    };
    for &k in &stations {
        match net.stations[k].kind {
            StationKind::Delay => {}
            StationKind::Window { .. } => window = busier(window, k),
            _ => other = busier(other, k),
        }
    }
    let util = |k: Option<usize>| k.map_or(0.0, |k| sol.util[k]);
    let k = if util(other) >= NAMED_BUSY || util(other) >= util(window) {
        other?
    } else {
        window?
    };
    let st = &net.stations[k];
    let u = sol.util[k];
    if u <= 0.0 {
        return None;
    }
    let name = name_of(topo, &st.component);
    let dedicated_parity = st.part == StationPart::Drives
        && topo
            .raid_groups_ix
            .get(st.component.as_str())
            .is_some_and(|&g| topo.input.raid_groups[g].level == RaidLevel::RaidDp);
    let (drives, drive) = if dedicated_parity {
        ("data drives", "data drive")
    } else {
        ("drives", "drive")
    };
    let mut reason = match st.kind {
        StationKind::Window { limit } => format!("{name} {} is full {:.0} % of the time: at most {limit:.0} I/Os are outstanding, the rest wait in the host.", st.role, u * 100.0),
        // With dedicated parity drives (RAID-DP) the busiest drives are the data drives,
        // and the figures are theirs: "48 drives … 163 IO/s per drive" was per data drive (42).
        // A degraded RAID 1/0 group's mirror partner (or a group's parity drives) has figures of
        // its own: "the drives … are 97 % busy (271 IO/s per drive)" was the partner's alone,
        // with the group's other six at 85 % and 191 IO/s.
        StationKind::Disk { .. } if st.part != StationPart::Drives => format!(
            "The {} of {name} {} {:.0} % busy ({:.0} IO/s per drive, {:.1} ms per drive I/O of every kind, queueing included), busier than the group's other drives.",
            st.role,
            if st.multiplicity > 1.0 { "are" } else { "is" },
            u * 100.0,
            sol.throughput[k],
            if sol.throughput[k] > 0.0 { sol.queue[k] / sol.throughput[k] * 1000.0 } else { 0.0 }
        ),
        StationKind::Disk { .. } => format!(
            "The {drives} of {name} are {:.0} % busy ({:.0} IO/s per {drive}, {:.1} ms per drive I/O of every kind, queueing included).",
            u * 100.0,
            sol.throughput[k],
            if sol.throughput[k] > 0.0 { sol.queue[k] / sol.throughput[k] * 1000.0 } else { 0.0 }
        ),
        _ => format!("{name} {} is {:.0} % busy.", st.role, u * 100.0),
    };
    // The first of equals is named; say that it has equals, so that no one reads "MBX9 DB RAID
    // group 1" as the one weak spot when eleven more RAID groups are exactly as busy.
    let peers: BTreeSet<&str> = stations
        .iter()
        .filter(|&&j| (sol.util[j] - u).abs() <= params::SOLVER_TOL * u)
        .map(|&j| &net.stations[j])
        .filter(|o| o.part == st.part && o.component != st.component)
        .map(|o| o.component.as_str())
        .collect();
    if !peers.is_empty() {
        let state = match st.kind {
            StationKind::Window { .. } => "full",
            _ => "busy",
        };
        let (n, kind) = (peers.len(), kind_of(topo, &st.component));
        let verb = if n == 1 { "is" } else { "are" };
        reason.push_str(&format!(
            " {n} other {} {verb} as {state}.",
            kind_words(kind, n)
        ));
    }
    if let Some(w) = window.filter(|&w| w != k && sol.util[w] >= NAMED_BUSY) {
        let ws = &net.stations[w];
        reason.push_str(&format!(
            " {} {} is full {:.0} % of the time as a result.",
            name_of(topo, &ws.component),
            ws.role,
            sol.util[w] * 100.0
        ));
    } else if u < LIGHT {
        reason.push_str(
            " Nothing is busier: the load is set by the Jetstress threads (their number and \
             think time), not by a saturated part; more threads would reach more IO/s.",
        );
    }
    Some(Bottleneck {
        component_id: st.component.clone(),
        name,
        kind: kind_of(topo, &st.component).into(),
        utilisation: u,
        reason,
    })
}

/// `n` components of report kind `kind`, as a sentence says them: "RAID groups", "HBA", "cables".
fn kind_words(kind: &str, n: usize) -> String {
    let one = match kind {
        "raidGroup" => "RAID group",
        "hba" => "HBA",
        "lun" => "LUN",
        "vm" => "VM",
        "link" => "cable",
        other => other,
    };
    match (n, one) {
        (1, _) => one.to_string(),
        (_, "switch") => "switches".to_string(),
        _ => format!("{one}s"),
    }
}

/// Route indices of each server's databases (server id → routes), in route order: one pass over
/// the network instead of one per server.
pub fn routes_by_server<'t>(topo: &Topology<'t>, built: &Built) -> BTreeMap<&'t str, Vec<usize>> {
    let mut out: BTreeMap<&'t str, Vec<usize>> = BTreeMap::new();
    for (ri, r) in built.net.routes.iter().enumerate() {
        if let Some(db) = built.net.classes[r.class].database {
            out.entry(topo.input.databases[db].server.as_str())
                .or_default()
                .push(ri);
        }
    }
    out
}

/// What a log write latency is.
const LOG_WRITE_SUMMARY: &str = "Average time of a transaction-log write (acknowledged from write \
    cache when write-back caching is active).";

/// What a database write latency is, and how far to trust it.
const DB_WRITE_SUMMARY: &str = "Average time of a database page write as the host sees it, \
    acknowledged from write cache when write-back caching is active. ESE flushes pages \
    asynchronously, so threads do not wait for it, and it is not a Jetstress criterion. Jetstress \
    has measured 3 to 4 times this on cached arrays (XIV, CLARiiON): ESE flushes in bursts that \
    queue, which the model smooths into a steady stream. Compare designs with it; do not quote it \
    as a prediction.";

/// Explanations of a server's headline figures.
pub fn explain_server(
    topo: &Topology,
    built: &Built,
    sol: &Solution,
    s: &ServerResult,
    routes: &[usize],
    bottleneck: Option<&Bottleneck>,
) -> Vec<Explanation> {
    let read_top = |terms: &[Term]| {
        terms.first().map_or(String::new(), |t| {
            format!(
                " The largest term is {} ({}).",
                t.label,
                crate::findings::ms_text(t.value)
            )
        })
    };
    let latencies: [(Option<f64>, &str, &str, &[IoType]); 3] = [
        (
            s.db_read_latency_ms,
            "dbReadLatencyMs",
            "database read",
            &[IoType::DbRead],
        ),
        (
            s.db_write_latency_ms,
            "dbWriteLatencyMs",
            "database write",
            &[IoType::DbWrite],
        ),
        (
            s.log_write_latency_ms,
            "logWriteLatencyMs",
            "log write",
            &[IoType::LogWrite, IoType::LogWriteLazy],
        ),
    ];
    let mut out = Vec::new();
    for (value, metric, what, io) in latencies {
        let Some(v) = value else { continue };
        let terms = crate::terms::latency_terms(topo, built, sol, routes, io);
        let summary = match metric {
            "dbReadLatencyMs" => format!(
                "Average time a Jetstress database read takes as the host sees it.{}",
                read_top(&terms)
            ),
            // The known limit (docs/validation.md) is said where the figure is explained.
            "dbWriteLatencyMs" => DB_WRITE_SUMMARY.into(),
            _ => LOG_WRITE_SUMMARY.into(),
        };
        out.push(Explanation {
            id: format!("server:{}:{metric}", s.id),
            label: format!("{}: {what} latency", s.name),
            value: v,
            unit: "ms".into(),
            summary,
            terms,
        });
    }
    out.push(crate::throughput::explain_achieved(
        topo, built, sol, s, bottleneck,
    ));
    out
}
