//! Turns a solved network into report sections: load per design component (and per link), the
//! bottleneck, and the breakdowns that explain headline figures.

use std::cell::RefCell;
use std::collections::BTreeMap;

use crate::build::Built;
use crate::findings::Part;
use crate::network::{IoType, StationKind};
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

/// True for a RAID group's drive stations: "drives", "parity drives", "mirror partner (degraded)".
pub(crate) fn is_drive_role(role: &str) -> bool {
    role.ends_with("drives") || role.starts_with("mirror partner")
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
    let mut visited = vec![false; net.stations.len()];
    for r in routes.iter().map(|&ri| &net.routes[ri]) {
        for &e in r.demands.iter().chain(&r.path_windows).chain(&r.lun_window) {
            visited[net.demands[e].station] = true;
        }
    }
    busiest(topo, built, sol, (0..visited.len()).filter(|&k| visited[k]))
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
    let (mut window, mut other): (Option<usize>, Option<usize>) = (None, None);
    let busier = |best: Option<usize>, k: usize| match best {
        Some(b) if sol.util[b] >= sol.util[k] => Some(b),
        _ => Some(k),
    };
    for k in stations {
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
    let mut reason = match st.kind {
        StationKind::Window { limit } => format!("{name} {} is full {:.0} % of the time: at most {limit:.0} I/Os are outstanding, the rest wait in the host.", st.role, u * 100.0),
        StationKind::Disk { .. } => format!(
            "The drives of {name} are {:.0} % busy ({:.0} IO/s per drive, {:.1} ms per drive I/O of every kind, queueing included).",
            u * 100.0,
            sol.throughput[k],
            if sol.throughput[k] > 0.0 { sol.queue[k] / sol.throughput[k] * 1000.0 } else { 0.0 }
        ),
        _ => format!("{name} {} is {:.0} % busy.", st.role, u * 100.0),
    };
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

/// [`latency_terms`]'s per-station sums (host queue, service, queueing [s per host I/O, rate
/// weighted]) and the stations a call touched; every touched entry is cleared before it returns.
type TermTable = (Vec<[Option<f64>; 3]>, Vec<usize>);

thread_local! {
    static TERM_TABLE: RefCell<TermTable> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// What a latency term of one station measures.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum TermKind {
    /// Waiting for a host queue-depth slot (window stations).
    HostQueue,
    Service,
    Queueing,
}

impl TermKind {
    const ALL: [TermKind; 3] = [TermKind::HostQueue, TermKind::Service, TermKind::Queueing];
}

/// Breaks the latency of the `io` routes among `routes` (one server's, see [`routes_by_server`])
/// into terms, rate-weighted [ms].
pub fn latency_terms(
    topo: &Topology,
    built: &Built,
    sol: &Solution,
    routes: &[usize],
    io: &[IoType],
) -> Vec<Term> {
    let net = &built.net;
    // Per (station, part) first, in a table indexed by station (a route visits ~35 stations and
    // a server's explanation sums ~2,300 visits; a BTreeMap entry per visit cost more than the
    // rest of the explanation). The table is the thread's, reused from call to call, and only the
    // stations a call touches are read and cleared: a fresh table per call cost O(stations) for
    // every explained figure, which is quadratic in the design (a tenth of a 10x design's time).
    // Labels are built once per station at the end.
    let (present, total_rate) = TERM_TABLE.with(|table| {
        let mut table = table.borrow_mut();
        let (by_station, touched) = &mut *table;
        if by_station.len() < net.stations.len() {
            by_station.resize(net.stations.len(), [None; 3]);
        }
        let mut add = |k: usize, part: TermKind, v: f64| {
            let parts = &mut by_station[k];
            if parts.iter().all(Option::is_none) {
                touched.push(k);
            }
            let slot = &mut parts[part as usize];
            *slot = Some(slot.unwrap_or_default() + v);
        };
        let mut total_rate = 0.0;
        for r in routes.iter().map(|&ri| &net.routes[ri]) {
            if !io.contains(&r.io) {
                continue;
            }
            let rate = sol.x[r.class] * r.host_visits;
            total_rate += rate;
            for &e in &r.demands {
                let d = &net.demands[e];
                let st = &net.stations[d.station];
                let share = rate * d.latency_weight / r.host_visits.max(1e-12);
                let (svc, wait) = match st.kind {
                    StationKind::Window { .. } => (0.0, sol.latency(net, e)),
                    StationKind::Delay => (sol.residence[e], 0.0),
                    _ => (
                        sol.service[e].min(sol.residence[e]),
                        (sol.residence[e] - sol.service[e]).max(0.0),
                    ),
                };
                if matches!(st.kind, StationKind::Window { .. }) {
                    add(d.station, TermKind::HostQueue, share * wait);
                    continue;
                }
                if svc > 0.0 {
                    add(d.station, TermKind::Service, share * svc);
                }
                if wait > 0.0 {
                    add(d.station, TermKind::Queueing, share * wait);
                }
            }
        }
        // In (station, part) order, as the sums into shared labels always were.
        touched.sort_unstable();
        let mut present = Vec::new();
        for k in touched.drain(..) {
            let parts = std::mem::take(&mut by_station[k]);
            for part in TermKind::ALL {
                if let Some(v) = parts[part as usize] {
                    present.push((k, part, v));
                }
            }
        }
        (present, total_rate)
    });
    let mut acc: BTreeMap<(String, String, Option<String>), f64> = BTreeMap::new();
    for (k, part, v) in present {
        let st = &net.stations[k];
        let comp = Some(st.component.clone());
        // Built by appending, not `format!`: this runs for every term of every explanation (a
        // twentieth of a quick evaluation of the largest preset went to formatting them).
        let label = match part {
            TermKind::HostQueue => "Host queue (queue depth)".to_string(),
            TermKind::Service => station_label(topo, &st.component, &st.role, ": service"),
            TermKind::Queueing => station_label(topo, &st.component, &st.role, ": queueing"),
        };
        *acc.entry((label, "ms".into(), comp)).or_default() += v;
    }
    if total_rate <= 0.0 {
        return Vec::new();
    }
    let (mut terms, small): (Vec<Term>, Vec<Term>) = acc
        .into_iter()
        .map(|((label, unit, component_id), v)| Term {
            label,
            value: v / total_rate * 1000.0,
            unit,
            component_id,
            count: None,
        })
        .partition(|t| t.value >= SMALL_TERM_MS);
    terms.sort_by(|a, b| b.value.total_cmp(&a.value));
    // Terms too small to show one by one (a path's links and ports, microseconds each) are
    // summed into one, last: the breakdown still adds up to the figure it explains.
    let rest: f64 = small.iter().map(|t| t.value).sum();
    if small.len() == 1 {
        terms.extend(small);
    } else if rest > 0.0 {
        terms.push(Term {
            label: format!(
                "{} smaller terms, each under {SMALL_TERM_MS} ms",
                small.len()
            ),
            value: rest,
            unit: "ms".into(),
            component_id: None,
            count: u32::try_from(small.len()).ok(),
        });
    }
    terms
}

/// A term's label: the station's component and role, then `suffix`. A drive station is named for
/// its RAID group, and "aggr_sgdata: …, 48 drives" is named for its drives already: no
/// "drives drives".
fn station_label(topo: &Topology, component: &str, role: &str, suffix: &str) -> String {
    let mut label = name_of(topo, component);
    if is_drive_role(role) {
        let named = label.trim_end();
        if !(named.ends_with("drives") || named.ends_with("drives)")) {
            label.push_str(" drives");
        }
    } else {
        label.push(' ');
        label.push_str(role);
    }
    label.push_str(suffix);
    label
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

/// A latency term under this is folded into the explanation's "smaller terms" [ms].
const SMALL_TERM_MS: f64 = 0.0005;

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
            format!(" The largest term is {} ({:.2} ms).", t.label, t.value)
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
        let terms = latency_terms(topo, built, sol, routes, io);
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
