//! What-if failures (`options.failed`: the CLI's `--fail`, the app's failure view): the normal state
//! evaluated with parts failed, giving what the full report's failure scenario for each part gives.
//!
//! A server, VM, HBA, switch, controller or cable id fails that part (a failed server's databases
//! move to their DAG survivors); an XIV data module's enclosure fails with its drives. A RAID group id fails one of its drives: the group runs degraded and
//! rebuilds onto a hot spare if it has one, as its `disk:` scenario does. The state is built the
//! way [`crate::scenarios::failures`] builds a scenario: threads tuned on the healthy design, the
//! failure applied to that state, a drive failure's rebuild paced by the load of the state before
//! it. The scenarios model one drive failure at a time, and so does this.

use crate::build::{build, Scenario};
use crate::evaluate::{Solved, Work};
use crate::findings::{self as f, Part};
use crate::input::EngineInput;
use crate::report::Finding;
use crate::topology::Topology;

/// The RAID groups `failed` names, in its order.
fn raid_groups<'a>(topo: &'a Topology, failed: &'a [String]) -> impl Iterator<Item = usize> + 'a {
    failed
        .iter()
        .filter_map(|id| topo.raid_groups_ix.get(id.as_str()).copied())
}

/// Findings for what the evaluation cannot fail as asked: ids not in the design, and every RAID
/// group after the first (one drive failure at a time).
pub(crate) fn check(topo: &Topology, failed: &[String], findings: &mut Vec<Finding>) {
    for id in failed.iter().filter(|id| !topo.knows(id)) {
        findings.push(f::unknown_failed(id));
    }
    let part = |g: usize| {
        let rg = &topo.input.raid_groups[g];
        Part::new(&rg.id, &rg.name)
    };
    for id in failed.iter().filter(|id| {
        let e = topo.enclosures_ix.get(id.as_str());
        e.is_some_and(|&e| crate::failures::enclosure_drive_loss(topo, e).is_none())
    }) {
        let enc = &topo.input.enclosures[topo.enclosures_ix[id.as_str()]];
        findings.push(f::enclosure_not_failed(Part::new(&enc.id, &enc.name)));
    }
    // A module's drives (an XIV module) are the drive failure when one is named.
    let module = |(id, _, _): (&str, usize, u32)| match topo.controllers.get(id) {
        Some(&c) => {
            let c = &topo.input.controllers[c];
            (Part::new(&c.id, &c.name), true)
        }
        None => {
            let e = &topo.input.enclosures[topo.enclosures_ix[id]];
            (Part::new(&e.id, &e.name), true)
        }
    };
    let mut failing = modules(topo, failed)
        .map(module)
        .chain(raid_groups(topo, failed).map(|g| (part(g), false)));
    if let Some(first) = failing.next() {
        let rest: Vec<(Part, bool)> = failing.collect();
        if !rest.is_empty() {
            findings.push(f::one_drive_failure(first, &rest));
        }
    }
}

/// The parts of `failed` that take drives with them (an XIV interface module, a controller, or
/// data module, an enclosure: `failures::part_drive_loss`), with their group and drive count, in
/// its order.
fn modules<'a>(
    topo: &'a Topology,
    failed: &'a [String],
) -> impl Iterator<Item = (&'a str, usize, u32)> + 'a {
    failed.iter().filter_map(|id| {
        let (g, n) = crate::failures::part_drive_loss(topo, id)?;
        Some((id.as_str(), g, n))
    })
}

/// Fails the parts of `failed` that are not RAID groups or modules in `base` (the tuned healthy
/// state).
pub(crate) fn fail_parts(topo: &Topology, input: &EngineInput, base: &mut Scenario) {
    // The first module fails with its drives in `fail_drive`; any other fails as a controller
    // only (one drive failure at a time; `check` says so).
    let drives_too = modules(topo, &input.options.failed)
        .next()
        .map(|(id, _, _)| id);
    for id in &input.options.failed {
        if topo.raid_groups_ix.contains_key(id.as_str()) || drives_too == Some(id.as_str()) {
            continue; // a drive failure: `fail_drive`, once this state is solved
        }
        base.failed.insert(id.clone());
        if topo.servers.contains_key(id.as_str()) {
            crate::scenarios::fail_over(topo, base, id);
        }
    }
}

/// `solved` with a drive of the first RAID group of `failed` failed, as that group's `disk:`
/// scenario is solved from the normal state: degraded, its rebuild paced by how busy `solved`
/// keeps its drives, then settled on the degraded state's own load. `solved` itself when `failed`
/// names no RAID group.
pub(crate) fn fail_drive(
    topo: &Topology,
    solved: Solved,
    failed: &[String],
    work: &mut Work,
) -> Solved {
    // A module fails in the state before its failure, as its scenario does: ports, CPU, cache
    // and drives at once, the re-mirror paced by that state (a drive of a RAID group named too
    // is not failed as well: one drive failure at a time).
    if let Some((id, g, n)) = modules(topo, failed).next() {
        let mut scen = crate::failures::degrade(topo, &solved, g);
        scen.lost_drives = n;
        scen.failed.insert(id.to_string());
        let built = build(topo, &scen);
        return crate::failures::solve_failure(topo, scen, built, &solved, work);
    }
    let Some(g) = raid_groups(topo, failed).next() else {
        return solved;
    };
    let scen = crate::failures::degrade(topo, &solved, g);
    let built = build(topo, &scen);
    crate::failures::solve_failure(topo, scen, built, &solved, work)
}
