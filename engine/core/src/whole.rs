//! Whole thread counts for a headroom that needs other threads.
//!
//! The headroom search scales every server's Jetstress threads by one factor, which may be
//! fractional: "0.70× the threads" is a point on a curve, not a test anyone can run. For a design
//! that fails as tested, this re-solves at the whole count per database the factor rounds down
//! to, and judges it as Jetstress would. Rounding down keeps every latency limit the factor met
//! (fewer threads never raise a latency: MODEL §11), so what it can lose is the target.

use crate::evaluate::{solve_regimes_from, Solved, Work};
use crate::jetstress;
use crate::report::{ServerThreads, WholeThreads};
use crate::topology::Topology;

/// Slack below a whole count that still rounds to it: 6 × 0.8333… is 5, not 4.
const ROUNDING_SLACK: f64 = 1e-6;

/// The whole threads per database of each running server at `factor` × its threads in `solved`
/// (at least one), and the design re-solved and judged there; None when no count changes (the
/// factor rounds back to every tested count) or the work was abandoned.
pub fn whole_threads(
    topo: &Topology,
    solved: &Solved,
    factor: f64,
    work: &mut Work,
) -> Option<WholeThreads> {
    if !factor.is_finite() || factor <= 0.0 || work.abandoned() {
        return None;
    }
    let servers = topo.input.servers.len();
    // Threads per database each server runs now (load included); None for servers without one.
    let mut now: Vec<Option<f64>> = vec![None; servers];
    for m in solved.built.dbs.iter().filter(|m| m.active) {
        if let Some(s) = m.server {
            now[s].get_or_insert(m.threads);
        }
    }
    let whole: Vec<Option<f64>> = now
        .iter()
        .map(|t| t.map(|t| (t * factor + ROUNDING_SLACK).floor().max(1.0)))
        .collect();
    if now.iter().zip(&whole).all(|(t, w)| t == w) {
        return None;
    }
    let mut scen = solved.scen.clone();
    for (s, (t, w)) in now.iter().zip(&whole).enumerate() {
        if let (Some(t), Some(w), Some(load)) = (t, w, scen.load.get_mut(s)) {
            *load *= w / t;
        }
    }
    let at = solve_regimes_from(topo, scen, solved, work.exact());
    work.add(&at);
    // Under a drive failure the rebuild's pace follows the new load, as in the state itself.
    let at = crate::rebuild::settle(topo, at, work);
    let inst = at.instances(topo);
    let results = jetstress::servers(topo, &at.built, &inst, &vec![false; servers]);
    let worst = |f: fn(&crate::report::ServerResult) -> Option<f64>| {
        results.iter().filter_map(f).reduce(f64::max)
    };
    // Each failing criterion once, in the order servers report them.
    let mut failing: Vec<String> = Vec::new();
    for c in results.iter().flat_map(|r| &r.criteria) {
        if !c.pass && !c.warning_only && !failing.contains(&c.id) {
            failing.push(c.id.clone());
        }
    }
    Some(WholeThreads {
        servers: results
            .iter()
            .map(|r| ServerThreads {
                id: r.id.clone(),
                threads_per_database: r.threads_per_database,
            })
            .collect(),
        achieved_iops: results.iter().map(|r| r.achieved_iops).sum(),
        target_iops: results.iter().map(|r| r.target_iops).sum(),
        worst_db_read_latency_ms: worst(|r| r.db_read_latency_ms),
        worst_log_write_latency_ms: worst(|r| r.log_write_latency_ms),
        pass: !results.is_empty() && results.iter().all(|r| r.pass),
        failing,
    })
}
