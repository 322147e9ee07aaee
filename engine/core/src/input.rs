//! Engine input: the design, flattened and with catalog specifications resolved.
//!
//! This is the only data the engine sees. It is produced by `engine/ts/toEngineInput.ts` (the single
//! translation from the design file) and mirrored by the TypeScript types in `engine/ts/input.ts`.
//! Units are in the field names (`_gb`, `_ms`, `_gbps`, `_pct`); sizes are decimal GB (10^9 B) as
//! vendors state them, I/O sizes are binary KiB as Exchange states them.
//!
//! Every field has a default so that partially filled designs still evaluate; impossible values are
//! reported as findings by `topology::validate`, never by panicking.

use serde::{Deserialize, Serialize};

/// Complete input to one evaluation.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct EngineInput {
    /// Design revision this evaluation belongs to; echoed in the report.
    pub revision: u64,
    pub workload: Workload,
    pub servers: Vec<Server>,
    pub hbas: Vec<Hba>,
    pub switches: Vec<Switch>,
    pub arrays: Vec<Array>,
    pub controllers: Vec<Controller>,
    pub drives: Vec<DriveModel>,
    pub enclosures: Vec<Enclosure>,
    pub raid_groups: Vec<RaidGroup>,
    pub luns: Vec<Lun>,
    pub databases: Vec<Database>,
    pub links: Vec<Link>,
    pub options: Options,
}

/// What to compute beyond the normal-state solution.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Options {
    /// Evaluate every single-component failure scenario (§8 of MODEL.md).
    pub failures: bool,
    /// Search the largest load that still passes (headroom), normally and per failure.
    pub headroom: bool,
    /// Component ids to treat as failed in the *normal* solution (a what-if scenario): servers,
    /// VMs, HBAs, switches and controllers fail; a RAID group id fails one of its drives (only
    /// the first RAID group named). Each gives what its failure scenario gives (`whatif.rs`).
    pub failed: Vec<String>,
    /// Threads per database from an earlier autotune, by server id. When every autotuned server
    /// has a hint and neither failures nor headroom are asked for, the hints are used instead of
    /// tuning again (the fast first answer while editing).
    pub thread_hints: Vec<ThreadHint>,
}

/// A server's tuned thread count from an earlier evaluation.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ThreadHint {
    pub server: String,
    pub threads: f64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            failures: true,
            headroom: true,
            failed: Vec::new(),
            thread_hints: Vec::new(),
        }
    }
}

/// Exchange version; fixes page size, log ratio, BDM rate and capacity factors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExchangeVersion {
    #[serde(rename = "2003")]
    E2003,
    #[serde(rename = "2007")]
    E2007,
    #[serde(rename = "2010")]
    E2010,
    #[serde(rename = "2013")]
    E2013,
    #[serde(rename = "2016")]
    E2016,
    #[serde(rename = "2019")]
    E2019,
}

/// Global Exchange sizing inputs (targets and capacity), as in the Microsoft calculator.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Workload {
    pub exchange_version: ExchangeVersion,
    /// Transactional IOPS per mailbox before headroom [IO/s].
    pub iops_per_mailbox: f64,
    /// Headroom added to the target [%].
    pub headroom_pct: f64,
    /// Mailbox quota [MB, 10^6 B].
    pub mailbox_size_mb: f64,
    /// Messages sent and received per mailbox per day.
    pub messages_per_day: f64,
    /// Average message size [KB].
    pub avg_message_kb: f64,
    /// Deleted item retention [days].
    pub deleted_item_retention_days: f64,
    /// Days of logs the log LUN must hold when truncation fails [days].
    pub log_truncation_failure_days: f64,
    /// Database copies in the DAG (1 = stand-alone).
    pub copies_per_database: u32,
    /// Free space kept on every LUN [%].
    pub lun_free_space_pct: f64,
}

impl Default for Workload {
    fn default() -> Self {
        Workload {
            exchange_version: ExchangeVersion::E2010,
            iops_per_mailbox: 0.15,
            headroom_pct: 20.0,
            mailbox_size_mb: 2048.0,
            messages_per_day: 150.0,
            avg_message_kb: 75.0,
            deleted_item_retention_days: 14.0,
            log_truncation_failure_days: 3.0,
            copies_per_database: 2,
            lun_free_space_pct: 20.0,
        }
    }
}

/// Jetstress thread setting per database instance.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Threads {
    /// Fixed count per database.
    Fixed(f64),
    /// Jetstress automatic tuning (MODEL.md §7): the engine searches the count.
    Auto(AutoTag),
}

/// The literal string `"auto"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AutoTag {
    Auto,
}

/// Jetstress configuration of one test host (a server or a VM).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Jetstress {
    pub threads_per_database: Threads,
    /// Operation mix [%]; normalised by the engine if it does not sum to 100.
    pub insert_pct: f64,
    pub delete_pct: f64,
    pub replace_pct: f64,
    pub read_pct: f64,
    /// Share of commits that do not wait for the log flush [%].
    pub lazy_commit_pct: f64,
    /// Background database maintenance (2010+) running during the test.
    pub background_maintenance: bool,
    /// Copies per database simulated for log replication reads.
    pub copies_per_database: u32,
}

impl Default for Jetstress {
    fn default() -> Self {
        Jetstress {
            threads_per_database: Threads::Fixed(2.0),
            insert_pct: 40.0,
            delete_pct: 20.0,
            replace_pct: 5.0,
            read_pct: 35.0,
            lazy_commit_pct: 70.0,
            background_maintenance: true,
            copies_per_database: 2,
        }
    }
}

/// A physical server, or a VM when `host` is set. Only servers with `jetstress` run load.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Server {
    pub id: String,
    pub name: String,
    /// For a VM: the physical server whose HBAs it uses.
    pub host: Option<String>,
    /// CPU cores (physical) or vCPUs.
    pub cores: f64,
    /// Clock [GHz].
    pub ghz: f64,
    /// Memory [GB].
    pub ram_gb: f64,
    /// DAG this server belongs to (server failures move load to survivors of the same DAG).
    pub dag: Option<String>,
    pub jetstress: Option<Jetstress>,
}

/// Host bus adapter inside a server.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Hba {
    pub id: String,
    pub name: String,
    pub server: String,
    /// Number of ports; link endpoints name them `p0`, `p1`, …
    pub ports: u32,
    /// Link speed [Gb/s].
    pub speed_gbps: f64,
    /// Outstanding commands per port ("execution throttle", "HBA queue depth").
    pub execution_throttle: u32,
    /// Outstanding commands per LUN (Storport / miniport LUN queue depth).
    pub lun_queue_depth: u32,
}

impl Default for Hba {
    fn default() -> Self {
        Hba {
            id: String::new(),
            name: String::new(),
            server: String::new(),
            ports: 2,
            speed_gbps: 4.0,
            execution_throttle: 16,
            lun_queue_depth: 32,
        }
    }
}

/// Fibre Channel switch; non-blocking, modelled as a small fixed delay.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Switch {
    pub id: String,
    pub name: String,
    pub ports: u32,
    pub speed_gbps: f64,
}

/// How hosts reach LUNs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HostAccess {
    /// Every controller serves every LUN (XIV, NetApp with single-image partners).
    #[default]
    ActiveActive,
    /// Only the owning controller serves a LUN; the peer takes over on failure (CLARiiON).
    Alua,
}

/// Write-cache behaviour after a peer controller fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PeerFailureCache {
    /// Mirroring is lost, so write-back is disabled (write-through).
    #[default]
    Disabled,
    /// Write-back continues (cache mirrored elsewhere, e.g. XIV).
    Retained,
}

/// Storage system (or internal RAID controller) with its cache.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Array {
    pub id: String,
    pub name: String,
    /// Set for an internal RAID controller: the server it sits in.
    pub internal_to: Option<String>,
    /// Total cache [GB].
    pub cache_gb: f64,
    pub write_cache_enabled: bool,
    /// Share of cache usable for writes [%].
    pub write_cache_pct: f64,
    /// Writes are acknowledged only once copied to a second controller/module.
    pub cache_mirrored: bool,
    pub write_cache_on_peer_failure: PeerFailureCache,
    pub host_access: HostAccess,
}

impl Default for Array {
    fn default() -> Self {
        Array {
            id: String::new(),
            name: String::new(),
            internal_to: None,
            cache_gb: 8.0,
            write_cache_enabled: true,
            write_cache_pct: 80.0,
            cache_mirrored: true,
            write_cache_on_peer_failure: PeerFailureCache::Disabled,
            host_access: HostAccess::ActiveActive,
        }
    }
}

/// Storage processor / controller / interface module.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Controller {
    pub id: String,
    pub name: String,
    pub array: String,
    /// Front-end ports; link endpoints name them `fe0`, `fe1`, …
    pub front_end_ports: u32,
    /// Front-end port speed [Gb/s].
    pub port_speed_gbps: f64,
    /// Small-block host I/O this controller's CPU sustains at 100 % busy [IO/s].
    pub max_iops: f64,
    /// The enclosure this controller sits in, where the two are one box (an XIV module is an
    /// interface module and a data module with 12 drives): its failure loses that enclosure's
    /// drives too (`Topology::module_drives`).
    pub enclosure: Option<String>,
}

impl Default for Controller {
    fn default() -> Self {
        Controller {
            id: String::new(),
            name: String::new(),
            array: String::new(),
            front_end_ports: 2,
            port_speed_gbps: 4.0,
            max_iops: 50_000.0,
            enclosure: None,
        }
    }
}

/// Drive technology.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DriveKind {
    #[default]
    Hdd,
    Ssd,
}

/// Drive specification resolved from the catalog (cited there).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct DriveModel {
    pub id: String,
    pub name: String,
    pub kind: DriveKind,
    /// Capacity [GB, 10^9 B].
    pub capacity_gb: f64,
    /// Spindle speed [rev/min] (HDD).
    pub rpm: f64,
    /// Track-to-track, average and full-stroke read seek [ms] (HDD).
    pub seek_track_ms: f64,
    pub seek_avg_ms: f64,
    pub seek_full_ms: f64,
    /// Extra settle time for writes [ms] (HDD).
    pub write_settle_ms: f64,
    /// Sustained media rate at the outer edge [MB/s].
    pub media_rate_mb_s: f64,
    /// Command queue the drive reorders (NCQ/TCQ) [commands].
    pub queue_cap: f64,
    /// SSD: random read / write service time at queue depth 1 [ms].
    pub ssd_read_ms: f64,
    pub ssd_write_ms: f64,
    /// SSD: internal parallelism (concurrent operations).
    pub ssd_parallelism: f64,
}

impl Default for DriveModel {
    fn default() -> Self {
        DriveModel {
            id: String::new(),
            name: String::new(),
            kind: DriveKind::Hdd,
            capacity_gb: 300.0,
            rpm: 15_000.0,
            seek_track_ms: 0.2,
            seek_avg_ms: 3.4,
            seek_full_ms: 6.6,
            write_settle_ms: 0.5,
            media_rate_mb_s: 150.0,
            queue_cap: 16.0,
            ssd_read_ms: 0.2,
            ssd_write_ms: 0.5,
            ssd_parallelism: 8.0,
        }
    }
}

/// Disk shelf (or a server's internal drive bays) holding identical drives.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Enclosure {
    pub id: String,
    pub name: String,
    /// Array (or server, for internal bays) the enclosure belongs to.
    pub owner: String,
    /// `DriveModel::id`.
    pub drive: String,
    /// Installed drives.
    pub drive_count: u32,
    /// Physical slots.
    pub slots: u32,
}

/// RAID level or data-protection scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RaidLevel {
    Raid0,
    Raid1,
    #[default]
    Raid10,
    Raid5,
    Raid6,
    /// NetApp RAID-DP with WAFL write-anywhere full-stripe writes.
    RaidDp,
    /// IBM XIV RAID-X: 1 MB partitions mirrored pseudo-randomly over all drives.
    DistributedMirror,
}

/// RAID group / aggregate / pool.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct RaidGroup {
    pub id: String,
    pub name: String,
    pub array: String,
    pub level: RaidLevel,
    /// Stripe element per drive [KiB].
    pub stripe_kb: f64,
    /// Size of one parity set for RAID-DP/5/6 aggregates made of several groups (0 = all members
    /// form one group).
    pub group_size: u32,
    /// Hot spares reserved for this group (rebuild target).
    pub hot_spares: u32,
    /// RAID-DP: the aggregate snapshot reserve [% of the aggregate]; None = Data ONTAP's 5 %.
    pub snapshot_reserve_pct: Option<f64>,
}

impl Default for RaidGroup {
    fn default() -> Self {
        RaidGroup {
            id: String::new(),
            name: String::new(),
            array: String::new(),
            level: RaidLevel::Raid10,
            stripe_kb: 64.0,
            group_size: 0,
            hot_spares: 0,
            snapshot_reserve_pct: None,
        }
    }
}

/// A logical unit carved from a RAID group.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Lun {
    pub id: String,
    pub name: String,
    pub raid_group: String,
    /// Provisioned size [GB].
    pub size_gb: f64,
    /// Owning controller for ALUA arrays (default: balanced by the engine).
    pub owner: Option<String>,
}

/// One Exchange database (Jetstress instance / storage group).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Database {
    pub id: String,
    pub name: String,
    /// Server or VM that runs it.
    pub server: String,
    /// LUN holding the database file (filled from `dbFile` links).
    pub db_lun: Option<String>,
    /// LUN holding the transaction logs (filled from `logFile` links).
    pub log_lun: Option<String>,
    pub mailboxes: f64,
    /// Per-database quota override [MB].
    pub mailbox_size_mb: Option<f64>,
    /// Per-database IOPS/mailbox override (before headroom) [IO/s].
    pub iops_per_mailbox: Option<f64>,
}

/// Kind of connection between two ports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LinkKind {
    /// Fibre Channel cable (HBA, switch, controller front end).
    #[default]
    Fc,
    /// Controller back end to enclosure (FC loop or SAS).
    Backend,
    /// Drives of an enclosure assigned to a RAID group (`disk_count`).
    Member,
}

/// One end of a link.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Endpoint {
    pub component: String,
    /// Port name on that component (`p0`, `fe1`, `fabric`, `be`, `disks`, `members`).
    pub port: String,
}

/// A connection between two components.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Link {
    pub id: String,
    pub kind: LinkKind,
    pub from: Endpoint,
    pub to: Endpoint,
    /// Member links: drives of `from` (enclosure) given to `to` (RAID group).
    pub disk_count: u32,
}
