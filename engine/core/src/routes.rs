//! Route construction: the stations one host I/O visits from a server to its LUN's drives
//! (MODEL.md §5–6): LUN queue depth and HBA execution-throttle windows, HBA CPU, FC link
//! directions, switches, front-end port, controller CPU, cache, and the RAID group's drives.

use std::collections::BTreeMap;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::btree::{hit_ratios, read_split, ReadSplit};
use crate::build::{write_back_active, Scenario};
use crate::disk::{span_from_capacity, Drive, Service};
use crate::hops::{carries, Plan, PlanKey};
use crate::input::RaidLevel;
use crate::network::{Demand, IoType, Network, Route, StationKind, StationPart};
use crate::params;
use crate::topology::{Path, Topology};
use crate::workload;

/// A single-server FCFS queue (HBA and controller CPUs, cable directions, front-end ports).
pub(crate) const ONE_QUEUE: StationKind = StationKind::Queue { servers: 1.0 };

/// Identity of a station: one per window, HBA, link direction, switch, port, CPU, RAID group,
/// cache delay. Typed (not formatted strings) because routes look stations up thousands of times.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Key {
    LunQueue(usize, usize),
    HbaQueue(usize, u32),
    Hba(usize),
    Link(usize, bool),
    Switch(usize),
    FrontEnd(usize, u32),
    Cpu(usize),
    Disk(usize),
    Partner(usize),
    Parity(usize),
    Hit(usize),
    Ack(usize),
}

impl Key {
    /// Which part of its component the keyed station models.
    fn part(self) -> StationPart {
        match self {
            Key::LunQueue(..) => StationPart::LunQueue,
            Key::HbaQueue(..) => StationPart::Throttle,
            Key::Hba(_) => StationPart::HbaCpu,
            Key::Link(_, to_host) => StationPart::Link { to_host },
            Key::Switch(_) => StationPart::Fabric,
            Key::FrontEnd(..) => StationPart::FrontEnd,
            Key::Cpu(_) => StationPart::ControllerCpu,
            Key::Disk(_) => StationPart::Drives,
            Key::Partner(_) => StationPart::MirrorPartner,
            Key::Parity(_) => StationPart::ParityDrives,
            Key::Hit(_) => StationPart::CacheHits,
            Key::Ack(_) => StationPart::WriteCache,
        }
    }
}

/// Back-end behaviour of a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IoSpec {
    RandomRead,
    RandomWrite,
    LogWrite,
    SequentialRead,
}

/// Per-RAID-group model state.
#[derive(Debug, Clone)]
pub struct RgModel {
    pub drive: Option<Drive>,
    /// Drives serving I/O (survivors when degraded).
    pub n: f64,
    pub u: f64,
    pub set: usize,
    pub level: RaidLevel,
    pub fill: f64,
    pub stripe: f64,
    /// Only log files live here: sequential streams keep their position.
    pub log_only: bool,
    pub degraded: bool,
    /// Drives lost when degraded (`Scenario::lost`): `n` is the members less these.
    pub lost: f64,
}

/// Mutable state while a network is assembled.
pub struct Builder<'t, 'a> {
    pub topo: &'t Topology<'a>,
    pub scen: &'t Scenario,
    pub net: Network,
    /// Station of each key (hashed: looked up once per route and hop; never iterated, so the
    /// hash order cannot reach a result).
    stations: FxHashMap<Key, usize>,
    /// Multipath routes per (server, array), resolved once per network.
    paths: BTreeMap<(usize, usize), Rc<Vec<Path>>>,
    /// Path parts of routes, planned once per kind of route (`hops.rs`; hashed, never iterated).
    pub(crate) plans: FxHashMap<PlanKey, Rc<Plan>>,
    /// Per station: (the route's first demand, the route's first demand at this station) of the
    /// last route to visit it. A route is named by its first demand (each demand belongs to one
    /// route), so `demand` scans a route for a demand to merge into only when the route has been
    /// to the station before: otherwise there is none.
    first_at: Vec<(usize, usize)>,
    pub rg: Vec<RgModel>,
    /// Mean read-cache hit ratio per array (reporting).
    pub hit: Vec<f64>,
    /// Read-cache hit ratio of each database's page reads.
    pub db_hit: Vec<f64>,
    pub write_back: Vec<bool>,
}

impl<'t, 'a> Builder<'t, 'a> {
    pub fn new(topo: &'t Topology<'a>, scen: &'t Scenario) -> Self {
        let input = topo.input;
        let mut jet_bytes = vec![0.0; input.luns.len()];
        for db in &input.databases {
            let quota = crate::capacity::quota_mb(&input.workload, db);
            let bytes = (db.mailboxes.max(0.0) * quota.max(0.0) * 1e6).min(1e18);
            if let Some(&l) = db.db_lun.as_deref().and_then(|x| topo.luns_ix.get(x)) {
                jet_bytes[l] += bytes;
            }
            if let Some(&l) = db.log_lun.as_deref().and_then(|x| topo.luns_ix.get(x)) {
                jet_bytes[l] += 1e9; // Jetstress log files: about a gigabyte of active log per database.
            }
        }
        let rg: Vec<RgModel> = input
            .raid_groups
            .iter()
            .enumerate()
            .map(|(g, spec)| {
                let info = &topo.rgs[g];
                let drive = info.drive.map(|d| topo.drives[d].clone());
                let mut end = 0.0f64;
                let mut active = 0.0f64;
                let mut log_only = !info.luns.is_empty();
                for &l in &info.luns {
                    let a = jet_bytes[l].min(topo.luns[l].size_bytes);
                    active += a;
                    if a > 0.0 {
                        end = end.max(topo.luns[l].offset_bytes + a);
                    }
                    if !topo.luns[l].db_files.is_empty() {
                        log_only = false;
                    }
                }
                let spread = info.spread_bytes.max(1.0);
                let c = if spec.level == RaidLevel::DistributedMirror
                    || spec.level == RaidLevel::RaidDp
                {
                    active / spread
                } else {
                    end / spread
                };
                let degraded = scen.degraded == Some(g);
                let lost = if degraded { scen.lost() } else { 0.0 };
                // Distributed mirrors spread spare capacity over every drive: all members serve I/O.
                let n = if spec.level == RaidLevel::DistributedMirror {
                    info.members
                } else {
                    info.data_drives
                } as f64;
                RgModel {
                    drive,
                    n: (n - lost).max(1.0),
                    u: span_from_capacity(c.clamp(0.01, 1.0), params::ZONING_RATIO),
                    set: info.set,
                    level: spec.level,
                    fill: info.allocated_bytes / spread,
                    stripe: spec.stripe_kb.clamp(4.0, 4096.0) * 1024.0,
                    log_only,
                    degraded,
                    lost,
                }
            })
            .collect();
        // Which page reads each database's array cache can serve (internal B-tree pages first).
        let page = workload::page_bytes(input.workload.exchange_version);
        let splits: Vec<ReadSplit> = input
            .databases
            .iter()
            .map(|db| {
                let quota = crate::capacity::quota_mb(&input.workload, db);
                read_split(
                    db.mailboxes.max(0.0) * quota.max(0.0) * 1e6,
                    page,
                    params::ESE_CACHE_PER_DB,
                )
            })
            .collect();
        let db_array: Vec<Option<usize>> = input
            .databases
            .iter()
            .map(|db| {
                db.db_lun
                    .as_deref()
                    .and_then(|x| topo.luns_ix.get(x))
                    .and_then(|&l| topo.luns[l].array)
            })
            .collect();
        let mut db_hit = vec![0.0; input.databases.len()];
        let mut hit = vec![0.0; input.arrays.len()];
        let mut write_back = vec![false; input.arrays.len()];
        for (a, arr) in input.arrays.iter().enumerate() {
            let ctrls = &topo.array_controllers[a];
            let alive = ctrls
                .iter()
                .filter(|&&c| !scen.failed.contains(&input.controllers[c].id))
                .count();
            let share = if ctrls.is_empty() {
                1.0
            } else {
                alive as f64 / ctrls.len() as f64
            };
            let cache = arr.cache_gb.max(0.0) * 1e9 * share;
            let wp = arr.write_cache_pct.clamp(0.0, 100.0) / 100.0;
            let clean = cache * (1.0 - wp) * params::READ_CACHE_EFFICIENCY;
            // Recently written pages are read back from the write cache only while it caches
            // writes: write-through (or a write cache lost with its controller) holds none (audit
            // 5 found 18 % leaf hits from dirty pages on a write-through array).
            write_back[a] = write_back_active(topo, scen, a);
            let dirty = if write_back[a] {
                params::DIRTY_OCCUPANCY * cache * wp
            } else {
                0.0
            };
            let (mut internal, mut leaf) = (0.0, 0.0);
            for (d, sp) in splits.iter().enumerate() {
                if db_array[d] == Some(a) {
                    internal += sp.internal_bytes;
                    leaf += sp.leaf_bytes;
                }
            }
            let (hi, hl) = hit_ratios(clean, dirty, internal, leaf);
            let (mut sum, mut n) = (0.0, 0.0);
            for (d, sp) in splits.iter().enumerate() {
                if db_array[d] == Some(a) {
                    db_hit[d] = sp.internal_share * hi + (1.0 - sp.internal_share) * hl;
                    sum += db_hit[d];
                    n += 1.0;
                }
            }
            hit[a] = if n > 0.0 { sum / n } else { 0.0 };
        }
        Builder {
            topo,
            scen,
            net: Network::default(),
            stations: FxHashMap::default(),
            paths: BTreeMap::new(),
            plans: FxHashMap::default(),
            first_at: Vec::new(),
            rg,
            hit,
            db_hit,
            write_back,
        }
    }

    /// Read-cache hit ratio of a class's database reads (its database's, else the array mean).
    pub fn read_hit(&self, class: usize, a: usize) -> f64 {
        self.net.classes[class]
            .database
            .and_then(|d| self.db_hit.get(d).copied())
            .unwrap_or(self.hit[a])
    }

    /// A LUN whose RAID group can serve I/O.
    pub fn lun_usable(&self, l: usize) -> bool {
        self.topo.luns[l]
            .rg
            .is_some_and(|g| self.topo.rgs[g].valid && self.rg[g].drive.is_some())
    }

    /// Every path from server `s` to LUN `l`'s array and, on an ALUA array, the controller
    /// serving `l` (only paths to it carry `l`'s I/O; [`carries`]). None for a LUN without array
    /// or RAID group, and for an ALUA LUN no path can reach a controller of.
    fn lun_paths(&mut self, s: usize, l: usize) -> Option<(Rc<Vec<Path>>, Option<usize>)> {
        let topo = self.topo;
        let a = topo.luns[l].array?;
        topo.luns[l].rg?;
        // Paths are shared by every route from `s` to `a` (Rc: no copy per route).
        let all = match self.paths.get(&(s, a)) {
            Some(p) => Rc::clone(p),
            None => {
                let p = topo.paths(s, a, &self.scen.failed);
                self.paths.insert((s, a), Rc::clone(&p));
                p
            }
        };
        let serving = if topo.input.arrays[a].host_access == crate::input::HostAccess::Alua {
            Some(crate::build::alua_serving(topo, self.scen, l, &all)?)
        } else {
            None
        };
        Some((all, serving))
    }

    /// Whether a path carries server `s`'s I/O to LUN `l`: when [`Builder::route`] gives a route.
    pub fn reaches(&mut self, s: usize, l: usize) -> bool {
        self.lun_paths(s, l)
            .is_some_and(|(all, serving)| all.iter().any(|p| carries(p, serving)))
    }

    /// Station registered under `key`, created on first use with the labels from `label`.
    pub(crate) fn station_for(
        &mut self,
        key: Key,
        label: impl FnOnce() -> (String, String),
        kind: StationKind,
        mult: f64,
    ) -> usize {
        if let Some(&k) = self.stations.get(&key) {
            return k;
        }
        let (component, role) = label();
        let k = self
            .net
            .add_station(&component, &role, key.part(), kind, mult);
        self.stations.insert(key, k);
        k
    }

    /// Adds a demand to route `ds` (zero visits are dropped).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn push(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        station: usize,
        io: IoType,
        visits: f64,
        svc: Service,
        weight: f64,
        sptf: bool,
    ) {
        let _ = self.demand(ds, class, station, io, visits, svc, weight, sptf);
    }

    /// Adds a demand to route `ds`, merging it into an earlier demand of the same route at the
    /// same station with the same service (symmetric multipath visits become one demand).
    #[allow(clippy::too_many_arguments)]
    fn demand(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        station: usize,
        io: IoType,
        visits: f64,
        svc: Service,
        weight: f64,
        sptf: bool,
    ) -> Option<usize> {
        let same = |d: &Demand| {
            d.station == station
                && d.io == io
                && d.service == svc.mean
                && d.scv == svc.scv
                && d.sptf == sptf
        };
        let route = ds.first().copied();
        let visited = match (route, self.first_at.get(station)) {
            (Some(r), Some(&(last, first))) if last == r => Some(first),
            _ => None,
        };
        // The earliest candidate is the route's first demand at the station; the scan of the
        // whole route (same result) is left for a station visited with a different service.
        let found = visited.and_then(|first| {
            if same(&self.net.demands[first]) {
                Some(first)
            } else {
                ds.iter().copied().find(|&e| same(&self.net.demands[e]))
            }
        });
        if let Some(e) = found {
            let d = &mut self.net.demands[e];
            if visits.is_finite() && visits > 0.0 {
                d.visits += visits;
                d.latency_weight += weight;
            }
            return Some(e);
        }
        let e = self.net.add_demand(Demand {
            class,
            station,
            io,
            visits,
            service: svc.mean,
            scv: svc.scv,
            latency_weight: weight,
            sptf,
        })?;
        ds.push(e);
        if visited.is_none() {
            if self.first_at.len() <= station {
                self.first_at.resize(station + 1, (usize::MAX, usize::MAX));
            }
            self.first_at[station] = (route.unwrap_or(e), e);
        }
        Some(e)
    }

    /// As [`Builder::demand`] for `n` identical hops of `v` visits each, made in turn: a merged
    /// visit adds `v` once per hop, so the sums are those of the hops one by one (`hops.rs`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn visit_n(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        station: usize,
        io: IoType,
        v: f64,
        svc: Service,
        n: u32,
    ) -> Option<usize> {
        let e = self.demand(ds, class, station, io, v, svc, v, false)?;
        if v.is_finite() && v > 0.0 {
            let d = &mut self.net.demands[e];
            for _ in 1..n {
                d.visits += v;
                d.latency_weight += v;
            }
        }
        Some(e)
    }

    /// Adds a route for `hv` host I/Os of `bytes` per class cycle from server `s` to LUN `l`.
    /// Returns None when no path survives (the caller takes the database offline).
    #[allow(clippy::too_many_arguments)]
    pub fn route(
        &mut self,
        class: usize,
        io: IoType,
        s: usize,
        l: usize,
        hv: f64,
        bytes: f64,
        blocking: bool,
        spec: IoSpec,
    ) -> Option<usize> {
        let topo = self.topo;
        let input = topo.input;
        let a = topo.luns[l].array?;
        let g = topo.luns[l].rg?;
        let (all, serving) = self.lun_paths(s, l)?;
        // Read off the paths, not the plan: the plan is made after the LUN window's station, so
        // stations keep the numbers the hop-by-hop construction gave them (`hops.rs`).
        let mut carried = all.iter().filter(|p| carries(p, serving)).peekable();
        carried.peek()?;
        // The LUN's queue depth: the smallest of the HBAs its I/O goes through. A card cabled to
        // nothing, or to another array, queues none of it (QA 8: a spare LightPulse added to an
        // XIV server, uncabled, set its depth of 32 for the LUNs and flipped the verdict to Fail).
        let lun_qd = carried
            .filter_map(|p| p.hba)
            .map(|(h, _)| input.hbas[h].lun_queue_depth)
            .min();
        // A route visits about 35 stations (more on a multipath host): one allocation, not the
        // five a growing vector takes to get there.
        let mut ds = Vec::with_capacity(64);
        let mut lun_window = None;
        if let Some(qd) = lun_qd {
            let k = self.station_for(
                Key::LunQueue(s, l),
                || {
                    (
                        input.servers[s].id.clone(),
                        format!("queue depth {}", input.luns[l].name),
                    )
                },
                StationKind::Window {
                    limit: qd.max(1) as f64,
                },
                1.0,
            );
            lun_window = self.demand(&mut ds, class, k, io, hv, Service::fixed(0.0), hv, false);
        }
        let hit = match spec {
            IoSpec::RandomRead => self.read_hit(class, a).to_bits(),
            _ => 0,
        };
        let key = PlanKey {
            server: s,
            array: a,
            serving,
            spec,
            bytes: bytes.to_bits(),
            hit,
        };
        let plan = self.plan(key, &all);
        let path_windows = self.replay(&mut ds, class, io, hv, &plan);
        self.back_end(
            &mut ds,
            class,
            io,
            a,
            g,
            hv,
            bytes,
            spec,
            &plan.destagers,
            l,
        );
        self.net.routes.push(Route {
            class,
            io,
            lun: Some(l),
            host_visits: hv,
            bytes,
            demands: ds,
            lun_window,
            path_windows,
            blocking,
        });
        Some(self.net.routes.len() - 1)
    }
}
