//! Back-end load placement (`backend.rs`): where a failed drive's reconstruction and a cached
//! write's destage land. Each test failed before its fix.

use spindle_core::evaluate;
use spindle_core::input::EngineInput;

use crate::golden::preset_input;

/// Achieved IO/s of the normal state and of the failure of a drive in RAID group `rg`, with the
/// group built from parity sets of `group_size` drives.
fn drive_failure(input: &EngineInput, rg: &str, group_size: u32) -> (f64, f64) {
    let mut design = input.clone();
    for g in design.raid_groups.iter_mut().filter(|g| g.id == rg) {
        g.group_size = group_size;
    }
    design.options.failures = true;
    design.options.headroom = false;
    let report = evaluate(&design);
    let failed = report
        .scenarios
        .iter()
        .find(|s| s.kind == "disk" && s.component_id == rg)
        .unwrap_or_else(|| panic!("no drive failure scenario for {rg}"));
    (report.totals.achieved_iops, failed.achieved_iops)
}

#[test]
fn a_failed_drive_degrades_only_its_own_parity_set() {
    // N series: the 48-drive RAID-DP data aggregate as one set, and as six sets of eight. One
    // failed drive makes the whole single set reconstruct, but only a sixth of the six-set
    // aggregate (it once lost the same quarter of its IO/s either way).
    let nseries = preset_input("nseries-qd256");
    let (normal_one, failed_one) = drive_failure(&nseries, "aggr-sgdata", 48);
    let (normal_six, failed_six) = drive_failure(&nseries, "aggr-sgdata", 8);
    let loss_one = 1.0 - failed_one / normal_one;
    let loss_six = 1.0 - failed_six / normal_six;
    assert!(
        loss_one > 0.05,
        "one set: a drive failure costs IO/s ({loss_one})"
    );
    assert!(
        loss_six < loss_one / 3.0,
        "six sets lose {loss_six}, one set {loss_one}: about a sixth expected"
    );
    assert!(loss_six >= 0.0, "failing a drive never helps ({loss_six})");
}

#[test]
fn active_active_controllers_share_the_destage() {
    // The XIV's six interface modules serve symmetric paths: each carries the same load, destage
    // included (it all went to the first path's module: 26 % busy against 18 % for the rest).
    let mut xiv = preset_input("xiv-2810");
    xiv.options.failures = false;
    xiv.options.headroom = false;
    let report = evaluate(&xiv);
    let modules: Vec<f64> = report
        .components
        .iter()
        .filter(|c| c.kind == "controller")
        .map(|c| c.utilisation)
        .collect();
    assert_eq!(modules.len(), 6, "six interface modules");
    let (lo, hi) = modules
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &u| (lo.min(u), hi.max(u)));
    assert!(lo > 0.0, "every module works");
    assert!(hi - lo <= 1e-9 * hi, "modules at {modules:?}");
}

#[test]
fn raid_dp_reads_reach_only_the_data_drives() {
    // N series aggregate of 3 × RAID-DP (14+2): the six parity drives hold row and diagonal
    // parity (RAID 4 style) and serve no reads; a full-stripe write writes every drive of the
    // set alike. Reads were once spread over all 48 drives: 14 % more read capacity than exists.
    use spindle_core::build::{build, Scenario};
    use spindle_core::network::IoType;
    use spindle_core::topology::Topology;
    let input = preset_input("nseries-qd256");
    let topo = Topology::build(&input);
    let n = input.servers.len();
    let net = build(
        &topo,
        &Scenario {
            load: vec![1.0; n],
            threads: vec![None; n],
            ..Scenario::default()
        },
    )
    .net;
    let station = |role: &str| {
        net.stations
            .iter()
            .position(|s| s.component == "aggr-sgdata" && s.role == role)
            .unwrap_or_else(|| panic!("no {role} station"))
    };
    let (data, parity) = (station("drives"), station("parity drives"));
    assert_eq!(net.stations[data].multiplicity, 42.0);
    assert_eq!(net.stations[parity].multiplicity, 6.0);
    let visits = |k: usize, io: IoType| -> f64 {
        net.demands
            .iter()
            .filter(|d| d.station == k && d.io == io)
            .map(|d| d.visits)
            .sum()
    };
    assert!(visits(data, IoType::DbRead) > 0.0);
    assert_eq!(visits(parity, IoType::DbRead), 0.0);
    // Per drive, a parity drive takes the same destage writes as a data drive.
    let (d, p) = (
        visits(data, IoType::Destage),
        visits(parity, IoType::Destage),
    );
    assert!(
        d > 0.0 && (d - p).abs() < 1e-9 * d,
        "destage per drive: data {d}, parity {p}"
    );
}
