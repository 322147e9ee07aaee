//! The terms of a latency explanation ("why 12.8 ms?"): a server's latency for one kind of I/O,
//! broken down by the parts its I/Os pass and by what they spend there (waiting in the host for a
//! queue slot, being served, queueing).
//!
//! Parts a route passes once per path — HBAs and their execution throttles, cables, switches,
//! front-end ports — have as many copies as the server has paths, each carrying its share of the
//! I/O, and a server has a LUN queue per LUN: a CLARiiON server with four dual-port HBAs listed 4
//! HBAs, 8 cables per direction and 8 ports of a few microseconds each, 40 of a read explanation's
//! 45 terms. Such copies are one term per kind of part and kind of time ("8 front-end ports:
//! service"), listing every component it sums, and so are the CPUs of the controllers serving it
//! ("6 controller CPUs: service" on an XIV); a part of one copy keeps its own label, and so does an
//! array's cache. A RAID group's drives keep theirs too, unless other RAID groups' drives play the
//! same part in the breakdown ([`alike_raid_groups`]): "MBX9 DB RAID group 1: RAID 5 4+1 drives
//! and 5 RAID groups like it: queueing". The terms still add up to the figure.
//!
//! Which kind of part a station is comes from its [`StationPart`], set where `routes.rs` creates
//! it; its `role` text only names it.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Write;

use crate::assemble::name_of;
use crate::build::Built;
use crate::network::{IoType, Network, Station, StationKind, StationPart};
use crate::params;
use crate::report::Term;
use crate::solver::Solution;
use crate::topology::Topology;

/// A latency term under this is folded into the explanation's "smaller terms" [ms].
const SMALL_TERM_MS: f64 = 0.0005;

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

    fn suffix(self) -> &'static str {
        match self {
            TermKind::HostQueue => "",
            TermKind::Service => ": service",
            TermKind::Queueing => ": queueing",
        }
    }
}

/// Whether a station of `part` is a part a route passes once per path (or, for a server's LUN
/// queues, once per LUN), whose copies share one term: LUN queues, HBA ports' execution
/// throttles, HBAs, cables in one direction, switches, front-end ports, and the CPUs of the
/// controllers serving the I/O (an XIV's six interface modules, or a CLARiiON's two SPs when a
/// server's LUNs are owned by both).
fn copied(part: StationPart) -> bool {
    !matches!(
        part,
        StationPart::CacheHits
            | StationPart::WriteCache
            | StationPart::Drives
            | StationPart::MirrorPartner
            | StationPart::ParityDrives
    )
}

/// The label of the term of `n` copies of `part`; `single` is the one copy's own label.
fn copies_label(
    part: StationPart,
    n: usize,
    kind: TermKind,
    single: impl FnOnce() -> String,
) -> String {
    let many = |what: &str| format!("{n} {what}{}", kind.suffix());
    match part {
        StationPart::LunQueue if n == 1 => "Host queue: LUN queue depth".into(),
        StationPart::LunQueue => format!("Host queue: queue depth of {n} LUNs"),
        StationPart::Throttle if n == 1 => "Host queue: HBA execution throttle".into(),
        StationPart::Throttle => format!("Host queue: execution throttles of {n} HBA ports"),
        _ if n == 1 => single(),
        StationPart::HbaCpu => many("HBAs"),
        StationPart::Link { to_host: true } => many("links array→host"),
        StationPart::Link { to_host: false } => many("links host→array"),
        StationPart::Fabric => many("switches"),
        StationPart::FrontEnd => many("front-end ports"),
        StationPart::ControllerCpu => many("controller CPUs"),
        // Not copied (see `copied`): named as themselves.
        _ => single(),
    }
}

/// One term being summed: its value [s per host I/O, rate weighted], the stations and the
/// components it covers.
#[derive(Default)]
struct Sum<'n> {
    value: f64,
    stations: usize,
    /// The first station's index (labels a term of one station) and component.
    first: usize,
    component: &'n str,
    /// Other components, once each (most terms have none, and allocate nothing).
    more: Vec<&'n str>,
}

impl Sum<'_> {
    /// The term's `component_id` (one component) or `component_ids` (several, sorted).
    fn ids(self) -> (Option<String>, Vec<String>) {
        if self.more.is_empty() {
            return (Some(self.component.to_string()), Vec::new());
        }
        let mut all: Vec<String> = std::iter::once(self.component)
            .chain(self.more)
            .map(String::from)
            .collect();
        all.sort_unstable();
        (None, all)
    }
}

/// Breaks the latency of the `io` routes among `routes` (one server's, see
/// [`crate::assemble::routes_by_server`]) into terms, rate-weighted [ms].
pub fn latency_terms(
    topo: &Topology,
    built: &Built,
    sol: &Solution,
    routes: &[usize],
    io: &[IoType],
) -> Vec<Term> {
    let net = &built.net;
    let (present, total_rate) = station_sums(built, sol, routes, io);
    if total_rate <= 0.0 {
        return Vec::new();
    }
    // A station of its own role sums under its label (two stations may share one: a RAID group's
    // drives when it serves several LUNs, its data and parity drives); alike RAID groups under
    // the first one's; copies under their kind.
    let alike = alike_raid_groups(net, &present);
    let mut own: BTreeMap<(String, &str), Sum> = BTreeMap::new();
    let mut copies: BTreeMap<(StationPart, TermKind), Sum> = BTreeMap::new();
    for (k, part, v) in present {
        let st = &net.stations[k];
        let sum = if copied(st.part) {
            copies.entry((st.part, part)).or_default()
        } else {
            // Built by appending, not `format!`: this runs for every term of every explanation
            // (a twentieth of a quick evaluation of the largest preset once went to formatting
            // them).
            let (label, at) = match alike.get(st.component.as_str()) {
                Some(&(first, n)) => (alike_label(topo, first, n, part.suffix()), first),
                None => (
                    station_label(topo, st, part.suffix()),
                    st.component.as_str(),
                ),
            };
            own.entry((label, at)).or_default()
        };
        if sum.stations == 0 {
            (sum.first, sum.component) = (k, &st.component);
        } else if sum.component != st.component && !sum.more.contains(&st.component.as_str()) {
            sum.more.push(&st.component);
        }
        sum.value += v;
        sum.stations += 1;
    }
    let mut labelled: Vec<(String, Sum)> = own.into_iter().map(|((l, _), s)| (l, s)).collect();
    labelled.extend(copies.into_iter().map(|((c, part), s)| {
        let st = &net.stations[s.first];
        let label = copies_label(c, s.stations, part, || {
            station_label(topo, st, part.suffix())
        });
        (label, s)
    }));
    // In label order before the sort by value, as the terms always were: equal values keep it.
    labelled.sort_by(|a, b| a.0.cmp(&b.0));
    let (mut terms, small): (Vec<Term>, Vec<Term>) = labelled
        .into_iter()
        .map(|(label, s)| {
            let value = s.value / total_rate * 1000.0;
            let (component_id, component_ids) = s.ids();
            Term {
                label,
                value,
                unit: "ms".into(),
                component_id,
                count: None,
                component_ids,
            }
        })
        .partition(|t| t.value >= SMALL_TERM_MS);
    terms.sort_by(|a, b| b.value.total_cmp(&a.value));
    // Terms too small to show one by one (microseconds each) are summed into one, last: the
    // breakdown still adds up to the figure it explains.
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
            component_ids: Vec::new(),
        });
    }
    terms
}

/// Each (station, kind of time) the `io` routes among `routes` spend time at [s per host I/O,
/// rate weighted], in station order, and the routes' total rate [1/s].
fn station_sums(
    built: &Built,
    sol: &Solution,
    routes: &[usize],
    io: &[IoType],
) -> (Vec<(usize, TermKind, f64)>, f64) {
    let net = &built.net;
    // Per (station, part) first, in a table indexed by station (a route visits ~35 stations and
    // a server's explanation sums ~2,300 visits; a BTreeMap entry per visit cost more than the
    // rest of the explanation). The table is the thread's, reused from call to call, and only the
    // stations a call touches are read and cleared: a fresh table per call cost O(stations) for
    // every explained figure, which is quadratic in the design (a tenth of a 10x design's time).
    TERM_TABLE.with(|table| {
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
    })
}

/// A term's label: the station's component and role, then `suffix`. A drive station is named for
/// its RAID group ([`drives_of`]).
fn station_label(topo: &Topology, st: &Station, suffix: &str) -> String {
    let mut label = if st.part.is_drives() {
        drives_of(topo, &st.component)
    } else {
        let mut label = name_of(topo, &st.component);
        label.push(' ');
        label.push_str(&st.role);
        label
    };
    label.push_str(suffix);
    label
}

/// "MBX9 DB RAID group 1 drives": RAID group `rg`'s drives, by its name. "aggr_sgdata: …, 48
/// drives" is named for its drives already: no "drives drives".
fn drives_of(topo: &Topology, rg: &str) -> String {
    let mut label = name_of(topo, rg);
    let named = label.trim_end();
    if !(named.ends_with("drives") || named.ends_with("drives)")) {
        label.push_str(" drives");
    }
    label
}

/// A RAID group's part in one breakdown: its terms by kind of time [s per host I/O, rate
/// weighted], and its drive stations' sizes (f64 bits) and models, sorted by size.
type Profile = ([f64; 3], Vec<(u64, StationKind)>);

/// The label of the term of `n` alike RAID groups, named by the `first`.
fn alike_label(topo: &Topology, first: &str, n: usize, suffix: &str) -> String {
    let mut label = drives_of(topo, first);
    let more = n - 1;
    let groups = if more == 1 { "group" } else { "groups" };
    // Appended in place, as every term label is (see `latency_terms`).
    let _ = write!(label, " and {more} RAID {groups} like it{suffix}");
    label
}

/// RAID groups whose drives play the same part in this breakdown, as copies do: the same number
/// and kind of drive stations, and the same service and queueing terms, so that one term for them
/// all hides nothing. "The same" is to the solver's tolerance ([`params::SOLVER_TOL`], relative):
/// the solution does not tell closer figures apart (a failed drive elsewhere made five alike
/// groups' terms differ by 3·10⁻⁸ and split them in two).
///
/// A BB2 server of CLARiiON phase 2 reads from six alike RAID 5 groups: their twelve terms of 1.92
/// and 0.58 ms, the explanation's largest, were shown five at a time with the rest folded into
/// "21 smaller terms" of 6.5 ms together. RAID groups loaded differently keep their own terms, so
/// the busier one still shows. Maps every RAID group of a set of two or more to the set's first
/// (by id) and the set's size.
fn alike_raid_groups<'n>(
    net: &'n Network,
    present: &[(usize, TermKind, f64)],
) -> BTreeMap<&'n str, (&'n str, usize)> {
    let mut profiles: BTreeMap<&str, Profile> = BTreeMap::new();
    let mut last = usize::MAX;
    for &(k, kind, v) in present {
        let st = &net.stations[k];
        if !st.part.is_drives() {
            continue;
        }
        let p = profiles.entry(st.component.as_str()).or_default();
        p.0[kind as usize] += v;
        if k != last {
            p.1.push((st.multiplicity.to_bits(), st.kind));
        }
        last = k;
    }
    let close = |a: &[f64; 3], b: &[f64; 3]| {
        a.iter()
            .zip(b)
            .all(|(x, y)| (x - y).abs() <= params::SOLVER_TOL * x.abs().max(y.abs()))
    };
    for p in profiles.values_mut() {
        p.1.sort_by_key(|d| d.0);
    }
    // Each set: its first RAID group, its profile, its size.
    let mut sets: Vec<(&str, &Profile, usize)> = Vec::new();
    let mut set_of: BTreeMap<&str, usize> = BTreeMap::new();
    for (rg, p) in &profiles {
        let found = sets
            .iter()
            .position(|(_, q, _)| q.1 == p.1 && close(&q.0, &p.0));
        let i = found.unwrap_or_else(|| {
            sets.push((rg, p, 0));
            sets.len() - 1
        });
        sets[i].2 += 1;
        set_of.insert(rg, i);
    }
    set_of
        .into_iter()
        .filter(|&(_, i)| sets[i].2 > 1)
        .map(|(rg, i)| (rg, (sets[i].0, sets[i].2)))
        .collect()
}

#[cfg(test)]
#[path = "terms_tests.rs"]
mod tests;
