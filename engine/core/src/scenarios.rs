//! Single-failure scenarios (MODEL.md §8) and headroom: the largest load the design carries before
//! a Jetstress latency criterion fails, normally and under each failure.

use std::collections::{BTreeMap, BTreeSet};

use crate::build::{redundant, Scenario};
use crate::evaluate::{latency_ok, solve_regimes, solve_regimes_from, Solved, Work};
use crate::params;
use crate::report::{Capacity, Headroom, InstanceResult, ScenarioResult, WorstFailure};
use crate::solver::SEARCH;
use crate::topology::Topology;

/// Bisection steps of the headroom search (each halves the bracket): 8 for the normal state
/// (≈ 0.4 %), 6 under failures (≈ 1.6 %), where many scenarios are searched.
pub const HEADROOM_STEPS: u32 = 8;
pub const SCENARIO_HEADROOM_STEPS: u32 = 6;

fn totals(inst: &[InstanceResult]) -> (f64, f64, f64) {
    let achieved = inst.iter().map(|i| i.achieved_iops).sum();
    let target = inst.iter().map(|i| i.target_iops).sum();
    let mailboxes = inst.iter().map(|i| i.mailboxes).sum();
    (achieved, target, mailboxes)
}

/// Which latency criterion fails first in `inst`.
fn failing_criterion(inst: &[InstanceResult]) -> &'static str {
    let read = inst.iter().any(|i| {
        i.db_read_latency_ms
            .is_some_and(|v| v > params::DB_READ_LIMIT_S * 1000.0)
    });
    if read {
        "dbReadLatency"
    } else {
        "logWriteLatency"
    }
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
        let s = solve_regimes_from(topo, scen, prev.as_ref().unwrap_or(solved), SEARCH);
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
            hi = (hi * 2.0).min(k_max);
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
        for _ in 0..steps {
            let mid = (lo + hi) / 2.0;
            let (ok, inst) = eval(mid);
            if ok {
                lo = mid;
                lo_inst = inst;
            } else {
                hi = mid;
                hi_inst = Some(inst);
            }
        }
    }
    let max_iops = totals(&lo_inst).0;
    let per_mbx = if mailboxes > 0.0 {
        target / mailboxes
    } else {
        0.0
    };
    let perf_extra = if per_mbx > 0.0 {
        ((max_iops - target) / per_mbx).floor()
    } else {
        0.0
    };
    let limited_by = if limited.is_empty() {
        hi_inst.as_deref().map_or("threads", failing_criterion)
    } else {
        limited
    };
    let (extra, limited_by) = if cap.extra_mailboxes < perf_extra {
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
        load_factor: lo,
    }
}

struct Candidate {
    kind: &'static str,
    id: String,
    label: String,
    signature: String,
}

fn candidates(topo: &Topology, normal: &Solved) -> Vec<Candidate> {
    let input = topo.input;
    let mut out = Vec::new();
    let dbs_on = |s: &str| input.databases.iter().filter(|d| d.server == s).count();
    let used_hosts: BTreeSet<usize> = normal
        .built
        .dbs
        .iter()
        .filter_map(|d| d.server)
        .map(|s| topo.host_of(s))
        .collect();
    for (s, srv) in input.servers.iter().enumerate() {
        let vms: Vec<&str> = input
            .servers
            .iter()
            .filter(|v| v.host.as_deref() == Some(srv.id.as_str()))
            .map(|v| v.id.as_str())
            .collect();
        if dbs_on(&srv.id) == 0 && !vms.iter().any(|v| dbs_on(v) > 0) {
            continue;
        }
        let what = if vms.is_empty() { "Server" } else { "Host" };
        let sig = format!(
            "server:{}:{}:{}:{:?}",
            dbs_on(&srv.id),
            vms.len(),
            srv.dag.is_some(),
            normal.scen.threads.get(s)
        );
        out.push(Candidate {
            kind: "server",
            id: srv.id.clone(),
            label: format!("{what} {} fails", srv.name),
            signature: sig,
        });
    }
    for (h, hba) in input.hbas.iter().enumerate() {
        if !topo
            .servers
            .get(hba.server.as_str())
            .is_some_and(|s| used_hosts.contains(s))
        {
            continue;
        }
        let host = topo.servers[hba.server.as_str()];
        let sig = format!(
            "hba:{}:{}:{}:{}",
            topo.server_hbas[host].len(),
            hba.ports,
            hba.execution_throttle,
            normal
                .built
                .dbs
                .iter()
                .filter(|d| d.server.map(|s| topo.host_of(s)) == Some(host))
                .count()
        );
        let _ = h;
        out.push(Candidate {
            kind: "hba",
            id: hba.id.clone(),
            label: format!("HBA {} fails", hba.name),
            signature: sig,
        });
    }
    for sw in &input.switches {
        let links = input
            .links
            .iter()
            .filter(|l| l.from.component == sw.id || l.to.component == sw.id)
            .count();
        out.push(Candidate {
            kind: "switch",
            id: sw.id.clone(),
            label: format!("Switch {} fails", sw.name),
            signature: format!("switch:{links}"),
        });
    }
    for (a, _) in input.arrays.iter().enumerate() {
        let ctrls = &topo.array_controllers[a];
        for &c in ctrls {
            let owned = topo.luns.iter().filter(|l| l.owner == Some(c)).count();
            let ctrl = &input.controllers[c];
            out.push(Candidate {
                kind: "controller",
                id: ctrl.id.clone(),
                label: format!("Controller {} fails", ctrl.name),
                signature: format!("ctrl:{a}:{owned}:{}:{}", ctrl.front_end_ports, ctrls.len()),
            });
        }
    }
    for (g, rg) in input.raid_groups.iter().enumerate() {
        let info = &topo.rgs[g];
        if !info.valid || !redundant(rg.level) || info.luns.is_empty() {
            continue;
        }
        let dbf: usize = info.luns.iter().map(|&l| topo.luns[l].db_files.len()).sum();
        let logf: usize = info
            .luns
            .iter()
            .map(|&l| topo.luns[l].log_files.len())
            .sum();
        if dbf + logf == 0 {
            continue;
        }
        let sig = format!(
            "disk:{:?}:{}:{}:{dbf}:{logf}:{:.0}:{:?}",
            rg.level,
            info.members,
            rg.hot_spares,
            info.allocated_bytes / 1e9,
            info.drive
        );
        out.push(Candidate {
            kind: "disk",
            id: rg.id.clone(),
            label: format!("A drive in {} fails (degraded, rebuilding)", rg.name),
            signature: sig,
        });
    }
    out
}

/// Applies a candidate failure to the normal scenario.
fn apply(topo: &Topology, normal: &Solved, c: &Candidate) -> Scenario {
    let input = topo.input;
    let mut scen = normal.scen.clone();
    if c.kind == "disk" {
        let g = topo.raid_groups_ix.get(c.id.as_str()).copied().unwrap_or(0);
        scen.degraded = Some(g);
        scen.normal_util = rg_util(topo, normal);
        return scen;
    }
    scen.failed.insert(c.id.clone());
    if c.kind == "server" {
        // The failed server's (and its VMs') active databases move to surviving DAG members.
        let down: BTreeSet<usize> = (0..input.servers.len())
            .filter(|&s| {
                input.servers[s].id == c.id
                    || input.servers[s].host.as_deref() == Some(c.id.as_str())
            })
            .collect();
        let mut dags: BTreeMap<&str, (usize, Vec<usize>)> = BTreeMap::new();
        for (s, srv) in input.servers.iter().enumerate() {
            if let (Some(dag), true) = (
                srv.dag.as_deref(),
                input.databases.iter().any(|d| d.server == srv.id),
            ) {
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
                }
            }
        }
    }
    scen
}

fn rg_util(topo: &Topology, normal: &Solved) -> Vec<f64> {
    topo.input
        .raid_groups
        .iter()
        .map(|g| {
            normal
                .built
                .net
                .stations
                .iter()
                .enumerate()
                .filter(|(_, s)| s.component == g.id)
                .map(|(k, _)| normal.sol.util[k])
                .fold(0.0, f64::max)
        })
        .collect()
}

/// Evaluates every single-failure scenario and names the worst.
pub fn failures(
    topo: &Topology,
    normal: &Solved,
    cap: &Capacity,
    with_headroom: bool,
    work: &mut Work,
) -> (Vec<ScenarioResult>, Option<WorstFailure>) {
    let input = topo.input;
    let target_all: f64 = normal.instances(topo).iter().map(|i| i.target_iops).sum();
    let mut out: Vec<ScenarioResult> = Vec::new();
    let mut by_sig: BTreeMap<String, usize> = BTreeMap::new();
    for c in candidates(topo, normal) {
        if work.abandoned() {
            break;
        }
        if let Some(&first) = by_sig.get(&c.signature) {
            let mut r = out[first].clone();
            r.notes = vec![format!(
                "Same role in the topology as \"{}\": the result is shared.",
                out[first].label
            )];
            (r.id, r.kind, r.component_id, r.label) = (
                format!("{}:{}", c.kind, c.id),
                c.kind.into(),
                c.id.clone(),
                c.label.clone(),
            );
            out.push(r);
            continue;
        }
        let scen = apply(topo, normal, &c);
        let solved = solve_regimes(topo, scen, None);
        work.add(&solved);
        let inst = solved.instances(topo);
        let offline: Vec<String> = solved
            .built
            .dbs
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.active && m.offline.as_deref() != Some("its server failed"))
            .map(|(d, m)| {
                format!(
                    "{} offline: {}",
                    input.databases[d].name,
                    m.offline.clone().unwrap_or_default()
                )
            })
            .collect();
        let moved_nowhere = c.kind == "server"
            && !solved
                .scen
                .load
                .iter()
                .any(|l| *l > normal.scen.load.iter().copied().fold(0.0, f64::max) + 1e-12);
        let achieved: f64 = inst.iter().map(|i| i.achieved_iops).sum();
        let lat_ok = latency_ok(&inst, &solved.built);
        let mut failing = offline.clone();
        if moved_nowhere {
            failing.push("no surviving DAG member takes over its databases".into());
        }
        if !lat_ok {
            failing.push(match failing_criterion(&inst) {
                "dbReadLatency" => "database read latency above 20 ms".into(),
                _ => "log write latency above 10 ms".into(),
            });
        }
        if jetstress_round(achieved) < jetstress_round(target_all) {
            failing.push(format!(
                "achieved {} IO/s, below the target of {} IO/s",
                crate::findings::grouped(achieved),
                crate::findings::grouped(target_all)
            ));
        }
        let worst = |f: fn(&InstanceResult) -> Option<f64>| {
            inst.iter()
                .filter_map(f)
                .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))))
        };
        let mut r = ScenarioResult {
            id: format!("{}:{}", c.kind, c.id),
            kind: c.kind.into(),
            component_id: c.id.clone(),
            label: c.label.clone(),
            survivable: offline.is_empty() && !moved_nowhere,
            achieved_iops: achieved,
            target_iops: target_all,
            worst_db_read_latency_ms: worst(|i| i.db_read_latency_ms),
            worst_log_write_latency_ms: worst(|i| i.log_write_latency_ms),
            pass: failing.is_empty(),
            headroom: None,
            failing,
            rebuild_hours: solved.built.rebuild_seconds.map(|s| s / 3600.0),
            notes: Vec::new(),
        };
        if c.kind == "disk" && r.rebuild_hours.is_none() {
            r.notes
                .push("No hot spare: the group stays degraded until a drive is replaced.".into());
        }
        if !solved.scen.saturated.is_empty() {
            r.notes
                .push("Write cache in forced flush: writes complete at back-end speed.".into());
        }
        if with_headroom && r.survivable {
            r.headroom = Some(headroom(topo, &solved, cap, SCENARIO_HEADROOM_STEPS, work));
        }
        by_sig.insert(c.signature, out.len());
        out.push(r);
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
            ka.0.cmp(&kb.0)
                .then(ka.1.cmp(&kb.1))
                .then(ka.2.total_cmp(&kb.2))
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

fn jetstress_round(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}
