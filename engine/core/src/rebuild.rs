//! The pace of a rebuild (MODEL §4.4): the rebuild runs in a share of its drives' idle time, so
//! its rate depends on how busy the degraded group is with everything else, and that load in turn
//! depends on the rebuild (rebuild I/O slows the foreground, and Jetstress threads then issue
//! less). A failure scenario starts from the normal state's utilisation and re-solves until the
//! utilisation the rebuild is paced by is the one its degraded solution shows.

use crate::build::Scenario;
use crate::evaluate::{solve_regimes_with, Solved, Work};
use crate::network::IoType;
use crate::solver::servers;
use crate::topology::Topology;

/// At most this many re-solves per degraded scenario; the XIV's settles in four.
const MAX_ROUNDS: usize = 6;
/// Settled when the idle share the rebuild was paced by is within 1 % of the solution's.
const IDLE_TOL: f64 = 0.01;

/// Per RAID group, its busiest drive station's utilisation in `solved` (0..1), counting
/// everything but rebuild I/O; a group with no drive stations in the network reads 0. Of the
/// normal state, it is the pace a failure scenario's rebuild starts from.
pub fn rg_util(topo: &Topology, solved: &Solved) -> Vec<f64> {
    let (net, sol) = (&solved.built.net, &solved.sol);
    let mut busy = sol.util.clone();
    for (e, d) in net.demands.iter().enumerate() {
        if d.io == IoType::Rebuild {
            let kind = net.stations[d.station].kind;
            busy[d.station] -= sol.x[d.class] * d.visits * sol.service[e] / servers(kind);
        }
    }
    let mut out = vec![0.0f64; topo.input.raid_groups.len()];
    for (k, st) in net.stations.iter().enumerate() {
        if let Some(&g) = topo.raid_groups_ix.get(st.component.as_str()) {
            out[g] = out[g].max(busy[k].clamp(0.0, 1.0));
        }
    }
    out
}

/// Re-solves degraded scenario `solved` (group `scen.degraded` with a rebuild stream) until the
/// rebuild is paced by the degraded group's own load; returns the settled solution. A scenario
/// without a rebuild (no spare, nothing degraded) is returned as it is.
pub fn settle(topo: &Topology, mut solved: Solved, work: &mut Work) -> Solved {
    let Some(g) = solved.scen.degraded else {
        return solved;
    };
    if solved.built.rebuild_idle_seconds.is_none() {
        return solved;
    }
    for _ in 0..MAX_ROUNDS {
        if work.abandoned() {
            break;
        }
        let paced = solved.scen.rebuild_util.get(g).copied().unwrap_or(0.0);
        let busy = rg_util(topo, &solved).get(g).copied().unwrap_or(0.0);
        let (was, now) = (idle_share(paced), idle_share(busy));
        if (now - was).abs() <= IDLE_TOL * was {
            break;
        }
        let mut scen: Scenario = solved.scen.clone();
        scen.rebuild_util.resize(topo.input.raid_groups.len(), 0.0);
        scen.rebuild_util[g] = busy;
        let next = solve_regimes_with(topo, scen, Some(&solved.sol), work.exact());
        work.add(&next);
        solved = next;
    }
    solved
}

/// The share of a drive's time left idle when it is `busy` (0..1) with other I/O; a rebuild runs
/// in part of it. Capped at 95 % busy, so a saturated group still rebuilds, slowly.
pub fn idle_share(busy: f64) -> f64 {
    1.0 - busy.clamp(0.0, 0.95)
}
