//! What-if failures (`options.failed`: the CLI's `--fail`, the app's failure view): the normal state
//! evaluated with parts failed, giving what the full report's failure scenario for each part gives.
//!
//! A server, VM, HBA, switch or controller id fails that part (a failed server's databases move
//! to their DAG survivors). A RAID group id fails one of its drives: the group runs degraded and
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
    let mut groups = raid_groups(topo, failed);
    if let Some(first) = groups.next() {
        let rest: Vec<Part> = groups.map(part).collect();
        if !rest.is_empty() {
            findings.push(f::one_drive_failure(part(first), &rest));
        }
    }
}

/// Fails the parts of `failed` that are not RAID groups in `base` (the tuned healthy state).
pub(crate) fn fail_parts(topo: &Topology, input: &EngineInput, base: &mut Scenario) {
    for id in &input.options.failed {
        if topo.raid_groups_ix.contains_key(id.as_str()) {
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
    let Some(g) = raid_groups(topo, failed).next() else {
        return solved;
    };
    let scen = crate::failures::degrade(topo, &solved, g);
    let built = build(topo, &scen);
    crate::failures::solve_failure(topo, scen, built, &solved, work)
}
