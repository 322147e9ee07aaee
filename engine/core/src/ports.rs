//! How many SCSI commands the hosts can have outstanding at each array front-end port, for the
//! QUEUE FULL warning (SPN-W107). An initiator (one HBA port) queues at most its LUN queue depth
//! per LUN it reaches through a target port, and never more than its execution throttle in all.
//! A port's figure is the sum over the initiators that reach it. A LUN counts once per initiator,
//! however many database files share it, and under ALUA only paths through the controller that
//! serves the LUN carry commands. (The count once took every database file's LUN queue depth on
//! every path: 5,120 on an XIV port that at most 512 commands can reach.)

use std::collections::{BTreeMap, BTreeSet};

use crate::build::{serving_controller, Built, Scenario};
use crate::topology::Topology;

/// An HBA port (HBA index, port number) or an array front-end port (controller index, port).
type Port = (usize, u32);

/// Commands that can be outstanding at each front-end port (controller, port) in `scen`.
pub fn outstanding(topo: &Topology, built: &Built, scen: &Scenario) -> BTreeMap<Port, f64> {
    let input = topo.input;
    let mut luns: BTreeMap<(Port, Port), BTreeSet<usize>> = BTreeMap::new();
    let mut paths_of = BTreeMap::new();
    for (d, db) in input.databases.iter().enumerate() {
        let Some(s) = built.dbs.get(d).and_then(|m| m.server) else {
            continue;
        };
        for name in [db.db_lun.as_deref(), db.log_lun.as_deref()]
            .into_iter()
            .flatten()
        {
            let Some((l, a)) = topo
                .luns_ix
                .get(name)
                .and_then(|&l| Some((l, topo.luns[l].array?)))
            else {
                continue;
            };
            let paths = paths_of
                .entry((s, a))
                .or_insert_with(|| topo.paths(s, a, &scen.failed));
            for p in paths.iter() {
                let Some(initiator) = p.hba else { continue };
                if serving_controller(topo, scen, l, p.controller) == Some(p.controller) {
                    luns.entry((initiator, (p.controller, p.fe_port)))
                        .or_default()
                        .insert(l);
                }
            }
        }
    }
    let mut out: BTreeMap<Port, f64> = BTreeMap::new();
    for (((h, _), target), reached) in luns {
        let hba = &input.hbas[h];
        let queued = reached.len() as f64 * f64::from(hba.lun_queue_depth);
        *out.entry(target).or_default() += queued.min(f64::from(hba.execution_throttle.max(1)));
    }
    out
}
