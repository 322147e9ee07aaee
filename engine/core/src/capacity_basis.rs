//! How a LUN's required space was reached, in words (`capacity.luns[].requiredBasis`): the terms of
//! [`crate::capacity`]'s sums with their values, so "why does this 520 GB LUN need 844 GB?" has an
//! answer a customer can follow. Exchange's own sizes are binary MB (as its calculator writes
//! them); the sums are decimal GB, as LUNs are sized.

use crate::capacity::{
    clean, content_index, log_days, logs_per_day, mailbox_parts, quota_mb, DB_OVERHEAD, GB_PER_MB,
};
use crate::findings::{grouped, grouped_tenths};
use crate::input::ExchangeVersion;
use crate::input::{Database, Workload};

/// One file kind (database or log) on a LUN: its databases and their space before the
/// free-space target [decimal GB].
pub(crate) struct Files<'a> {
    pub dbs: Vec<&'a Database>,
    pub gb: f64,
}

impl Files<'_> {
    fn mailboxes(&self) -> f64 {
        self.dbs.iter().map(|d| clean(d.mailboxes)).sum()
    }

    /// The databases' common quota [MB], or None when they differ.
    fn quota(&self, w: &Workload) -> Option<f64> {
        let first = quota_mb(w, self.dbs.first()?);
        self.dbs
            .iter()
            .all(|d| quota_mb(w, d) == first)
            .then_some(first)
    }

    fn count(&self) -> String {
        let k = self.dbs.len();
        format!(
            "{} mailboxes in {k} database{}",
            grouped(self.mailboxes()),
            if k == 1 { "" } else { "s" }
        )
    }
}

/// An allowance as the factor it multiplies by, with its share: "1.2 (+20 %)". The sums multiply
/// (× 1.2 × 1.1); "+ 20 % growth overhead + 10 % content index" read as an addition, and a
/// customer who added the percentages got 634,296 MB where the sum gave 644,016.
fn factor(share: f64) -> String {
    let f = 1.0 + share;
    let text = format!("{f:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} (+{})", pct(share))
}

fn pct(share: f64) -> String {
    format!("{} %", grouped(share * 100.0))
}

fn database_text(w: &Workload, f: &Files) -> String {
    let v = w.exchange_version;
    let ci = content_index(v);
    let index = if ci > 0.0 {
        format!(" × {} for the content index", factor(ci))
    } else {
        String::new()
    };
    let per_mailbox = match f.quota(w) {
        Some(q) => format!(" × {}", on_disk(w, q)),
        None => {
            // Each size its own term, so the sum can still be redone by hand.
            let sizes: Vec<String> = by_quota(w, f)
                .iter()
                .map(|&(q, n)| format!("{} mailboxes × {}", grouped(n), on_disk(w, q)))
                .collect();
            format!(" of different mailbox sizes ({})", sizes.join(" + "))
        }
    };
    format!(
        "Databases: {}{per_mailbox} × {} for growth overhead{index} = {}",
        f.count(),
        factor(DB_OVERHEAD),
        in_gb(f.gb)
    )
}

/// "1,611.4 MB on disk (1,352 MB quota + 11.0 MB whitespace + 248.4 MB deleted items)": the parts
/// rounded so that they add up to the total as printed (each to the nearest tenth, and the part
/// that rounding moved most moved back a tenth where their sum would be a tenth off: 1,352 + 22.0
/// + 402.3 read 1,776.2).
fn on_disk(w: &Workload, quota: f64) -> String {
    let (ws, dumpster) = mailbox_parts(w, quota);
    let tenths = |v: f64| {
        if v.is_finite() {
            (v * 10.0).round()
        } else {
            0.0
        }
    };
    let (q, mut a, mut b) = (tenths(quota), tenths(ws), tenths(dumpster));
    let total = tenths(quota + ws + dumpster);
    let off = total - (q + a + b);
    if off != 0.0 {
        // The part whose rounding strayed furthest in the direction of the error takes it.
        let err = |shown: f64, v: f64| (v * 10.0 - shown) * off.signum();
        if err(a, ws) >= err(b, dumpster) {
            a += off;
        } else {
            b += off;
        }
    }
    format!(
        "{} MB on disk ({} MB quota + {} MB whitespace + {} MB deleted items)",
        grouped_tenths(total / 10.0),
        trim_tenths(q / 10.0),
        grouped_tenths(a / 10.0),
        grouped_tenths(b / 10.0)
    )
}

/// The databases' mailbox sizes [MB] with their mailboxes, in the order they first appear.
fn by_quota(w: &Workload, f: &Files) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::new();
    for d in &f.dbs {
        let q = quota_mb(w, d);
        match out.iter_mut().find(|(k, _)| *k == q) {
            Some((_, n)) => *n += clean(d.mailboxes),
            None => out.push((q, clean(d.mailboxes))),
        }
    }
    out
}

/// Days as set, to the hundredth and without trailing zeros ("3", "2.5", "0.75").
fn days_text(days: f64) -> String {
    let hundredths = (days * 100.0).round();
    if hundredths % 100.0 == 0.0 {
        grouped(days)
    } else if hundredths % 10.0 == 0.0 {
        grouped_tenths(days)
    } else {
        format!(
            "{}.{:02}",
            grouped((hundredths / 100.0).trunc()),
            (hundredths % 100.0) as u8
        )
    }
}

/// A sum of Exchange's binary MB, and the decimal GB it is (so the reader can follow the step).
fn in_gb(gb: f64) -> String {
    format!(
        "{} MB (Exchange's MB of 1,048,576 bytes) = {} GB",
        grouped(gb / GB_PER_MB),
        grouped_tenths(gb)
    )
}

fn log_text(w: &Workload, f: &Files) -> String {
    let days = log_days(w);
    let moves = match f.quota(w) {
        Some(q) => format!("1 % of the mailboxes × {} MB", grouped(q)),
        None => "1 % of the mailboxes, whole".into(),
    };
    let logs = trim_tenths(logs_per_day(w));
    // Exchange 2003 writes 5 MB log files; the published generation rates are 2007 on (1 MB files),
    // so 2003 is sized by the same volume of log a day, said as a volume.
    let generated = if w.exchange_version == ExchangeVersion::E2003 {
        format!("{logs} MB of logs a day (Exchange 2007's rate, used for 2003)")
    } else {
        format!("{logs} log files of 1 MB a day")
    };
    let window = if clean(w.log_truncation_failure_days) < 1.0 {
        "1 day (a daily backup's logs, the least a log LUN holds)".to_string()
    } else {
        // As set, fractions too: "× 3 days" beside a sum made with 2.5 could not be redone.
        format!(
            "{} day{} of truncation failure",
            days_text(days),
            if days == 1.0 { "" } else { "s" }
        )
    };
    format!(
        "Logs: {} × {generated} × {window} + a day's moves ({moves}) = {}",
        f.count(),
        in_gb(f.gb)
    )
}

/// A count with its tenths only when it has any ("30", "26.7").
fn trim_tenths(v: f64) -> String {
    if (v * 10.0).round() % 10.0 == 0.0 {
        grouped(v)
    } else {
        grouped_tenths(v)
    }
}

/// The basis of a LUN holding `db` and `log` files, kept `free_pct` % free, needing `required_gb`.
pub(crate) fn basis(
    w: &Workload,
    db: &Files,
    log: &Files,
    free_pct: f64,
    required_gb: f64,
) -> String {
    let mut parts = Vec::new();
    if !db.dbs.is_empty() {
        parts.push(database_text(w, db));
    }
    if !log.dbs.is_empty() {
        parts.push(log_text(w, log));
    }
    if parts.is_empty() {
        return "No database or log files.".into();
    }
    let mut text = parts.join("; ");
    if free_pct > 0.0 {
        text.push_str(&format!(
            "; with {} of the LUN kept free: {} GB.",
            pct(free_pct / 100.0),
            grouped_tenths(required_gb)
        ));
    } else {
        text.push('.');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capacity::{database_gb, log_gb};
    use crate::input::ExchangeVersion;

    fn db(mailboxes: f64, quota: Option<f64>) -> Database {
        Database {
            mailboxes,
            mailbox_size_mb: quota,
            ..Database::default()
        }
    }

    fn workload() -> Workload {
        // ANCHORS §3.1, Microsoft's Exchange 2010 example: 2 GB quota, 100 messages/day of 75 KB,
        // 14 days' deleted items: 7.32 MB whitespace, 188.6 MB dumpster.
        Workload {
            exchange_version: ExchangeVersion::E2010,
            mailbox_size_mb: 2048.0,
            messages_per_day: 100.0,
            avg_message_kb: 75.0,
            deleted_item_retention_days: 14.0,
            log_truncation_failure_days: 3.0,
            ..Workload::default()
        }
    }

    #[test]
    fn a_database_lun_says_each_term_of_its_sum() {
        let w = workload();
        let dbs = [db(1000.0, None), db(500.0, None)];
        let gb = dbs
            .iter()
            .map(|d| database_gb(&w, d.mailboxes, 2048.0))
            .sum();
        let files = Files {
            dbs: dbs.iter().collect(),
            gb,
        };
        let none = Files {
            dbs: vec![],
            gb: 0.0,
        };
        let text = basis(&w, &files, &none, 20.0, gb / 0.8);
        assert_eq!(
            text,
            format!(
                "Databases: 1,500 mailboxes in 2 databases × 2,243.9 MB on disk (2,048 MB quota + \
                 7.3 MB whitespace + 188.6 MB deleted items) × 1.2 (+20 %) for growth overhead × \
                 1.1 (+10 %) for the content index = {} MB (Exchange's MB of 1,048,576 bytes) = \
                 {} GB; with 20 % of \
                 the LUN kept free: {} GB.",
                grouped(gb / GB_PER_MB),
                grouped_tenths(gb),
                grouped_tenths(gb / 0.8)
            )
        );
        // The figures it names multiply out to the sum, in MB and then in GB: 1,500 × 2,243.9 MB
        // × 1.2 × 1.1 ≈ 4,442,900 MB (4,442,881 unrounded), × 1.048576 / 1,000 = 4,658.7 GB.
        let by_hand = 1500.0 * 2243.9 * 1.2 * 1.1;
        assert!(text.contains("= 4,442,881 MB"), "{text}");
        assert!(
            (by_hand * 1.048_576 / 1000.0 / gb - 1.0).abs() < 1e-4,
            "{by_hand} vs {gb}"
        );
    }

    #[test]
    fn a_log_lun_and_mixed_quotas_are_worded_without_a_false_common_size() {
        let w = workload();
        let dbs = [db(1000.0, Some(1024.0)), db(1000.0, None)];
        let gb = log_gb(&w, 1000.0, 1024.0) + log_gb(&w, 1000.0, 2048.0);
        let logs = Files {
            dbs: dbs.iter().collect(),
            gb,
        };
        let none = Files {
            dbs: vec![],
            gb: 0.0,
        };
        let text = basis(&w, &none, &logs, 0.0, gb);
        assert!(
            text.starts_with(
                "Logs: 2,000 mailboxes in 2 databases × 20 log files of 1 MB a day × 3 days of \
                 truncation failure + a day's moves (1 % of the mailboxes, whole) = "
            ),
            "{text}"
        );
        assert!(
            text.ends_with(" GB."),
            "no free-space clause at 0 %: {text}"
        );
        // Fractional generation is said with its tenth, so the terms multiply out (80 messages of
        // 100 KB: 16 × 1.3 = 20.8, once printed "21"); 2003 is said as a volume, and a 0-day
        // tolerance as the day it is sized for.
        let odd = Workload {
            messages_per_day: 80.0,
            avg_message_kb: 100.0,
            log_truncation_failure_days: 0.0,
            exchange_version: ExchangeVersion::E2003,
            ..workload()
        };
        let text = basis(&odd, &none, &logs, 0.0, gb);
        assert!(
            text.contains(
                "× 20.8 MB of logs a day (Exchange 2007's rate, used for 2003) × 1 day (a daily backup's \
                 logs, the least a log LUN holds)"
            ),
            "{text}"
        );
        let mixed = Files {
            dbs: dbs.iter().collect(),
            gb: 1.0,
        };
        // Each size is its own term (1,000 of 1,024 MB and 1,000 of 2,048 MB), so the sum can be
        // redone by hand.
        let text = basis(&w, &mixed, &none, 0.0, 1.0);
        assert!(
            text.contains(
                "of different mailbox sizes (1,000 mailboxes × 1,176.9 MB on disk (1,024 MB quota \
                 + 7.3 MB whitespace + 145.6 MB deleted items) + 1,000 mailboxes × 2,243.9 MB"
            ),
            "{text}"
        );
        assert_eq!(
            basis(&w, &none, &none, 20.0, 0.0),
            "No database or log files."
        );
    }

    #[test]
    fn the_parts_of_a_mailbox_add_up_to_the_total_as_printed() {
        // Audit 3: 300 messages of 75 KB on 2013 with a 1,352 MB quota: 21.97 MB whitespace and
        // 402.26 MB deleted items, 1,776.23 in all, read "1,352 + 22.0 + 402.3" = 1,776.3 beside
        // a total of 1,776.2.
        let w = Workload {
            exchange_version: ExchangeVersion::E2013,
            messages_per_day: 300.0,
            ..workload()
        };
        let text = on_disk(&w, 1352.0);
        assert_eq!(
            text,
            "1,776.2 MB on disk (1,352 MB quota + 22.0 MB whitespace + 402.2 MB deleted items)"
        );
        for m in [0.0, 10.0, 37.0, 150.0, 301.0, 999.0] {
            let w = Workload {
                messages_per_day: m,
                ..w.clone()
            };
            for q in [100.0, 1352.0, 2048.5] {
                let t = on_disk(&w, q);
                let nums: Vec<f64> = t
                    .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
                    .filter(|s| !s.is_empty() && s.chars().any(|c| c.is_ascii_digit()))
                    .map(|s| s.replace(',', "").parse().unwrap_or(f64::NAN))
                    .collect();
                let sum = nums[1] + nums[2] + nums[3];
                assert!((sum - nums[0]).abs() < 0.05, "{t}");
            }
        }
    }

    #[test]
    fn truncation_days_are_said_as_set() {
        // "× 3 days" beside a sum made with 2.5 days could not be redone by hand.
        assert_eq!(days_text(2.5), "2.5");
        assert_eq!(days_text(3.0), "3");
        assert_eq!(days_text(0.75 + 1.0), "1.75");
    }

    #[test]
    fn one_decimal_groups_thousands_and_rounds_to_tenths() {
        assert_eq!(grouped_tenths(1231.84), "1,231.8");
        assert_eq!(grouped_tenths(0.96), "1.0");
        assert_eq!(grouped_tenths(f64::NAN), "0.0");
    }
}
