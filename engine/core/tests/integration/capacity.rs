//! Capacity headroom (`capacity.rs`): the extra mailboxes are the design's, not one LUN's. Every
//! database growing by the reported share must still fit every LUN, and one per cent of the
//! mailboxes more must not: checked on the XIV with log LUNs large enough that the database LUNs
//! bind (it once reported one database's room, a tenth of the design's), and on the Cisco UCS with
//! its logs moved onto the database LUN (a LUN holding both, whose logs were left out).

use spindle_core::capacity::capacity;
use spindle_core::input::EngineInput;
use spindle_core::topology::Topology;

use crate::golden::preset_input;

/// (extra mailboxes, whether every LUN fits) of `input` with every database's mailboxes × `grow`.
fn extra_and_fit(input: &EngineInput, grow: f64) -> (f64, bool) {
    let mut grown = input.clone();
    grown.databases.iter_mut().for_each(|d| d.mailboxes *= grow);
    let topo = Topology::build(&grown);
    let cap = capacity(&topo, &mut Vec::new());
    (cap.extra_mailboxes, cap.luns.iter().all(|l| l.fits))
}

fn check(name: &str, input: &EngineInput) -> f64 {
    let total: f64 = input.databases.iter().map(|d| d.mailboxes).sum();
    let (extra, fits) = extra_and_fit(input, 1.0);
    assert!(fits, "{name}: fits as designed");
    assert!(extra > 0.0, "{name}: has room");
    assert!(
        extra_and_fit(input, 1.0 + extra / total).1,
        "{name}: {extra} more fit"
    );
    let over = 1.0 + (extra + 0.01 * total) / total;
    assert!(
        !extra_and_fit(input, over).1,
        "{name}: 1 % beyond {extra} does not fit"
    );
    extra
}

#[test]
fn extra_mailboxes_are_the_whole_designs() {
    // As published, the XIV's 750 GB log LUNs are smaller than the logs need: no room at all.
    let xiv = preset_input("xiv-2810");
    assert_eq!(extra_and_fit(&xiv, 1.0), (0.0, false));

    // With 2,000 GB log LUNs the 5,000 GB database LUNs bind: every one of the ten grows alike.
    let mut big_logs = xiv.clone();
    let log_luns: Vec<String> = big_logs
        .databases
        .iter()
        .filter_map(|d| d.log_lun.clone())
        .collect();
    for lun in big_logs
        .luns
        .iter_mut()
        .filter(|l| log_luns.contains(&l.id))
    {
        lun.size_gb = 2000.0;
    }
    check("xiv, 2,000 GB log LUNs", &big_logs);

    // Logs on the database LUN: one LUN holds both, counted once. (The LUN nearly fills its
    // RAID group, so the databases shrink to leave the logs room rather than the LUN growing.)
    let mut shared = preset_input("cisco-ucs-c210-m2");
    let db_lun = shared.databases[0].db_lun.clone();
    shared.databases.iter_mut().for_each(|d| {
        d.log_lun = db_lun.clone();
        d.mailboxes = (d.mailboxes * 0.85).floor();
    });
    check("cisco, logs on the database LUN", &shared);
}

#[test]
fn a_raid_group_its_luns_overfill_leaves_no_room_for_more_mailboxes() {
    // UCS with its database LUN doubled: the LUN has room, but it no longer fits its RAID
    // group. The report read "does not fit … room for 8 more mailboxes".
    let mut over = preset_input("cisco-ucs-c210-m2");
    let db_lun = over.databases[0].db_lun.clone();
    for lun in over
        .luns
        .iter_mut()
        .filter(|l| Some(&l.id) == db_lun.as_ref())
    {
        lun.size_gb *= 2.0;
    }
    let topo = Topology::build(&over);
    let cap = capacity(&topo, &mut Vec::new());
    assert!(cap.luns.iter().all(|l| l.fits));
    assert!(!cap.fits && cap.raid_groups.iter().any(|g| !g.fits));
    assert_eq!(cap.extra_mailboxes, 0.0);
}
