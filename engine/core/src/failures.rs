//! The single failures a design is analysed for (MODEL.md §8): which parts can fail, how each
//! failure changes the normal scenario, and the notes that explain what a failure does.

use std::cell::OnceCell;
use std::collections::BTreeSet;

use crate::build::{redundant, Scenario};
use crate::colour::{add_term, Col, Sig};
use crate::evaluate::Solved;
use crate::topology::Topology;

pub(crate) struct Candidate {
    pub kind: &'static str,
    pub id: String,
    pub label: String,
}

/// "Switch Brocade 48000 fails", but "Brocade 48000 switch A fails" and "Filer controller fails":
/// a name that already says what the part is does not get the word again.
fn fails(kind: &str, name: &str) -> String {
    if name.to_lowercase().contains(&kind.to_lowercase()) {
        format!("{name} fails")
    } else {
        format!("{kind} {name} fails")
    }
}

pub(crate) fn candidates(topo: &Topology, normal: &Solved) -> Vec<Candidate> {
    let input = topo.input;
    let mut out = Vec::new();
    let dbs_on = |s: &str| input.databases.iter().filter(|d| d.server == s).count();
    let used_hosts: BTreeSet<usize> = normal
        .built
        .dbs
        .iter()
        .filter_map(|d| d.server)
        .map(|s| topo.host_of(s))
        .collect();
    for srv in &input.servers {
        let vms: Vec<&str> = input
            .servers
            .iter()
            .filter(|v| v.host.as_deref() == Some(srv.id.as_str()))
            .map(|v| v.id.as_str())
            .collect();
        if dbs_on(&srv.id) == 0 && !vms.iter().any(|v| dbs_on(v) > 0) {
            continue;
        }
        let what = if vms.is_empty() { "Server" } else { "Host" };
        out.push(Candidate {
            kind: "server",
            id: srv.id.clone(),
            label: fails(what, &srv.name),
        });
    }
    for hba in &input.hbas {
        if !topo
            .servers
            .get(hba.server.as_str())
            .is_some_and(|s| used_hosts.contains(s))
        {
            continue;
        }
        out.push(Candidate {
            kind: "hba",
            id: hba.id.clone(),
            label: fails("HBA", &hba.name),
        });
    }
    // Cables (MODEL §8, "HBA / path: remove the path; MPIO rebalances"): every FC link that a
    // path of a host running databases takes. Losing one leaves the host its other paths (the
    // N series' one dual-port HBA: the LUNs go to the partner head) or cuts what it alone reached.
    let none = BTreeSet::new();
    let mut cables = BTreeSet::new();
    for &h in &used_hosts {
        for a in 0..input.arrays.len() {
            for p in topo.paths(h, a, &none).iter() {
                cables.extend(p.links.iter().copied());
            }
        }
    }
    for l in cables {
        let id = &input.links[l].id;
        let name = topo.link_name(id).unwrap_or(id);
        out.push(Candidate {
            kind: "link",
            id: id.clone(),
            label: format!("Cable {} fails", name.strip_prefix("link ").unwrap_or(name)),
        });
    }
    for sw in &input.switches {
        out.push(Candidate {
            kind: "switch",
            id: sw.id.clone(),
            label: fails("Switch", &sw.name),
        });
    }
    for a in 0..input.arrays.len() {
        for &c in &topo.array_controllers[a] {
            let ctrl = &input.controllers[c];
            let label = match module_drive_loss(topo, c) {
                Some(loss) => module_label(topo, &ctrl.name, loss),
                None => fails("Controller", &ctrl.name),
            };
            out.push(Candidate {
                kind: "controller",
                id: ctrl.id.clone(),
                label,
            });
        }
    }
    // MODEL §8's "XIV module: lose its 12 disks, cache and ports": a data module has no ports,
    // and its cache is not modelled apart from the array's, so it loses its drives.
    for (e, enc) in input.enclosures.iter().enumerate() {
        if let Some(loss) = enclosure_drive_loss(topo, e) {
            out.push(Candidate {
                kind: "enclosure",
                id: enc.id.clone(),
                label: module_label(topo, &enc.name, loss),
            });
        }
    }
    for (g, rg) in input.raid_groups.iter().enumerate() {
        let info = &topo.rgs[g];
        if !info.valid || !redundant(rg.level) || info.luns.is_empty() {
            continue;
        }
        if !holds_files(topo, g) {
            continue;
        }
        // A rebuild runs only onto a hot spare (`backend.rs`, `add_rebuild`).
        let after = if rg.hot_spares > 0 {
            "degraded, rebuilding onto a hot spare"
        } else {
            "degraded, no hot spare to rebuild onto"
        };
        out.push(Candidate {
            kind: "disk",
            id: rg.id.clone(),
            label: format!("A drive in {} fails ({after})", rg.name),
        });
    }
    out
}

/// The drives controller `c` takes with it when it fails (`Topology::module_drives`), when they
/// hold databases or logs (a pool with no LUN in use loses nothing anyone measures).
pub(crate) fn module_drive_loss(topo: &Topology, c: usize) -> Option<(usize, u32)> {
    let (g, n) = topo.module_drives.get(c).copied().flatten()?;
    (topo.rgs[g].valid && holds_files(topo, g)).then_some((g, n))
}

/// The drives enclosure `e` takes with it when it fails on its own (an XIV data module: a box of
/// pool drives that no controller sits in), when they hold databases or logs. A box a controller
/// sits in fails with that controller (`module_drive_loss`), and a box of any other RAID level
/// would lose data (`Topology::mirror_drives`): neither fails on its own.
pub(crate) fn enclosure_drive_loss(topo: &Topology, e: usize) -> Option<(usize, u32)> {
    let input = topo.input;
    let id = input.enclosures.get(e)?.id.as_str();
    if input
        .controllers
        .iter()
        .any(|c| c.enclosure.as_deref() == Some(id))
    {
        return None;
    }
    let (g, n) = topo.mirror_drives.get(e).copied().flatten()?;
    (topo.rgs[g].valid && holds_files(topo, g)).then_some((g, n))
}

/// The drives part `id` takes with it when it fails: an XIV interface module (a controller) or
/// data module (an enclosure), with their pool and drive count.
pub(crate) fn part_drive_loss(topo: &Topology, id: &str) -> Option<(usize, u32)> {
    match topo.controllers.get(id) {
        Some(&c) => module_drive_loss(topo, c),
        None => enclosure_drive_loss(topo, *topo.enclosures_ix.get(id)?),
    }
}

/// "Interface module 1 fails with its 12 drives: RAID-X … re-mirrors their data".
fn module_label(topo: &Topology, name: &str, (g, n): (usize, u32)) -> String {
    let rg = &topo.input.raid_groups[g];
    let after = if rg.hot_spares > 0 {
        "re-mirrors their data"
    } else {
        "stays degraded (no spare space to re-mirror onto)"
    };
    format!("{name} fails with its {n} drives: {} {after}", rg.name)
}

/// Whether a LUN of RAID group `g` holds a database or log file: a group that holds none loses
/// nothing anyone measures when its drives fail.
fn holds_files(topo: &Topology, g: usize) -> bool {
    topo.rgs[g]
        .luns
        .iter()
        .any(|&l| !topo.luns[l].db_files.is_empty() || !topo.luns[l].log_files.is_empty())
}

/// How each ALUA LUN is reached in `scen`, for each database on it: the controller serving it and
/// the (controller, front-end port) of every path that carries it, as a multiset over the
/// databases (so twin building blocks cabled alike hash alike). An ALUA LUN whose owner a host no
/// longer reaches goes to the reachable controller with the lowest id (`build::alua_serving`), a
/// choice by id that the parts' key, which colours twin parts alike, cannot see; with this, a cable
/// failure shares the figures of an equal one by the parts' key (the same cable in each building
/// block), and one that leaves other paths to the serving controller, or trespasses otherwise
/// (two cables to twin XIV modules, one of them the serving one), does not.
pub(crate) fn serving_key(topo: &Topology, scen: &Scenario) -> Col {
    let input = topo.input;
    let mut sum = Col::default();
    for (l, lun) in topo.luns.iter().enumerate() {
        let Some(a) = lun.array else { continue };
        if input.arrays[a].host_access != crate::input::HostAccess::Alua {
            continue;
        }
        for &d in lun.db_files.iter().chain(&lun.log_files) {
            let Some(&s) = topo.servers.get(input.databases[d].server.as_str()) else {
                continue;
            };
            let paths = topo.paths(s, a, &scen.failed);
            let serving = crate::build::alua_serving(topo, scen, l, &paths);
            let mut ports: Vec<(usize, u32)> = paths
                .iter()
                .filter(|p| serving.is_none_or(|c| p.controller == c))
                .map(|p| (p.controller, p.fe_port))
                .collect();
            ports.sort_unstable();
            let sig = ports.iter().fold(
                Sig::new(91).num(serving.map_or(u64::MAX, |c| c as u64)),
                |sig, &(c, fe)| sig.num(c as u64).num(u64::from(fe)),
            );
            add_term(&mut sum, sig.done());
        }
    }
    sum
}

/// `solved`'s scenario with a drive of RAID group `g` failed: degraded, its rebuild paced by how
/// busy `solved` keeps the group's drives (a failure scenario, and a what-if, settle it after).
pub(crate) fn degrade(topo: &Topology, solved: &Solved, g: usize) -> Scenario {
    degraded(solved, g, crate::rebuild::rg_util(topo, solved))
}

/// [`degrade`] with `solved`'s RAID-group utilisations (`rebuild::rg_util`) already known: the
/// failure analysis reads them once for all of its drive failures (each read walks every demand
/// and station of the normal network: on a 5,000-part design, 400 reads were a tenth of a full
/// evaluation).
fn degraded(solved: &Solved, g: usize, rebuild_util: Vec<f64>) -> Scenario {
    let mut scen = solved.scen.clone();
    scen.degraded = Some(g);
    scen.lost_drives = 1;
    scen.rebuild_util = rebuild_util;
    scen
}

/// A failure's state solved as the failure analysis solves it: started from `near` (the state
/// before the failure), counted in `work`, and a degraded group's rebuild settled on that state's
/// own load. The Failures rows and the what-if evaluations (`whatif.rs`) both come from here.
pub(crate) fn solve_failure(
    topo: &Topology,
    scen: Scenario,
    built: crate::build::Built,
    near: &Solved,
    work: &mut crate::evaluate::Work,
) -> Solved {
    let solved = crate::evaluate::solve_built_near(topo, scen, built, near, work.exact());
    work.add(&solved);
    crate::rebuild::settle(topo, solved, work)
}

/// Applies a candidate failure to the normal scenario. `normal_util`: the normal state's
/// RAID-group utilisations, read on the first drive failure and kept for the others.
pub(crate) fn apply(
    topo: &Topology,
    normal: &Solved,
    c: &Candidate,
    normal_util: &OnceCell<Vec<f64>>,
) -> Scenario {
    if c.kind == "disk" {
        let g = topo.raid_groups_ix.get(c.id.as_str()).copied().unwrap_or(0);
        let util = normal_util.get_or_init(|| crate::rebuild::rg_util(topo, normal));
        return degraded(normal, g, util.clone());
    }
    let module = matches!(c.kind, "controller" | "enclosure")
        .then(|| part_drive_loss(topo, &c.id))
        .flatten();
    let mut scen = match module {
        // An XIV module: its ports, CPU and cache (an interface module), and its drives in the
        // pool, which re-mirrors their data as for one drive (paced and settled the same way).
        Some((g, n)) => {
            let util = normal_util.get_or_init(|| crate::rebuild::rg_util(topo, normal));
            let mut scen = degraded(normal, g, util.clone());
            scen.lost_drives = n;
            scen
        }
        None => normal.scen.clone(),
    };
    scen.failed.insert(c.id.clone());
    if c.kind == "server" {
        crate::scenarios::fail_over(topo, &mut scen, &c.id);
    }
    scen
}

/// Why a controller failure slows writes down, when it does: the array turns write-back caching
/// off once its cache can no longer be mirrored to a peer (`writeCacheOnPeerFailure: disabled`).
pub(crate) fn cache_lost_note(topo: &Topology, c: &Candidate) -> Option<String> {
    if c.kind != "controller" {
        return None;
    }
    let ctrl = &topo.input.controllers[*topo.controllers.get(c.id.as_str())?];
    let a = *topo.arrays.get(ctrl.array.as_str())?;
    crate::build::cache_off_on_peer_failure(topo, a).then(|| {
        format!(
            "Write cache off: {} disables write-back caching when a controller fails (its \
             cache can no longer be mirrored), so every write completes at back-end speed.",
            topo.input.arrays[a].name
        )
    })
}

/// The note of a failure whose solve did not settle (its spread above SPN-W110's threshold): its
/// row's figures are the mean of the last iterations, as the normal state's would be with that
/// finding, and its verdict may be wrong.
pub fn unsettled_note(spread: f64) -> String {
    format!(
        "The model did not settle on this failure (±{:.1} % over its last iterations): its \
         figures are the mean of those iterations, not a prediction.",
        spread * 100.0
    )
}

/// Why a failed server's databases go offline: nobody in the design holds a copy. Worded for
/// every Exchange version (DAGs exist from 2010 on), and honest when the workload has copies the
/// design does not draw (the XIV preset models the tested half of its DAG).
pub(crate) fn nobody_takes_over(copies: u32) -> String {
    if copies > 1 {
        // `copies` counts the failed server's own copy: the others are `copies - 1`.
        let others = copies - 1;
        let (copy, where_) = if others == 1 {
            ("copy", "is on a server")
        } else {
            ("copies", "are on servers")
        };
        format!(
            "its databases go offline in this design: their other {copy} ({others} of the \
             workload's {copies} per database) {where_} the design does not include"
        )
    } else {
        "its databases go offline: no other server holds a copy of them".into()
    }
}
