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
    let net = build(&topo, &Scenario::healthy(n)).net;
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

#[test]
fn a_controller_raid_rebuild_copies_the_whole_drive_however_little_the_luns_use() {
    // RAID 5 of 8 + 1 hot spare, 600 GB drives. A rebuild once took a time proportional to the
    // space the LUNs were given (a 1,000 GB LUN 5.8 h, a 6,512 GB one 60 h on the same drives):
    // MegaRAID, FLARE and ONTAP reconstruct every block of the failed drive.
    use spindle_core::input::RaidLevel;
    let rebuild = |lun_gb: f64| -> f64 {
        let mut input = crate::gen::build(&crate::gen::Spec {
            drives: 9,
            level: RaidLevel::Raid5,
            ..crate::gen::small()
        });
        for g in input.raid_groups.iter_mut().filter(|g| g.id == "rg-db") {
            g.hot_spares = 1;
        }
        for l in input.luns.iter_mut().filter(|l| l.raid_group == "rg-db") {
            l.size_gb = lun_gb;
        }
        input.options.failures = true;
        let r = evaluate(&input);
        r.scenarios
            .iter()
            .find(|s| s.id == "disk:rg-db")
            .and_then(|s| s.rebuild_hours)
            .expect("a rebuild onto the hot spare")
    };
    let (small, large) = (rebuild(400.0), rebuild(3200.0));
    // Short-stroked LUNs still seek less, so the times differ a little, not 8-fold.
    assert!(
        large / small < 1.5,
        "rebuild {small} h with 400 GB of LUNs, {large} h with 3,200 GB"
    );
}

#[test]
fn an_alua_lun_whose_owner_the_host_cannot_reach_is_served_by_the_one_it_can() {
    // N series with the cables to the partner head removed and every LUN owned by the partner:
    // the databases went offline ("its server has no path to its LUNs"), where an ALUA array
    // moves a LUN to the controller its I/O arrives at. A design built on the canvas with one
    // controller cabled hit exactly this: new LUNs alternate their default owner.
    let normal = preset_input("nseries-qd256");
    let mut unreachable = normal.clone();
    unreachable
        .links
        .retain(|l| l.id != "fc-2" && l.id != "fc-4");
    for l in &mut unreachable.luns {
        l.owner = Some("filer-partner".into());
    }
    let quick = |mut i: EngineInput| {
        i.options.failures = false;
        i.options.headroom = false;
        evaluate(&i)
    };
    let (a, b) = (quick(normal), quick(unreachable));
    assert!(b.totals.achieved_iops > 0.0, "the databases run");
    let rel = (a.totals.achieved_iops - b.totals.achieved_iops).abs() / a.totals.achieved_iops;
    assert!(
        rel < 1e-6,
        "{} vs {}",
        a.totals.achieved_iops,
        b.totals.achieved_iops
    );
}
