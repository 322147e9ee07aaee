//! Engine report: everything one evaluation says about a design.
//!
//! Mirrored by the Zod schema in `engine/ts/reportSchema.ts`. Latencies are `Option` because a database
//! with no load has no latency ("n/a"); the engine never emits NaN or infinity (JSON cannot carry
//! them and the UI must never show them).

use serde::{Deserialize, Serialize};

/// Result of `evaluate`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub engine_version: String,
    /// Echo of `EngineInput::revision`.
    pub revision: u64,
    /// `false` when the design cannot be evaluated at all (see findings with severity `error`).
    pub valid: bool,
    /// Every Jetstress server passes every criterion in the normal state.
    pub pass: bool,
    pub totals: Totals,
    pub servers: Vec<ServerResult>,
    /// Load on every component that carries I/O, keyed by design component id.
    pub components: Vec<ComponentLoad>,
    pub bottleneck: Option<Bottleneck>,
    pub capacity: Capacity,
    pub headroom: Option<Headroom>,
    pub scenarios: Vec<ScenarioResult>,
    /// The single failure with the lowest headroom (or that fails), if failures were evaluated.
    pub worst_failure: Option<WorstFailure>,
    pub explanations: Vec<Explanation>,
    pub findings: Vec<Finding>,
    /// Solver diagnostics (iterations, regime per array) for the curious and for tests.
    pub solver: SolverInfo,
}

/// Whole-design figures.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    /// Σ database reads/s + writes/s over all instances [IO/s].
    pub achieved_iops: f64,
    /// Σ mailboxes × IOPS/mailbox × (1 + headroom) [IO/s].
    pub target_iops: f64,
    pub db_reads_per_sec: f64,
    pub db_writes_per_sec: f64,
    pub log_writes_per_sec: f64,
    /// Background database maintenance read throughput [MB/s].
    pub bdm_mb_per_sec: f64,
    pub mailboxes: f64,
    pub databases: u32,
}

/// One Jetstress criterion, evaluated on the displayed (rounded) figure.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Criterion {
    /// `dbReadLatency`, `logWriteLatency`, `achievedIops`, `bdmThroughput`.
    pub id: String,
    pub label: String,
    /// Instance or server the figure belongs to.
    pub scope: String,
    pub value: Option<f64>,
    pub threshold: f64,
    pub unit: String,
    /// `<=` or `>=`.
    pub comparator: String,
    pub pass: bool,
    /// Warnings do not fail the test (e.g. BDM below its rate).
    pub warning_only: bool,
}

/// Figures Jetstress reports for one database instance.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InstanceResult {
    pub id: String,
    pub name: String,
    pub threads: f64,
    pub mailboxes: f64,
    pub target_iops: f64,
    pub achieved_iops: f64,
    pub db_reads_per_sec: f64,
    pub db_writes_per_sec: f64,
    pub db_read_latency_ms: Option<f64>,
    pub db_write_latency_ms: Option<f64>,
    pub log_writes_per_sec: f64,
    pub log_write_latency_ms: Option<f64>,
    pub bdm_reads_per_sec: f64,
    pub bdm_mb_per_sec: f64,
    pub log_replication_reads_per_sec: f64,
    /// Meets the latency criteria (as displayed). True for a database whose DAG runs it on
    /// another member (judged there); false for one that does not run.
    pub pass: bool,
}

/// Jetstress result of one test host.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerResult {
    pub id: String,
    pub name: String,
    /// Threads per database used (after autotuning when `autotuned`).
    pub threads_per_database: f64,
    pub autotuned: bool,
    pub target_iops: f64,
    pub achieved_iops: f64,
    pub db_reads_per_sec: f64,
    pub db_writes_per_sec: f64,
    /// Read-weighted average over instances [ms].
    pub db_read_latency_ms: Option<f64>,
    pub db_write_latency_ms: Option<f64>,
    pub log_writes_per_sec: f64,
    pub log_write_latency_ms: Option<f64>,
    pub bdm_mb_per_sec: f64,
    pub pass: bool,
    pub criteria: Vec<Criterion>,
    pub instances: Vec<InstanceResult>,
}

/// Load on one design component (aggregated over the stations that model it).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ComponentLoad {
    pub id: String,
    pub kind: String,
    pub name: String,
    /// Host I/O served [IO/s], through its busiest stage (a link: both directions); a RAID
    /// group's figure is its drives' I/O, destage and rebuild included. A controller's destage
    /// work shows in its utilisation only.
    pub iops: f64,
    /// Data moved [MB/s], on the same basis as `iops`.
    pub mb_per_sec: f64,
    /// Busiest station of the component, 0..1 (a window: the share of time it is full).
    pub utilisation: f64,
    /// Mean requests present (queued + in service; at a window, those waiting for a slot).
    pub queue_length: f64,
    /// Mean time per visit [ms].
    pub response_ms: f64,
    /// A link's two directions, each with its own bandwidth; empty for other components.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub directions: Vec<DirectionLoad>,
    /// A RAID group's sets of drives with loads of their own (RAID-DP: `drives` holding data,
    /// `parity drives`); empty when the group has one set.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drive_sets: Vec<DriveSetLoad>,
}

/// One set of a RAID group's drives: RAID-DP's data drives take every read and their share of
/// the writes, its parity drives only writes.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DriveSetLoad {
    /// `drives` (the data drives) or `parity drives`.
    pub role: String,
    /// Drives in the set.
    pub drives: f64,
    /// Disk I/O of the whole set [IO/s].
    pub iops: f64,
    /// [MB/s]
    pub mb_per_sec: f64,
    /// Of each drive, 0..1.
    pub utilisation: f64,
    /// Mean time per disk I/O [ms].
    pub response_ms: f64,
}

/// One direction of a link (`host→array` carries writes, `array→host` reads).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DirectionLoad {
    pub direction: String,
    /// [IO/s]
    pub iops: f64,
    /// [MB/s]
    pub mb_per_sec: f64,
    /// 0..1
    pub utilisation: f64,
}

/// The station limiting throughput.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Bottleneck {
    pub component_id: String,
    pub name: String,
    pub kind: String,
    pub utilisation: f64,
    /// Why it is the bottleneck, in words.
    pub reason: String,
}

/// Capacity of one RAID group.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RaidGroupCapacity {
    pub id: String,
    pub name: String,
    pub drives: u32,
    pub raw_gb: f64,
    pub usable_gb: f64,
    /// How `usable_gb` was reached, in words (drives, redundancy, right-sizing, reserves).
    pub usable_basis: String,
    /// Σ LUN sizes [GB].
    pub allocated_gb: f64,
    pub free_gb: f64,
    pub fits: bool,
}

/// Capacity of one LUN against what Exchange needs on it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LunCapacity {
    pub id: String,
    pub name: String,
    pub size_gb: f64,
    /// Database files incl. content index, with the free-space target [GB].
    pub db_required_gb: f64,
    /// Log files for the truncation-failure window, with the free-space target [GB].
    pub log_required_gb: f64,
    pub required_gb: f64,
    /// How `required_gb` was reached, in words: mailboxes, their size on disk, overheads, logs,
    /// the free-space target.
    pub required_basis: String,
    pub used_pct: f64,
    pub fits: bool,
}

/// Capacity summary.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Capacity {
    pub raw_gb: f64,
    pub usable_gb: f64,
    pub allocated_gb: f64,
    pub required_gb: f64,
    pub fits: bool,
    pub raid_groups: Vec<RaidGroupCapacity>,
    pub luns: Vec<LunCapacity>,
    /// Mailboxes that could still be added before a LUN overflows (min over databases' LUNs).
    pub extra_mailboxes: f64,
}

/// How much more load the design carries before a criterion fails.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Headroom {
    /// Transactional IOPS at the largest load that still meets every latency criterion [IO/s].
    pub max_iops: f64,
    /// `max_iops / target − 1` [%]; negative when the target is not met.
    pub iops_pct: f64,
    /// Mailboxes that could be added at the same profile (performance and capacity).
    pub extra_mailboxes: f64,
    /// What binds `max_iops`: a criterion id, or `threads` (search limit reached).
    pub limited_by: String,
    /// What binds `extra_mailboxes`: `capacity` when the LUNs run out of space before the IOPS
    /// do, else `limited_by`. (One field held both and read "IOPS … limited by LUN capacity".)
    pub mailboxes_limited_by: String,
    /// Load multiplier on threads at the limit.
    pub load_factor: f64,
    /// How to read these figures for the state they belong to (see [`Headroom::read_for`]).
    pub case: HeadroomCase,
    /// For a design that fails as tested (`fewerThreads`, `moreThreads`): the whole thread count
    /// per database `load_factor` rounds down to, re-solved and judged (`whole.rs`).
    pub whole_threads: Option<WholeThreads>,
}

/// A Jetstress run at whole thread counts, as the headroom's factor suggests it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WholeThreads {
    /// Threads per database of every Jetstress server, in report order.
    pub servers: Vec<ServerThreads>,
    pub achieved_iops: f64,
    pub target_iops: f64,
    pub worst_db_read_latency_ms: Option<f64>,
    pub worst_log_write_latency_ms: Option<f64>,
    /// Every server passes every Jetstress criterion.
    pub pass: bool,
    /// Ids of the criteria some server fails (`achievedIops`, `dbReadLatency`, …).
    pub failing: Vec<String>,
}

/// One server's thread count in a [`WholeThreads`] run.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerThreads {
    pub id: String,
    pub threads_per_database: f64,
}

/// What a headroom figure means. The search scales every thread count by one factor, so for a
/// state that fails as tested `iops_pct` says whether another thread count would pass, not how
/// much spare load there is: "+26.9 %" beside a failing verdict is not headroom.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum HeadroomCase {
    /// Passes as tested: the load can grow `load_factor`-fold before a criterion fails.
    #[default]
    Spare,
    /// Fails a latency limit as tested; at `load_factor` < 1 the threads meet every limit and
    /// the target.
    FewerThreads,
    /// Meets the latency limits but misses the target as tested; more threads meet both.
    MoreThreads,
    /// No thread count meets the latency limits and the target together.
    Short,
    /// No I/O at any thread count: no database reaches storage it can use.
    Idle,
    /// Fails as tested because a database does not run (no path, no LUN, its server down): more
    /// or fewer threads change nothing about that. The findings say why.
    Offline,
}

impl Headroom {
    /// These figures, with their [`HeadroomCase`] for a state that does (`passes`) or does not
    /// pass as tested, with `offline` databases that do not run in it.
    pub fn read_for(mut self, passes: bool, offline: usize) -> Self {
        // Idle is a state where nothing runs to limit: no thread, or threads whose I/O reaches no
        // storage (the search then ends at its thread limit). A state whose I/O runs but passes
        // at no load (an Exchange 2003 group degraded: 1,317 IO/s at 70 ms) is short, not idle.
        self.case = if passes {
            HeadroomCase::Spare
        } else if self.max_iops <= 0.0 && self.limited_by == "threads" {
            HeadroomCase::Idle
        } else if offline > 0 {
            HeadroomCase::Offline
        } else if self.iops_pct < 0.0 {
            HeadroomCase::Short
        } else if self.load_factor < 1.0 {
            HeadroomCase::FewerThreads
        } else {
            HeadroomCase::MoreThreads
        };
        self
    }
}

/// One single-failure scenario.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScenarioResult {
    pub id: String,
    /// `server`, `hba`, `link` (a cable), `switch`, `controller`, `disk`.
    pub kind: String,
    pub component_id: String,
    pub label: String,
    /// `false` when the scenario loses data or access (e.g. no surviving path).
    pub survivable: bool,
    pub achieved_iops: f64,
    pub target_iops: f64,
    pub worst_db_read_latency_ms: Option<f64>,
    pub worst_log_write_latency_ms: Option<f64>,
    pub pass: bool,
    pub headroom: Option<Headroom>,
    /// Criteria that fail, in words.
    pub failing: Vec<String>,
    /// Rebuild duration for disk failures [h], under this scenario's load.
    pub rebuild_hours: Option<f64>,
    /// The same rebuild on otherwise idle drives [h]: the best case vendors quote, still giving
    /// the rebuild only its share of the drives' time (`REBUILD_IDLE_SHARE`).
    pub rebuild_idle_hours: Option<f64>,
    /// Relative half-range of the failure's solve over its last iterations when it did not settle
    /// (0 when it did). Above 1 % (SPN-W110's threshold) a note says the figures are a mean.
    pub spread: f64,
    pub notes: Vec<String>,
}

/// The worst single failure.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WorstFailure {
    pub scenario_id: String,
    pub label: String,
    pub pass: bool,
    pub headroom_pct: Option<f64>,
    pub reason: String,
}

/// One term of an explanation.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Term {
    pub label: String,
    pub value: f64,
    pub unit: String,
    pub component_id: Option<String>,
    /// How many terms this one sums, when it stands for several too small to list one by one
    /// (absent: it is one term).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    /// The components of a term that sums the copies of a part on several paths ("8 front-end
    /// ports: service"), sorted; then `component_id` is absent. Empty (and not written) for a
    /// term of one component.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub component_ids: Vec<String>,
}

/// Breakdown of a headline figure ("why 16.9 ms?").
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    /// `server:<id>:dbReadLatencyMs`, `total:achievedIops`, …
    pub id: String,
    pub label: String,
    pub value: f64,
    pub unit: String,
    pub summary: String,
    pub terms: Vec<Term>,
}

/// Severity of a finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    #[default]
    Warning,
    Info,
}

/// Something invalid or suspicious, with a stable code.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    pub code: String,
    pub severity: Severity,
    pub message: String,
    pub hint: String,
    pub component_ids: Vec<String>,
}

/// Solver diagnostics.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SolverInfo {
    pub iterations: u32,
    pub converged: bool,
    /// When the iteration did not converge (reported figures are the mean of its last
    /// iterations): the relative half-range of throughputs and latencies over them, or how far
    /// a window still was from its own target, whichever is larger; 0 when converged. Above 1 %
    /// a finding says so.
    pub spread: f64,
    /// Arrays whose write cache is in forced flush (writes complete at back-end speed).
    pub saturated_arrays: Vec<String>,
    /// Number of network solutions computed (normal, scenarios, headroom searches).
    pub solves: u32,
    /// Solver iterations over all of those solutions.
    pub total_iterations: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(iops_pct: f64, load_factor: f64) -> Headroom {
        Headroom {
            max_iops: 6000.0 * (1.0 + iops_pct / 100.0),
            iops_pct,
            limited_by: "dbReadLatency".into(),
            load_factor,
            ..Headroom::default()
        }
    }

    #[test]
    fn headroom_is_spare_load_only_for_a_state_that_passes_as_tested() {
        assert_eq!(h(35.8, 1.08).read_for(true, 0).case, HeadroomCase::Spare);
        // N series at queue depth 16: fails as tested, passes its limits at 0.70× the threads.
        let n = h(26.9, 0.699).read_for(false, 0);
        assert_eq!(n.case, HeadroomCase::FewerThreads);
    }

    #[test]
    fn a_target_missed_for_want_of_threads_is_not_one_missed_for_want_of_storage() {
        assert_eq!(
            h(12.0, 1.6).read_for(false, 0).case,
            HeadroomCase::MoreThreads
        );
        assert_eq!(h(-8.8, 0.94).read_for(false, 0).case, HeadroomCase::Short);
        assert_eq!(h(-8.8, 1.2).read_for(false, 0).case, HeadroomCase::Short);
    }

    #[test]
    fn a_database_that_does_not_run_is_offline_whatever_the_threads() {
        // 329.5 IO/s against a target of 180: "below target, more threads would pass" was wrong
        // when the design failed because a database had no path to its LUNs.
        assert_eq!(h(83.1, 1.6).read_for(false, 1).case, HeadroomCase::Offline);
        assert_eq!(h(83.1, 1.6).read_for(true, 0).case, HeadroomCase::Spare);
    }

    #[test]
    fn nothing_running_is_idle_not_the_search_limit() {
        // No I/O runs: nothing limits but the search's thread limit.
        let idle = Headroom {
            max_iops: 0.0,
            limited_by: "threads".into(),
            ..h(-100.0, 0.0)
        };
        assert_eq!(idle.read_for(false, 0).case, HeadroomCase::Idle);
        // I/O runs but passes at no load (audit 3: an Exchange 2003 group degraded, 1,317 IO/s at
        // 70 ms, halved to 1/256 of its threads): short, not idle.
        let stuck = Headroom {
            max_iops: 0.0,
            ..h(-100.0, 1.0 / 256.0)
        };
        assert_eq!(stuck.read_for(false, 0).case, HeadroomCase::Short);
    }
}
