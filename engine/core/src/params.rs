//! The one parameter set of the model. No per-preset, per-vendor or per-design correction exists
//! anywhere in the engine: every design is evaluated with these values.
//!
//! Labels follow MODEL.md: [S] sourced (citation in `docs/model-parameters.md`), [K] textbook,
//! [D] derived in MODEL.md Appendix A, [A] assumption, [F] fitted on the published Jetstress
//! results of the presets (the fit and its residuals for every case are in `docs/validation.md`).
//! Units are in the names: seconds unless `_ms`, bytes unless `_kib`/`_mb`.

/// HDD command and controller overhead per I/O [s]. [A] MODEL §3.1.5 (0.05–0.3 ms).
pub const HDD_OVERHEAD_S: f64 = 0.000_1;
/// Inner/outer sectors-per-track ratio of zoned recording. [A] MODEL §3.1.2 (0.45–0.65).
pub const ZONING_RATIO: f64 = 0.55;
/// Exponent of the SPTF/NCQ gain G(q) = min(q, q_cap)^γ. [D]/[A] MODEL §3.1.6: ideal 0.26,
/// real firmware less; clamped to [0.1, 0.26].
pub const SPTF_GAMMA: f64 = 0.15;
/// Prefetch / destage unit over which sequential streams amortise a positioning [KiB]. [A] §3.1.8.
pub const SEQ_UNIT_KIB: f64 = 1024.0;
/// Fraction of a rotation a small sequential write waits when it just misses its sector
/// (dedicated log spindles without write cache) = 1 − δ. [A] §3.1.8 (δ ≈ 0.1).
pub const LOG_MISS_ROTATION: f64 = 0.9;

/// Host bus adapter CPU per I/O [s]. [A] MODEL §5.5 (10–20 µs).
pub const HBA_PER_IO_S: f64 = 0.000_015;
/// Front-end port command limit [IO/s]. [S21] EMC: ≈ 75,000 IO/s per 4 Gb port; scaled by speed.
pub const PORT_IOPS_PER_4GB: f64 = 75_000.0;
/// Fibre Channel frame overhead per payload byte (36 B per 2,112 B) plus ≈ 100 B per command.
/// [K] MODEL §5.6.
pub const FC_FRAME_OVERHEAD: f64 = 36.0 / 2112.0;
pub const FC_COMMAND_BYTES: f64 = 100.0;
/// Usable FC bandwidth per direction per nominal Gb/s [bytes/s]: 8b/10b encoding leaves
/// 100 MB/s per "1 Gb" up to 8GFC; 16GFC+ (64b/66b) ≈ 100 MB/s per Gb as well. [S36][S37]
pub const FC_BYTES_PER_GBPS: f64 = 100.0e6;
/// Switch cut-through latency [s]. [K] (µs; negligible).
pub const SWITCH_DELAY_S: f64 = 0.000_002;

/// Controller CPU cost of I/O types, as multiples of 1 / `max_iops`, where `max_iops` is the
/// controller's small-block *mixed* host I/O rate (random read misses and writes) at 100 % CPU.
/// [A] MODEL §5.3: hits cost less than misses, mirrored writes need a copy to the peer, and each
/// back-end destage I/O costs a little scheduling.
pub const CPU_READ_HIT: f64 = 0.5;
pub const CPU_READ_MISS: f64 = 1.0;
pub const CPU_WRITE: f64 = 1.0;
pub const CPU_WRITE_MIRRORED: f64 = 1.2;
pub const CPU_BACKEND_IO: f64 = 0.1;

/// Time to acknowledge a write held in battery-backed cache [s]. [A] MODEL §5.1 (0.2–1.0 ms).
pub const WRITE_ACK_S: f64 = 0.000_9;
/// Extra time to place the mirror copy in the peer controller/module before acknowledging [s].
/// [F] shared by every mirrored cache (CLARiiON CMI, XIV inter-module); bounded by MODEL §5.1.
pub const MIRROR_ACK_S: f64 = 0.001_2;
/// Time to serve a read from cache [s]. [A]
pub const READ_HIT_S: f64 = 0.000_2;
/// Read-cache efficiency (share of the nominal read cache that holds useful pages). [A] §5.2.
pub const READ_CACHE_EFFICIENCY: f64 = 0.9;
/// B-tree separator entry size in ESE internal pages [bytes]: key, page number and tag overhead
/// (fan-out = page / entry). [A] 16–64 B.
pub const ESE_ENTRY_BYTES: f64 = 24.0;
/// ESE database cache per database during Jetstress [bytes]: Jetstress 2010 sets 256 MB per
/// database as its cache maximum (both 2010 seeds: 1,280 MB for 5 and 2,048 MB for 8 databases);
/// used for every version. [S seeds 000 l.881, 001 l.395] / [A] before 2010.
pub const ESE_CACHE_PER_DB: f64 = 256.0e6;
/// Share of write cache holding dirty pages that can serve re-reads, (HWM+LWM)/2. [A] §5.2/[S29].
pub const DIRTY_OCCUPANCY: f64 = 0.7;
/// Back-end utilisation above which a write-back cache is in forced flush. [A] §5.1.
pub const FORCED_FLUSH_UTIL: f64 = 0.95;
/// Share of sequential log writes that coalesce into full-stripe writes with cache on. [A] §4.1.
pub const LOG_FULL_STRIPE_SHARE: f64 = 0.9;
/// Destage scheduling gain: a write-back cache reorders many dirty pages, so a destage I/O
/// positions like an SPTF pick from this many candidates. [A] (Varma & Jacobson [S30]).
pub const DESTAGE_QUEUE: f64 = 16.0;

/// RAID-DP / WAFL: metadata overhead per data block written. [A] MODEL §4.1.
pub const WAFL_METADATA: f64 = 0.1;
/// RAID-DP / WAFL: cap on the effective write cost. [A] MODEL §4.1.
pub const WAFL_MAX_COST: f64 = 6.0;
/// WAFL reserve: share of aggregate capacity not usable for volumes. [S25]/[A] 10 %.
pub const WAFL_RESERVE: f64 = 0.10;
/// Data ONTAP aggregate snapshot reserve when the design does not set one: ONTAP 7's default,
/// 5 % of the aggregate [S-ONTAP-SNAP]. Seed 004's aggregates (341 GB and 2.33 TB, l.316-317)
/// are reproduced only with it (see `ONTAP_RIGHT_SIZED`).
pub const AGGR_SNAP_RESERVE: f64 = 0.05;
/// Data ONTAP right-sized drive capacities: (nominal class [decimal GB], capacity ONTAP uses
/// [bytes]). ONTAP rounds every drive of a class down to one size so drives of different makes
/// are interchangeable [S-ONTAP-RS]. 144 GB: 136,000 MiB as `sysconfig -r` shows it
/// [S-ONTAP-RS]. 72 GB: 68,000 MiB, half of that, and the size seed 004 bears out: its 6+2 and
/// 42+6 aggregates of 72 GB drives hold 341 GB and 2.33 TB (binary units, l.316-317), and
/// 6 × 68,000 MiB × 0.9 × 0.95 = 340.7 GiB, 42 × … = 2.33 TiB. 300 GB and the SATA classes: the
/// right-sized binary GB tabulated in [S-ONTAP-CALC].
pub const ONTAP_RIGHT_SIZED: [(f64, f64); 8] = [
    (72.0, 68_000.0 * MIB),
    (144.0, 136_000.0 * MIB),
    (300.0, 272_000.0 * MIB),
    (500.0, 413.9 * GIB),
    (750.0, 620.9 * GIB),
    (1000.0, 827.8 * GIB),
    (2000.0, 1_655.7 * GIB),
    (3000.0, 2_483.5 * GIB),
];
const MIB: f64 = 1_048_576.0;
const GIB: f64 = 1_073_741_824.0;
/// Distributed mirror (XIV): metadata and system reserve share of net capacity. [A] taken from
/// the XIV seed's own raw/net capacity statement, not fitted to performance: 180 drives of 1 TB
/// less 15 drives' worth of spare space, mirrored, is 82.5 TB, of which it states 79.1 TB net
/// (1 − 79.1 / 82.5 = 4.12 %; rounded to 4 % before, the model gave 79.2 TB).
pub const DISTRIBUTED_RESERVE: f64 = 1.0 - 79.1 / 82.5;
/// Rebuild unit [KiB] and the share of idle disk time given to rebuild. [A] MODEL §4.4.
pub const REBUILD_UNIT_KIB: f64 = 256.0;
pub const REBUILD_IDLE_SHARE: f64 = 0.5;

/// Jetstress 2007/2010/2013 threads: processing time per operation between I/Os (ESE CPU and
/// Jetstress pacing) [s], one outstanding synchronous I/O per thread. [F] fitted on the XIV and
/// UCS Jetstress 2010 results (the only published per-thread data of this generation).
pub const THINK_PER_OP_S: f64 = 0.0225;
pub const OUTSTANDING_PER_THREAD: f64 = 1.0;
/// Jetstress 2004 (Exchange 2003) threads keep several page reads outstanding (the N series
/// perfmon shows ≈ 19 I/Os queued per storage group LUN). [F] fitted on that perfmon sample.
pub const THINK_PER_OP_2004_S: f64 = 0.006;
pub const OUTSTANDING_PER_THREAD_2004: f64 = 3.0;
/// Page reads per Jetstress read-type operation (seek / delete / replace). [A] MODEL §2.3.
pub const PAGE_READS_PER_OP: f64 = 1.0;
/// Database read:write I/O ratio. The N series seed's table of good Jetstress results says
/// "approximately 3:2" [seed 004 l.658]; the seeds measured 2.2:1 (XIV, Jetstress 2010) and 1.3:1
/// (UCS, Jetstress 2010), so 3:2 sits between them. Exchange 2003 (Jetstress 2004) uses 2:1, where
/// Microsoft's 2003 guidance (66:33–75:25 [S3]) and the N series perfmon sample (≈ 900 reads and
/// 460 writes per second per LUN [seed 004 l.569–590]) meet. [S]/[A]
pub const READ_WRITE_RATIO_2003: f64 = 2.0;
pub const READ_WRITE_RATIO_2007: f64 = 1.5;
/// Log writes per database transfer on the version's default operation mix (per operation they
/// follow the modifying operations, `workload::profile`'s π_l). [A] 0.1: the XIV seed measured 0.089 (923 log writes per
/// 10,381 transfers/s at 64 threads), the UCS seed 0.38 (248 per 652 at 3 threads: fewer
/// concurrent transactions share fewer group commits). One value for every version; the UCS log
/// write count is a known miss (docs/validation.md).
pub const LOG_PER_DB_TRANSFER: f64 = 0.1;
/// Log write size [bytes]: "between 6 to 8 K" in the N series seed's Jetstress guideline
/// [seed 004 l.659].
pub const LOG_WRITE_BYTES: f64 = 7_168.0;
/// Background database maintenance read size [KiB] and rate per database [MB/s]:
/// 2010 7.5 MB/s (the XIV and UCS seeds measure ≈ 7.3 MB/s per instance; MODEL §2.1 cites 5 [S6]
/// and the brief 7.5), 2013+ 1 MB/s [S7][S8]. Not part of 2003/2007 Jetstress.
pub const BDM_READ_KIB: f64 = 256.0;
/// Background maintenance keeps this many reads in flight: it is paced, so its rate barely moves
/// with load (the XIV and UCS seeds measure ≈ 7.3 MB/s per database at very different disk
/// loads). [A]
pub const BDM_OUTSTANDING: f64 = 4.0;
pub const BDM_MB_S_2010: f64 = 7.5;
pub const BDM_MB_S_2013: f64 = 1.0;
/// Log replication read size [KiB] and volume per extra copy (share of log bytes). [A] §2.3.
pub const LOG_REPL_READ_KIB: f64 = 224.0;
pub const LOG_REPL_SHARE: f64 = 1.0;

/// Jetstress thresholds [s] (MODEL §7, seeds' Jetstress reports).
pub const DB_READ_LIMIT_S: f64 = 0.020;
pub const LOG_WRITE_LIMIT_S: f64 = 0.010;
/// Upper bound of the thread search in autotune and headroom [threads per database].
pub const MAX_THREADS_PER_DB: f64 = 512.0;

/// The parameters fitted (or assumed within a published range) on the presets' published
/// Jetstress results. They are gathered here so that the calibration script can vary them and
/// show the fit for every case; `evaluate` always uses [`CALIBRATION`], the one shipped set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Calibration {
    /// Jetstress 2007+ processing time per operation [s].
    pub think_per_op: f64,
    /// Jetstress 2004 processing time per operation [s] and outstanding I/Os per thread.
    pub think_2004: f64,
    pub outstanding_2004: f64,
    /// SPTF exponent γ of G(q) = q^γ, within MODEL's [0.10, 0.26].
    pub sptf_gamma: f64,
    /// Dirty pages a write-back cache reorders per destage pick (destage SPTF queue).
    pub destage_queue: f64,
    /// Write acknowledged from battery-backed cache [s]; extra time for a mirror copy [s].
    pub write_ack: f64,
    pub mirror_ack: f64,
}

/// The shipped calibration (see `docs/validation.md` for the fit and its residuals).
pub const CALIBRATION: Calibration = Calibration {
    think_per_op: THINK_PER_OP_S,
    think_2004: THINK_PER_OP_2004_S,
    outstanding_2004: OUTSTANDING_PER_THREAD_2004,
    sptf_gamma: SPTF_GAMMA,
    destage_queue: DESTAGE_QUEUE,
    write_ack: WRITE_ACK_S,
    mirror_ack: MIRROR_ACK_S,
};

/// Solver controls. MODEL §6.13. Iterations of one reported solve (searches use fewer).
pub const SOLVER_MAX_ITER: u32 = 2000;
/// Most iterations of a reported solve that is still converging at [`SOLVER_MAX_ITER`]
/// (`progress.rs`): of the 52 quick evaluations of 800 random designs that had not converged by
/// 2,000 iterations, 49 converge within it when run to it.
pub const SOLVER_EXTEND_TO: u32 = 20_000;
/// Relative change per iteration below which throughputs, SPTF gains and windows count as
/// converged.
pub const SOLVER_TOL: f64 = 1e-6;
/// Relative change per iteration below which residences count as converged.
pub const SOLVER_RES_TOL: f64 = 2e-5;
/// Highest utilisation of a station's open load in the open-class waiting time W = …/(1 − U_open),
/// which keeps it finite; closed load is held at 100 % by the solver's limiter. [A]
pub const UTIL_CAP: f64 = 0.995;
/// Settling spread (relative half-range) above which the report carries finding SPN-W110.
pub const SPREAD_NOTICE: f64 = 0.01;
