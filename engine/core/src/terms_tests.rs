//! Explanation terms of alike RAID groups, in states the presets' normal evaluation does not show.

use super::*;
use crate::assemble::routes_by_server;
use crate::build::{build, Scenario};
use crate::solver::solve;

/// MBX9's read terms on CLARiiON phase 2 with a drive of `degraded` (a RAID group id) failed.
fn mbx9_reads(degraded: Option<&str>) -> Vec<Term> {
    let input = crate::fixture("clariion-cx4-960-phase2");
    let topo = Topology::build(&input);
    let g = degraded.map(|id| input.raid_groups.iter().position(|r| r.id == id));
    let scen = Scenario {
        degraded: g.map(|g| g.expect("a RAID group of the preset")),
        ..Scenario::healthy(input.servers.len())
    };
    let built = build(&topo, &scen);
    let sol = solve(&built.net, None);
    let routes = routes_by_server(&topo, &built);
    latency_terms(&topo, &built, &sol, &routes["mbx9"], &[IoType::DbRead])
}

fn ids(t: &Term) -> Vec<&str> {
    match &t.component_id {
        Some(id) => vec![id.as_str()],
        None => t.component_ids.iter().map(String::as_str).collect(),
    }
}

#[test]
fn a_degraded_raid_group_leaves_its_alike_set() {
    // Healthy, six RAID groups share each kind of time. With a drive of the third failed, its
    // drives reconstruct reads and cost more: it stands alone, and the five others still share.
    let healthy = mbx9_reads(None);
    let six = healthy.iter().filter(|t| ids(t).len() == 6).count();
    assert_eq!(six, 2, "{healthy:?}");
    let degraded = mbx9_reads(Some("mbx9-rg-db3"));
    let sets: Vec<Vec<&str>> = degraded
        .iter()
        .filter(|t| t.label.contains("like it"))
        .map(ids)
        .collect();
    let five = [
        "mbx9-rg-db1",
        "mbx9-rg-db2",
        "mbx9-rg-db4",
        "mbx9-rg-db5",
        "mbx9-rg-db6",
    ];
    assert_eq!(sets, [five, five], "{degraded:?}");
    let own: Vec<&Term> = degraded
        .iter()
        .filter(|t| t.component_id.as_deref() == Some("mbx9-rg-db3"))
        .collect();
    assert_eq!(own.len(), 2, "{degraded:?}");
    assert!(own.iter().all(|t| !t.label.contains("like it")));
}
