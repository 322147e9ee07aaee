//! How many SCSI commands the hosts can have outstanding at each array front-end port, for the
//! QUEUE FULL warning (SPN-W107). An initiator (one HBA port) queues at most its LUN queue depth
//! per LUN it reaches through a target port, and never more than its execution throttle in all.
//! A port's figure is the sum over the initiators that reach it. A LUN counts once per initiator,
//! however many database files share it, and under ALUA only paths through the controller that
//! serves the LUN carry commands. (The count once took every database file's LUN queue depth on
//! every path: 5,120 on an XIV port that at most 512 commands can reach.)

use std::collections::{BTreeMap, BTreeSet};

use rustc_hash::{FxHashMap, FxHashSet};

use crate::build::{alua_serving, Built, Scenario};
use crate::input::HostAccess;
use crate::topology::{Path, Topology};

/// An HBA port (HBA index, port number) or an array front-end port (controller index, port).
type Port = (usize, u32);

/// Paths from a server to an array (`Topology::paths`), by (server, array).
pub type PathsOf = BTreeMap<(usize, usize), std::rc::Rc<Vec<Path>>>;

/// Commands that can be outstanding at each front-end port (controller, port) in `scen`.
/// `paths_of` holds paths already found for `scen` (the caller's, shared) and gains the rest.
pub fn outstanding(
    topo: &Topology,
    built: &Built,
    scen: &Scenario,
    paths_of: &mut PathsOf,
) -> BTreeMap<Port, f64> {
    let input = topo.input;
    // (initiator, target port, LUN), each once, and the LUNs each (initiator, target) reaches.
    let mut seen: FxHashSet<(Port, Port, usize)> = FxHashSet::default();
    let mut reached: FxHashMap<(Port, Port), u32> = FxHashMap::default();
    each_lun_path(topo, built, &scen.failed, paths_of, |_, _, l, a, paths| {
        // Under ALUA one controller serves the LUN whatever the path; otherwise every one does.
        let owner = match input.arrays[a].host_access {
            HostAccess::Alua => alua_serving(topo, scen, l, paths),
            HostAccess::ActiveActive => None,
        };
        for p in paths {
            let Some(initiator) = p.hba else { continue };
            let target = (p.controller, p.fe_port);
            if owner.is_none_or(|o| o == p.controller) && seen.insert((initiator, target, l)) {
                *reached.entry((initiator, target)).or_default() += 1;
            }
        }
    });
    // Whole numbers of commands: the sum is exact in any order.
    let mut out: BTreeMap<Port, f64> = BTreeMap::new();
    for (((h, _), target), luns) in reached {
        let hba = &input.hbas[h];
        let queued = f64::from(luns) * f64::from(hba.lun_queue_depth);
        *out.entry(target).or_default() += queued.min(f64::from(hba.execution_throttle.max(1)));
    }
    out
}

/// Calls `f(database, server, LUN, array, paths)` for every database and log file of the design
/// on a LUN of an array, with the paths from the database's server to that array avoiding
/// `failed` (found once per (server, array) pair, in `paths_of`).
pub fn each_lun_path(
    topo: &Topology,
    built: &Built,
    failed: &BTreeSet<String>,
    paths_of: &mut PathsOf,
    mut f: impl FnMut(usize, usize, usize, usize, &[Path]),
) {
    for (d, db) in topo.input.databases.iter().enumerate() {
        let Some(s) = built.dbs.get(d).and_then(|m| m.server) else {
            continue;
        };
        for name in [db.db_lun.as_deref(), db.log_lun.as_deref()]
            .into_iter()
            .flatten()
        {
            let Some(&l) = topo.luns_ix.get(name) else {
                continue;
            };
            let Some(a) = topo.luns[l].array else {
                continue;
            };
            let paths = paths_of
                .entry((s, a))
                .or_insert_with(|| topo.paths(s, a, failed));
            f(d, s, l, a, paths);
        }
    }
}
