//! Topology: indexes the input, checks it (findings), derives RAID group and LUN geometry, and
//! resolves the multipath routes from servers to controllers. Ids are indexed by hash maps that
//! are never iterated ([`crate::ids`]), so nothing depends on hash order (MODEL §11.19).

use std::collections::BTreeSet;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::disk::Drive;
use crate::findings::{self as f, Part};
pub use crate::ids::Ids;
use crate::ids::{index, names_of};
use crate::input::{EngineInput, LinkKind, RaidLevel};
use crate::raid;
use crate::report::Finding;
use crate::usable;

/// Derived facts about one RAID group.
#[derive(Debug, Clone, Default)]
pub struct RgInfo {
    pub array: Option<usize>,
    /// Drive model index (the slowest when mixed).
    pub drive: Option<usize>,
    /// Drives connected through member links.
    pub members: u32,
    /// Members that hold data (members − hot spares).
    pub data_drives: u32,
    /// Capacity LUNs can be given, after redundancy, right-sizing and reserves [bytes].
    pub usable_bytes: f64,
    /// How `usable_bytes` was reached, in words (the capacity report's `usableBasis`).
    pub usable_basis: String,
    /// Bytes the data is spread over, for seek span and WAFL fill ([`usable::spread_bytes`]).
    pub spread_bytes: f64,
    pub raw_bytes: f64,
    pub allocated_bytes: f64,
    pub luns: Vec<usize>,
    /// Parity-set size used for costs.
    pub set: usize,
    pub valid: bool,
}

/// Derived facts about one LUN.
#[derive(Debug, Clone, Default)]
pub struct LunInfo {
    pub rg: Option<usize>,
    pub array: Option<usize>,
    pub size_bytes: f64,
    /// Start of the LUN inside its RAID group's usable space [bytes].
    pub offset_bytes: f64,
    /// Owner controller (ALUA): the one the design names, else dealt in turn (LUN order).
    pub owner: Option<usize>,
    pub db_files: Vec<usize>,
    pub log_files: Vec<usize>,
}

/// One path from a host to a controller front-end port.
#[derive(Debug, Clone, PartialEq)]
pub struct Path {
    /// (HBA index, port number), or None for an internal controller.
    pub hba: Option<(usize, u32)>,
    pub links: Vec<usize>,
    pub switches: Vec<usize>,
    pub controller: usize,
    pub fe_port: u32,
}

/// Fibre Channel adjacency: (component id, port) → [(link index, other component, other port)].
pub(crate) type FcMap<'a> = FxHashMap<(&'a str, &'a str), Vec<(usize, &'a str, &'a str)>>;

/// Indexed, validated topology.
pub struct Topology<'a> {
    pub input: &'a EngineInput,
    /// The calibration every station and workload profile is built with.
    pub cal: crate::params::Calibration,
    pub servers: Ids<'a>,
    pub hbas: Ids<'a>,
    pub switches: Ids<'a>,
    pub arrays: Ids<'a>,
    pub controllers: Ids<'a>,
    pub luns_ix: Ids<'a>,
    pub drives: Vec<Drive>,
    pub rgs: Vec<RgInfo>,
    pub luns: Vec<LunInfo>,
    /// Controllers of each array.
    pub array_controllers: Vec<Vec<usize>>,
    /// HBAs of each (physical) server.
    pub server_hbas: Vec<Vec<usize>>,
    /// Ids of the servers (or VMs) that run a database ([`Topology::hosts_databases`]).
    db_hosts: FxHashSet<&'a str>,
    pub findings: Vec<Finding>,
    /// (component id, port) → [(link index, other end component id, other port)] for fc links.
    pub(crate) fc: FcMap<'a>,
    /// Per (physical server, array): every path with nothing failed, found on first use
    /// (`paths.rs`).
    pub(crate) all_paths: crate::paths::Found,
    /// Component id → name, for messages and labels (first component with the id wins, in the
    /// order servers, HBAs, switches, arrays, controllers, enclosures, RAID groups, LUNs,
    /// databases). Built once: a lookup by id is a hash, not a scan of the design.
    names: FxHashMap<&'a str, &'a str>,
    /// Link id → index (links have no names: [`Topology::link_name`] describes one by its ends).
    pub link_ids: Ids<'a>,
    /// Those descriptions, made on first use (explanations ask for the same link many times).
    link_names: std::cell::OnceCell<Vec<String>>,
    /// RAID group id → index.
    pub raid_groups_ix: Ids<'a>,
    /// Per link: its speed [Gb/s], the slower of its two ends' port speeds (HBA, switch or
    /// controller front-end port); 4 Gb/s where neither end states one.
    pub link_gbps: Vec<f64>,
    /// Per controller: the distributed-mirror group and the drives of it that fail with the
    /// controller, when it sits in an enclosure holding them (an XIV module: [`module_drives`]).
    pub module_drives: Vec<Option<(usize, u32)>>,
    /// Per enclosure: the distributed-mirror group and the drives of it the enclosure holds (an
    /// XIV module's 12), which fail with it; None for an enclosure of any other RAID level.
    pub mirror_drives: Vec<Option<(usize, u32)>>,
    /// Enclosure id → index.
    pub enclosures_ix: Ids<'a>,
}

/// A port as the canvas labels it: `p0` is "port 0", `fe1` is "FE 1"; others as they are.
fn port_name(port: &str) -> String {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match (port.strip_prefix("fe"), port.strip_prefix('p')) {
        (Some(n), _) if digits(n) => format!("FE {n}"),
        (_, Some(n)) if digits(n) => format!("port {n}"),
        _ => port.to_string(),
    }
}

/// Per controller, the drives it takes with it when it fails: those its enclosure
/// (`Controller::enclosure`) gives to a distributed mirror (`mirror_drives`: an XIV module's 12
/// drives in the pool). An enclosure that is not in the controller's own array is a finding and
/// loses nothing.
fn module_drives(
    input: &EngineInput,
    encl_ix: &Ids,
    mirror_drives: &[Option<(usize, u32)>],
    findings: &mut Vec<Finding>,
) -> Vec<Option<(usize, u32)>> {
    input
        .controllers
        .iter()
        .map(|c| {
            let id = c.enclosure.as_deref()?;
            let e = encl_ix
                .get(id)
                .copied()
                .filter(|&e| input.enclosures[e].owner == c.array);
            let Some(e) = e else {
                findings.push(f::missing_reference(
                    "Controller",
                    Part::new(&c.id, &c.name),
                    "enclosure of its array",
                    id,
                ));
                return None;
            };
            mirror_drives[e]
        })
        .collect()
}

/// Speed of `link` [Gb/s]: the slower end; 4 Gb/s (the seeds' FC generation) when neither end
/// is an HBA, switch or controller with a stated speed.
fn link_speed(
    input: &EngineInput,
    hbas: &Ids<'_>,
    switches: &Ids<'_>,
    controllers: &Ids<'_>,
    link: &crate::input::Link,
) -> f64 {
    let speed = [&link.from.component, &link.to.component]
        .into_iter()
        .map(|comp| {
            if let Some(&h) = hbas.get(comp.as_str()) {
                input.hbas[h].speed_gbps
            } else if let Some(&w) = switches.get(comp.as_str()) {
                input.switches[w].speed_gbps
            } else if let Some(&c) = controllers.get(comp.as_str()) {
                input.controllers[c].port_speed_gbps
            } else {
                f64::INFINITY
            }
        })
        .filter(|s| s.is_finite() && *s > 0.0)
        .fold(f64::INFINITY, f64::min);
    if speed.is_finite() {
        speed
    } else {
        4.0
    }
}

impl<'a> Topology<'a> {
    /// Indexes `input` with the shipped calibration.
    pub fn build(input: &'a EngineInput) -> Topology<'a> {
        Self::with_calibration(input, crate::params::CALIBRATION)
    }

    /// Indexes `input` with a given calibration (used only by the calibration script and tests).
    pub fn with_calibration(
        input: &'a EngineInput,
        cal: crate::params::Calibration,
    ) -> Topology<'a> {
        let mut findings = Vec::new();
        let servers = index(&input.servers, |s| s.id.as_str());
        let hbas = index(&input.hbas, |h| h.id.as_str());
        let switches = index(&input.switches, |s| s.id.as_str());
        let arrays = index(&input.arrays, |a| a.id.as_str());
        let controllers = index(&input.controllers, |c| c.id.as_str());
        let luns_ix = index(&input.luns, |l| l.id.as_str());
        let drive_ix = index(&input.drives, |d| d.id.as_str());
        let encl_ix = index(&input.enclosures, |e| e.id.as_str());
        let rg_ix = index(&input.raid_groups, |r| r.id.as_str());
        let drives: Vec<Drive> = input.drives.iter().map(Drive::from_model).collect();

        let mut array_controllers = vec![Vec::new(); input.arrays.len()];
        for (i, c) in input.controllers.iter().enumerate() {
            match arrays.get(c.array.as_str()) {
                Some(&a) => array_controllers[a].push(i),
                None => findings.push(f::missing_reference(
                    "Controller",
                    Part::new(&c.id, &c.name),
                    "array",
                    &c.array,
                )),
            }
        }
        let mut server_hbas = vec![Vec::new(); input.servers.len()];
        for (i, h) in input.hbas.iter().enumerate() {
            match servers.get(h.server.as_str()) {
                Some(&s) => server_hbas[s].push(i),
                None => findings.push(f::missing_reference(
                    "HBA",
                    Part::new(&h.id, &h.name),
                    "server",
                    &h.server,
                )),
            }
        }

        // RAID group membership from member links.
        let mut rgs = vec![RgInfo::default(); input.raid_groups.len()];
        let mut given = vec![0u32; input.enclosures.len()];
        let mut rg_drives: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); rgs.len()];
        // Per enclosure: the RAID groups its drives are given to, and how many.
        let mut encl_groups: Vec<Vec<(usize, u32)>> = vec![Vec::new(); input.enclosures.len()];
        for l in input.links.iter().filter(|l| l.kind == LinkKind::Member) {
            let (Some(&e), Some(&g)) = (
                encl_ix.get(l.from.component.as_str()),
                rg_ix.get(l.to.component.as_str()),
            ) else {
                findings.push(f::missing_reference(
                    "Link",
                    Part::new(&l.id, &l.id),
                    "enclosure/RAID group",
                    &format!("{} → {}", l.from.component, l.to.component),
                ));
                continue;
            };
            given[e] += l.disk_count;
            rgs[g].members += l.disk_count;
            encl_groups[e].push((g, l.disk_count));
            if let Some(&d) = drive_ix.get(input.enclosures[e].drive.as_str()) {
                rg_drives[g].insert(d);
            }
        }
        for (e, enc) in input.enclosures.iter().enumerate() {
            if !drive_ix.contains_key(enc.drive.as_str()) {
                findings.push(f::unknown_drive(Part::new(&enc.id, &enc.name), &enc.drive));
            }
            if enc.slots > 0 && enc.drive_count > enc.slots {
                findings.push(f::enclosure_overfilled(
                    Part::new(&enc.id, &enc.name),
                    enc.drive_count,
                    enc.slots,
                ));
            }
            if given[e] > enc.drive_count {
                findings.push(f::enclosure_overcommitted(
                    Part::new(&enc.id, &enc.name),
                    given[e],
                    enc.drive_count,
                ));
            }
        }
        for (g, rg) in input.raid_groups.iter().enumerate() {
            let info = &mut rgs[g];
            info.array = arrays.get(rg.array.as_str()).copied();
            if info.array.is_none() {
                findings.push(f::missing_reference(
                    "RAID group",
                    Part::new(&rg.id, &rg.name),
                    "array",
                    &rg.array,
                ));
            }
            if rg_drives[g].len() > 1 {
                findings.push(f::mixed_drives(Part::new(&rg.id, &rg.name)));
            }
            // Slowest drive governs (largest mean random service).
            info.drive = rg_drives[g].iter().copied().max_by(|&a, &b| {
                drives[a]
                    .random(32768.0, 1.0, false)
                    .mean
                    .total_cmp(&drives[b].random(32768.0, 1.0, false).mean)
            });
            let spares = if rg.level == RaidLevel::DistributedMirror {
                0
            } else {
                rg.hot_spares.min(info.members)
            };
            info.data_drives = info.members - spares;
            let min = raid::min_drives(rg.level);
            info.valid = info.drive.is_some() && (info.data_drives as usize) >= min;
            if info.drive.is_some() && (info.data_drives as usize) < min {
                findings.push(f::raid_group_too_small(
                    Part::new(&rg.id, &rg.name),
                    info.data_drives,
                    min,
                    usable::level_words(rg.level),
                ));
            }
            if matches!(rg.level, RaidLevel::Raid1 | RaidLevel::Raid10) && info.data_drives % 2 == 1
            {
                findings.push(f::odd_mirror(Part::new(&rg.id, &rg.name), info.data_drives));
            }
            if rg.level == RaidLevel::Raid0 && info.data_drives > 0 {
                findings.push(f::data_loss(Part::new(&rg.id, &rg.name)));
            }
            let drive = info.drive.map(|d| &drives[d]);
            info.raw_bytes = drive.map_or(0.0, |d| d.capacity) * info.members as f64;
            let n = info.data_drives as usize;
            let set = if rg.group_size == 0 || rg.group_size as usize > n {
                n
            } else {
                rg.group_size as usize
            };
            info.set = set.max(1);
            // Sets smaller than the level's minimum (a hand-edited file; the editor refuses them).
            let min = raid::min_drives(rg.level);
            let last = n % info.set;
            if raid::parity_drives(rg.level) > 0
                && info.valid
                && (info.set < min || (last > 0 && last < min))
            {
                findings.push(f::parity_set_too_small(
                    Part::new(&rg.id, &rg.name),
                    info.set,
                    last,
                    min,
                    usable::level_words(rg.level),
                ));
            }
            let u = usable::usable(rg, drive, info.members, info.data_drives);
            info.usable_bytes = u.bytes;
            info.usable_basis = u.basis;
            info.spread_bytes = usable::spread_bytes(rg, drive, info.members, info.data_drives);
        }

        // LUNs: placement inside their RAID group (in input order) and owner controller.
        let mut luns = vec![LunInfo::default(); input.luns.len()];
        let mut next_owner = vec![0usize; input.arrays.len()];
        for (i, l) in input.luns.iter().enumerate() {
            let info = &mut luns[i];
            info.size_bytes = if l.size_gb.is_finite() {
                l.size_gb.max(0.0) * 1e9
            } else {
                0.0
            };
            info.rg = rg_ix.get(l.raid_group.as_str()).copied();
            match info.rg {
                None => findings.push(f::lun_outside_array(Part::new(&l.id, &l.name))),
                Some(g) => {
                    info.offset_bytes = rgs[g].allocated_bytes;
                    rgs[g].allocated_bytes += info.size_bytes;
                    rgs[g].luns.push(i);
                    info.array = rgs[g].array;
                }
            }
            if let Some(a) = info.array {
                // A LUN without an owner (or with one outside its array) is dealt to the array's
                // controllers in turn, in LUN order. (Dealing them by size instead, which would not
                // depend on the order LUNs were drawn in, split each server's database and log
                // LUNs unevenly between controllers in random designs, where a controller failure
                // then evened the servers out and lowered the worst latency: see docs/model.md.)
                let ctrls = &array_controllers[a];
                info.owner = l
                    .owner
                    .as_deref()
                    .and_then(|o| controllers.get(o).copied())
                    .filter(|c| ctrls.contains(c))
                    .or_else(|| {
                        let c = *ctrls.get(next_owner[a] % ctrls.len().max(1))?;
                        next_owner[a] += 1;
                        Some(c)
                    });
            }
        }
        for (g, rg) in input.raid_groups.iter().enumerate() {
            if rgs[g].valid && rgs[g].allocated_bytes > rgs[g].usable_bytes * 1.0001 {
                findings.push(f::raid_group_overallocated(
                    Part::new(&rg.id, &rg.name),
                    rgs[g].allocated_bytes / 1e9,
                    rgs[g].usable_bytes / 1e9,
                ));
            }
        }
        for db in &input.databases {
            if !servers.contains_key(db.server.as_str()) {
                findings.push(f::missing_reference(
                    "Database",
                    Part::new(&db.id, &db.name),
                    "server",
                    &db.server,
                ));
            }
            for (what, lun) in [("database", &db.db_lun), ("log", &db.log_lun)] {
                match lun.as_deref() {
                    None => {
                        findings.push(f::database_without_lun(Part::new(&db.id, &db.name), what))
                    }
                    Some(x) if !luns_ix.contains_key(x) => findings.push(f::missing_reference(
                        "Database",
                        Part::new(&db.id, &db.name),
                        &format!("{what} LUN"),
                        x,
                    )),
                    Some(_) => {}
                }
            }
        }
        for (d, db) in input.databases.iter().enumerate() {
            if let Some(l) = db.db_lun.as_deref().and_then(|x| luns_ix.get(x)) {
                luns[*l].db_files.push(d);
            }
            if let Some(l) = db.log_lun.as_deref().and_then(|x| luns_ix.get(x)) {
                luns[*l].log_files.push(d);
            }
        }
        for (i, l) in luns.iter().enumerate() {
            if !l.db_files.is_empty() && !l.log_files.is_empty() {
                findings.push(f::shared_db_and_log(Part::new(
                    &input.luns[i].id,
                    &input.luns[i].name,
                )));
            }
        }

        // Fibre Channel adjacency by (component, port); a switch is one fabric port.
        let mut fc: FcMap = FxHashMap::default();
        let mut switch_links = vec![0usize; input.switches.len()];
        for (i, l) in input
            .links
            .iter()
            .enumerate()
            .filter(|(_, l)| l.kind == LinkKind::Fc)
        {
            let a = (
                l.from.component.as_str(),
                port_key(&switches, &l.from.component, &l.from.port),
            );
            let b = (
                l.to.component.as_str(),
                port_key(&switches, &l.to.component, &l.to.port),
            );
            fc.entry(a).or_default().push((i, b.0, b.1));
            fc.entry(b).or_default().push((i, a.0, a.1));
            for end in [a.0, b.0] {
                if let Some(&s) = switches.get(end) {
                    switch_links[s] += 1;
                }
            }
        }
        for (s, sw) in input.switches.iter().enumerate() {
            if sw.ports > 0 && switch_links[s] > sw.ports as usize {
                findings.push(f::port_overused(
                    Part::new(&sw.id, &sw.name),
                    switch_links[s],
                    sw.ports,
                ));
            }
        }

        // Only a distributed mirror survives losing a whole enclosure's drives (no two copies of
        // a partition share a module); a controller RAID group would lose data, and the design
        // does not say how its members sit in enclosures, so other levels are left out.
        let mirror_drives: Vec<Option<(usize, u32)>> = encl_groups
            .iter()
            .map(|groups| {
                groups.iter().copied().find(|&(g, n)| {
                    n > 0
                        && input.raid_groups[g].level == crate::input::RaidLevel::DistributedMirror
                })
            })
            .collect();
        let module_drives = module_drives(input, &encl_ix, &mirror_drives, &mut findings);
        let link_gbps = input
            .links
            .iter()
            .map(|l| link_speed(input, &hbas, &switches, &controllers, l))
            .collect();
        Topology {
            input,
            cal,
            servers,
            hbas,
            switches,
            arrays,
            controllers,
            luns_ix,
            drives,
            rgs,
            luns,
            array_controllers,
            server_hbas,
            db_hosts: input.databases.iter().map(|d| d.server.as_str()).collect(),
            findings,
            fc,
            names: names_of(input),
            link_ids: index(&input.links, |l| l.id.as_str()),
            link_names: std::cell::OnceCell::new(),
            all_paths: Default::default(),
            raid_groups_ix: rg_ix,
            link_gbps,
            module_drives,
            mirror_drives,
            enclosures_ix: encl_ix,
        }
    }

    /// Whether the server (or VM) `id` runs any database of the design. A set, as it is asked for
    /// every server, and again per failure: a scan of the databases each time was quadratic.
    pub fn hosts_databases(&self, id: &str) -> bool {
        self.db_hosts.contains(id)
    }

    /// The design component (or link) with this id, for messages: its name where it has one.
    pub fn part<'b>(&self, id: &'b str) -> Part<'b>
    where
        'a: 'b,
    {
        Part::new(id, self.names.get(id).copied().unwrap_or(id))
    }

    /// A link named by what it joins, `link XIV30 HBA 1 port 0 – Brocade 48000 A`, since links have
    /// no names of their own and their ids (`fc-1`) mean nothing to a customer; None for another
    /// id. Ports are named as the canvas names them ("port 0", "FE 1"), not by their ids.
    pub fn link_name(&self, id: &str) -> Option<&str> {
        let l = *self.link_ids.get(id)?;
        let names = self.link_names.get_or_init(|| {
            // Ports tell apart two cables between the same parts (an HBA's two ports on one
            // switch); a switch's ports are one fabric.
            let end = |e: &crate::input::Endpoint| match e.port.as_str() {
                "" | "fabric" => self.part(&e.component).shown().to_string(),
                port => format!("{} {}", self.part(&e.component).shown(), port_name(port)),
            };
            let name = |k: &crate::input::Link| format!("link {} – {}", end(&k.from), end(&k.to));
            self.input.links.iter().map(name).collect()
        });
        names.get(l).map(String::as_str)
    }

    /// A component's name (None for a link or an unknown id).
    pub fn name(&self, id: &str) -> Option<&'a str> {
        self.names.get(id).copied()
    }

    /// Whether `id` names a component or link of the design.
    pub fn knows(&self, id: &str) -> bool {
        self.names.contains_key(id) || self.link_ids.contains_key(id)
    }

    /// Physical server whose HBAs carry I/O of server/VM `s`.
    pub fn host_of(&self, s: usize) -> usize {
        self.input.servers[s]
            .host
            .as_deref()
            .and_then(|h| self.servers.get(h).copied())
            .unwrap_or(s)
    }
}

/// Switch ports are all one fabric; other components keep their port names.
fn port_key<'a>(switches: &Ids<'a>, comp: &str, port: &'a str) -> &'a str {
    if switches.contains_key(comp) {
        "fabric"
    } else {
        port
    }
}
