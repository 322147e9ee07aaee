//! Jetstress semantics (MODEL.md §7): the figures a Jetstress report shows per database instance
//! and per server, and pass/fail per criterion. Criteria are evaluated on the figures as
//! displayed (rounded to 0.001), so what the user reads and the verdict always agree.

use std::collections::{BTreeMap, BTreeSet};

use crate::build::{Built, SERVER_FAILED};
use crate::network::Network;
use crate::params;
use crate::report::{Criterion, InstanceResult, ServerResult, Totals};
use crate::solver::Solution;
use crate::topology::Topology;
use crate::workload;

/// Rounds as displayed (3 decimals, as Jetstress reports).
pub fn shown(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

fn ms(route: Option<usize>, net: &Network, sol: &Solution) -> Option<f64> {
    route
        .map(|r| sol.route_time(net, r) * 1000.0)
        .filter(|v| v.is_finite() && *v > 0.0)
}

/// The DAG of database `d`'s server, if it has one.
fn dag_of<'a>(topo: &Topology<'a>, d: usize) -> Option<&'a str> {
    let input = topo.input;
    let s = *topo.servers.get(input.databases[d].server.as_str())?;
    input.servers[s].dag.as_deref()
}

/// Per database: its server failed and another member of that server's DAG runs databases, so
/// its active copy runs there (`scenarios::fail_over` gave that member its threads). All false,
/// at the cost of one pass, when no server failed: every autotune and headroom probe asks.
fn failed_over(topo: &Topology, built: &Built) -> Vec<bool> {
    let n = topo.input.databases.len();
    let offline = |d: usize| built.dbs.get(d).and_then(|m| m.offline.as_deref());
    if !(0..n).any(|d| offline(d) == Some(SERVER_FAILED)) {
        return vec![false; n];
    }
    let running: BTreeSet<&str> = (0..n)
        .filter(|&d| offline(d).is_none())
        .filter_map(|d| dag_of(topo, d))
        .collect();
    (0..n)
        .map(|d| {
            offline(d) == Some(SERVER_FAILED)
                && dag_of(topo, d).is_some_and(|g| running.contains(g))
        })
        .collect()
}

/// Moves the targets of failed-over databases to the databases their DAG still runs, in
/// proportion to their own targets: the survivors' threads carry that load, so their figures are
/// judged against it. The design's total target is unchanged, as the failure scenarios count it.
fn move_targets(topo: &Topology, moved: &[bool], inst: &mut [InstanceResult], built: &Built) {
    let runs = |d: usize| built.dbs.get(d).is_some_and(|m| m.offline.is_none());
    // Per DAG: the targets moved away, and those of the databases that run.
    let mut sums: BTreeMap<&str, (f64, f64)> = BTreeMap::new();
    for (d, i) in inst.iter().enumerate() {
        let Some(dag) = dag_of(topo, d) else { continue };
        let e = sums.entry(dag).or_default();
        if moved[d] {
            e.0 += i.target_iops;
        } else if runs(d) {
            e.1 += i.target_iops;
        }
    }
    for (d, i) in inst.iter_mut().enumerate() {
        let Some(&(away, kept)) = dag_of(topo, d).and_then(|g| sums.get(g)) else {
            continue;
        };
        if moved[d] {
            // It runs on another member, judged there: nothing of its own fails here.
            i.target_iops = 0.0;
            i.pass = true;
        } else if kept > 0.0 && runs(d) {
            i.target_iops *= 1.0 + away / kept;
        }
    }
}

/// Figures of every database (None for databases that do not run), in input order. A database
/// whose server failed and whose DAG fails it over gives its target to the databases that run.
pub fn instances(topo: &Topology, built: &Built, sol: &Solution) -> Vec<InstanceResult> {
    let mut out = figures(topo, built, sol);
    let moved = failed_over(topo, built);
    if moved.contains(&true) {
        move_targets(topo, &moved, &mut out, built);
    }
    out
}

/// [`instances`] before any target moves.
fn figures(topo: &Topology, built: &Built, sol: &Solution) -> Vec<InstanceResult> {
    let input = topo.input;
    let net = &built.net;
    input
        .databases
        .iter()
        .enumerate()
        .map(|(d, db)| {
            let m = &built.dbs[d];
            let target = workload::target_iops(&input.workload, db.mailboxes, db.iops_per_mailbox);
            let mut r = InstanceResult {
                id: db.id.clone(),
                name: db.name.clone(),
                mailboxes: db.mailboxes.max(0.0),
                target_iops: target,
                ..Default::default()
            };
            let (Some(c), Some(p)) = (m.class, &m.profile) else {
                return r;
            };
            if !m.active {
                return r;
            }
            let x = sol.x[c];
            r.threads = m.threads;
            r.db_reads_per_sec = x * p.reads_per_op;
            r.db_writes_per_sec = x * p.writes_per_op;
            r.achieved_iops = r.db_reads_per_sec + r.db_writes_per_sec;
            r.log_writes_per_sec = x * p.log_writes_per_op;
            r.db_read_latency_ms = if r.db_reads_per_sec > 0.0 {
                ms(m.read, net, sol)
            } else {
                None
            };
            r.db_write_latency_ms = if r.db_writes_per_sec > 0.0 {
                ms(m.write, net, sol)
            } else {
                None
            };
            let sync = ms(m.sync_log, net, sol);
            let lazy = ms(m.lazy_log, net, sol);
            let f = p.sync_log_share;
            r.log_write_latency_ms = match (sync, lazy) {
                (Some(s), Some(l)) => Some(f * s + (1.0 - f) * l),
                (Some(s), None) => Some(s),
                (None, Some(l)) => Some(l),
                _ => None,
            }
            .filter(|_| r.log_writes_per_sec > 0.0);
            if let Some(b) = m.bdm_class {
                r.bdm_reads_per_sec = sol.x[b];
                r.bdm_mb_per_sec = sol.x[b] * p.bdm_bytes / 1e6;
            }
            if let Some(rp) = m.repl {
                r.log_replication_reads_per_sec = sol.x[net.routes[rp].class];
            }
            r.pass = r
                .db_read_latency_ms
                .is_none_or(|v| shown(v) <= params::DB_READ_LIMIT_S * 1000.0)
                && r.log_write_latency_ms
                    .is_none_or(|v| shown(v) <= params::LOG_WRITE_LIMIT_S * 1000.0);
            r
        })
        .collect()
}

#[allow(clippy::too_many_arguments)]
fn criterion(
    id: &str,
    label: &str,
    scope: &str,
    value: Option<f64>,
    threshold: f64,
    unit: &str,
    le: bool,
    warning_only: bool,
) -> Criterion {
    let pass = match value {
        Some(v) if le => shown(v) <= threshold,
        Some(v) => shown(v) >= threshold,
        None => le,
    };
    Criterion {
        id: id.into(),
        label: label.into(),
        scope: scope.into(),
        value: value.map(shown),
        threshold,
        unit: unit.into(),
        comparator: if le { "<=" } else { ">=" }.into(),
        pass,
        warning_only,
    }
}

fn weighted(
    items: &[&InstanceResult],
    value: impl Fn(&InstanceResult) -> Option<f64>,
    weight: impl Fn(&InstanceResult) -> f64,
) -> Option<f64> {
    let (mut s, mut w) = (0.0, 0.0);
    for i in items {
        if let Some(v) = value(i) {
            s += v * weight(i);
            w += weight(i);
        }
    }
    (w > 0.0).then(|| s / w)
}

/// Per-server results: every Jetstress server that hosts at least one database.
pub fn servers(
    topo: &Topology,
    built: &Built,
    inst: &[InstanceResult],
    autotuned: &[bool],
) -> Vec<ServerResult> {
    let input = topo.input;
    let mut out = Vec::new();
    let moved = failed_over(topo, built);
    // Database indices per server id, in design order (one pass, not one per server).
    let mut by_server: std::collections::BTreeMap<&str, Vec<usize>> = Default::default();
    for (d, db) in input.databases.iter().enumerate() {
        by_server.entry(db.server.as_str()).or_default().push(d);
    }
    for (s, srv) in input.servers.iter().enumerate() {
        let mine_ix = by_server.get(srv.id.as_str()).cloned().unwrap_or_default();
        let mine: Vec<&InstanceResult> = mine_ix.iter().map(|&d| &inst[d]).collect();
        if mine.is_empty() {
            continue;
        }
        let mut r = ServerResult {
            id: srv.id.clone(),
            name: srv.name.clone(),
            autotuned: autotuned.get(s).copied().unwrap_or(false),
            ..Default::default()
        };
        r.target_iops = mine.iter().map(|i| i.target_iops).sum();
        r.achieved_iops = mine.iter().map(|i| i.achieved_iops).sum();
        r.db_reads_per_sec = mine.iter().map(|i| i.db_reads_per_sec).sum();
        r.db_writes_per_sec = mine.iter().map(|i| i.db_writes_per_sec).sum();
        r.log_writes_per_sec = mine.iter().map(|i| i.log_writes_per_sec).sum();
        r.bdm_mb_per_sec = mine.iter().map(|i| i.bdm_mb_per_sec).sum();
        r.db_read_latency_ms = weighted(&mine, |i| i.db_read_latency_ms, |i| i.db_reads_per_sec);
        r.db_write_latency_ms = weighted(&mine, |i| i.db_write_latency_ms, |i| i.db_writes_per_sec);
        r.log_write_latency_ms =
            weighted(&mine, |i| i.log_write_latency_ms, |i| i.log_writes_per_sec);
        r.threads_per_database = mine.iter().map(|i| i.threads).fold(0.0, f64::max);
        let read_limit = params::DB_READ_LIMIT_S * 1000.0;
        let log_limit = params::LOG_WRITE_LIMIT_S * 1000.0;
        for (&d, i) in mine_ix.iter().zip(&mine) {
            // A database that does not run here: its DAG runs it on another member (a pass), or it
            // is offline (a fail). It has no latencies of its own to judge.
            let online = if moved[d] {
                Some((
                    format!("runs on another member of its DAG ({SERVER_FAILED})"),
                    true,
                ))
            } else {
                let reason = built.dbs.get(d).and_then(|m| m.offline.as_deref());
                reason.map(|reason| (format!("runs ({reason})"), false))
            };
            if let Some((what, pass)) = online {
                r.criteria.push(Criterion {
                    id: "online".into(),
                    label: format!("Database {} {what}", i.name),
                    scope: i.name.clone(),
                    value: None,
                    threshold: 1.0,
                    unit: String::new(),
                    comparator: "=".into(),
                    pass,
                    warning_only: false,
                });
                continue;
            }
            r.criteria.push(criterion(
                "dbReadLatency",
                "Database read latency (average)",
                &i.name,
                i.db_read_latency_ms,
                read_limit,
                "ms",
                true,
                false,
            ));
            r.criteria.push(criterion(
                "logWriteLatency",
                "Log write latency (average)",
                &i.name,
                i.log_write_latency_ms,
                log_limit,
                "ms",
                true,
                false,
            ));
        }
        r.criteria.push(criterion(
            "achievedIops",
            "Achieved transactional IOPS ≥ target",
            &srv.name,
            Some(r.achieved_iops),
            shown(r.target_iops),
            "IO/s",
            false,
            false,
        ));
        // The rate each database's maintenance runs at [MB/s], read from the profile its class
        // was built with (the one source of the version's rate: 0 with maintenance off or on a
        // version without it), times its streams: a DAG survivor also runs the maintenance of
        // the copies it took over (its class holds that many streams of BDM_OUTSTANDING reads),
        // and is judged against all of it.
        let per_db = |d: usize| {
            built
                .dbs
                .get(d)
                .and_then(|m| m.profile.as_ref())
                .map_or(0.0, |p| p.bdm_rate / 1e6)
        };
        let streams = |d: usize| {
            built
                .dbs
                .get(d)
                .and_then(|m| m.bdm_class)
                .and_then(|c| built.net.classes.get(c))
                .map_or(1.0, |c| match c.kind {
                    crate::network::ClassKind::Closed { population, .. } => {
                        population / params::BDM_OUTSTANDING
                    }
                    crate::network::ClassKind::Open { .. } => 1.0,
                })
        };
        let bdm_target: f64 = mine_ix
            .iter()
            .filter(|&&d| inst[d].bdm_reads_per_sec > 0.0)
            .map(|&d| per_db(d) * streams(d))
            .sum();
        if bdm_target > 0.0 {
            r.criteria.push(criterion(
                "bdmThroughput",
                "Background maintenance keeps 90 % of its rate",
                &srv.name,
                Some(r.bdm_mb_per_sec),
                shown(0.9 * bdm_target),
                "MB/s",
                false,
                true,
            ));
        }
        r.pass = r.criteria.iter().all(|c| c.pass || c.warning_only);
        r.instances = mine.into_iter().cloned().collect();
        out.push(r);
    }
    out
}

/// Whole-design totals.
pub fn totals(topo: &Topology, inst: &[InstanceResult]) -> Totals {
    Totals {
        achieved_iops: inst.iter().map(|i| i.achieved_iops).sum(),
        target_iops: inst.iter().map(|i| i.target_iops).sum(),
        db_reads_per_sec: inst.iter().map(|i| i.db_reads_per_sec).sum(),
        db_writes_per_sec: inst.iter().map(|i| i.db_writes_per_sec).sum(),
        log_writes_per_sec: inst.iter().map(|i| i.log_writes_per_sec).sum(),
        bdm_mb_per_sec: inst.iter().map(|i| i.bdm_mb_per_sec).sum(),
        mailboxes: inst.iter().map(|i| i.mailboxes).sum(),
        databases: topo.input.databases.len() as u32,
    }
}
