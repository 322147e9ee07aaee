//! The queueing network the solver works on: stations, customer classes, demands and routes.
//!
//! A *demand* is one (class, station) visit type with its visit ratio, mean service and SCV. A
//! *route* is the ordered set of demands one host I/O of a class goes through (e.g. a database
//! read from server S to LUN L: window, HBA, link, port, controller, cache or disks); its
//! residence per host I/O is the latency Jetstress would see. Times in seconds.

use std::cell::OnceCell;

/// What a station does with a visit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StationKind {
    /// Pure delay (think time, cache hit, switch): no queueing.
    Delay,
    /// FCFS queue with `servers` identical servers (Seidmann approximation when > 1).
    Queue { servers: f64 },
    /// Hard-disk representative of a group of identical drives: load dependent through SPTF,
    /// service scaled by 1 / G(min(q, cap)).
    Disk { cap: f64, gamma: f64 },
    /// Outstanding-I/O window (HBA execution throttle, LUN queue depth) of `limit` slots. Its
    /// service per visit is the downstream residence / limit; a visit resides only while waiting.
    Window { limit: f64 },
}

/// Kind of I/O, for latency accounting and explanations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IoType {
    Think,
    DbRead,
    DbWrite,
    LogWrite,
    LogWriteLazy,
    BdmRead,
    LogReplRead,
    Destage,
    Rebuild,
}

/// Which part of its component a station models. The engine's own logic (component loads,
/// explanation terms, the forced-flush check) reads this, never the `role` text beside it, which
/// is worded for people and may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum StationPart {
    /// A server's queue-depth window to one LUN.
    LunQueue,
    /// An HBA port's execution throttle (a window).
    Throttle,
    /// An HBA's processor.
    HbaCpu,
    /// One direction of a link: `to_host` carries reads, the other direction writes.
    Link { to_host: bool },
    /// A switch's fabric (a delay).
    Fabric,
    /// A controller's front-end port.
    FrontEnd,
    /// A controller's (storage processor's, interface module's) processor.
    ControllerCpu,
    /// An array's read-cache hits (a delay).
    CacheHits,
    /// An array's write-cache acknowledgement (a delay).
    WriteCache,
    /// A RAID group's data drives (all its drives when parity rotates).
    Drives,
    /// The surviving partner of a failed mirrored drive.
    MirrorPartner,
    /// A RAID group's dedicated parity drives (RAID 4, RAID-DP).
    ParityDrives,
}

impl StationPart {
    /// A RAID group's drives of any kind: where back-end I/O (destage, rebuild) is served.
    pub fn is_drives(self) -> bool {
        matches!(
            self,
            StationPart::Drives | StationPart::MirrorPartner | StationPart::ParityDrives
        )
    }
}

/// A service centre.
#[derive(Debug, Clone)]
pub struct Station {
    pub label: String,
    /// Design component (or link) id this station belongs to.
    pub component: String,
    /// Its role within the component, for people: `CPU`, `front-end port FE 0`, `array→host`, `drives`,
    /// `queue depth LUN 1`…
    pub role: String,
    /// Its role within the component, for the engine.
    pub part: StationPart,
    pub kind: StationKind,
    /// Identical stations this one represents (drives in a RAID group); for reporting totals.
    pub multiplicity: f64,
}

/// Closed or open customer class.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassKind {
    /// `population` customers cycling with `think` seconds between cycles.
    Closed { population: f64, think: f64 },
    /// Poisson arrivals at `base + Σ coef·X(closed class)` per second.
    Open { base: f64, ties: Vec<(usize, f64)> },
}

/// A customer class (Jetstress threads of one database, its async writes, a destage stream…).
#[derive(Debug, Clone)]
pub struct Class {
    pub label: String,
    pub kind: ClassKind,
    /// Database index this class belongs to, if any.
    pub database: Option<usize>,
}

/// One (class, station) visit type.
#[derive(Debug, Clone)]
pub struct Demand {
    pub class: usize,
    pub station: usize,
    pub io: IoType,
    /// Visits per class cycle (per open arrival) to *one* instance of the station.
    pub visits: f64,
    /// Mean service per visit at G = 1 [s] (windows: recomputed by the solver).
    pub service: f64,
    pub scv: f64,
    /// Weight of this demand's residence in its route's host-observed time (visits × fan-out;
    /// × fork-join factor for split I/O). 0 for demands the host does not wait for.
    pub latency_weight: f64,
    /// The disk's SPTF gain applies (foreground I/O). Destage I/O carries its own scheduling gain.
    pub sptf: bool,
}

/// The demands one host I/O of a class traverses.
#[derive(Debug, Clone)]
pub struct Route {
    pub class: usize,
    pub io: IoType,
    /// LUN index the route targets (None for think time).
    pub lun: Option<usize>,
    /// Host I/Os of this type per class cycle.
    pub host_visits: f64,
    /// Bytes per host I/O.
    pub bytes: f64,
    /// Demand indices of this route.
    pub demands: Vec<usize>,
    /// LUN queue-depth window demand, then HBA port windows.
    pub lun_window: Option<usize>,
    pub path_windows: Vec<usize>,
    /// The class waits for this route (closed classes only).
    pub blocking: bool,
}

/// A complete network ready to solve.
#[derive(Debug, Clone, Default)]
pub struct Network {
    pub stations: Vec<Station>,
    pub classes: Vec<Class>,
    pub demands: Vec<Demand>,
    pub routes: Vec<Route>,
    /// The symmetry fold's fingerprint of this network, taken at its first solve: everything but
    /// closed-class populations ([`crate::fold`]). A re-populated copy (`build::repopulate`, which
    /// changes only populations) keeps it, so the solves of a search hash the network once, not
    /// once per solve. Invariant: nothing but populations changes after the first solve; builds
    /// with debug assertions (every test) re-check it on every solve.
    pub(crate) fold_key: OnceCell<(u64, u64)>,
}

impl Network {
    pub fn add_station(
        &mut self,
        component: &str,
        role: &str,
        part: StationPart,
        kind: StationKind,
        multiplicity: f64,
    ) -> usize {
        self.stations.push(Station {
            label: format!("{component} {role}"),
            component: component.to_string(),
            role: role.to_string(),
            part,
            kind,
            multiplicity: multiplicity.max(1.0),
        });
        self.stations.len() - 1
    }

    pub fn add_class(&mut self, label: String, kind: ClassKind, database: Option<usize>) -> usize {
        self.classes.push(Class {
            label,
            kind,
            database,
        });
        self.classes.len() - 1
    }

    /// Adds a demand; zero or non-finite visits/services are dropped (returns None).
    pub fn add_demand(&mut self, d: Demand) -> Option<usize> {
        if !(d.visits.is_finite() && d.visits > 0.0 && d.service.is_finite() && d.service >= 0.0) {
            return None;
        }
        self.demands.push(Demand {
            scv: if d.scv.is_finite() {
                d.scv.max(0.0)
            } else {
                1.0
            },
            ..d
        });
        Some(self.demands.len() - 1)
    }

    pub fn is_closed(&self, class: usize) -> bool {
        matches!(self.classes[class].kind, ClassKind::Closed { .. })
    }
}

/// Numbers the distinct pairs of `pairs` (per demand, e.g. its class and station): each element's
/// group and how many groups there are. Groups are numbered by first element, then by the first
/// appearance of the second within it: a counting sort on the first element and one mark per
/// second element, linear in the elements (a comparison sort of the 28,000 demands of the largest
/// preset cost a twentieth of its evaluation). Callers only use which elements share a group.
pub(crate) fn number_pairs(pairs: &[(usize, usize)]) -> (Vec<usize>, usize) {
    let (Some(a_max), Some(b_max)) = (
        pairs.iter().map(|p| p.0).max(),
        pairs.iter().map(|p| p.1).max(),
    ) else {
        return (Vec::new(), 0);
    };
    // Counting sort of the element indices by first element (stable).
    let mut start = vec![0usize; a_max + 2];
    pairs.iter().for_each(|p| start[p.0 + 1] += 1);
    for a in 1..start.len() {
        start[a] += start[a - 1];
    }
    let mut order = vec![0usize; pairs.len()];
    for (i, p) in pairs.iter().enumerate() {
        order[start[p.0]] = i;
        start[p.0] += 1;
    }
    // Within a run of one first element, a second element seen before has its group already.
    let (mut mark, mut group) = (vec![usize::MAX; b_max + 1], vec![0usize; b_max + 1]);
    let mut group_of = vec![0usize; pairs.len()];
    let mut groups = 0;
    for &i in &order {
        let (a, b) = pairs[i];
        if mark[b] != a {
            mark[b] = a;
            group[b] = groups;
            groups += 1;
        }
        group_of[i] = group[b];
    }
    (group_of, groups)
}
