//! Workload derivation (MODEL.md §2): from the Exchange version and a Jetstress configuration to
//! the per-operation visit vector of one Jetstress thread, I/O sizes, and the background streams.

use crate::input::{ExchangeVersion, Jetstress, Workload};
use crate::params;

/// I/O behaviour of one Jetstress instance (database), per thread operation.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    /// Database page size = random read/write size [bytes].
    pub page_bytes: f64,
    /// Average log write size [bytes].
    pub log_write_bytes: f64,
    /// Database page reads per operation (the thread waits for each).
    pub reads_per_op: f64,
    /// Database page writes per operation (flushed asynchronously by ESE).
    pub writes_per_op: f64,
    /// Log writes per operation.
    pub log_writes_per_op: f64,
    /// Share of log writes the thread waits for (1 − lazy commits).
    pub sync_log_share: f64,
    /// Processing time per operation between I/Os [s].
    pub think: f64,
    /// Synchronous I/Os a thread keeps outstanding (closed-class population per thread).
    pub outstanding: f64,
    /// Background maintenance read rate per database [bytes/s] (0 = off) and read size [bytes].
    pub bdm_rate: f64,
    pub bdm_bytes: f64,
    /// Log replication reads per operation and their size [bytes].
    pub repl_reads_per_op: f64,
    pub repl_bytes: f64,
}

/// Default operation mix of the Jetstress generation that tests `version` [% insert, delete,
/// replace, read]: 2010+ 40/20/5/35 [S1]; older 17/5/68/10 (MODEL §0).
pub fn default_mix(version: ExchangeVersion) -> [f64; 4] {
    match version {
        ExchangeVersion::E2003 | ExchangeVersion::E2007 => [17.0, 5.0, 68.0, 10.0],
        _ => [40.0, 20.0, 5.0, 35.0],
    }
}

/// The Jetstress settings a server without its own is tested with on `version`: the version's
/// default operation mix, and background maintenance only where Jetstress runs it (2010 on).
pub fn default_jetstress(version: ExchangeVersion, copies: u32) -> Jetstress {
    let [insert_pct, delete_pct, replace_pct, read_pct] = default_mix(version);
    Jetstress {
        insert_pct,
        delete_pct,
        replace_pct,
        read_pct,
        background_maintenance: !jetstress_before_2010(version),
        copies_per_database: copies.max(1),
        ..Jetstress::default()
    }
}

/// Whether `version` is tested with a Jetstress release before 2010 (Jetstress 2004 for 2003,
/// Jetstress 2007): those run no background maintenance and simulate no log replication.
pub fn jetstress_before_2010(version: ExchangeVersion) -> bool {
    matches!(version, ExchangeVersion::E2003 | ExchangeVersion::E2007)
}

fn read_write_ratio(v: ExchangeVersion) -> f64 {
    match v {
        ExchangeVersion::E2003 => params::READ_WRITE_RATIO_2003,
        _ => params::READ_WRITE_RATIO_2007,
    }
}

/// Database page size by version: 4 KiB (2003), 8 KiB (2007), 32 KiB (2010+) [S11].
pub fn page_bytes(v: ExchangeVersion) -> f64 {
    match v {
        ExchangeVersion::E2003 => 4096.0,
        ExchangeVersion::E2007 => 8192.0,
        _ => 32768.0,
    }
}

/// Builds the profile of an instance tested with Jetstress settings `js` on `version`.
pub fn profile(version: ExchangeVersion, js: &Jetstress, cal: &params::Calibration) -> Profile {
    let clean = |v: f64| if v.is_finite() { v.max(0.0) } else { 0.0 };
    let mut mix = [
        clean(js.insert_pct),
        clean(js.delete_pct),
        clean(js.replace_pct),
        clean(js.read_pct),
    ];
    let total: f64 = mix.iter().sum();
    if total <= 0.0 {
        mix = default_mix(version);
    } else {
        mix.iter_mut().for_each(|m| *m *= 100.0 / total);
    }
    let [ins, del, rep, read] = mix.map(|m| m / 100.0);
    // π_w is fixed so that the version's default mix reproduces its read:write ratio (§2.3).
    let [di, dd, dr, drd] = default_mix(version).map(|m| m / 100.0);
    let pi_r = params::PAGE_READS_PER_OP;
    let pi_w = pi_r * (dd + dr + drd) / ((di + dd + dr) * read_write_ratio(version));
    let reads_per_op = (del + rep + read) * pi_r;
    let writes_per_op = (ins + del + rep) * pi_w;
    // Only operations that change a mailbox write log records (MODEL §2.3: V_lw = (p_ins + p_del
    // + p_rep)·π_l): a read-only mix writes no log. π_l is set so that the version's default mix
    // writes the fitted LOG_PER_DB_TRANSFER log writes per database transfer.
    let default_transfers = (dd + dr + drd) * pi_r + (di + dd + dr) * pi_w;
    let pi_l = params::LOG_PER_DB_TRANSFER * default_transfers / (di + dd + dr);
    let log_writes_per_op = (ins + del + rep) * pi_l;
    let log_write_bytes = params::LOG_WRITE_BYTES;
    let bdm_mb_s = match version {
        ExchangeVersion::E2010 => params::BDM_MB_S_2010,
        ExchangeVersion::E2013 | ExchangeVersion::E2016 | ExchangeVersion::E2019 => {
            params::BDM_MB_S_2013
        }
        _ => 0.0,
    };
    // Jetstress before 2010 simulates no log replication (MODEL §2.1), whatever the copies.
    let extra_copies = if jetstress_before_2010(version) {
        0.0
    } else {
        js.copies_per_database.saturating_sub(1) as f64
    };
    let repl_bytes = params::LOG_REPL_READ_KIB * 1024.0;
    let log_bytes_per_op = log_writes_per_op * log_write_bytes;
    Profile {
        page_bytes: page_bytes(version),
        log_write_bytes,
        reads_per_op,
        writes_per_op,
        log_writes_per_op,
        sync_log_share: 1.0 - clean(js.lazy_commit_pct).min(100.0) / 100.0,
        think: if version == ExchangeVersion::E2003 {
            cal.think_2004
        } else {
            cal.think_per_op
        },
        outstanding: if version == ExchangeVersion::E2003 {
            cal.outstanding_2004
        } else {
            params::OUTSTANDING_PER_THREAD
        },
        bdm_rate: if js.background_maintenance {
            bdm_mb_s * 1e6
        } else {
            0.0
        },
        bdm_bytes: params::BDM_READ_KIB * 1024.0,
        repl_reads_per_op: extra_copies * params::LOG_REPL_SHARE * log_bytes_per_op / repl_bytes,
        repl_bytes,
    }
}

/// Transactional IOPS target of `mailboxes` at the workload profile (with headroom) [IO/s].
pub fn target_iops(w: &Workload, mailboxes: f64, iops_override: Option<f64>) -> f64 {
    let per = iops_override
        .filter(|v| v.is_finite() && *v >= 0.0)
        .unwrap_or(w.iops_per_mailbox);
    let head = if w.headroom_pct.is_finite() {
        w.headroom_pct.max(0.0)
    } else {
        0.0
    };
    let v = mailboxes.max(0.0) * per.max(0.0) * (1.0 + head / 100.0);
    if v.is_finite() {
        v
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_mix_reproduces_the_version_read_write_ratio() {
        for v in [
            ExchangeVersion::E2003,
            ExchangeVersion::E2007,
            ExchangeVersion::E2010,
            ExchangeVersion::E2016,
        ] {
            let [i, d, r, s] = default_mix(v);
            let js = Jetstress {
                insert_pct: i,
                delete_pct: d,
                replace_pct: r,
                read_pct: s,
                ..Jetstress::default()
            };
            let p = profile(v, &js, &params::CALIBRATION);
            assert!(
                (p.reads_per_op / p.writes_per_op - read_write_ratio(v)).abs() < 1e-9,
                "{v:?}"
            );
        }
    }

    #[test]
    fn log_write_size_is_in_jetstress_range() {
        let p = profile(
            ExchangeVersion::E2010,
            &Jetstress::default(),
            &params::CALIBRATION,
        );
        assert!(p.log_write_bytes > 6_000.0 && p.log_write_bytes < 8_200.0);
        let transfers = p.reads_per_op + p.writes_per_op;
        assert!((transfers / p.log_writes_per_op - 10.0).abs() < 1e-9);
        assert_eq!(p.page_bytes, 32768.0);
        assert!((p.sync_log_share - 0.3).abs() < 1e-12);
    }

    #[test]
    fn only_modifying_operations_write_log_records() {
        let mix = |i: f64, d: f64, r: f64, s: f64| Jetstress {
            insert_pct: i,
            delete_pct: d,
            replace_pct: r,
            read_pct: s,
            ..Jetstress::default()
        };
        let v = ExchangeVersion::E2010;
        let read_only = profile(v, &mix(0.0, 0.0, 0.0, 100.0), &params::CALIBRATION);
        assert_eq!(read_only.log_writes_per_op, 0.0);
        assert!(read_only.reads_per_op > 0.0);
        // 20/10/5/65 modifies 35 % of operations where the default modifies 65 %: its log writes
        // per operation are 35/65 of the default's (0.1 per transfer of the default mix).
        let light = profile(v, &mix(20.0, 10.0, 5.0, 65.0), &params::CALIBRATION);
        let default = profile(v, &Jetstress::default(), &params::CALIBRATION);
        let ratio = light.log_writes_per_op / default.log_writes_per_op;
        assert!((ratio - 35.0 / 65.0).abs() < 1e-12, "{ratio}");
    }

    #[test]
    fn jetstress_before_2010_reads_no_replication() {
        let copies = |version: ExchangeVersion| Jetstress {
            copies_per_database: 3,
            ..default_jetstress(version, 3)
        };
        for v in [ExchangeVersion::E2003, ExchangeVersion::E2007] {
            let p = profile(v, &copies(v), &params::CALIBRATION);
            assert_eq!(p.repl_reads_per_op, 0.0, "{v:?}");
        }
        let v = ExchangeVersion::E2010;
        assert!(profile(v, &copies(v), &params::CALIBRATION).repl_reads_per_op > 0.0);
    }

    #[test]
    fn target_includes_headroom() {
        let w = Workload {
            iops_per_mailbox: 0.4,
            headroom_pct: 20.0,
            ..Workload::default()
        };
        assert!((target_iops(&w, 4000.0, None) - 1920.0).abs() < 1e-9);
        assert!((target_iops(&w, 100.0, Some(1.0)) - 120.0).abs() < 1e-9);
    }
}
