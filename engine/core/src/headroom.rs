//! Headroom (MODEL §8): the largest load a solved state carries before a Jetstress latency
//! criterion fails, found by scaling every thread population by one factor, and what that load
//! means in IO/s and mailboxes.

use crate::evaluate::{latency_ok, solve_regimes_after, solve_regimes_from, Solved, Work};
use crate::gridsearch::last_passing;
use crate::jetstress;
use crate::params;
use crate::report::{Capacity, Headroom, InstanceResult};
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
pub(crate) fn latency_failures<'a>(
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
    // The state is judged on the target of the databases that run (a failed-over database's
    // target has moved to the members that run it: `jetstress::instances`): with one server of
    // two offline, the survivor's reach is measured against its own target, not the design's.
    // The IO/s one more mailbox asks is the design's, whatever runs.
    let runs = |d: usize| solved.built.dbs.get(d).is_some_and(|m| m.offline.is_none());
    let target: f64 = (inst0.iter().enumerate())
        .filter(|&(d, _)| runs(d))
        .map(|(_, i)| i.target_iops)
        .sum();
    let (_, target_all, mailboxes) = totals(&inst0);
    let max_threads = solved
        .built
        .dbs
        .iter()
        .map(|d| d.threads)
        .fold(0.0, f64::max);
    if max_threads <= 0.0 {
        // No Jetstress thread runs (case `idle`): there is nothing to scale, and a search would
        // have grown the factor to its limit over a hundred empty solves.
        return Headroom {
            max_iops: 0.0,
            iops_pct: if target > 0.0 { -100.0 } else { 0.0 },
            extra_mailboxes: 0.0,
            limited_by: "threads".into(),
            mailboxes_limited_by: "threads".into(),
            load_factor: 0.0,
            case: Default::default(),
            whole_threads: None,
        };
    }
    let k_max = params::MAX_THREADS_PER_DB / max_threads;
    let mut prev: Option<Solved> = None;
    // Once abandoned, every remaining step "fails" at once: the searches end without solving.
    let mut eval = |k: f64| -> (bool, Vec<InstanceResult>) {
        if work.abandoned() {
            return (false, Vec::new());
        }
        let mut scen = solved.scen.clone();
        scen.load.iter_mut().for_each(|l| *l *= k);
        // A rebuild is paced by the load around it (`rebuild::settle`): each probe settles its
        // own pace, starting from the last probe's, so that its network is re-populated in place
        // rather than rebuilt. At the state's own pace, a probe at fewer threads left the rebuild
        // too slow and promised 0.8 % more IO/s than the settled state gives (the XIV's drive).
        if let Some(p) = &prev {
            scen.rebuild_util.clone_from(&p.scen.rebuild_util);
        }
        // The last probe's network is re-populated in place; the first copies the state's.
        let s = match prev.take() {
            Some(p) => solve_regimes_after(topo, scen, p, work.search()),
            None => solve_regimes_from(topo, scen, solved, work.search()),
        };
        work.add(&s);
        let s = crate::rebuild::settle(topo, s, work);
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
    // The probes are solved to the search's precision, which where the iteration contracts slowly
    // (windows at their queue depth) left a probe's IO/s up to 1 % from the model's (a random
    // design's cable failure: 2,929 IO/s at the factor found, 2,951 solved exactly there). The
    // factor found is solved once more exactly, from the last probe, and its figures are the ones
    // reported when it passes there too: the IO/s a what-if at that load gives. On the presets it
    // moves them by 10⁻⁵ to 10⁻⁴, for 3–7 % more instructions in a full evaluation (stop 41).
    if lo != 1.0 && !lo_inst.is_empty() && !work.abandoned() {
        if let Some(p) = prev.take() {
            let mut scen = solved.scen.clone();
            scen.load.iter_mut().for_each(|l| *l *= lo);
            scen.rebuild_util.clone_from(&p.scen.rebuild_util);
            let s = solve_regimes_after(topo, scen, p, work.exact());
            work.add(&s);
            let s = crate::rebuild::settle(topo, s, work);
            let inst = s.instances(topo);
            if latency_ok(&inst, &s.built) && !work.abandoned() {
                lo_inst = inst;
            }
        }
    }
    let max_iops = totals(&lo_inst).0;
    let per_mbx = if mailboxes > 0.0 {
        target_all / mailboxes
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
