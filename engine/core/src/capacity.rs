//! Capacity model (MODEL.md §9; Microsoft's Exchange 2010 sizing example, ANCHORS.md §3.1–3.2):
//! database and log space per LUN against its size, RAID group usable capacity, and how many more
//! mailboxes fit.
//!
//! Units: Exchange's own sizes follow Microsoft's binary convention, as its calculator and the
//! example it reproduces do (quota and log files in MB = 2^20 B, messages in KB = 2^10 B, so a
//! 2 GB quota is 2,048 MB); storage is in decimal GB (10^9 B), as drives, LUNs and RAID groups are
//! sold and as the catalog states them. A requirement is converted to decimal GB before it meets a
//! LUN: 1 MB of Exchange data is 1.048576 decimal MB. (It was divided by 1,000 as if decimal,
//! understating every requirement by 4.9 %.)

use crate::capacity_basis::{basis, Files};
use crate::findings as f;
use crate::input::{Database, ExchangeVersion, Workload};
use crate::report::{Capacity, Finding, LunCapacity, RaidGroupCapacity};
use crate::topology::Topology;

/// Database growth overhead (20 %) [S53].
pub(crate) const DB_OVERHEAD: f64 = 0.20;
/// Single item recovery share of quota (1.2 %) [S53].
const SINGLE_ITEM_RECOVERY: f64 = 0.012;
/// Decimal GB in one of Exchange's binary MB (2^20 B / 10^9 B).
pub(crate) const GB_PER_MB: f64 = 1_048_576.0 / 1e9;
/// Log file size [MB] and logs per mailbox per day per 50 messages at 75 KB (10) [S-LOGBLOG].
const LOG_FILE_MB: f64 = 1.0;
const LOGS_PER_50_MESSAGES: f64 = 10.0;
/// Share of a database's mailboxes moved in a day, whose whole size passes through its logs
/// (ANCHORS §3.2: `dailyMoveFraction × mailboxesPerDB × mailboxSize`; Microsoft's example, 1 %).
const DAILY_MOVE_SHARE: f64 = 0.01;

pub(crate) fn clean(v: f64) -> f64 {
    if v.is_finite() {
        v.max(0.0)
    } else {
        0.0
    }
}

/// Calendar version logging share of quota: 3 % (2010 example), 5.8 % (2013+) [S-MS-2010EX].
/// Exchange 2003/2007 had neither calendar version logging nor single item recovery.
fn calendar_logging(v: ExchangeVersion) -> f64 {
    match v {
        ExchangeVersion::E2003 | ExchangeVersion::E2007 => 0.0,
        ExchangeVersion::E2013 | ExchangeVersion::E2016 | ExchangeVersion::E2019 => 0.058,
        _ => 0.03,
    }
}

/// Single item recovery share of quota: 1.2 % from Exchange 2010 on [S53].
fn single_item_recovery(v: ExchangeVersion) -> f64 {
    match v {
        ExchangeVersion::E2003 | ExchangeVersion::E2007 => 0.0,
        _ => SINGLE_ITEM_RECOVERY,
    }
}

/// Content index share of the database: 10 % (2007, 2010), 20 % (2013 on); none for 2003, whose
/// optional full-text index was kept apart from the database [S-MS-2010EX][S-MS-2013]. Exchange
/// 2007 keeps its index beside the database, "usually 5-10 %" of it (Microsoft's Exchange Search
/// team, S-CI-BLOG); 10 % is the upper end, and the figure the 2010 calculator uses for the same
/// search engine.
pub(crate) fn content_index(v: ExchangeVersion) -> f64 {
    match v {
        ExchangeVersion::E2007 | ExchangeVersion::E2010 => 0.10,
        ExchangeVersion::E2013 | ExchangeVersion::E2016 | ExchangeVersion::E2019 => 0.20,
        _ => 0.0,
    }
}

/// A database's mailbox quota [MB]: its own, else the workload's (never negative or NaN).
pub(crate) fn quota_mb(w: &Workload, db: &Database) -> f64 {
    clean(db.mailbox_size_mb.unwrap_or(w.mailbox_size_mb))
}

/// What one mailbox of `quota_mb` keeps on disk beside its quota [MB]: whitespace (a day's
/// messages) and the dumpster (deleted items over the retention, single item recovery and
/// calendar version logging).
pub(crate) fn mailbox_parts(w: &Workload, quota_mb: f64) -> (f64, f64) {
    let msg_mb = clean(w.messages_per_day) * clean(w.avg_message_kb) / 1024.0;
    let whitespace = msg_mb;
    let dumpster = msg_mb * clean(w.deleted_item_retention_days)
        + quota_mb
            * (single_item_recovery(w.exchange_version) + calendar_logging(w.exchange_version));
    (whitespace, dumpster)
}

/// Size of one mailbox on disk [MB]: quota + whitespace + dumpster.
pub fn mailbox_on_disk_mb(w: &Workload, quota_mb: f64) -> f64 {
    let (whitespace, dumpster) = mailbox_parts(w, quota_mb);
    quota_mb + whitespace + dumpster
}

/// Database file space for `mailboxes` incl. growth overhead and content index [decimal GB].
pub fn database_gb(w: &Workload, mailboxes: f64, quota_mb: f64) -> f64 {
    let db = clean(mailboxes) * mailbox_on_disk_mb(w, quota_mb) * (1.0 + DB_OVERHEAD) * GB_PER_MB;
    db * (1.0 + content_index(w.exchange_version))
}

/// Log space for `mailboxes` of `quota_mb` over the truncation-failure window, plus a day's
/// mailbox moves [decimal GB]. (The moves were 1 % of the log volume; ANCHORS §3.2 sizes them as 1 % of
/// the mailboxes, whole: 9 GB against 102 GB for an XIV log LUN of 10,000 1 GB mailboxes.)
pub fn log_gb(w: &Workload, mailboxes: f64, quota_mb: f64) -> f64 {
    let generated = clean(mailboxes) * logs_per_day(w) * LOG_FILE_MB * log_days(w);
    let moves = DAILY_MOVE_SHARE * clean(mailboxes) * clean(quota_mb);
    (generated + moves) * GB_PER_MB
}

/// Days of log generation a log LUN holds [days]: the workload's truncation-failure tolerance
/// (Microsoft's guidance, 3 days in all), and never less than the one day of logs a daily backup
/// lets accumulate before it truncates them (so a tolerance of 0 sizes 1 day, not none).
pub(crate) fn log_days(w: &Workload) -> f64 {
    clean(w.log_truncation_failure_days).max(1.0)
}

/// Log generation per mailbox relative to Microsoft's 75 KB table [×] (ANCHORS §3.2,
/// S-LOGBLOG): ×1.9 at 150 KB, doubling with each further doubling of the message size, and
/// straight between 75 and 150 KB (the blog's 100 KB example: ×1.3). The table is the floor:
/// the guidance adjusts only for messages larger than 75 KB, so smaller ones generate its logs.
pub(crate) fn message_size_factor(avg_message_kb: f64) -> f64 {
    let kb = clean(avg_message_kb);
    if kb <= 75.0 {
        1.0
    } else if kb <= 150.0 {
        1.0 + 0.9 * (kb - 75.0) / 75.0
    } else {
        1.9 * kb / 150.0
    }
}

/// Log files one mailbox generates a day: 10 per 50 messages at 75 KB, by [`message_size_factor`].
pub(crate) fn logs_per_day(w: &Workload) -> f64 {
    clean(w.messages_per_day) / 50.0 * LOGS_PER_50_MESSAGES * message_size_factor(w.avg_message_kb)
}

/// Capacity of the whole design plus findings for anything that does not fit.
pub fn capacity(topo: &Topology, findings: &mut Vec<Finding>) -> Capacity {
    let input = topo.input;
    let w = &input.workload;
    let free = (1.0 - clean(w.lun_free_space_pct).min(90.0) / 100.0).max(0.1);
    let mut luns = Vec::new();
    // Database and log space are linear in mailboxes, so every database growing by one factor
    // multiplies each LUN's requirement by it: the largest factor every LUN allows.
    let mut growth = f64::INFINITY;
    for (l, lun) in input.luns.iter().enumerate() {
        let info = &topo.luns[l];
        let files = |of: &[usize], gb: fn(&Workload, f64, f64) -> f64| {
            let dbs: Vec<_> = of.iter().map(|&d| &input.databases[d]).collect();
            let gb = dbs
                .iter()
                .map(|db| gb(w, db.mailboxes, quota_mb(w, db)))
                .sum();
            Files { dbs, gb }
        };
        let (db_files, log_files) = (
            files(&info.db_files, database_gb),
            files(&info.log_files, log_gb),
        );
        let (db_gb, log) = (db_files.gb, log_files.gb);
        let size_gb = info.size_bytes / 1e9;
        let db_required = db_gb / free;
        let log_required = log / free;
        let required = db_required + log_required;
        let fits = required <= size_gb * 1.000_1;
        if !fits && size_gb > 0.0 {
            findings.push(f::lun_too_small(
                f::Part::new(&lun.id, &lun.name),
                required,
                size_gb,
            ));
        }
        if required > 0.0 {
            growth = growth.min(size_gb / required);
        }
        luns.push(LunCapacity {
            id: lun.id.clone(),
            name: lun.name.clone(),
            size_gb,
            db_required_gb: db_required,
            log_required_gb: log_required,
            required_gb: required,
            required_basis: basis(w, &db_files, &log_files, (1.0 - free) * 100.0, required),
            used_pct: if size_gb > 0.0 {
                100.0 * required / size_gb
            } else {
                0.0
            },
            fits,
        });
    }
    let raid_groups: Vec<RaidGroupCapacity> = input
        .raid_groups
        .iter()
        .enumerate()
        .map(|(g, rg)| {
            let info = &topo.rgs[g];
            let usable = info.usable_bytes / 1e9;
            let allocated = info.allocated_bytes / 1e9;
            RaidGroupCapacity {
                id: rg.id.clone(),
                name: rg.name.clone(),
                drives: info.members,
                raw_gb: info.raw_bytes / 1e9,
                usable_gb: usable,
                usable_basis: info.usable_basis.clone(),
                allocated_gb: allocated,
                free_gb: usable - allocated,
                fits: allocated <= usable * 1.000_1,
            }
        })
        .collect();
    let required_gb: f64 = luns.iter().map(|l| l.required_gb).sum();
    let fits = luns.iter().all(|l| l.fits) && raid_groups.iter().all(|g| g.fits);
    Capacity {
        raw_gb: raid_groups.iter().map(|g| g.raw_gb).sum(),
        usable_gb: raid_groups.iter().map(|g| g.usable_gb).sum(),
        allocated_gb: raid_groups.iter().map(|g| g.allocated_gb).sum(),
        required_gb,
        fits,
        // A RAID group whose LUNs already exceed it holds no more mailboxes, however much room
        // its LUNs have ("does not fit" beside "room for 8 more" read as a contradiction).
        extra_mailboxes: if raid_groups.iter().all(|g| g.fits) {
            extra_mailboxes(topo, growth)
        } else {
            0.0
        },
        raid_groups,
        luns,
    }
}

/// Mailboxes the LUNs still hold when every database grows by the same factor, up to `growth`
/// (the factor at which the first LUN is full) — the way the performance headroom scales every
/// database's load. Databases on no LUN do not count; a design already too full has none.
fn extra_mailboxes(topo: &Topology, growth: f64) -> f64 {
    let mut on_lun = vec![false; topo.input.databases.len()];
    for l in &topo.luns {
        l.db_files
            .iter()
            .chain(&l.log_files)
            .for_each(|&d| on_lun[d] = true);
    }
    let stored: f64 = topo
        .input
        .databases
        .iter()
        .zip(&on_lun)
        .filter(|(_, &on)| on)
        .map(|(db, _)| clean(db.mailboxes))
        .sum();
    if growth.is_finite() && growth > 1.0 {
        (stored * (growth - 1.0)).floor()
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reproduces_the_microsoft_2010_example() {
        // ANCHORS §3.1: 2 GB quota, 100 messages/day, 75 KB, 14 days → whitespace 7.32 MB,
        // dumpster 188.6 MB, mailbox on disk ≈ 2.19 GB.
        let w = Workload {
            messages_per_day: 100.0,
            avg_message_kb: 75.0,
            deleted_item_retention_days: 14.0,
            ..Workload::default()
        };
        let quota = 2048.0;
        let on_disk = mailbox_on_disk_mb(&w, quota);
        assert!((on_disk - quota - 7.32 - 188.6).abs() < 0.5, "{on_disk}");
        assert!((on_disk / 1024.0 - 2.19).abs() < 0.01);
    }

    #[test]
    fn logs_scale_with_profile_and_days() {
        let w = Workload {
            messages_per_day: 150.0,
            avg_message_kb: 75.0,
            log_truncation_failure_days: 3.0,
            ..Workload::default()
        };
        // 1,000 mailboxes: 30 logs/day × 1 MB × 3 days, plus 1 % of them moved (1,024 MB each):
        // 100,240 MB of 2^20 B, which is 105.1 decimal GB.
        assert!((log_gb(&w, 1000.0, 1024.0) - (90.0 + 10.24) * 1.048_576).abs() < 1e-9);
    }

    #[test]
    fn log_generation_follows_microsofts_message_size_rule() {
        let logs = |kb: f64| {
            logs_per_day(&Workload {
                messages_per_day: 150.0,
                avg_message_kb: kb,
                ..Workload::default()
            })
        };
        // The 75 KB table (150 messages: 30 logs) holds for smaller messages too.
        assert_eq!(logs(50.0), 30.0);
        assert_eq!(logs(75.0), 30.0);
        // The blog's example: 100 KB is ×1.3, 39 logs.
        assert!((logs(100.0) - 39.0).abs() < 1e-9);
        // ×1.9 at 150 KB (57, not 60), then doubling per doubling: ×3.8 at 300 KB.
        assert!((logs(150.0) - 57.0).abs() < 1e-9);
        assert!((logs(300.0) - 114.0).abs() < 1e-9);
        // A tolerance of 0 days still holds a day's logs.
        let none = Workload {
            log_truncation_failure_days: 0.0,
            ..Workload::default()
        };
        assert_eq!(log_days(&none), 1.0);
    }

    #[test]
    fn exchange_2007_keeps_a_content_index_beside_the_database() {
        // 2003 and 2007 count the same mailbox (no single item recovery, no calendar logging);
        // 2007 adds its content index, 10 % of the database (once counted as none).
        let at = |v: ExchangeVersion| {
            let w = Workload {
                exchange_version: v,
                ..Workload::default()
            };
            database_gb(&w, 500.0, 1024.0)
        };
        let (e2003, e2007) = (at(ExchangeVersion::E2003), at(ExchangeVersion::E2007));
        assert!(
            (e2007 / e2003 - 1.10).abs() < 1e-12,
            "{e2003} GB, {e2007} GB"
        );
    }
}
