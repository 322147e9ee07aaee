//! Single-failure scenarios (MODEL.md §8) and headroom: the largest load the design carries before
//! a Jetstress latency criterion fails, normally and under each failure.

use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};

use crate::build::{build, offline as offline_dbs, Scenario};
use crate::colour::{Col, Map, Sig};
use crate::evaluate::{latency_ok, solve_regimes_after, solve_regimes_from, Solved, Work};
use crate::failures::{apply, cache_lost_note, candidates, nobody_takes_over, solve_failure};
use crate::gridsearch::last_passing;
use crate::jetstress;
use crate::params;
use crate::parts::Parts;
use crate::report::{Capacity, Headroom, InstanceResult, ScenarioResult, WorstFailure};
use crate::shape::scenario_key;
use crate::topology::Topology;

/// Resolution of the headroom search, as bisection steps (each would halve the bracket), normally
/// and under every failure alike. A load that passes is bracketed by raising it [`GROWTH`]-fold
/// until it fails, so the bracket is a quarter of the load wide and 8 steps leave ≈ 0.1 % of it;
/// a load that fails is halved until it passes (≈ 0.2 %). Failures used 6 steps while the search
/// bisected: with the grid search (`gridsearch.rs`) 8 cost the presets 5 more solves in all, and
/// a failure that does not touch the limiting part now shows the normal state's headroom rather
/// than up to one 6-step cell (0.4 % of the load) less.
pub const HEADROOM_STEPS: u32 = 8;
/// Factor between the upward probes of the headroom search. It was 2: a probe at twice the load
/// of a design with 10–30 % headroom is deep in saturation, where the solver runs to its iteration
/// limit (300–600 iterations against 10–20 near the answer); that probe was most of the search.
const GROWTH: f64 = 1.25;

fn totals(inst: &[InstanceResult]) -> (f64, f64, f64) {
    let achieved = inst.iter().map(|i| i.achieved_iops).sum();
    let target = inst.iter().map(|i| i.target_iops).sum();
    let mailboxes = inst.iter().map(|i| i.mailboxes).sum();
    (achieved, target, mailboxes)
}

/// The worst value of each latency criterion over `inst`, as a multiple of its limit, read through
/// `read` (the shown figure for verdicts, the raw one for interpolating): database reads, then
/// log writes; 0 where no instance has the figure.
fn worst_ratios<'a>(
    inst: impl Iterator<Item = &'a InstanceResult> + Clone,
    read: fn(f64) -> f64,
) -> [(&'static str, f64); 2] {
    let worst = |v: fn(&InstanceResult) -> Option<f64>, limit_ms: f64| {
        inst.clone()
            .filter_map(v)
            .map(|v| read(v) / limit_ms)
            .fold(0.0, f64::max)
    };
    [
        (
            "dbReadLatency",
            worst(|i| i.db_read_latency_ms, params::DB_READ_LIMIT_S * 1000.0),
        ),
        (
            "logWriteLatency",
            worst(
                |i| i.log_write_latency_ms,
                params::LOG_WRITE_LIMIT_S * 1000.0,
            ),
        ),
    ]
}

/// The latency criteria that instances fail, as Jetstress judges them (on the displayed figures),
/// each with its worst value as a multiple of its limit: database reads, then log writes.
fn latency_failures<'a>(
    inst: impl Iterator<Item = &'a InstanceResult> + Clone,
) -> Vec<(&'static str, f64)> {
    worst_ratios(inst, jetstress::shown)
        .into_iter()
        .filter(|&(_, over)| over > 1.0)
        .collect()
}

/// How far `inst` is from the latency limits, for the headroom search to interpolate on: the
/// worst active instance's latency as a multiple of its limit, minus one (≤ 0 where it passes,
/// up to the rounding of the shown figures the verdict uses).
fn margin(inst: &[InstanceResult], dbs: &[crate::build::DbModel]) -> f64 {
    let active = inst
        .iter()
        .zip(dbs)
        .filter(|(_, m)| m.active)
        .map(|(i, _)| i);
    worst_ratios(active, |v| v)
        .into_iter()
        .map(|(_, over)| over)
        .fold(0.0, f64::max)
        - 1.0
}

/// The latency criterion furthest over its limit in `inst` (the one that binds a headroom search).
fn binding_criterion(inst: &[InstanceResult]) -> &'static str {
    latency_failures(inst.iter())
        .into_iter()
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or("dbReadLatency", |(id, _)| id)
}

/// Headroom of a solved scenario: scales every Jetstress thread population by a factor k and
/// finds the largest k at which every running instance still meets the latency criteria.
pub fn headroom(
    topo: &Topology,
    solved: &Solved,
    cap: &Capacity,
    steps: u32,
    work: &mut Work,
) -> Headroom {
    let inst0 = solved.instances(topo);
    let (_, target, mailboxes) = totals(&inst0);
    let max_threads = solved
        .built
        .dbs
        .iter()
        .map(|d| d.threads)
        .fold(0.0, f64::max)
        .max(1e-9);
    let k_max = params::MAX_THREADS_PER_DB / max_threads;
    let mut prev: Option<Solved> = None;
    // Once abandoned, every remaining step "fails" at once: the searches end without solving.
    let mut eval = |k: f64| -> (bool, Vec<InstanceResult>) {
        if work.abandoned() {
            return (false, Vec::new());
        }
        let mut scen = solved.scen.clone();
        scen.load.iter_mut().for_each(|l| *l *= k);
        // The last probe's network is re-populated in place; the first copies the state's.
        let s = match prev.take() {
            Some(p) => solve_regimes_after(topo, scen, p, work.search()),
            None => solve_regimes_from(topo, scen, solved, work.search()),
        };
        work.add(&s);
        let inst = s.instances(topo);
        let ok = latency_ok(&inst, &s.built);
        prev = Some(s);
        (ok, inst)
    };
    let (ok1, inst1) = (latency_ok(&inst0, &solved.built), inst0.clone());
    let (mut lo, mut hi, mut lo_inst, mut hi_inst, mut limited) = if ok1 {
        (1.0, 1.0, inst1, None, "")
    } else {
        (0.0, 1.0, Vec::new(), Some(inst1), "")
    };
    if ok1 {
        loop {
            if hi >= k_max {
                limited = "threads";
                break;
            }
            hi = (hi * GROWTH).min(k_max);
            let (ok, inst) = eval(hi);
            if ok {
                lo = hi;
                lo_inst = inst;
            } else {
                hi_inst = Some(inst);
                break;
            }
        }
    } else {
        lo = 1.0;
        for _ in 0..8 {
            lo /= 2.0;
            let (ok, inst) = eval(lo);
            if ok {
                lo_inst = inst;
                break;
            }
            hi = lo;
            hi_inst = Some(inst);
        }
    }
    if limited.is_empty() && !lo_inst.is_empty() {
        let active = &solved.built.dbs;
        let ends = (
            margin(&lo_inst, active),
            hi_inst.as_deref().map_or(f64::NAN, |i| margin(i, active)),
        );
        let found = last_passing(lo, hi, steps, ends, |k| {
            let (ok, inst) = eval(k);
            let m = if inst.is_empty() {
                f64::NAN
            } else {
                margin(&inst, active)
            };
            if ok {
                lo_inst = inst;
            } else {
                hi_inst = Some(inst);
            }
            (ok, m)
        });
        lo = found.lo;
    }
    let max_iops = totals(&lo_inst).0;
    let per_mbx = if mailboxes > 0.0 {
        target / mailboxes
    } else {
        0.0
    };
    // A design short of its target has no room for more mailboxes (not a negative number).
    let perf_extra = if per_mbx > 0.0 {
        ((max_iops - target) / per_mbx).floor().max(0.0)
    } else {
        0.0
    };
    let limited_by = if limited.is_empty() {
        hi_inst.as_deref().map_or("threads", binding_criterion)
    } else {
        limited
    };
    // The IOPS are bound by a criterion (or the search); the mailboxes by it or by LUN space.
    let (extra, mailboxes_limited_by) = if cap.extra_mailboxes < perf_extra {
        (cap.extra_mailboxes, "capacity")
    } else {
        (perf_extra, limited_by)
    };
    Headroom {
        max_iops,
        iops_pct: if target > 0.0 {
            (max_iops / target - 1.0) * 100.0
        } else {
            0.0
        },
        extra_mailboxes: extra,
        limited_by: limited_by.into(),
        mailboxes_limited_by: mailboxes_limited_by.into(),
        load_factor: lo,
        // Depends on the verdict of the state, which its caller knows: `Headroom::read_for`.
        case: Default::default(),
        whole_threads: None,
    }
}

/// Moves the active databases of failed server `id` (and of its VMs) to the surviving members of
/// their DAGs: each survivor runs its share of the threads and of the background maintenance.
pub fn fail_over(topo: &Topology, scen: &mut Scenario, id: &str) {
    let input = topo.input;
    let n = input.servers.len();
    scen.load.resize(n, 1.0);
    scen.maintenance.resize(n, 1.0);
    let down: BTreeSet<usize> = (0..n)
        .filter(|&s| input.servers[s].id == id || input.servers[s].host.as_deref() == Some(id))
        .collect();
    let mut dags: BTreeMap<&str, (usize, Vec<usize>)> = BTreeMap::new();
    for (s, srv) in input.servers.iter().enumerate() {
        if let (Some(dag), true) = (srv.dag.as_deref(), topo.hosts_databases(&srv.id)) {
            let e = dags.entry(dag).or_default();
            e.0 += 1;
            if !down.contains(&s) {
                e.1.push(s);
            }
        }
    }
    for (total, survivors) in dags.values() {
        if !survivors.is_empty() && survivors.len() < *total {
            let factor = *total as f64 / survivors.len() as f64;
            for &s in survivors {
                scen.load[s] *= factor;
                scen.maintenance[s] *= factor;
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
        let part_key = parts
            .as_ref()
            .map(|p| with_survival(p.key(&scen, rebuild_idle.is_some())));
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
        if let Some(note) = cache_lost_note(topo, &c) {
            notes.push(note);
        }
        if shared {
            notes.push(format!(
                "Same figures as \"{}\": a part in the same role under the same load, so \
                 the design loses the same when it fails (computed once for both).",
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
            target_iops: target_all,
            worst_db_read_latency_ms: fig.worst_read,
            worst_log_write_latency_ms: fig.worst_log,
            pass: failing.is_empty(),
            // A scenario that takes a database offline has no headroom (`searched` is false).
            headroom: fig.headroom.map(|h| h.read_for(failing.is_empty(), 0)),
            failing,
            rebuild_hours,
            rebuild_idle_hours: rebuild_idle.map(|s| s / 3600.0),
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
    Figures {
        achieved: inst.iter().map(|i| i.achieved_iops).sum(),
        worst_read: worst(|i| i.db_read_latency_ms),
        worst_log: worst(|i| i.log_write_latency_ms),
        latency_fails: latency_failures(
            inst.iter()
                .zip(&solved.built.dbs)
                .filter(|(_, m)| m.active)
                .map(|(i, _)| i),
        )
        .into_iter()
        .map(|(id, _)| id)
        .collect(),
        forced_flush: !solved.scen.saturated.is_empty(),
        headroom: searched.then(|| headroom(topo, solved, cap, HEADROOM_STEPS, work)),
        rebuild_busy: (solved.scen.degraded).and_then(|g| solved.scen.rebuild_util.get(g).copied()),
        label: label.to_string(),
        network_key: None,
    }
}

fn jetstress_round(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}
