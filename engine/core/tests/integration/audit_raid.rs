//! Paths the presets do not take, recomputed by hand in numbers audit 5 (stop 41) and found wrong:
//! a broken mirror rebuilt from its healthy pairs, a degraded parity group reading background
//! maintenance as if healthy, and a write-through array serving reads of dirty pages.

use spindle_core::input::RaidLevel;
use spindle_core::report::{DriveSetLoad, Report};
use spindle_core::EngineInput;

use crate::golden::preset_input;

/// The Cisco UCS preset with its data group at `level` on `members` drives, `spares` of them hot
/// spares, evaluated with one of its drives failed (a what-if, normal state only).
fn data_group(level: RaidLevel, members: u32, spares: u32, failed: bool) -> Report {
    let mut input: EngineInput = preset_input("cisco-ucs-c210-m2");
    let g = input
        .raid_groups
        .iter_mut()
        .find(|g| g.id == "rg-data")
        .expect("rg-data");
    g.level = level;
    g.hot_spares = spares;
    let link = input
        .links
        .iter_mut()
        .find(|l| l.to.component == "rg-data")
        .expect("rg-data's members");
    link.disk_count = members;
    if failed {
        input.options.failed = vec!["rg-data".into()];
    }
    spindle_core::evaluate(&input)
}

/// The group's drive sets (shown when they differ: a degraded mirror's partner, RAID-DP parity).
fn sets(r: &Report) -> Vec<DriveSetLoad> {
    let c = r
        .components
        .iter()
        .find(|c| c.id == "rg-data")
        .expect("the group's load");
    c.drive_sets.clone()
}

#[test]
fn a_broken_mirror_is_rebuilt_from_its_partner_alone() {
    // RAID 1/0 on 12 drives, one failed, its partner the group's busiest drive. A hot spare's
    // rebuild reads the partner only, so the rebuild shows where it runs: the partner busier and
    // the design slower than the same failure without a spare. Before, each rebuild read went
    // 2/12 to the partner and 10/12 to the healthy pairs, and the two read alike (940 IO/s each).
    let with = data_group(RaidLevel::Raid10, 13, 1, true);
    let without = data_group(RaidLevel::Raid10, 12, 0, true);
    let partner = |r: &Report| {
        sets(r)
            .into_iter()
            .find(|d| d.role.contains("partner"))
            .expect("the mirror partner")
    };
    assert!(
        partner(&with).utilisation > partner(&without).utilisation,
        "{} ≤ {}",
        partner(&with).utilisation,
        partner(&without).utilisation
    );
    let (a, b) = (with.totals.achieved_iops, without.totals.achieved_iops);
    assert!(
        a < 0.99 * b,
        "{a} IO/s while rebuilding against {b} without a spare"
    );
}

#[test]
fn a_degraded_parity_group_reconstructs_background_maintenance_reads() {
    // RAID 5 on 14 drives, one failed: a read of the failed drive's data reads the other 13, for
    // background maintenance as for transactional reads, so every read costs (2N − 2)/N = 26/14
    // disk I/Os and every write (5N − 8)/N = 62/14 (MODEL §4.3; the 0.5 GB cache hits almost
    // none). Maintenance was read as if healthy: 2,018 disk IO/s where this gives 2,108.
    let r = data_group(RaidLevel::Raid5, 14, 0, true);
    let sum =
        |f: fn(&spindle_core::report::ServerResult) -> f64| r.servers.iter().map(f).sum::<f64>();
    let reads = sum(|s| s.db_reads_per_sec);
    let writes = sum(|s| s.db_writes_per_sec);
    let bdm: f64 = r
        .servers
        .iter()
        .flat_map(|s| &s.instances)
        .map(|i| i.bdm_reads_per_sec)
        .sum();
    assert!(bdm > 0.0);
    let by_hand = (reads + bdm) * 26.0 / 14.0 + writes * 62.0 / 14.0;
    let group = r
        .components
        .iter()
        .find(|c| c.id == "rg-data")
        .expect("rg-data");
    assert!(
        (group.iops - by_hand).abs() < 1e-3 * by_hand,
        "{} disk IO/s against {by_hand} by hand",
        group.iops
    );
}

#[test]
fn a_write_through_array_serves_no_reads_of_dirty_pages() {
    let mut input: EngineInput = preset_input("cisco-ucs-c210-m2");
    for a in &mut input.arrays {
        a.cache_gb = 64.0;
    }
    let r_wb = {
        let mut i = input.clone();
        i.arrays
            .iter_mut()
            .for_each(|a| a.write_cache_enabled = true);
        spindle_core::evaluate(&i)
    };
    let r_wt = {
        let mut i = input.clone();
        i.arrays
            .iter_mut()
            .for_each(|a| a.write_cache_enabled = false);
        spindle_core::evaluate(&i)
    };
    let hit_term = |r: &Report| {
        r.explanations
            .iter()
            .filter(|e| e.id.ends_with(":dbReadLatencyMs"))
            .flat_map(|e| &e.terms)
            .filter(|t| t.label.contains("cache hits"))
            .map(|t| t.value)
            .fold(0.0, f64::max)
    };
    assert!(
        hit_term(&r_wb) > 0.0,
        "a 64 GB write-back cache serves some reads"
    );
    assert_eq!(
        hit_term(&r_wt),
        0.0,
        "write-through: no dirty pages to read"
    );
}
