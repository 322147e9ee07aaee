//! Load per design component (`report.components`): each station's throughput, bytes, utilisation
//! and queue, rolled up to the component it belongs to, plus the LUN, array and enclosure roll-ups.

use std::collections::BTreeMap;

use crate::assemble::{kind_of, name_of};
use crate::build::Built;
use crate::network::{IoType, StationKind, StationPart};
use crate::report::{ComponentLoad, DirectionLoad, DriveSetLoad};
use crate::solver::Solution;
use crate::topology::Topology;

/// The stage of a component that a station belongs to. One I/O passes a component's stages
/// one after another (an HBA's port throttle, then its CPU; a controller's port, then its CPU) but
/// only one station of a stage (one of a server's LUN queues, one direction of a link, one port,
/// the data or the parity drives). So a component's IO/s and MB/s are summed within a stage and
/// taken from its busiest stage: summing every station counted an HBA's bytes twice, and taking
/// the busiest station showed a link's reads without its writes and a server with no I/O at all.
/// A stage is named by one of its parts: a link's by its direction to the host, a RAID group's by
/// its data drives.
fn stage(part: StationPart) -> StationPart {
    match part {
        StationPart::Link { .. } => StationPart::Link { to_host: true },
        p if p.is_drives() => StationPart::Drives,
        p => p,
    }
}

/// Load per component, plus array/LUN/enclosure roll-ups.
pub fn components(topo: &Topology, built: &Built, sol: &Solution) -> Vec<ComponentLoad> {
    let net = &built.net;
    let mut map: BTreeMap<String, ComponentLoad> = BTreeMap::new();
    let mut route_bytes = vec![0.0; net.demands.len()];
    for r in &net.routes {
        for &e in &r.demands {
            route_bytes[e] = r.bytes;
        }
    }
    // Per station: the host's I/O through it (every I/O at a RAID group's drives), its bytes
    // per second, and the I/Os present (at a window only those waiting for a slot: its own queue
    // counts the I/Os it has let through, which are present downstream). A controller's CPU also
    // destages cached writes; that work shows in its utilisation, not in its IO/s, which would
    // otherwise exceed the host I/O of the whole array (XIV: 38,400 against 22,347 IO/s).
    let n = net.stations.len();
    let (mut station_iops, mut station_bytes, mut present) =
        (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for (e, d) in net.demands.iter().enumerate() {
        let st = &net.stations[d.station];
        let back_end = matches!(d.io, IoType::Destage | IoType::Rebuild);
        if back_end && !st.part.is_drives() {
            continue;
        }
        let rate = sol.x[d.class] * d.visits * st.multiplicity;
        station_iops[d.station] += rate;
        // A switch is a pure delay, but its I/Os are in it for that delay: Little's law counts
        // them (the XIV's switch: 11,174 IO/s × 2 µs = 0.022 present), as the explanations do.
        match st.kind {
            StationKind::Delay if st.part != StationPart::Fabric => continue,
            _ => present[d.station] += rate * sol.latency(net, e),
        }
        station_bytes[d.station] += rate * route_bytes[e];
    }
    // Per (component, stage): IO/s and bytes/s, summed over the stage's stations.
    let mut stages: BTreeMap<(&str, StationPart), (f64, f64)> = BTreeMap::new();
    for (k, st) in net.stations.iter().enumerate() {
        let entry = map
            .entry(st.component.clone())
            .or_insert_with(|| ComponentLoad {
                id: st.component.clone(),
                kind: kind_of(topo, &st.component).into(),
                name: name_of(topo, &st.component),
                ..Default::default()
            });
        let s = stages
            .entry((st.component.as_str(), stage(st.part)))
            .or_default();
        s.0 += station_iops[k];
        s.1 += station_bytes[k];
        if st.kind != StationKind::Delay {
            entry.utilisation = entry.utilisation.max(sol.util[k]);
        }
        entry.queue_length += present[k];
        if matches!(st.part, StationPart::Link { .. }) {
            // A link reports each direction too: its utilisation is the busier one's, and
            // bandwidth is per direction (Fibre Channel is full duplex).
            entry.directions.push(DirectionLoad {
                direction: st.role.clone(),
                iops: station_iops[k],
                mb_per_sec: station_bytes[k] / 1e6,
                utilisation: sol.util[k],
            });
        }
        if st.part.is_drives() {
            // A RAID group lists its sets of drives (RAID-DP: data and parity drives), whose
            // loads differ: reads reach only the data drives, so one busy figure hid which.
            entry.drive_sets.push(DriveSetLoad {
                role: st.role.clone(),
                drives: st.multiplicity,
                iops: station_iops[k],
                mb_per_sec: station_bytes[k] / 1e6,
                utilisation: sol.util[k],
                response_ms: per_visit_ms(present[k], station_iops[k]),
            });
        }
    }
    for ((id, _), (iops, bytes)) in stages {
        if let Some(c) = map.get_mut(id) {
            c.iops = c.iops.max(iops);
            c.mb_per_sec = c.mb_per_sec.max(bytes / 1e6);
        }
    }
    // LUNs: host I/O and mean latency over the routes that target them.
    let input = topo.input;
    let mut lun_routes = vec![Vec::new(); input.luns.len()];
    for (ri, r) in net.routes.iter().enumerate() {
        if let Some(l) = r.lun.filter(|&l| l < lun_routes.len()) {
            lun_routes[l].push(ri);
        }
    }
    // Per server: the host I/O its databases send (IO/s, MB/s, I/Os in flight).
    let mut by_server = vec![(0.0, 0.0, 0.0); input.servers.len()];
    for (l, lun) in input.luns.iter().enumerate() {
        let (mut iops, mut time, mut mb) = (0.0, 0.0, 0.0);
        for &ri in &lun_routes[l] {
            let r = &net.routes[ri];
            let rate = sol.x[r.class] * r.host_visits;
            let in_flight = rate * sol.route_time(net, ri);
            iops += rate;
            mb += rate * r.bytes / 1e6;
            time += in_flight;
            let server = net.classes[r.class]
                .database
                .and_then(|d| built.dbs.get(d))
                .and_then(|m| m.server);
            if let Some(sum) = server.and_then(|s| by_server.get_mut(s)) {
                sum.0 += rate;
                sum.1 += rate * r.bytes / 1e6;
                sum.2 += in_flight;
            }
        }
        if iops > 0.0 {
            let util = topo.luns[l]
                .rg
                .and_then(|g| map.get(&input.raid_groups[g].id))
                .map_or(0.0, |c| c.utilisation);
            map.insert(
                lun.id.clone(),
                ComponentLoad {
                    id: lun.id.clone(),
                    kind: "lun".into(),
                    name: lun.name.clone(),
                    iops,
                    mb_per_sec: mb,
                    // The drives under it: a LUN has no station of its own.
                    utilisation: util,
                    // Little's law over the LUN's routes: Σ rate × time [I/Os in flight].
                    queue_length: time,
                    response_ms: time / iops * 1000.0,
                    ..Default::default()
                },
            );
        }
    }
    // Controllers, HBAs and switches no I/O visits (a passive partner head, a spare HBA) are
    // idle, and say so, rather than showing no figures at all.
    let idle = input
        .controllers
        .iter()
        .map(|c| &c.id)
        .chain(input.hbas.iter().map(|h| &h.id))
        .chain(input.switches.iter().map(|w| &w.id));
    for id in idle {
        map.entry(id.clone()).or_insert_with(|| ComponentLoad {
            id: id.clone(),
            kind: kind_of(topo, id).into(),
            name: name_of(topo, id),
            ..Default::default()
        });
    }
    // A server on an internal controller has no HBA or LUN queue of its own, so no station
    // named it and its card showed no load: its load is the host I/O its databases send.
    for (s, server) in input.servers.iter().enumerate() {
        let (iops, mb_per_sec, queue_length) = by_server[s];
        if iops > 0.0 && !map.contains_key(&server.id) {
            map.insert(
                server.id.clone(),
                ComponentLoad {
                    id: server.id.clone(),
                    kind: kind_of(topo, &server.id).into(),
                    name: name_of(topo, &server.id),
                    iops,
                    mb_per_sec,
                    queue_length,
                    ..Default::default()
                },
            );
        }
    }
    // Hosts of VMs: the VMs own the LUN queues and the host has no station of its own, so its
    // card showed nothing. Its load is its VMs' (IO/s, MB/s, I/Os present), busy as its busiest.
    // The VMs of each host are listed once, in design order (a scan of every server per host
    // was quadratic in the design's size).
    let mut vms_of: Vec<Vec<usize>> = vec![Vec::new(); input.servers.len()];
    for (s, vm) in input.servers.iter().enumerate() {
        let h = topo.host_of(s);
        if vm.host.is_some() && h != s {
            vms_of[h].push(s);
        }
    }
    for (h, host) in input.servers.iter().enumerate() {
        if map.contains_key(&host.id) {
            continue;
        }
        let vms: Vec<&ComponentLoad> = vms_of[h]
            .iter()
            .filter_map(|&s| map.get(&input.servers[s].id))
            .collect();
        if vms.is_empty() {
            continue;
        }
        let mut c = ComponentLoad {
            id: host.id.clone(),
            kind: kind_of(topo, &host.id).into(),
            name: name_of(topo, &host.id),
            ..Default::default()
        };
        for vm in vms {
            c.iops += vm.iops;
            c.mb_per_sec += vm.mb_per_sec;
            c.queue_length += vm.queue_length;
            c.utilisation = c.utilisation.max(vm.utilisation);
        }
        map.insert(host.id.clone(), c);
    }
    // Arrays: host I/O to their LUNs; utilisation of their busiest controller or RAID group.
    // Each array's LUNs, controllers and RAID groups are listed once, in design order.
    let mut luns_of: Vec<Vec<&str>> = vec![Vec::new(); input.arrays.len()];
    for (l, lun) in input.luns.iter().enumerate() {
        if let Some(list) = topo.luns[l].array.and_then(|a| luns_of.get_mut(a)) {
            list.push(&lun.id);
        }
    }
    let mut parts_of: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let controllers = input.controllers.iter().map(|x| (&x.array, &x.id));
    let groups = input.raid_groups.iter().map(|g| (&g.array, &g.id));
    for (array, id) in controllers.chain(groups) {
        parts_of.entry(array).or_default().push(id);
    }
    for (a, arr) in input.arrays.iter().enumerate() {
        let mut c = ComponentLoad {
            id: arr.id.clone(),
            kind: "array".into(),
            name: arr.name.clone(),
            ..Default::default()
        };
        for &lun in &luns_of[a] {
            if let Some(x) = map.get(lun) {
                c.iops += x.iops;
                c.mb_per_sec += x.mb_per_sec;
                // Its time per visit is then its LUNs' mean response (Little's law).
                c.queue_length += x.queue_length;
            }
        }
        let parts = parts_of.get(arr.id.as_str()).into_iter().flatten();
        c.utilisation = parts
            .filter_map(|&id| map.get(id))
            .map(|x| x.utilisation)
            .fold(0.0, f64::max);
        if c.iops > 0.0 {
            map.insert(arr.id.clone(), c);
        }
    }
    // Enclosures: the disk I/O of the drives they hold, each RAID group's share by the drives it
    // takes from the enclosure (a member link's count over the group's members), busy as the
    // busiest of those groups. (Only the busy figure was given, beside 0 IO/s.)
    let mut held: BTreeMap<&str, Vec<(&str, f64)>> = BTreeMap::new();
    for l in &input.links {
        let Some(&g) = topo.raid_groups_ix.get(l.to.component.as_str()) else {
            continue;
        };
        let members = f64::from(topo.rgs[g].members.max(1));
        held.entry(l.from.component.as_str())
            .or_default()
            .push((l.to.component.as_str(), f64::from(l.disk_count) / members));
    }
    for enc in &input.enclosures {
        let mut c = ComponentLoad {
            id: enc.id.clone(),
            kind: "enclosure".into(),
            name: enc.name.clone(),
            ..Default::default()
        };
        for &(g, share) in held.get(enc.id.as_str()).into_iter().flatten() {
            if let Some(x) = map.get(g) {
                c.iops += x.iops * share;
                c.mb_per_sec += x.mb_per_sec * share;
                c.queue_length += x.queue_length * share;
                c.utilisation = c.utilisation.max(x.utilisation);
            }
        }
        if c.utilisation > 0.0 {
            map.insert(enc.id.clone(), c);
        }
    }
    let mut out: Vec<ComponentLoad> = map.into_values().collect();
    for c in &mut out {
        if c.kind != "lun" {
            c.response_ms = per_visit_ms(c.queue_length, c.iops);
        }
        // One set of drives says nothing the group's own figures do not.
        if c.drive_sets.len() < 2 {
            c.drive_sets.clear();
        }
        for d in &mut c.drive_sets {
            for v in [&mut d.iops, &mut d.mb_per_sec, &mut d.utilisation] {
                if !v.is_finite() {
                    *v = 0.0;
                }
            }
        }
        for v in [
            &mut c.iops,
            &mut c.mb_per_sec,
            &mut c.utilisation,
            &mut c.queue_length,
            &mut c.response_ms,
        ] {
            if !v.is_finite() {
                *v = 0.0;
            }
        }
    }
    out
}

/// Time per visit [ms] by Little's law from the I/Os present and the IO/s; 0 when idle, and
/// never NaN or infinite.
fn per_visit_ms(present: f64, iops: f64) -> f64 {
    let ms = present / iops * 1000.0;
    if iops > 0.0 && ms.is_finite() {
        ms
    } else {
        0.0
    }
}
