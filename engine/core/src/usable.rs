//! Usable capacity of a RAID group, and how it was reached in words.
//!
//! Most levels keep the data drives' share of the catalog capacity ([`raid::usable_fraction`]).
//! RAID-DP is Data ONTAP's, which first right-sizes every drive to its class's size, keeps a
//! 10 % WAFL reserve and then an aggregate snapshot reserve (5 % unless the design sets one).
//! Usable capacity is accounting only: where blocks land, and so seek span and WAFL fill, is
//! [`spread_bytes`]' business.

use crate::disk::Drive;
use crate::input::{RaidGroup, RaidLevel};
use crate::params;
use crate::raid;

/// Usable bytes of a group and the derivation a user reads beside the figure.
pub struct Usable {
    pub bytes: f64,
    pub basis: String,
}

/// A drive class size as ONTAP states it: 1,000 GB and up in TB.
fn class_label(nominal_gb: f64) -> String {
    if nominal_gb >= 1000.0 {
        format!("{} TB", nominal_gb / 1000.0)
    } else {
        format!("{nominal_gb} GB")
    }
}

/// Decimal GB with at most one decimal, for the basis text.
fn gb(bytes: f64) -> String {
    let v = bytes / 1e9;
    if (v - v.round()).abs() < 0.05 {
        format!("{} GB", crate::findings::grouped(v))
    } else {
        format!("{} GB", crate::findings::grouped_tenths(v))
    }
}

/// The bytes Data ONTAP uses of a drive of `capacity` bytes, and the class it was sized as.
///
/// A drive within 5 % of a tabulated class takes that class's size (the catalog's 73.4 GB drive
/// is ONTAP's 72 GB class). Otherwise the drive keeps the share the nearest class of its family
/// keeps (7,200 rpm drives with the SATA classes; faster drives and SSDs with the FC/SAS ones),
/// an estimate: a 450 GB FC drive comes out at 428 GB against the 438 GB ONTAP documents.
pub fn ontap_right_sized(capacity: f64, nearline: bool) -> (f64, String) {
    let cap_gb = capacity / 1e9;
    let family = params::ONTAP_RIGHT_SIZED
        .iter()
        .filter(|(nominal, _)| (*nominal >= 500.0) == nearline);
    let nearest = family.min_by(|a, b| {
        (cap_gb / a.0)
            .ln()
            .abs()
            .total_cmp(&(cap_gb / b.0).ln().abs())
    });
    match nearest {
        // Never more than the drive holds: a 69 GB drive is no 71.3 GB one.
        Some(&(nominal, sized)) if (cap_gb / nominal - 1.0).abs() <= 0.05 => (
            sized.min(capacity),
            format!("the {} class", class_label(nominal)),
        ),
        Some(&(nominal, sized)) => (
            capacity * sized / (nominal * 1e9),
            format!("estimated from the {} class", class_label(nominal)),
        ),
        None => (capacity, "not right-sized".to_string()),
    }
}

/// A RAID level as the UI names it ("RAID 1/0", "RAID-DP").
pub fn level_words(level: RaidLevel) -> &'static str {
    match level {
        RaidLevel::Raid0 => "RAID 0",
        RaidLevel::Raid1 => "RAID 1",
        RaidLevel::Raid10 => "RAID 1/0",
        RaidLevel::Raid5 => "RAID 5",
        RaidLevel::Raid6 => "RAID 6",
        RaidLevel::RaidDp => "RAID-DP",
        RaidLevel::DistributedMirror => "distributed mirroring",
    }
}

/// The share of the aggregate a design's snapshot reserve sets aside: its percentage, or ONTAP's
/// default when it sets none or an impossible one (the design schema refuses those).
fn snap_reserve(rg: &RaidGroup) -> f64 {
    match rg.snapshot_reserve_pct {
        Some(p) if p.is_finite() && (0.0..=50.0).contains(&p) => p / 100.0,
        _ => params::AGGR_SNAP_RESERVE,
    }
}

/// Usable capacity of `rg` with `members` drives of which `data` hold data, on `drive`.
pub fn usable(rg: &RaidGroup, drive: Option<&Drive>, members: u32, data: u32) -> Usable {
    let Some(d) = drive else {
        return Usable {
            bytes: 0.0,
            basis: "No drives: connect the group to an enclosure.".to_string(),
        };
    };
    let n = data as usize;
    match rg.level {
        RaidLevel::RaidDp => {
            let (sized, class) = ontap_right_sized(d.capacity, d.is_nearline());
            let data_drives = raid::data_drives(rg.level, n, rg.group_size as usize);
            let reserve = snap_reserve(rg);
            let bytes = sized * data_drives as f64 * (1.0 - params::WAFL_RESERVE) * (1.0 - reserve);
            Usable {
                bytes,
                basis: format!(
                    "{data_drives} data drives × {} right-sized by Data ONTAP ({class}), less the \
                     {:.0} % WAFL reserve and a {} % aggregate snapshot reserve",
                    gb(sized),
                    params::WAFL_RESERVE * 100.0,
                    trim(reserve * 100.0),
                ),
            }
        }
        // Every other level's usable capacity is where its data is spread.
        _ => Usable {
            bytes: spread_bytes(rg, drive, members, data),
            basis: basis(rg, d, members, n),
        },
    }
}

/// How a level other than RAID-DP reaches its usable capacity, in words.
fn basis(rg: &RaidGroup, d: &Drive, members: u32, n: usize) -> String {
    let level = level_words(rg.level);
    if rg.level == RaidLevel::DistributedMirror {
        // Spares are capacity reserve spread over all drives.
        let spread = members.saturating_sub(rg.hot_spares);
        format!(
            "{spread} drives' worth × {} ({members} less {} spare), mirrored: half, less the {:.1} % \
             system reserve",
            gb(d.capacity),
            members - spread,
            params::DISTRIBUTED_RESERVE * 100.0,
        )
    } else if raid::is_mirrored(rg.level) {
        format!(
            "{n} drives × {}, {level}: half hold mirrors",
            gb(d.capacity)
        )
    } else if raid::parity_drives(rg.level) > 0 {
        let data_drives = raid::data_drives(rg.level, n, rg.group_size as usize);
        format!(
            "{data_drives} data drives × {} ({level}, {} parity)",
            gb(d.capacity),
            n - data_drives
        )
    } else {
        format!("{n} drives × {}, {level}: no redundancy", gb(d.capacity))
    }
}

/// A percentage without a trailing `.0`.
fn trim(pct: f64) -> String {
    if (pct - pct.round()).abs() < 1e-9 {
        format!("{pct:.0}")
    } else {
        format!("{pct:.1}")
    }
}

/// The bytes a group's data is spread over, for seek span and WAFL fill: the data drives'
/// catalog capacity less the level's share for redundancy and reserves, as before right-sizing
/// and the snapshot reserve were counted. Those two are accounting: ONTAP right-sizing leaves
/// the last 1-15 % of each drive unused and does not move where WAFL writes.
pub fn spread_bytes(rg: &RaidGroup, drive: Option<&Drive>, members: u32, data: u32) -> f64 {
    let cap = drive.map_or(0.0, |d| d.capacity);
    let n = data as usize;
    let over = if rg.level == RaidLevel::DistributedMirror {
        members.saturating_sub(rg.hot_spares) as f64
    } else {
        n as f64
    };
    cap * over * raid::usable_fraction(rg.level, n, rg.group_size as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{DriveKind, DriveModel};

    fn drive(gb: f64, rpm: f64) -> Drive {
        Drive::from_model(&DriveModel {
            kind: DriveKind::Hdd,
            capacity_gb: gb,
            rpm,
            ..DriveModel::default()
        })
    }

    fn group(level: RaidLevel, group_size: u32, reserve: Option<f64>) -> RaidGroup {
        RaidGroup {
            level,
            group_size,
            snapshot_reserve_pct: reserve,
            ..RaidGroup::default()
        }
    }

    const GIB: f64 = 1_073_741_824.0;

    #[test]
    fn ontap_aggregates_of_seed_004_hold_what_the_filer_reported() {
        // aggr_sglogs 6+2 and aggr_sgdata 3 × (14+2) of 72 GB 10K drives: "341GB" and "2.33TB",
        // binary units as Data ONTAP prints them (seed 004 l.316-317).
        let d = drive(73.4, 10_000.0);
        let logs = usable(&group(RaidLevel::RaidDp, 0, None), Some(&d), 8, 8);
        assert!(
            (logs.bytes / GIB - 341.0).abs() < 0.5,
            "{}",
            logs.bytes / GIB
        );
        let data = usable(&group(RaidLevel::RaidDp, 16, None), Some(&d), 48, 48);
        assert!(
            (data.bytes / GIB / 1024.0 - 2.33).abs() < 0.005,
            "{}",
            data.bytes / GIB
        );
        assert!(
            data.basis.starts_with("42 data drives × 71.3 GB"),
            "{}",
            data.basis
        );
        assert!(data.basis.contains("72 GB class"), "{}", data.basis);
        assert!(
            data.basis.contains("5 % aggregate snapshot reserve"),
            "{}",
            data.basis
        );
    }

    #[test]
    fn a_design_snapshot_reserve_replaces_the_default_and_nothing_else_sees_it() {
        let d = drive(73.4, 10_000.0);
        let default = usable(&group(RaidLevel::RaidDp, 0, None), Some(&d), 8, 8).bytes;
        let none = usable(&group(RaidLevel::RaidDp, 0, Some(0.0)), Some(&d), 8, 8);
        assert!((none.bytes / default - 1.0 / 0.95).abs() < 1e-12);
        assert!(none.basis.contains("a 0 % aggregate"), "{}", none.basis);
        // Impossible values fall back to the default rather than to a negative capacity.
        for bad in [f64::NAN, -5.0, 120.0] {
            let b = usable(&group(RaidLevel::RaidDp, 0, Some(bad)), Some(&d), 8, 8).bytes;
            assert_eq!(b, default);
        }
        let raid5 = usable(&group(RaidLevel::Raid5, 0, Some(20.0)), Some(&d), 5, 5);
        assert!((raid5.bytes - 4.0 * 73.4e9).abs() < 1.0);
    }

    #[test]
    fn right_sizing_takes_the_class_or_estimates_from_the_nearest_of_the_family() {
        let (sized, class) = ontap_right_sized(1000.2e9, true);
        assert!((sized / GIB - 827.8).abs() < 1e-9);
        assert_eq!(class, "the 1 TB class");
        // 450 GB FC: no tabulated class within 5 %; the 300 GB class's share (0.951).
        let (sized, class) = ontap_right_sized(450e9, false);
        assert!((sized / 450e9 - 272_000.0 * 1_048_576.0 / 300e9).abs() < 1e-12);
        assert_eq!(class, "estimated from the 300 GB class");
        // A 7,200 rpm 450 GB drive is sized with the SATA family (500 GB), never the FC one.
        assert!(ontap_right_sized(450e9, true).1.contains("500 GB"));
    }

    #[test]
    fn spread_is_the_catalog_capacity_share_whatever_the_accounting() {
        let d = drive(73.4, 10_000.0);
        let rg = group(RaidLevel::RaidDp, 16, Some(0.0));
        let spread = spread_bytes(&rg, Some(&d), 48, 48);
        let share = raid::usable_fraction(RaidLevel::RaidDp, 48, 16);
        assert!((spread - 48.0 * 73.4e9 * share).abs() < 1.0);
        assert!(usable(&rg, Some(&d), 48, 48).bytes < spread);
    }

    #[test]
    fn right_sizing_never_adds_capacity_nor_usable_exceed_the_spread() {
        // A sweep over drive sizes from 10 GB to 20 TB, both families, every reserve.
        let mut gb = 10.0;
        while gb < 20_000.0 {
            for nearline in [false, true] {
                let (sized, _) = ontap_right_sized(gb * 1e9, nearline);
                assert!(sized <= gb * 1e9 && sized > 0.0, "{gb} GB: {sized}");
            }
            let d = drive(gb, 10_000.0);
            for reserve in [None, Some(0.0), Some(50.0)] {
                let rg = group(RaidLevel::RaidDp, 16, reserve);
                let u = usable(&rg, Some(&d), 32, 32).bytes;
                assert!(
                    u <= spread_bytes(&rg, Some(&d), 32, 32),
                    "{gb} GB, {reserve:?}"
                );
            }
            gb *= 1.07;
        }
    }

    #[test]
    fn mirrors_and_parity_say_how_they_got_there() {
        let d = drive(450.0, 15_000.0);
        let r10 = usable(&group(RaidLevel::Raid10, 0, None), Some(&d), 8, 8);
        assert!((r10.bytes - 1800e9).abs() < 1.0);
        assert_eq!(r10.basis, "8 drives × 450 GB, RAID 1/0: half hold mirrors");
        let r5 = usable(&group(RaidLevel::Raid5, 0, None), Some(&d), 5, 5);
        assert_eq!(r5.basis, "4 data drives × 450 GB (RAID 5, 1 parity)");
        assert_eq!(usable(&r5_group(), None, 5, 5).bytes, 0.0);
        // Thousands are grouped as everywhere else ("1000 GB" once stood beside "79,200 GB").
        let big = drive(1000.0, 7_200.0);
        let r10 = usable(&group(RaidLevel::Raid10, 0, None), Some(&big), 8, 8);
        assert_eq!(
            r10.basis,
            "8 drives × 1,000 GB, RAID 1/0: half hold mirrors"
        );
    }

    fn r5_group() -> RaidGroup {
        group(RaidLevel::Raid5, 0, None)
    }
}
