//! RAID layer (MODEL.md §4): how host I/O becomes disk I/O, normally and with one failed drive,
//! and how much of the raw capacity is usable.
//!
//! Costs are *total disk I/Os per host I/O over the whole group*. Degraded costs come from one
//! generic enumeration over stripe roles (target data, other data, P, Q) under rotating parity,
//! unit-tested against the closed forms of MODEL §4.3.

use crate::input::RaidLevel;
use crate::params;

/// Disk reads and writes caused by one host I/O.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Cost {
    pub reads: f64,
    pub writes: f64,
}

impl Cost {
    pub fn total(&self) -> f64 {
        self.reads + self.writes
    }
}

/// Parity drives per parity set.
pub fn parity_drives(level: RaidLevel) -> usize {
    match level {
        RaidLevel::Raid5 => 1,
        RaidLevel::Raid6 | RaidLevel::RaidDp => 2,
        _ => 0,
    }
}

/// True for mirrored layouts (RAID 1, 1/0, distributed mirror).
pub fn is_mirrored(level: RaidLevel) -> bool {
    matches!(
        level,
        RaidLevel::Raid1 | RaidLevel::Raid10 | RaidLevel::DistributedMirror
    )
}

/// Minimum drives for a level (fewer is reported as invalid).
pub fn min_drives(level: RaidLevel) -> usize {
    match level {
        RaidLevel::Raid0 => 1,
        RaidLevel::Raid1 | RaidLevel::Raid10 | RaidLevel::DistributedMirror => 2,
        RaidLevel::Raid5 => 3,
        RaidLevel::Raid6 | RaidLevel::RaidDp => 4,
    }
}

/// Share of the data drives' raw capacity that holds user data, for a group of `n` data drives
/// (spares excluded) split into parity sets of `set` drives (0 = one set).
pub fn usable_fraction(level: RaidLevel, n: usize, set: usize) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let nf = n as f64;
    match level {
        RaidLevel::Raid0 => 1.0,
        RaidLevel::Raid1 | RaidLevel::Raid10 => (n / 2 * 2) as f64 / nf * 0.5,
        RaidLevel::DistributedMirror => 0.5 * (1.0 - params::DISTRIBUTED_RESERVE),
        RaidLevel::Raid5 | RaidLevel::Raid6 | RaidLevel::RaidDp => {
            let f = data_drives(level, n, set) as f64 / nf;
            if level == RaidLevel::RaidDp {
                f * (1.0 - params::WAFL_RESERVE)
            } else {
                f
            }
        }
    }
}

/// Drives' worth of data (not parity) in a group of `n` drives split into parity sets of `set`
/// drives (0 = one set); a short last set keeps its parity drives. Mirrors count every drive.
pub fn data_drives(level: RaidLevel, n: usize, set: usize) -> usize {
    let p = parity_drives(level);
    if p == 0 {
        return n;
    }
    let set = if set == 0 || set > n { n } else { set };
    let full = n / set.max(1);
    let rest = n % set.max(1);
    full * set.saturating_sub(p) + rest.saturating_sub(p)
}

/// Drives that hold only parity, in a group of `n` drives split into parity sets of `set`:
/// NetApp RAID-DP keeps row and diagonal parity on two dedicated drives per set (RAID 4 style),
/// so those drives see no reads in normal mode; RAID 5 and 6 rotate parity over every drive.
pub fn dedicated_parity_drives(level: RaidLevel, n: usize, set: usize) -> usize {
    if level == RaidLevel::RaidDp {
        n - data_drives(level, n, set)
    } else {
        0
    }
}

/// Host read cost in normal mode.
pub fn read_cost(_level: RaidLevel) -> Cost {
    Cost {
        reads: 1.0,
        writes: 0.0,
    }
}

/// Small random host write cost in normal mode (read-modify-write for parity levels).
pub fn small_write_cost(level: RaidLevel) -> Cost {
    match level {
        RaidLevel::Raid0 => Cost {
            reads: 0.0,
            writes: 1.0,
        },
        RaidLevel::Raid1 | RaidLevel::Raid10 | RaidLevel::DistributedMirror => Cost {
            reads: 0.0,
            writes: 2.0,
        },
        RaidLevel::Raid5 => Cost {
            reads: 2.0,
            writes: 2.0,
        },
        RaidLevel::Raid6 | RaidLevel::RaidDp => Cost {
            reads: 3.0,
            writes: 3.0,
        },
    }
}

/// Disk writes per data block for a full-stripe write over a parity set of `set` drives.
pub fn full_stripe_cost(level: RaidLevel, set: usize) -> f64 {
    let p = parity_drives(level);
    if is_mirrored(level) {
        return 2.0;
    }
    let set = set.max(p + 1) as f64;
    set / (set - p as f64)
}

/// WAFL write-anywhere cost per host write on RAID-DP: full stripes of `set` drives, metadata
/// overhead, and a penalty as free stripes become scarce with `fill` (MODEL §4.1).
pub fn wafl_write_cost(set: usize, fill: f64) -> f64 {
    let e = if fill <= 0.5 {
        1.0
    } else {
        (1.0 - 0.6 * (fill.min(0.95) - 0.5) / 0.45).max(0.4)
    };
    (full_stripe_cost(RaidLevel::RaidDp, set) * (1.0 + params::WAFL_METADATA) / e)
        .min(params::WAFL_MAX_COST)
}

/// Effective write cost per host write into a group: random writes use read-modify-write,
/// a share `full_stripe` of writes coalesce into full stripes (MODEL §4.1).
pub fn write_cost(level: RaidLevel, set: usize, full_stripe: f64, fill: f64) -> Cost {
    if level == RaidLevel::RaidDp {
        return Cost {
            reads: 0.0,
            writes: wafl_write_cost(set, fill),
        };
    }
    let small = small_write_cost(level);
    let fs = full_stripe_cost(level, set);
    let f = full_stripe.clamp(0.0, 1.0);
    Cost {
        reads: (1.0 - f) * small.reads,
        writes: (1.0 - f) * small.writes + f * fs,
    }
}

/// The cost of a group whose I/O lands on the degraded parity set with probability `share` and on
/// healthy sets otherwise. `share` 1 is the degraded cost itself (a one-set group).
pub fn blend(degraded: Cost, healthy: Cost, share: f64) -> Cost {
    if share >= 1.0 {
        return degraded;
    }
    Cost {
        reads: share * degraded.reads + (1.0 - share) * healthy.reads,
        writes: share * degraded.writes + (1.0 - share) * healthy.writes,
    }
}

/// Expected total disk I/O per host read and per small host write with one failed drive in a
/// parity set of `n` drives, by enumerating stripe roles under rotating parity. Mirrored levels:
/// reads still cost 1 (the partner serves them), writes to the broken pair cost 1.
pub fn degraded_costs(level: RaidLevel, n: usize) -> (Cost, Cost) {
    let nf = n.max(2) as f64;
    match level {
        RaidLevel::Raid0 => (
            Cost {
                reads: 1.0,
                writes: 0.0,
            },
            Cost {
                reads: 0.0,
                writes: 1.0,
            },
        ),
        RaidLevel::Raid1 | RaidLevel::Raid10 | RaidLevel::DistributedMirror => {
            let pairs = (nf / 2.0).max(1.0);
            (
                Cost {
                    reads: 1.0,
                    writes: 0.0,
                },
                Cost {
                    reads: 0.0,
                    writes: 2.0 - 1.0 / pairs,
                },
            )
        }
        RaidLevel::Raid5 | RaidLevel::Raid6 | RaidLevel::RaidDp => {
            // The enumeration is O(n²); beyond 64 drives per set the averages move by < 1/64
            // (no array builds parity sets that wide), so wider sets use the 64-drive costs.
            enumerate(n.clamp(parity_drives(level) + 2, 64), parity_drives(level))
        }
    }
}

/// Enumerates every (parity placement, target drive) pair of a stripe of `n` drives with `p`
/// parity drives, with drive 0 failed, and averages the disk I/Os of a read and a small write.
fn enumerate(n: usize, p: usize) -> (Cost, Cost) {
    let failed = 0usize;
    let (mut read, mut write, mut cases) = (Cost::default(), Cost::default(), 0.0);
    for rot in 0..n {
        // Parity drives of this stripe: rot, rot+1, … (rotating placement).
        let parity: Vec<usize> = (0..p).map(|i| (rot + i) % n).collect();
        let data: Vec<usize> = (0..n).filter(|d| !parity.contains(d)).collect();
        for &target in &data {
            cases += 1.0;
            let parity_alive = parity.iter().filter(|&&d| d != failed).count() as f64;
            if target == failed {
                // Reconstruct: read every surviving drive needed (other data + one parity).
                let others = (data.len() - 1) as f64;
                read.reads += others + 1.0;
                // Reconstruct-write: read the other data, write every parity.
                write.reads += others;
                write.writes += p as f64;
            } else {
                read.reads += 1.0;
                // Read-modify-write with the surviving parities; with none left, just write.
                if parity_alive > 0.0 {
                    write.reads += 1.0 + parity_alive;
                }
                write.writes += 1.0 + parity_alive;
            }
        }
    }
    let scale = |c: Cost| Cost {
        reads: c.reads / cases,
        writes: c.writes / cases,
    };
    (scale(read), scale(write))
}

/// Drives read during a rebuild per failed drive, and whether all members take part.
pub fn rebuild_sources(level: RaidLevel, n: usize) -> f64 {
    match level {
        RaidLevel::Raid1 | RaidLevel::Raid10 => 1.0,
        RaidLevel::DistributedMirror => (n.max(2) - 1) as f64,
        _ => (n.max(2) - 1) as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn only_raid_dp_has_dedicated_parity_drives() {
        // N series aggregate: 48 drives in sets of 16 → 3 × (14 data + 2 parity).
        assert_eq!(dedicated_parity_drives(RaidLevel::RaidDp, 48, 16), 6);
        // A short last set keeps its two parity drives: 20 = 16 + 4 → 2 + 2.
        assert_eq!(dedicated_parity_drives(RaidLevel::RaidDp, 20, 16), 4);
        assert_eq!(dedicated_parity_drives(RaidLevel::Raid6, 48, 16), 0);
        assert_eq!(dedicated_parity_drives(RaidLevel::Raid5, 8, 0), 0);
        assert_eq!(data_drives(RaidLevel::Raid10, 8, 0), 8);
    }

    #[test]
    fn raid5_enumeration_matches_closed_forms() {
        for n in 4..=16usize {
            let nf = n as f64;
            let (r, w) = degraded_costs(RaidLevel::Raid5, n);
            assert!(close(r.total(), 2.0 * (nf - 1.0) / nf), "read n={n}");
            assert!(
                close(w.total(), (5.0 * nf - 8.0) / nf),
                "write n={n}: {}",
                w.total()
            );
        }
        let (r, w) = degraded_costs(RaidLevel::Raid5, 5);
        assert!(close(r.total(), 8.0 / 5.0) && close(w.total(), 17.0 / 5.0));
    }

    #[test]
    fn raid6_enumeration_matches_closed_forms() {
        for n in 4..=16usize {
            let nf = n as f64;
            let (r, w) = degraded_costs(RaidLevel::Raid6, n);
            assert!(close(r.total(), (2.0 * nf - 3.0) / nf), "read n={n}");
            assert!(close(w.total(), (7.0 * nf - 11.0) / nf), "write n={n}");
        }
        let (r, w) = degraded_costs(RaidLevel::Raid6, 8);
        assert!(close(r.total(), 13.0 / 8.0) && close(w.total(), 45.0 / 8.0));
    }

    #[test]
    fn raid10_with_two_drives_is_raid1() {
        assert_eq!(
            usable_fraction(RaidLevel::Raid10, 2, 0),
            usable_fraction(RaidLevel::Raid1, 2, 0)
        );
        assert_eq!(
            small_write_cost(RaidLevel::Raid10),
            small_write_cost(RaidLevel::Raid1)
        );
        assert_eq!(
            degraded_costs(RaidLevel::Raid10, 2),
            degraded_costs(RaidLevel::Raid1, 2)
        );
    }

    #[test]
    fn usable_capacity_formulas() {
        assert!(close(usable_fraction(RaidLevel::Raid5, 5, 0), 0.8));
        assert!(close(usable_fraction(RaidLevel::Raid6, 8, 0), 0.75));
        assert!(close(usable_fraction(RaidLevel::Raid10, 14, 0), 0.5));
        // NetApp aggr_sgdata: 3 × RAID-DP (14+2) = 42 data of 48.
        let f = usable_fraction(RaidLevel::RaidDp, 48, 16) / (1.0 - params::WAFL_RESERVE);
        assert!(close(f * 48.0, 42.0));
    }

    #[test]
    fn wafl_cost_is_full_stripe_with_metadata_and_grows_with_fill() {
        let c = wafl_write_cost(16, 0.3);
        assert!(close(c, 16.0 / 14.0 * 1.1));
        assert!(wafl_write_cost(16, 0.9) > c);
        assert!(wafl_write_cost(4, 0.99) <= params::WAFL_MAX_COST);
    }
}
