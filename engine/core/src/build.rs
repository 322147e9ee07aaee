//! Builds the queueing network of one scenario (MODEL.md §6.13 steps 1–4): per database a closed
//! class of Jetstress threads with its blocking routes (reads, synchronous log writes), open
//! classes tied to it (asynchronous database writes with their destage, lazy log writes, log
//! replication reads), a one-customer background-maintenance class, and rebuild streams.

use std::collections::BTreeSet;

use crate::input::{HostAccess, Jetstress, PeerFailureCache, RaidLevel};
use crate::network::{ClassKind, IoType, Network};
use crate::params;
use crate::routes::{Builder, IoSpec};
use crate::topology::Topology;
use crate::workload::{self, Profile};

/// What is failed or changed in this evaluation.
#[derive(Debug, Clone, Default)]
pub struct Scenario {
    /// Failed component ids (servers, HBAs, switches, controllers).
    pub failed: BTreeSet<String>,
    /// RAID group running with failed drives (one, or a failed module's: `lost_drives`).
    pub degraded: Option<usize>,
    /// Drives the degraded group has lost: 1 for a drive failure (0 reads as 1), an XIV module's
    /// 12 when the module fails.
    pub lost_drives: u32,
    /// Thread multiplier per server (failover load, headroom search); missing = 1.
    pub load: Vec<f64>,
    /// Threads per database per server (autotune result); None = as configured.
    pub threads: Vec<Option<f64>>,
    /// Arrays whose write cache is in forced flush (writes complete at back-end speed).
    pub saturated: BTreeSet<usize>,
    /// Per RAID group: how busy its drives are with everything but the rebuild (0..1), which sets
    /// the rebuild's pace (it takes a share of the idle time). A failure scenario starts from the
    /// normal state's and settles on the degraded state's (`rebuild.rs`).
    pub rebuild_util: Vec<f64>,
    /// Background-maintenance streams per database, per server; missing = 1. A DAG survivor
    /// runs the maintenance of the databases it takes over too (`load` scales only threads).
    pub maintenance: Vec<f64>,
}

impl Scenario {
    /// The healthy design of `servers` servers: nothing failed, every server at its configured
    /// threads and load (the state autotune, failures and headroom searches start from).
    pub fn healthy(servers: usize) -> Self {
        Scenario {
            load: vec![1.0; servers],
            threads: vec![None; servers],
            ..Scenario::default()
        }
    }

    /// Drives the degraded group has lost (at least one).
    pub fn lost(&self) -> f64 {
        f64::from(self.lost_drives.max(1))
    }
}

/// The model of one database in a scenario.
#[derive(Debug, Clone, Default)]
pub struct DbModel {
    pub active: bool,
    pub server: Option<usize>,
    pub profile: Option<Profile>,
    pub threads: f64,
    pub class: Option<usize>,
    pub read: Option<usize>,
    pub sync_log: Option<usize>,
    pub write: Option<usize>,
    pub lazy_log: Option<usize>,
    pub repl: Option<usize>,
    pub bdm: Option<usize>,
    pub bdm_class: Option<usize>,
    /// Why the database does not run in this scenario.
    pub offline: Option<String>,
}

/// A built network and how databases map onto it.
#[derive(Clone)]
pub struct Built {
    pub net: Network,
    pub dbs: Vec<DbModel>,
    /// Read-cache hit ratio per array.
    pub hit: Vec<f64>,
    /// Write-back caching active per array.
    pub write_back: Vec<bool>,
    /// How long the degraded group's rebuild would take if its drives did nothing else [s], if a
    /// spare exists; at utilisation ρ it takes 1 / (1 − ρ) times that (`rebuild::idle_share`).
    pub rebuild_idle_seconds: Option<f64>,
    /// Per server index: indices into `dbs` of the databases active on it, in database order
    /// (see [`Built::active_on`]).
    on_server: Vec<Vec<usize>>,
}

impl Built {
    /// Indices into `dbs` of the databases active on server `s` (after any failover), in database
    /// order. Indexed once per build: per-server loops (explanations, thread tuning) that scanned
    /// every database for each server were quadratic in the design's size.
    pub fn active_on(&self, s: usize) -> &[usize] {
        self.on_server.get(s).map_or(&[], |v| v.as_slice())
    }
}

/// Jetstress settings of server `s`: its own, else the defaults with the design's database
/// copies (a host left to the defaults simulates the copies the workload says it has, not a fixed
/// two: a stand-alone design's log LUNs see no replication reads).
pub fn jetstress_of(topo: &Topology, s: usize) -> Jetstress {
    topo.input.servers[s].jetstress.clone().unwrap_or_else(|| {
        let w = &topo.input.workload;
        workload::default_jetstress(w.exchange_version, w.copies_per_database)
    })
}

/// Configured threads per database of server `s` (None = autotune, also for a server without
/// Jetstress settings).
pub fn configured_threads(topo: &Topology, s: usize) -> Option<f64> {
    let settings = topo.input.servers[s].jetstress.as_ref()?;
    match settings.threads_per_database {
        crate::input::Threads::Fixed(t) if t.is_finite() => {
            Some(t.clamp(0.0, params::MAX_THREADS_PER_DB))
        }
        _ => None,
    }
}

/// Jetstress threads per database of server `s` in `scen`: the scenario's count (tuning, hints),
/// else the configured one, else 1; times the server's load factor.
pub(crate) fn scenario_threads(topo: &Topology, scen: &Scenario, s: usize) -> f64 {
    let base = scen
        .threads
        .get(s)
        .copied()
        .flatten()
        .or_else(|| configured_threads(topo, s))
        .unwrap_or(1.0);
    base * scen.load.get(s).copied().unwrap_or(1.0)
}

/// Builds the network of `scen`.
pub fn build(topo: &Topology, scen: &Scenario) -> Built {
    let input = topo.input;
    let mut b = Builder::new(topo, scen);
    let version = input.workload.exchange_version;
    let mut dbs = vec![DbModel::default(); input.databases.len()];

    for (d, db) in input.databases.iter().enumerate() {
        let m = &mut dbs[d];
        let (s, dl, ll) = match place(topo, scen, &mut b, d, false) {
            Ok(placed) => placed,
            Err((server, why)) => {
                m.server = server;
                m.offline = Some(why.into());
                continue;
            }
        };
        m.server = Some(s);
        let js = jetstress_of(topo, s);
        let p = workload::profile(version, &js, &topo.cal);
        let threads = scenario_threads(topo, scen, s);
        let label = &db.id;
        let j = b.net.add_class(
            format!("{label} threads"),
            ClassKind::Closed {
                population: threads * p.outstanding,
                think: p.think,
            },
            Some(d),
        );
        let read = b.route(
            j,
            IoType::DbRead,
            s,
            dl,
            p.reads_per_op,
            p.page_bytes,
            true,
            IoSpec::RandomRead,
        );
        let sync_log = b.route(
            j,
            IoType::LogWrite,
            s,
            ll,
            p.log_writes_per_op * p.sync_log_share,
            p.log_write_bytes,
            true,
            IoSpec::LogWrite,
        );
        if read.is_none() || sync_log.is_none() {
            m.offline = Some(NO_PATH.into());
            b.net.classes[j].kind = ClassKind::Closed {
                population: 0.0,
                think: p.think,
            };
            continue;
        }
        // Asynchronous streams: open classes whose rates follow the thread class's throughput.
        let mut tied = |name: &str, rate: f64, io: IoType, lun: usize, bytes: f64, spec: IoSpec| {
            let c = b.net.add_class(
                format!("{label} {name}"),
                ClassKind::Open {
                    base: 0.0,
                    ties: vec![(j, rate)],
                },
                Some(d),
            );
            b.route(c, io, s, lun, 1.0, bytes, false, spec)
        };
        m.write = tied(
            "db writes",
            p.writes_per_op,
            IoType::DbWrite,
            dl,
            p.page_bytes,
            IoSpec::RandomWrite,
        );
        let lazy = p.log_writes_per_op * (1.0 - p.sync_log_share);
        if lazy > 0.0 {
            m.lazy_log = tied(
                "lazy log",
                lazy,
                IoType::LogWriteLazy,
                ll,
                p.log_write_bytes,
                IoSpec::LogWrite,
            );
        }
        if p.repl_reads_per_op > 0.0 {
            m.repl = tied(
                "log replication",
                p.repl_reads_per_op,
                IoType::LogReplRead,
                ll,
                p.repl_bytes,
                IoSpec::SequentialRead,
            );
        }
        if p.bdm_rate > 0.0 {
            let c = b.net.add_class(
                format!("{label} maintenance"),
                ClassKind::Closed {
                    population: 1.0,
                    think: 0.0,
                },
                Some(d),
            );
            if let Some(r) = b.route(
                c,
                IoType::BdmRead,
                s,
                dl,
                1.0,
                p.bdm_bytes,
                true,
                IoSpec::SequentialRead,
            ) {
                // Think time so that an idle system reads at exactly the BDM rate (MODEL §2.3).
                let n = params::BDM_OUTSTANDING;
                let idle: f64 = b.net.routes[r]
                    .demands
                    .iter()
                    .map(|&e| b.net.demands[e].latency_weight * b.net.demands[e].service)
                    .sum();
                let think = (n * p.bdm_bytes / p.bdm_rate - idle).max(0.0);
                let streams = scen.maintenance.get(s).copied().unwrap_or(1.0);
                b.net.classes[c].kind = ClassKind::Closed {
                    population: n * streams,
                    think,
                };
                m.bdm = Some(r);
                m.bdm_class = Some(c);
            }
        }
        m.active = true;
        m.server = Some(s);
        m.threads = threads;
        m.class = Some(j);
        m.read = read;
        m.sync_log = sync_log;
        m.profile = Some(p);
    }
    let rebuild_idle_seconds = b.add_rebuild();
    let (hit, write_back) = (b.hit.clone(), b.write_back.clone());
    let mut on_server = vec![Vec::new(); topo.input.servers.len()];
    for (d, m) in dbs.iter().enumerate().filter(|(_, m)| m.active) {
        if let Some(list) = m.server.and_then(|s| on_server.get_mut(s)) {
            list.push(d);
        }
    }
    Built {
        net: b.net,
        dbs,
        hit,
        write_back,
        rebuild_idle_seconds,
        on_server,
    }
}

/// Where database `d` runs in `scen`: its server and its database and log LUNs; or why it does
/// not run, with its server when it has one. [`build`] places every database with it, and
/// [`offline`] tells a scenario's offline databases by it without building the network.
/// `check_paths`: also refuse a database its server has no path to ([`build`] finds that out
/// when it routes the database's I/O, and keeps its thread class, with no threads).
fn place(
    topo: &Topology,
    scen: &Scenario,
    b: &mut Builder,
    d: usize,
    check_paths: bool,
) -> Result<(usize, usize, usize), (Option<usize>, &'static str)> {
    let input = topo.input;
    let db = &input.databases[d];
    let Some(&s) = topo.servers.get(db.server.as_str()) else {
        return Err((None, "its server does not exist"));
    };
    if scen.failed.contains(&input.servers[s].id)
        || scen.failed.contains(&input.servers[topo.host_of(s)].id)
    {
        return Err((Some(s), SERVER_FAILED));
    }
    let (Some(dl), Some(ll)) = (
        lun(topo, db.db_lun.as_deref()),
        lun(topo, db.log_lun.as_deref()),
    ) else {
        return Err((Some(s), "it has no database or log LUN"));
    };
    if !b.lun_usable(dl) || !b.lun_usable(ll) {
        return Err((Some(s), "a RAID group under its LUNs is not usable"));
    }
    if check_paths && !(b.reaches(s, dl) && b.reaches(s, ll)) {
        return Err((Some(s), NO_PATH));
    }
    Ok((s, dl, ll))
}

const NO_PATH: &str = "its server has no path to its LUNs";

/// Why a database of a failed server (or of a VM on a failed host) does not run there. Where
/// another member of the server's DAG runs databases, its active copy runs on that member
/// (`scenarios::fail_over`, `jetstress::failed_over`).
pub const SERVER_FAILED: &str = "its server failed";

/// What `scen` takes offline, told without building its network: per database why it does not
/// run (None when it runs), as [`build`] records it in [`DbModel::offline`], and how long the
/// degraded group's rebuild would take on idle drives ([`Built::rebuild_idle_seconds`]).
pub fn offline(topo: &Topology, scen: &Scenario) -> (Vec<Option<String>>, Option<f64>) {
    let mut b = Builder::new(topo, scen);
    let why = (0..topo.input.databases.len())
        .map(|d| {
            place(topo, scen, &mut b, d, true)
                .err()
                .map(|(_, why)| why.into())
        })
        .collect();
    (why, b.add_rebuild())
}

/// Whether a network built for `prev_scen` serves `scen` once re-populated ([`repopulate`]): the
/// two differ only in thread counts and load multipliers. (Autotune and the headroom searches
/// solve dozens of such scenarios; building costs more than solving a folded network.)
pub fn repopulates(prev_scen: &Scenario, scen: &Scenario) -> bool {
    let same_util = prev_scen.rebuild_util.len() == scen.rebuild_util.len()
        && prev_scen
            .rebuild_util
            .iter()
            .zip(&scen.rebuild_util)
            .all(|(a, b)| a.to_bits() == b.to_bits());
    prev_scen.failed == scen.failed
        && prev_scen.maintenance == scen.maintenance
        && prev_scen.degraded == scen.degraded
        && prev_scen.lost_drives == scen.lost_drives
        && prev_scen.saturated == scen.saturated
        && same_util
}

/// The network of `scen` from `b`, a network built for a scenario that [`repopulates`] it: each
/// database's thread population updated. It takes `b` by value: a search that moves on from its
/// last probe hands that network over instead of copying 28,000 demands per probe.
pub fn repopulate(topo: &Topology, scen: &Scenario, mut b: Built) -> Built {
    for m in b.dbs.iter_mut().filter(|m| m.active) {
        let (Some(j), Some(s), Some(p)) = (m.class, m.server, m.profile.as_ref()) else {
            continue;
        };
        m.threads = scenario_threads(topo, scen, s);
        if let ClassKind::Closed { population, .. } = &mut b.net.classes[j].kind {
            *population = m.threads * p.outstanding;
        }
    }
    b
}

fn lun(topo: &Topology, id: Option<&str>) -> Option<usize> {
    id.and_then(|x| topo.luns_ix.get(x).copied())
}

/// Whether arrays keep write-back caching in this scenario.
pub fn write_back_active(topo: &Topology, scen: &Scenario, a: usize) -> bool {
    let arr = &topo.input.arrays[a];
    if !arr.write_cache_enabled || scen.saturated.contains(&a) {
        return false;
    }
    let lost = topo.array_controllers[a]
        .iter()
        .any(|&c| scen.failed.contains(&topo.input.controllers[c].id));
    !(lost && cache_off_on_peer_failure(topo, a))
}

/// Whether array `a` turns write-back caching off when one of its controllers fails: its cache
/// is mirrored between controllers and the array will not cache writes it cannot mirror.
pub fn cache_off_on_peer_failure(topo: &Topology, a: usize) -> bool {
    let arr = &topo.input.arrays[a];
    arr.write_cache_enabled
        && arr.cache_mirrored
        && arr.write_cache_on_peer_failure == PeerFailureCache::Disabled
        && topo.array_controllers[a].len() > 1
}

/// Controller serving LUN `l` on a path through controller `path_ctrl`.
pub fn serving_controller(
    topo: &Topology,
    scen: &Scenario,
    l: usize,
    path_ctrl: usize,
) -> Option<usize> {
    let a = topo.luns[l].array?;
    match topo.input.arrays[a].host_access {
        HostAccess::ActiveActive => Some(path_ctrl),
        HostAccess::Alua => {
            let alive = |c: &usize| !scen.failed.contains(&topo.input.controllers[*c].id);
            // A failed owner's LUNs go to the surviving controller with the lowest id.
            topo.luns[l].owner.filter(alive).or_else(|| {
                lowest_id(
                    topo,
                    topo.array_controllers[a].iter().copied().filter(alive),
                )
            })
        }
    }
}

/// The controller that serves LUN `l` of an ALUA array to a host whose `paths` reach the array:
/// its owner when a path reaches it, else the reachable controller with the lowest id. An ALUA
/// array moves a LUN to the controller its I/O arrives at when the owner cannot be reached
/// (implicit trespass): a LUN owned by controller B behind cabling that reaches only A is served
/// by A, not offline. Which of several reachable controllers that is must not depend on the order
/// the parts were drawn in, so it is the lowest id.
pub fn alua_serving(
    topo: &Topology,
    scen: &Scenario,
    l: usize,
    paths: &[crate::topology::Path],
) -> Option<usize> {
    let owner = serving_controller(topo, scen, l, usize::MAX);
    match owner {
        Some(o) if paths.iter().any(|p| p.controller == o) => Some(o),
        _ => lowest_id(topo, paths.iter().map(|p| p.controller)),
    }
}

/// Of `controllers`, the one with the lowest id: where the engine picks a controller the design
/// does not name, the same one however the design was drawn.
fn lowest_id(topo: &Topology, controllers: impl Iterator<Item = usize>) -> Option<usize> {
    controllers.min_by(|&a, &b| {
        topo.input.controllers[a]
            .id
            .cmp(&topo.input.controllers[b].id)
    })
}

/// True for levels that survive one drive failure.
pub fn redundant(level: RaidLevel) -> bool {
    level != RaidLevel::Raid0
}
