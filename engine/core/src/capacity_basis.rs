//! How a LUN's required space was reached, in words (`capacity.luns[].requiredBasis`): the terms of
//! [`crate::capacity`]'s sums with their values, so "why does this 520 GB LUN need 844 GB?" has an
//! answer a customer can follow. Exchange's own sizes are binary MB (as its calculator writes
//! them); the sums are decimal GB, as LUNs are sized.

use crate::capacity::{clean, content_index, logs_per_day, mailbox_parts, quota_mb, DB_OVERHEAD};
use crate::findings::{grouped, grouped_tenths};
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

fn pct(share: f64) -> String {
    format!("{} %", grouped(share * 100.0))
}

fn database_text(w: &Workload, f: &Files) -> String {
    let v = w.exchange_version;
    let ci = content_index(v);
    let index = if ci > 0.0 {
        format!(" + {} content index", pct(ci))
    } else {
        String::new()
    };
    let per_mailbox = match f.quota(w) {
        Some(q) => {
            let (ws, dumpster) = mailbox_parts(w, q);
            format!(
                " × {} MB on disk ({} MB quota + {} MB whitespace + {} MB deleted items)",
                grouped_tenths(q + ws + dumpster),
                grouped(q),
                grouped_tenths(ws),
                grouped_tenths(dumpster)
            )
        }
        None => " of different mailbox sizes, each with whitespace and deleted items".into(),
    };
    format!(
        "Databases: {}{per_mailbox}, + {} growth overhead{index} = {} GB",
        f.count(),
        pct(DB_OVERHEAD),
        grouped_tenths(f.gb)
    )
}

fn log_text(w: &Workload, f: &Files) -> String {
    let days = clean(w.log_truncation_failure_days).max(1.0);
    let moves = match f.quota(w) {
        Some(q) => format!("1 % of the mailboxes × {} MB", grouped(q)),
        None => "1 % of the mailboxes, whole".into(),
    };
    format!(
        "Logs: {} × {:.0} log files of 1 MB a day × {} day{} of truncation failure + a day's moves \
         ({moves}) = {} GB",
        f.count(),
        logs_per_day(w),
        grouped(days),
        if days == 1.0 { "" } else { "s" },
        grouped_tenths(f.gb)
    )
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
                 7.3 MB whitespace + 188.6 MB deleted items), + 20 % growth overhead + 10 % \
                 content index = {} GB; with 20 % of the LUN kept free: {} GB.",
                grouped_tenths(gb),
                grouped_tenths(gb / 0.8)
            )
        );
        // The figures it names multiply out to the sum: 1,500 × 2,243.9 MB × 1.2 × 1.1.
        let by_hand = 1500.0 * 2243.9 * 1.2 * 1.1 * 1.048_576 / 1000.0;
        assert!((by_hand / gb - 1.0).abs() < 1e-4, "{by_hand} vs {gb}");
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
        let mixed = Files {
            dbs: dbs.iter().collect(),
            gb: 1.0,
        };
        assert!(basis(&w, &mixed, &none, 0.0, 1.0).contains("of different mailbox sizes"));
        assert_eq!(
            basis(&w, &none, &none, 20.0, 0.0),
            "No database or log files."
        );
    }

    #[test]
    fn one_decimal_groups_thousands_and_rounds_to_tenths() {
        assert_eq!(grouped_tenths(1231.84), "1,231.8");
        assert_eq!(grouped_tenths(0.96), "1.0");
        assert_eq!(grouped_tenths(f64::NAN), "0.0");
    }
}
