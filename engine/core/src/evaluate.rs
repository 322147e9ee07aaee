//! Evaluation pipeline (MODEL.md §1, §6.13): topology → scenario → network → solution, with the
//! write-cache regime check (absorb vs forced flush, §5.1) and Jetstress autotuning (§7); then
//! results, capacity, failures (§8) and headroom.

use std::collections::BTreeSet;

use crate::assemble;
use crate::build::{build, repopulate, repopulates, Built, Scenario};
use crate::capacity::capacity;
use crate::findings::{self as f, Part};
use crate::jetstress;
use crate::network::StationKind;
use crate::params;
use crate::report::{HeadroomCase, InstanceResult, Report, SolverInfo};
use crate::scenarios;
use crate::solver::{solve_with, Precision, Solution, EXACT, SEARCH};
use crate::topology::Topology;

/// A solved scenario.
pub struct Solved {
    pub scen: Scenario,
    pub built: Built,
    pub sol: Solution,
    pub solves: u32,
    pub iterations: u32,
}

pub use crate::autotune::{autotune, autotune_servers};
/// The caller's "stop now" signal, polled inside and between network solutions and between the
/// failures of a failure analysis (see [`run_until`]).
pub use crate::progress::Interrupt;

/// Work done by an evaluation: network solutions and solver iterations (diagnostics), and whether
/// the caller has abandoned it.
#[derive(Default)]
pub struct Work<'a> {
    pub solves: u32,
    pub iterations: u32,
    interrupt: Option<Interrupt<'a>>,
    abandoned: bool,
}

impl<'a> Work<'a> {
    /// Work polled for `interrupt` after every solution (and every failure's network).
    pub fn interruptible(interrupt: Interrupt<'a>) -> Self {
        Work {
            interrupt: Some(interrupt),
            ..Work::default()
        }
    }

    /// Adds the work of a solved scenario, and asks the caller whether to go on (unless the
    /// caller already said stop inside its solve: then it is not asked again).
    pub fn add(&mut self, s: &Solved) {
        self.solves += s.solves;
        self.iterations += s.iterations;
        if s.sol.stopped {
            self.abandoned = true;
        }
        self.poll();
    }

    /// [`EXACT`], stopped inside a solve when the caller abandons the evaluation.
    pub fn exact(&self) -> Precision<'a> {
        EXACT.until(self.interrupt)
    }

    /// [`SEARCH`], stopped inside a solve when the caller abandons the evaluation.
    pub fn search(&self) -> Precision<'a> {
        SEARCH.until(self.interrupt)
    }

    /// Asks the caller whether to go on, between pieces of work that are not solutions (a
    /// failure's network is built and coloured before it is known whether it needs a solve).
    pub fn poll(&mut self) {
        if !self.abandoned {
            self.abandoned = self.interrupt.is_some_and(|stop| stop());
        }
    }

    /// Whether the caller has abandoned the evaluation: the loops stop solving, and the result
    /// is thrown away (it is never partial data presented as a result).
    pub fn abandoned(&self) -> bool {
        self.abandoned
    }

    /// Asks the caller whether to go on ([`Work::poll`]) and says whether to stop: at the
    /// boundaries between the phases of an evaluation that solve nothing (a quick evaluation of
    /// a large design spends more time building, explaining and reporting than solving).
    pub fn stop_here(&mut self) -> bool {
        self.poll();
        self.abandoned
    }
}

impl Solved {
    pub fn instances(&self, topo: &Topology) -> Vec<InstanceResult> {
        jetstress::instances(topo, &self.built, &self.sol)
    }
}

/// Solves `scen`, switching arrays whose back end cannot keep up with destage into forced flush.
pub fn solve_regimes(topo: &Topology, scen: Scenario, warm: Option<&Solution>) -> Solved {
    solve_regimes_with(topo, scen, warm, EXACT)
}

/// As [`solve_regimes`], to a given precision (searches use [`SEARCH`]).
pub fn solve_regimes_with(
    topo: &Topology,
    scen: Scenario,
    warm: Option<&Solution>,
    prec: Precision,
) -> Solved {
    let built = build(topo, &scen);
    regimes(topo, scen, built, warm, prec)
}

/// As [`solve_regimes`], for a scenario already built (`built = build(topo, &scen)`).
pub fn solve_built(topo: &Topology, scen: Scenario, built: Built) -> Solved {
    regimes(topo, scen, built, None, EXACT)
}

/// As [`solve_built`], started from `near`, a solved state of the same design (the normal state
/// for a failure): its solution carried over by name ([`crate::warm`]).
pub fn solve_built_near(
    topo: &Topology,
    scen: Scenario,
    built: Built,
    near: &Solved,
    prec: Precision,
) -> Solved {
    let warm = crate::warm::transplant(&near.built.net, &near.sol, &built.net);
    regimes(topo, scen, built, warm.as_ref(), prec)
}

/// As [`solve_regimes_with`], starting from a solved scenario `prev` that differs only in thread
/// counts or load (a copy of its network is re-populated instead of rebuilt; its solution is the
/// warm start). Reuse needs the same starting regime: a `prev` that switched to forced flush is
/// rebuilt.
pub fn solve_regimes_from(
    topo: &Topology,
    scen: Scenario,
    prev: &Solved,
    prec: Precision,
) -> Solved {
    solve_after(
        topo,
        scen,
        &prev.scen,
        || prev.built.clone(),
        &prev.sol,
        prec,
    )
}

/// As [`solve_regimes_from`], for a caller done with `prev`: its network is re-populated in place,
/// not copied. Same result.
pub fn solve_regimes_after(
    topo: &Topology,
    scen: Scenario,
    prev: Solved,
    prec: Precision,
) -> Solved {
    let Solved {
        scen: prev_scen,
        built,
        sol,
        ..
    } = prev;
    solve_after(topo, scen, &prev_scen, || built, &sol, prec)
}

/// `scen` solved from a state of `prev_scen` with solution `warm`, whose network `built` hands
/// over when it can be re-populated.
fn solve_after(
    topo: &Topology,
    scen: Scenario,
    prev_scen: &Scenario,
    built: impl FnOnce() -> Built,
    warm: &Solution,
    prec: Precision,
) -> Solved {
    if repopulates(prev_scen, &scen) {
        let built = repopulate(topo, &scen, built());
        return regimes(topo, scen, built, Some(warm), prec);
    }
    solve_regimes_with(topo, scen, Some(warm), prec)
}

fn regimes(
    topo: &Topology,
    mut scen: Scenario,
    built: Built,
    warm: Option<&Solution>,
    prec: Precision,
) -> Solved {
    let mut built = built;
    let mut solves = 0;
    let mut sol = solve_with(&built.net, warm, prec);
    let mut iterations = sol.iterations;
    solves += 1;
    for _ in 0..3 {
        if sol.stopped {
            break;
        }
        let mut newly = BTreeSet::new();
        for (k, st) in built.net.stations.iter().enumerate() {
            if !st.part.is_drives() {
                continue;
            }
            if sol.util[k] < params::FORCED_FLUSH_UTIL {
                continue;
            }
            if let Some(&g) = topo.raid_groups_ix.get(st.component.as_str()) {
                if let Some(a) = topo.rgs[g].array {
                    if built.write_back[a] && !scen.saturated.contains(&a) {
                        newly.insert(a);
                    }
                }
            }
        }
        if newly.is_empty() {
            break;
        }
        scen.saturated.extend(newly);
        built = build(topo, &scen);
        sol = solve_with(&built.net, None, prec);
        iterations += sol.iterations;
        solves += 1;
    }
    Solved {
        scen,
        built,
        sol,
        solves,
        iterations,
    }
}

/// Every active instance meets the latency criteria (as displayed).
pub fn latency_ok(inst: &[InstanceResult], built: &Built) -> bool {
    inst.iter()
        .zip(&built.dbs)
        .filter(|(_, m)| m.active)
        .all(|(i, _)| i.pass)
}

/// Evaluates a design (see [`crate::evaluate`]).
pub fn run(input: &crate::EngineInput) -> Report {
    run_with(input, crate::params::CALIBRATION)
}

/// Evaluates a design unless `interrupt` returns true, polled after every network solution, every
/// failure's network and the phases that solve nothing, and inside solves (`Precision::stop`):
/// then the evaluation stops at once and gives `None`. A completed evaluation is exactly
/// [`run`]'s (the poll only decides whether to go on).
pub fn run_until(input: &crate::EngineInput, interrupt: Interrupt<'_>) -> Option<Report> {
    let mut work = Work::interruptible(interrupt);
    let report = evaluate_with(input, crate::params::CALIBRATION, &mut work);
    (!work.abandoned()).then_some(report)
}

/// Evaluates with a given calibration (the calibration script varies it; the app never does).
pub fn run_with(input: &crate::EngineInput, cal: crate::params::Calibration) -> Report {
    evaluate_with(input, cal, &mut Work::default())
}

fn evaluate_with(
    input: &crate::EngineInput,
    cal: crate::params::Calibration,
    work: &mut Work,
) -> Report {
    let topo = Topology::with_calibration(input, cal);
    let mut findings = topo.findings.clone();
    let n = input.servers.len();
    let mut report = Report {
        engine_version: crate::version().to_string(),
        revision: input.revision,
        valid: true,
        ..Report::default()
    };
    report.capacity = capacity(&topo, &mut findings);
    for s in 0..n {
        if topo.hosts_databases(&input.servers[s].id) && input.servers[s].jetstress.is_none() {
            findings.push(f::default_jetstress(Part::new(
                &input.servers[s].id,
                &input.servers[s].name,
            )));
        }
    }
    for db in input.databases.iter().filter(|d| d.mailboxes <= 0.0) {
        findings.push(f::no_mailboxes(Part::new(&db.id, &db.name)));
    }
    crate::whatif::check(&topo, &input.options.failed, &mut findings);
    findings.extend(crate::iops_profile::check(&input.workload));
    if input.databases.is_empty() {
        findings.push(f::nothing_to_evaluate());
        report.pass = false;
        report.findings = findings;
        return report;
    }
    // Threads are tuned (or hinted) on the healthy design, as Jetstress was run; a what-if
    // failure then applies to that tuned state, as each failure scenario does (failing first and
    // tuning after gave `--fail` other thread counts, and other verdicts, than the scenario).
    let mut base = Scenario::healthy(n);
    let tuned = autotune_servers(&topo);
    let quick = !input.options.failures && !input.options.headroom;
    let hint = |s: usize| {
        input
            .options
            .thread_hints
            .iter()
            .find(|h| h.server == input.servers[s].id)
            .map(|h| h.threads)
            .filter(|t| t.is_finite() && *t >= 1.0)
    };
    if quick && !tuned.is_empty() && tuned.iter().all(|&s| hint(s).is_some()) {
        for &s in &tuned {
            base.threads[s] = hint(s).map(|t| t.min(params::MAX_THREADS_PER_DB));
        }
    } else if !tuned.is_empty() {
        base = autotune(&topo, &base, &tuned, work);
    }
    // Returns below are for an abandoned request: `run_until` throws the report away.
    if work.stop_here() {
        return report;
    }
    crate::whatif::fail_parts(&topo, input, &mut base);
    let normal = solve_regimes_with(&topo, base, None, work.exact());
    work.add(&normal);
    let normal = crate::whatif::fail_drive(&topo, normal, &input.options.failed, work);
    if work.abandoned() {
        return report;
    }
    let inst = normal.instances(&topo);
    let autotuned: Vec<bool> = (0..n).map(|s| tuned.contains(&s)).collect();
    report.servers = jetstress::servers(&topo, &normal.built, &inst, &autotuned);
    report.totals = jetstress::totals(&topo, &inst);
    report.pass = !report.servers.is_empty() && report.servers.iter().all(|s| s.pass);
    for (s, c) in report
        .servers
        .iter()
        .flat_map(|s| s.criteria.iter().map(move |c| (s, c)))
    {
        if let (false, "bdmThroughput", Some(v)) = (c.pass, c.id.as_str(), c.value) {
            findings.push(f::maintenance_slow(
                Part::new(&s.id, &s.name),
                v,
                c.threshold,
            ));
        }
    }
    if work.stop_here() {
        return report;
    }
    report.components = crate::loads::components(&topo, &normal.built, &normal.sol);
    report.bottleneck = assemble::bottleneck(&topo, &normal.built, &normal.sol);
    if work.stop_here() {
        return report;
    }
    let routes = assemble::routes_by_server(&topo, &normal.built);
    for s in &report.servers {
        let own = routes.get(s.id.as_str()).map_or(&[][..], |v| v);
        let limit = assemble::server_bottleneck(&topo, &normal.built, &normal.sol, own);
        report.explanations.extend(assemble::explain_server(
            &topo,
            &normal.built,
            &normal.sol,
            s,
            own,
            limit.as_ref(),
        ));
    }
    flag_loads(&topo, &normal, &mut findings);
    if normal.sol.spread > params::SPREAD_NOTICE {
        findings.push(f::unsettled(normal.sol.spread));
    }
    report.solver = SolverInfo {
        iterations: normal.sol.iterations,
        converged: normal.sol.converged,
        spread: normal.sol.spread,
        saturated_arrays: normal
            .scen
            .saturated
            .iter()
            .map(|&a| input.arrays[a].id.clone())
            .collect(),
        solves: 0,
        total_iterations: 0,
    };
    let offline = normal
        .built
        .dbs
        .iter()
        .filter(|m| m.offline.is_some())
        .count();
    if input.options.headroom {
        let mut h = scenarios::headroom(
            &topo,
            &normal,
            &report.capacity,
            scenarios::HEADROOM_STEPS,
            work,
        )
        .read_for(report.pass, offline);
        if matches!(
            h.case,
            HeadroomCase::FewerThreads | HeadroomCase::MoreThreads
        ) {
            h.whole_threads = crate::whole::whole_threads(&topo, &normal, h.load_factor, work);
        }
        report.headroom = Some(h);
    }
    // Single failures only: under a what-if failure (`options.failed`) a second failure would be
    // a double failure, which the scenarios do not model (a second drive of a degraded group read
    // as survivable; the dead server's HBA judged against the whole design's target).
    if input.options.failures && input.options.failed.is_empty() {
        let (list, worst) = scenarios::failures(
            &topo,
            &normal,
            &report.capacity,
            input.options.headroom,
            work,
        );
        report.scenarios = list;
        report.worst_failure = worst;
    }
    report.solver.solves = work.solves;
    report.solver.total_iterations = work.iterations;
    report.valid = !findings
        .iter()
        .any(|f| f.severity == crate::report::Severity::Error)
        || report.servers.iter().any(|s| s.achieved_iops > 0.0);
    report.findings = findings;
    report
}

/// Findings that come from the solution: saturated stations, windows that bind, QFULL risk.
fn flag_loads(topo: &Topology, solved: &Solved, findings: &mut Vec<crate::report::Finding>) {
    let net = &solved.built.net;
    let mut seen = BTreeSet::new();
    for (k, st) in net.stations.iter().enumerate() {
        let u = solved.sol.util[k];
        match st.kind {
            StationKind::Window { limit } if u > 0.9 && seen.insert(st.component.clone()) => {
                findings.push(f::window_bound(topo.part(&st.component), &st.role, limit));
            }
            StationKind::Queue { .. } | StationKind::Disk { .. }
                if u > 0.98 && seen.insert(st.component.clone()) =>
            {
                findings.push(f::saturated(topo.part(&st.component), &st.role, u));
            }
            _ => {}
        }
    }
    // Single paths per LUN.
    let input = topo.input;
    // Paths depend only on (server, array): found once per pair, not once per database.
    let mut paths_of = crate::ports::PathsOf::new();
    let none = BTreeSet::new();
    crate::ports::each_lun_path(
        topo,
        &solved.built,
        &none,
        &mut paths_of,
        |d, s, l, _, paths| {
            let (server, lun) = (&input.servers[s], &input.luns[l]);
            if paths.is_empty() && seen.insert(format!("none:{d}:{l}")) {
                let db = &input.databases[d];
                findings.push(f::no_path(
                    Part::new(&server.id, &server.name),
                    Part::new(&lun.id, &lun.name),
                    Part::new(&db.id, &db.name),
                ));
            }
            if paths.len() == 1 && paths[0].hba.is_some() && seen.insert(format!("{s}:{l}")) {
                findings.push(f::single_path(
                    Part::new(&server.id, &server.name),
                    Part::new(&lun.id, &lun.name),
                ));
            }
        },
    );
    // The paths above avoid no component: the same as the normal state's unless `--fail` is used.
    let mut failing_paths = crate::ports::PathsOf::new();
    let known = match solved.scen.failed.is_empty() {
        true => &mut paths_of,
        false => &mut failing_paths,
    };
    let port_windows = crate::ports::outstanding(topo, &solved.built, &solved.scen, known);
    for ((c, port), w) in port_windows {
        if w > 1600.0 {
            findings.push(f::qfull_risk(
                Part::new(&input.controllers[c].id, &input.controllers[c].name),
                port,
                w,
            ));
        }
    }
}
