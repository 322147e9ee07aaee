//! Microsoft's transactional IOPS per mailbox for a message profile (ANCHORS §3.3), to say when
//! the design's own figure is far from it. The target is always what the design enters (Spindle
//! never replaces it): a measured or customer-given figure beats a table. But the table is what
//! Microsoft's calculator derives from messages a day, and a user who changes messages a day or
//! the Exchange version expects the IOPS to follow, so a design far off the table says so.

use crate::findings::{finding, grouped};
use crate::input::{ExchangeVersion, Workload};
use crate::report::{Finding, Severity};

/// Relative difference from the table above which a design is told [share]: the table's own
/// steps are 1/3 of a tier apart (100 → 150 messages), so closer is within its resolution.
const TOLERANCE: f64 = 0.25;

/// The table's IOPS per mailbox for `w` [IO/s], or None where it does not go by messages a day
/// (2003 and 2007 name tiers, not message counts) or there are none.
pub fn profile_iops(w: &Workload) -> Option<f64> {
    let msgs = w.messages_per_day;
    if !msgs.is_finite() || msgs <= 0.0 {
        return None;
    }
    match w.exchange_version {
        ExchangeVersion::E2003 | ExchangeVersion::E2007 => None,
        // 0.06 per 50 messages stand-alone, 0.05 with two or more DAG copies.
        ExchangeVersion::E2010 if w.copies_per_database >= 2 => Some(msgs * 0.001),
        ExchangeVersion::E2010 => Some(msgs * 0.0012),
        // 0.00067 per message a day, active and passive copies alike.
        _ => Some(msgs * 0.000_67),
    }
}

/// SPN-I205 when the workload's IOPS per mailbox is more than [`TOLERANCE`] off the table.
pub fn check(w: &Workload) -> Option<Finding> {
    let table = profile_iops(w)?;
    let entered = w.iops_per_mailbox;
    if !entered.is_finite() || (entered / table - 1.0).abs() <= TOLERANCE {
        return None;
    }
    let version = match w.exchange_version {
        ExchangeVersion::E2010 if w.copies_per_database >= 2 => {
            "Exchange 2010 with database copies"
        }
        ExchangeVersion::E2010 => "stand-alone Exchange 2010",
        ExchangeVersion::E2013 => "Exchange 2013",
        ExchangeVersion::E2016 => "Exchange 2016",
        _ => "Exchange 2019",
    };
    Some(finding(
        "SPN-I205",
        Severity::Info,
        format!(
            "IOPS per mailbox is {}, where Microsoft's profile for {} messages a day on {version} \
             is {}: the target uses the figure entered.",
            three(entered),
            grouped(w.messages_per_day),
            three(table)
        ),
        "Keep it if it was measured or agreed with the customer; otherwise set the profile's \
         figure (Design: IOPS per mailbox).",
        &[],
    ))
}

/// To the thousandth, without trailing zeros ("0.15", "0.101").
fn three(v: f64) -> String {
    let s = format!("{v:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(version: ExchangeVersion, msgs: f64, iops: f64, copies: u32) -> Workload {
        Workload {
            exchange_version: version,
            messages_per_day: msgs,
            iops_per_mailbox: iops,
            copies_per_database: copies,
            ..Workload::default()
        }
    }

    #[test]
    fn follows_microsofts_table() {
        let at = |v, m, c| profile_iops(&w(v, m, 0.0, c)).unwrap_or(f64::NAN);
        assert!((at(ExchangeVersion::E2010, 150.0, 1) - 0.18).abs() < 1e-12);
        assert!((at(ExchangeVersion::E2010, 150.0, 2) - 0.15).abs() < 1e-12);
        assert!((at(ExchangeVersion::E2013, 150.0, 2) - 0.1005).abs() < 1e-12);
        assert!(profile_iops(&w(ExchangeVersion::E2007, 150.0, 0.0, 1)).is_none());
    }

    #[test]
    fn a_design_far_off_the_table_is_told_and_one_near_it_is_not() {
        // Audit 3: 0.15 at 150 messages on Exchange 2013, where the table gives 0.10.
        let f = check(&w(ExchangeVersion::E2013, 150.0, 0.15, 2)).expect("told");
        assert_eq!(f.code, "SPN-I205");
        assert!(f.message.contains("is 0.15, where Microsoft's profile for 150 messages a day on Exchange 2013 is 0.101"), "{}", f.message);
        assert!(check(&w(ExchangeVersion::E2010, 150.0, 0.15, 2)).is_none());
        assert!(
            check(&w(ExchangeVersion::E2010, 150.0, 0.15, 1)).is_none(),
            "0.15 is within 25 % of 0.18"
        );
        assert!(check(&w(ExchangeVersion::E2003, 150.0, 1.0, 1)).is_none());
    }
}
