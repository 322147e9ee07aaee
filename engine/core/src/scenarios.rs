//! Single-failure scenarios (MODEL.md §8) and headroom: the largest load the design carries before
//! a Jetstress latency criterion fails, normally and under each failure.

use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};

use crate::build::{build, offline as offline_dbs, Scenario};
use crate::colour::{Col, Map, Sig};
use crate::evaluate::{Solved, Work};
use crate::failures::{
    apply, cache_lost_note, candidates, nobody_takes_over, solve_failure, unsettled_note,
};
use crate::headroom::latency_failures;
pub use crate::headroom::{headroom, HEADROOM_STEPS};
use crate::params;
use crate::parts::Parts;
use crate::report::{
    Capacity, Headroom, HeadroomCase, InstanceResult, ScenarioResult, WorstFailure,
};
use crate::shape::scenario_key;
use crate::topology::Topology;

/// Moves the active databases of failed server `id` (and of its VMs) to the surviving members of
/// their DAGs, spread evenly over them (ANCHORS: total ÷ (S − F) per survivor): each survivor runs
/// its own threads plus an equal share of the failed members' threads, and its own background
/// maintenance streams plus an equal share of theirs. Threads are conserved: members with unlike
/// thread counts (one at 64 threads per database, one at 32) give a survivor the other's actual
/// threads, not a multiple of its own (which had raised a failing design's IO/s past its normal
/// figure and passed it: MODEL §11.11).
pub fn fail_over(topo: &Topology, scen: &mut Scenario, id: &str) {
    let input = topo.input;
    let n = input.servers.len();
    scen.load.resize(n, 1.0);
    scen.maintenance.resize(n, 1.0);
    let down: BTreeSet<usize> = (0..n)
        .filter(|&s| input.servers[s].id == id || input.servers[s].host.as_deref() == Some(id))
        .collect();
    // Databases per server.
    let mut dbs = vec![0.0f64; n];
    for db in &input.databases {
        if let Some(&s) = topo.servers.get(db.server.as_str()) {
            dbs[s] += 1.0;
        }
    }
    // Per DAG: the failed members' threads and maintenance streams (per database, times their
    // databases), and the survivors.
    let mut dags: BTreeMap<&str, (f64, f64, Vec<usize>)> = BTreeMap::new();
    for (s, srv) in input.servers.iter().enumerate() {
        if let (Some(dag), true) = (srv.dag.as_deref(), topo.hosts_databases(&srv.id)) {
            let e = dags.entry(dag).or_default();
            if down.contains(&s) {
                e.0 += crate::build::scenario_threads(topo, scen, s) * dbs[s];
                e.1 += scen.maintenance[s] * dbs[s];
            } else {
                e.2.push(s);
            }
        }
    }
    for (threads, streams, survivors) in dags.values() {
        if survivors.is_empty() || *threads <= 0.0 {
            continue;
        }
        let share = survivors.len() as f64;
        for &s in survivors {
            let own = crate::build::scenario_threads(topo, scen, s) * dbs[s];
            let own_streams = scen.maintenance[s] * dbs[s];
            if own > 0.0 {
                scen.load[s] *= 1.0 + threads / share / own;
            }
            if own_streams > 0.0 {
                scen.maintenance[s] *= 1.0 + streams / share / own_streams;
            }
        }
    }
}

/// Evaluates every single-failure scenario and names the worst.
pub fn failures(
    topo: &Topology,
    normal: &Solved,
    cap: &Capacity,
    with_headroom: bool,
    work: &mut Work,
) -> (Vec<ScenarioResult>, Option<WorstFailure>) {
    failures_with(topo, normal, cap, with_headroom, true, work)
}

/// What solving a scenario (and searching its headroom) gives: the same for every scenario of
/// one equivalence key (`shape.rs`), so equivalent scenarios share one solve.
#[derive(Clone)]
struct Figures {
    achieved: f64,
    worst_read: Option<f64>,
    worst_log: Option<f64>,
    /// The latency criteria that fail (active databases only).
    latency_fails: Vec<&'static str>,
    forced_flush: bool,
    headroom: Option<Headroom>,
    /// How busy the degraded group's drives are with all but the rebuild, which paces it.
    rebuild_busy: Option<f64>,
    /// The solve's spread when it did not settle (`Solution::spread`; 0 when it did).
    spread: f64,
    /// The scenario they were computed for.
    label: String,
    /// Its network's equivalence key ([`scenario_key`]), which a failure that shares these
    /// figures through its parts' key must have too (checked in builds with debug assertions).
    #[cfg_attr(not(debug_assertions), allow(dead_code))]
    network_key: Option<Col>,
}

/// Whether `build::offline` told what the built scenario records: its offline databases and its
/// rebuild's length (checked in builds with debug assertions).
fn same_offline(
    built: &crate::build::Built,
    (why, rebuild_idle): (&[Option<String>], Option<f64>),
) -> bool {
    built.dbs.iter().map(|m| &m.offline).eq(why.iter())
        && built.rebuild_idle_seconds == rebuild_idle
}

/// Checks that a failure given the figures of another through the parts' key (`parts.rs`) builds
/// an equivalent network: the same network key, and the same databases offline.
#[cfg(debug_assertions)]
fn check_shared(
    topo: &Topology,
    scen: &Scenario,
    fig: &Figures,
    (why, rebuild_idle): (&[Option<String>], Option<f64>),
    with_survival: impl Fn(Col) -> Col,
) {
    let built = build(topo, scen);
    assert!(same_offline(&built, (why, rebuild_idle)));
    if let (Some(a), Some(b)) = (fig.network_key, scenario_key(topo, &built)) {
        assert!(
            a == with_survival(b),
            "a failure shared the figures of \"{}\" through its parts' key, but its network differs",
            fig.label
        );
    }
}

/// As [`failures`]; `share`: let scenarios with equal equivalence keys share one solve and one
/// headroom search (the engine always does; tests compare it with solving every scenario).
pub fn failures_with(
    topo: &Topology,
    normal: &Solved,
    cap: &Capacity,
    with_headroom: bool,
    share: bool,
    work: &mut Work,
) -> (Vec<ScenarioResult>, Option<WorstFailure>) {
    let input = topo.input;
    let targets: Vec<f64> = normal
        .instances(topo)
        .iter()
        .map(|i| i.target_iops)
        .collect();
    let target_all: f64 = targets.iter().sum();
    let peak_load = normal.scen.load.iter().copied().fold(0.0, f64::max);
    let mut out: Vec<ScenarioResult> = Vec::new();
    let mut solved_for: Map<Col, Figures> = Map::default();
    // The same, keyed from the design's parts: a failure found here is not even built.
    let parts = share.then(|| Parts::new(topo)).flatten();
    let mut by_parts: Map<Col, Figures> = Map::default();
    let normal_util = OnceCell::new();
    for c in candidates(topo, normal) {
        // A run of failures that share earlier solves does little work each: ask between them
        // too, so an abandoned analysis stops within one failure.
        work.poll();
        if work.abandoned() {
            break;
        }
        let scen = apply(topo, normal, &c, &normal_util);
        // Which databases go offline, and the rebuild's length, are each failure's own.
        let (why, rebuild_idle) = offline_dbs(topo, &scen);
        let offline: Vec<String> = why
            .iter()
            .zip(&input.databases)
            .filter_map(|(why, db)| {
                let why = why
                    .as_deref()
                    .filter(|w| *w != crate::build::SERVER_FAILED)?;
                Some(format!("{} offline: {why}", db.name))
            })
            .collect();
        let moved_nowhere = c.kind == "server" && !scen.load.iter().any(|l| *l > peak_load + 1e-12);
        let survivable = offline.is_empty() && !moved_nowhere;
        // The target of the databases that still run [IO/s]: a failure that takes databases
        // offline says so on its own line, and the survivors are judged on their own targets
        // (N series, one server failed: 4,207 IO/s against the survivor's 3,000, not both's 6,000).
        let target_running: f64 = why
            .iter()
            .zip(&targets)
            .filter(|(why, _)| match why.as_deref() {
                None => true,
                Some(w) => w == crate::build::SERVER_FAILED && !moved_nowhere,
            })
            .map(|(_, t)| t)
            .sum();
        let with_survival = |k: Col| Sig::new(44).col(k).num(survivable as u64).done();
        // A cable's key adds which controller serves each ALUA LUN (`serving_key`): which one
        // takes a trespassed LUN is chosen by id, which the parts graph does not see (two cables
        // to twin modules of an ALUA array keyed alike, built differently).
        let part_key = parts.as_ref().map(|p| {
            let k = with_survival(p.key(&scen, rebuild_idle.is_some()));
            match c.kind {
                "link" => Sig::new(92)
                    .col(k)
                    .col(crate::failures::serving_key(topo, &scen))
                    .done(),
                _ => k,
            }
        });
        let (fig, shared) = match part_key.and_then(|k| by_parts.get(&k)) {
            Some(fig) => {
                #[cfg(debug_assertions)]
                check_shared(topo, &scen, fig, (&why, rebuild_idle), with_survival);
                (fig.clone(), true)
            }
            None => {
                let built = build(topo, &scen);
                debug_assert!(same_offline(&built, (&why, rebuild_idle)));
                let key = share
                    .then(|| scenario_key(topo, &built))
                    .flatten()
                    .map(with_survival);
                let (fig, shared) = match key.and_then(|k| solved_for.get(&k)) {
                    Some(fig) => (fig.clone(), true),
                    None => {
                        let solved = solve_failure(topo, scen, built, normal, work);
                        let searched = with_headroom && survivable;
                        let mut fig = figures(topo, &solved, cap, searched, &c.label, work);
                        fig.network_key = key;
                        if let Some(k) = key {
                            solved_for.insert(k, fig.clone());
                        }
                        (fig, false)
                    }
                };
                if let Some(k) = part_key {
                    by_parts.insert(k, fig.clone());
                }
                (fig, shared)
            }
        };
        // Equivalent failures settle on the same pace; each rebuilds its own drive's bytes.
        let rebuild_hours = rebuild_idle
            .map(|s| s / crate::rebuild::idle_share(fig.rebuild_busy.unwrap_or(0.0)) / 3600.0);
        let mut failing = offline;
        if moved_nowhere {
            failing.push(nobody_takes_over(input.workload.copies_per_database));
        }
        failing.extend(fig.latency_fails.iter().map(|&criterion| match criterion {
            "dbReadLatency" => "database read latency above 20 ms".to_string(),
            _ => "log write latency above 10 ms".to_string(),
        }));
        if jetstress_round(fig.achieved) < jetstress_round(target_running) {
            let of = if target_running < target_all {
                " of the databases still running"
            } else {
                ""
            };
            let (achieved, target) =
                crate::findings::missed_iops_text(fig.achieved, target_running);
            failing.push(format!(
                "achieved {achieved}, below the target{of} of {target}"
            ));
        }
        let mut notes = Vec::new();
        if c.kind == "disk" && rebuild_hours.is_none() {
            notes.push("No hot spare: the group stays degraded until a drive is replaced.".into());
        }
        if fig.forced_flush {
            notes.push("Write cache in forced flush: writes complete at back-end speed.".into());
        }
        if fig.spread > params::SPREAD_NOTICE {
            notes.push(unsettled_note(fig.spread));
        }
        if let Some(note) = cache_lost_note(topo, &c) {
            notes.push(note);
        }
        if shared {
            // What the key shows is that the design is in the same state after either failure,
            // not that the two parts carried the same load: the N series' idle partner
            // controller and its busy head leave the same survivor serving everything.
            notes.push(format!(
                "Same figures as \"{}\": the design is left in the same state by either \
                 failure (computed once for both).",
                fig.label
            ));
        }
        out.push(ScenarioResult {
            id: format!("{}:{}", c.kind, c.id),
            kind: c.kind.into(),
            component_id: c.id,
            label: c.label,
            survivable,
            achieved_iops: fig.achieved,
            // The target the row is judged on: that of the databases still running.
            target_iops: target_running,
            worst_db_read_latency_ms: fig.worst_read,
            worst_log_write_latency_ms: fig.worst_log,
            pass: failing.is_empty(),
            // A scenario that takes a database offline has no headroom (`searched` is false).
            headroom: fig.headroom.map(|h| row_headroom(h, failing.is_empty())),
            failing,
            rebuild_hours,
            rebuild_idle_hours: rebuild_idle.map(|s| s / 3600.0),
            spread: fig.spread,
            notes,
        });
    }
    let worst = out
        .iter()
        .min_by(|a, b| {
            let key = |r: &ScenarioResult| {
                (
                    r.survivable,
                    r.pass,
                    r.headroom.as_ref().map_or(f64::INFINITY, |h| h.iops_pct),
                )
            };
            let (ka, kb) = (key(a), key(b));
            // Without headroom to compare (a failure that loses databases has none), the
            // failure that leaves the fewest IO/s is the worse one.
            ka.0.cmp(&kb.0)
                .then(ka.1.cmp(&kb.1))
                .then(ka.2.total_cmp(&kb.2))
                .then(a.achieved_iops.total_cmp(&b.achieved_iops))
        })
        .map(|r| WorstFailure {
            scenario_id: r.id.clone(),
            label: r.label.clone(),
            pass: r.pass,
            headroom_pct: r.headroom.as_ref().map(|h| h.iops_pct),
            reason: if r.failing.is_empty() {
                "Lowest headroom of all single failures.".into()
            } else {
                r.failing.join("; ")
            },
        });
    (out, worst)
}

/// The figures of a solved scenario, with its headroom when `searched`.
fn figures(
    topo: &Topology,
    solved: &Solved,
    cap: &Capacity,
    searched: bool,
    label: &str,
    work: &mut Work,
) -> Figures {
    let inst = solved.instances(topo);
    let worst = |f: fn(&InstanceResult) -> Option<f64>| {
        inst.iter()
            .filter_map(f)
            .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))))
    };
    let achieved: f64 = inst.iter().map(|i| i.achieved_iops).sum();
    let latency_fails: Vec<&'static str> = latency_failures(
        inst.iter()
            .zip(&solved.built.dbs)
            .filter(|(_, m)| m.active)
            .map(|(i, _)| i),
    )
    .into_iter()
    .map(|(id, _)| id)
    .collect();
    // A state that fails as tested, where another thread factor would pass, is re-solved at the
    // whole counts that factor rounds down to, for `row_headroom` to tell whether any whole count
    // passes (Jetstress runs whole threads).
    let target: f64 = inst.iter().map(|i| i.target_iops).sum();
    let fails = !latency_fails.is_empty() || jetstress_round(achieved) < jetstress_round(target);
    let headroom = searched.then(|| {
        let mut h = headroom(topo, solved, cap, HEADROOM_STEPS, work);
        if fails && h.max_iops > 0.0 && h.iops_pct >= 0.0 {
            h.whole_threads = crate::whole::whole_threads(topo, solved, h.load_factor, work);
        }
        h
    });
    Figures {
        achieved,
        worst_read: worst(|i| i.db_read_latency_ms),
        worst_log: worst(|i| i.log_write_latency_ms),
        latency_fails,
        forced_flush: !solved.scen.saturated.is_empty(),
        headroom,
        rebuild_busy: (solved.scen.degraded).and_then(|g| solved.scen.rebuild_util.get(g).copied()),
        spread: solved.sol.spread,
        label: label.to_string(),
        network_key: None,
    }
}

/// A failure's headroom as its row shows it ([`Headroom::read_for`]), except that a failing state
/// whose factor no whole thread count realises reads `short`: "fewer threads" beside a failure
/// that fails at every whole count (the CLARiiON's degraded RAID groups: 5 threads short of the
/// target, 6 over the read limit) would promise a pass Jetstress cannot give. The whole-count
/// run itself is not kept in the row (`wholeThreads` is the normal state's and the what-if's).
fn row_headroom(h: Headroom, passes: bool) -> Headroom {
    let mut h = h.read_for(passes, 0);
    if matches!(
        h.case,
        HeadroomCase::FewerThreads | HeadroomCase::MoreThreads
    ) && !h.whole_threads.as_ref().is_some_and(|w| w.pass)
    {
        h.case = HeadroomCase::Short;
    }
    h.whole_threads = None;
    h
}

fn jetstress_round(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}
