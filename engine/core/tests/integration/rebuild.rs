//! The pace of a rebuild (`rebuild.rs`): it takes a share of the idle time the *degraded* group
//! leaves, found by re-solving, where it once took the normal state's.

use spindle_core::build::Scenario;
use spindle_core::evaluate;
use spindle_core::evaluate::{solve_regimes, Work};
use spindle_core::rebuild::{idle_share, rg_util, settle};
use spindle_core::topology::Topology;

use crate::golden::preset_input;

#[test]
fn a_rebuild_is_paced_by_the_degraded_groups_own_load() {
    // The XIV's distributed mirror, the one preset group with a hot spare, 85 % busy.
    let input = preset_input("xiv-2810");
    let topo = Topology::build(&input);
    let g = input
        .raid_groups
        .iter()
        .position(|g| g.hot_spares > 0)
        .expect("a group with a hot spare");
    let normal = solve_regimes(&topo, Scenario::healthy(input.servers.len()), None);
    let mut scen = normal.scen.clone();
    scen.degraded = Some(g);
    scen.rebuild_util = rg_util(&topo, &normal);
    let first = solve_regimes(&topo, scen, Some(&normal.sol));
    let paced = |s: &spindle_core::evaluate::Solved| idle_share(s.scen.rebuild_util[g]);
    let shown = |s: &spindle_core::evaluate::Solved| idle_share(rg_util(&topo, s)[g]);
    // Paced by the normal state, the degraded solution leaves another idle share: the case the
    // settling is for (without it this test would pass vacuously).
    let (was, now) = (paced(&first), shown(&first));
    assert!(
        (now - was).abs() > 0.02 * was,
        "normal pace {was}, degraded idle share {now}"
    );
    let settled = settle(&topo, first, &mut Work::default());
    let (was, now) = (paced(&settled), shown(&settled));
    assert!(
        (now - was).abs() <= 0.01 * was,
        "settled pace {was}, degraded idle share {now}"
    );
}

#[test]
fn a_group_without_a_rebuild_is_not_re_solved() {
    // N series: no hot spares, so a drive failure leaves the group degraded with no rebuild
    // stream, and settling returns the solution it was given.
    let input = preset_input("nseries-qd256");
    let topo = Topology::build(&input);
    let normal = solve_regimes(&topo, Scenario::healthy(input.servers.len()), None);
    let mut scen = normal.scen.clone();
    scen.degraded = Some(0);
    scen.rebuild_util = rg_util(&topo, &normal);
    let first = solve_regimes(&topo, scen, None);
    let mut work = Work::default();
    let settled = settle(&topo, first, &mut work);
    assert_eq!(work.solves, 0, "no re-solve without a rebuild");
    assert_eq!(settled.built.rebuild_idle_seconds, None);
}

#[test]
fn a_rebuild_on_idle_drives_is_the_loaded_one_without_the_load() {
    // The XIV at 85 % busy: its loaded rebuild takes 1 / idle share as long as on idle drives.
    let mut input = preset_input("xiv-2810");
    input.options.failures = true;
    let r = evaluate(&input);
    let disk = r
        .scenarios
        .iter()
        .find(|s| s.kind == "disk")
        .expect("a drive failure");
    let (idle, loaded) = (
        disk.rebuild_idle_hours.expect("idle rebuild"),
        disk.rebuild_hours.expect("loaded rebuild"),
    );
    let share = idle / loaded;
    assert!(
        share > 0.05 && share < 0.5,
        "idle {idle} h, loaded {loaded} h: the load must slow the rebuild, within the 95 % cap"
    );
    // A group without a spare rebuilds in neither case.
    let mut ns = preset_input("nseries-qd256");
    ns.options.failures = true;
    let r = evaluate(&ns);
    assert!(r
        .scenarios
        .iter()
        .filter(|s| s.kind == "disk")
        .all(|s| s.rebuild_idle_hours.is_none() && s.rebuild_hours.is_none()));
}
