//! The path part of a route, from the HBA's execution throttle to the controller CPU: planned
//! once per kind of route and replayed for every route of that kind.
//!
//! A route visits every path that carries its I/O (a multipath host spreads it over them): on
//! the largest preset 16 paths of about 7 hops each, 112 hops per route that merge into about 30
//! demands. Every route from one server to LUNs of one array served by the same controller, with
//! the same kind and size of I/O (and, for random reads, the same cache hit ratio, which sets the
//! controller's cost), takes the same hops with the same services. So the hops are looked up
//! (stations, services) and merged once per such [`PlanKey`], and each route replays the plan's
//! distinct (station, service) visits, each with the number of paths that make it.
//!
//! Invariant: a replayed route is the route the hop-by-hop construction gave, bit for bit. The
//! plan is made on the first route of its key, at the point where that route used to create its
//! path stations, so stations are numbered as before; distinct visits are replayed in order of
//! first visit, so demands are created in the same order; and a visit made by `n` paths adds its
//! per-path visits `n` times, one by one, as the hops did.

use std::rc::Rc;

use crate::disk::Service;
use crate::network::{IoType, StationKind};
use crate::params;
use crate::routes::{Builder, IoSpec, Key, ONE_QUEUE};
use crate::topology::Path;

/// What a route's path part depends on besides the per-route visit count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PlanKey {
    pub server: usize,
    pub array: usize,
    /// ALUA: the controller serving the LUN (only paths to it carry its I/O). None otherwise:
    /// every path carries it, served by the controller it reaches.
    pub serving: Option<usize>,
    pub spec: IoSpec,
    /// Bytes per host I/O, as f64 bits.
    pub bytes: u64,
    /// Read-cache hit ratio at the array of a random read's class, as f64 bits (0 otherwise).
    pub hit: u64,
}

/// The planned path part of a route.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// Distinct visits in order of first visit: station, service, paths making the visit.
    hops: Vec<(usize, Service, u32)>,
    /// Per path through an HBA, in path order: its execution-throttle visit (index in `hops`).
    windows: Vec<usize>,
    /// Controllers destaging the route's writes, as many shares each as paths they serve (an
    /// active-active array spreads them like the front end).
    pub destagers: Vec<(usize, u32)>,
    /// Paths carrying the route; each takes 1 / `paths` of its I/O.
    pub paths: usize,
}

impl Plan {
    /// Records one hop; returns its visit's index in `hops`.
    fn visit(&mut self, station: usize, svc: Service) -> usize {
        // Merged as `Builder::demand` merges: same station, same mean and SCV (bitwise equal
        // floats; a NaN never merges and its demand is dropped either way).
        let same = |h: &(usize, Service, u32)| {
            h.0 == station && h.1.mean == svc.mean && h.1.scv == svc.scv
        };
        match self.hops.iter().position(same) {
            Some(i) => {
                self.hops[i].2 += 1;
                i
            }
            None => {
                self.hops.push((station, svc, 1));
                self.hops.len() - 1
            }
        }
    }
}

/// Whether path `p` carries a LUN's I/O: every path does, but on an ALUA array only those to the
/// controller serving it.
pub(crate) fn carries(p: &Path, serving: Option<usize>) -> bool {
    serving.is_none_or(|c| p.controller == c)
}

impl Builder<'_, '_> {
    /// The plan of `key` over `all` the paths from its server to its array, made on first use.
    pub(crate) fn plan(&mut self, key: PlanKey, all: &[Path]) -> Rc<Plan> {
        if let Some(p) = self.plans.get(&key) {
            return Rc::clone(p);
        }
        let plan = Rc::new(self.make_plan(&key, all));
        self.plans.insert(key, Rc::clone(&plan));
        plan
    }

    fn make_plan(&mut self, key: &PlanKey, all: &[Path]) -> Plan {
        let input = self.topo.input;
        let spec = key.spec;
        let bytes = f64::from_bits(key.bytes);
        let read_dir = matches!(spec, IoSpec::RandomRead | IoSpec::SequentialRead);
        let wire = bytes * (1.0 + params::FC_FRAME_OVERHEAD) + params::FC_COMMAND_BYTES;
        let mut plan = Plan::default();
        for p in all.iter().filter(|p| carries(p, key.serving)) {
            plan.paths += 1;
            if let Some((h, port)) = p.hba {
                let hba = &input.hbas[h];
                let throttle = StationKind::Window {
                    limit: hba.execution_throttle.max(1) as f64,
                };
                let label = || (hba.id.clone(), format!("port {port} execution throttle"));
                let k = self.station_for(Key::HbaQueue(h, port), label, throttle, 1.0);
                let w = plan.visit(k, Service::fixed(0.0));
                plan.windows.push(w);
                let label = || (hba.id.clone(), "CPU".into());
                let k = self.station_for(Key::Hba(h), label, ONE_QUEUE, 1.0);
                plan.visit(
                    k,
                    Service {
                        mean: params::HBA_PER_IO_S,
                        scv: 0.2,
                    },
                );
            }
            for &li in &p.links {
                let link = &input.links[li];
                let speed = self.topo.link_gbps[li];
                let dir = if read_dir {
                    "array→host"
                } else {
                    "host→array"
                };
                let label = || (link.id.clone(), dir.into());
                let k = self.station_for(Key::Link(li, read_dir), label, ONE_QUEUE, 1.0);
                let svc = Service {
                    mean: wire / (speed * params::FC_BYTES_PER_GBPS),
                    scv: 0.3,
                };
                plan.visit(k, svc);
            }
            for &sw in &p.switches {
                let label = || (input.switches[sw].id.clone(), "fabric".into());
                let k = self.station_for(Key::Switch(sw), label, StationKind::Delay, 1.0);
                plan.visit(k, Service::fixed(params::SWITCH_DELAY_S));
            }
            let c = &input.controllers[p.controller];
            let speed = if c.port_speed_gbps.is_finite() && c.port_speed_gbps > 0.0 {
                c.port_speed_gbps
            } else {
                4.0
            };
            if p.hba.is_some() {
                let port_svc = (1.0 / (params::PORT_IOPS_PER_4GB * speed / 4.0))
                    .max(wire / (speed * params::FC_BYTES_PER_GBPS));
                let label = || (c.id.clone(), format!("front-end port FE {}", p.fe_port));
                let key = Key::FrontEnd(p.controller, p.fe_port);
                let k = self.station_for(key, label, ONE_QUEUE, 1.0);
                plan.visit(
                    k,
                    Service {
                        mean: port_svc,
                        scv: 0.3,
                    },
                );
            }
            // ALUA: the serving controller; active-active: the controller the path reaches.
            let sc = key.serving.unwrap_or(p.controller);
            let (k, svc) = self.cpu(key.array, sc, spec, f64::from_bits(key.hit));
            plan.visit(k, svc);
            match plan.destagers.iter_mut().find(|(k, _)| *k == sc) {
                Some((_, n)) => *n += 1,
                None => plan.destagers.push((sc, 1)),
            }
        }
        plan
    }

    /// Controller `c`'s CPU station and its service for one I/O of `spec` (`hit`: the read-cache
    /// hit ratio of a random read).
    fn cpu(&mut self, a: usize, c: usize, spec: IoSpec, hit: f64) -> (usize, Service) {
        let input = self.topo.input;
        let ctrl = &input.controllers[c];
        let per = 1.0 / ctrl.max_iops.max(100.0);
        let cost = match spec {
            IoSpec::RandomRead => hit * params::CPU_READ_HIT + (1.0 - hit) * params::CPU_READ_MISS,
            IoSpec::SequentialRead => params::CPU_READ_MISS,
            IoSpec::RandomWrite | IoSpec::LogWrite if input.arrays[a].cache_mirrored => {
                params::CPU_WRITE_MIRRORED
            }
            _ => params::CPU_WRITE,
        };
        let label = || (ctrl.id.clone(), "CPU".into());
        let k = self.station_for(Key::Cpu(c), label, ONE_QUEUE, 1.0);
        let svc = Service {
            mean: cost * per,
            scv: 0.5,
        };
        (k, svc)
    }

    /// Replays `plan` into route `ds` of `class` for `hv` host I/Os per class cycle; returns
    /// the route's execution-throttle demands, one per path through an HBA.
    pub(crate) fn replay(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        io: IoType,
        hv: f64,
        plan: &Plan,
    ) -> Vec<usize> {
        let v = hv * (1.0 / plan.paths as f64);
        let demands: Vec<Option<usize>> = plan
            .hops
            .iter()
            .map(|&(k, svc, n)| self.visit_n(ds, class, k, io, v, svc, n))
            .collect();
        plan.windows.iter().filter_map(|&w| demands[w]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn svc(mean: f64, scv: f64) -> Service {
        Service { mean, scv }
    }

    #[test]
    fn visits_merge_on_station_and_service_in_order_of_first_visit() {
        let mut plan = Plan::default();
        assert_eq!(plan.visit(4, svc(1e-4, 0.3)), 0);
        assert_eq!(plan.visit(2, Service::fixed(0.0)), 1);
        assert_eq!(plan.visit(4, svc(1e-4, 0.3)), 0);
        // The same station with another service is another visit, as it is another demand.
        assert_eq!(plan.visit(4, svc(2e-4, 0.3)), 2);
        assert_eq!(plan.visit(4, svc(1e-4, 0.5)), 3);
        let counts: Vec<(usize, u32)> = plan.hops.iter().map(|h| (h.0, h.2)).collect();
        assert_eq!(counts, vec![(4, 2), (2, 1), (4, 1), (4, 1)]);
    }

    #[test]
    fn a_nan_service_never_merges() {
        let mut plan = Plan::default();
        assert_eq!(plan.visit(1, svc(f64::NAN, 0.3)), 0);
        assert_eq!(plan.visit(1, svc(f64::NAN, 0.3)), 1);
    }

    #[test]
    fn alua_paths_carry_only_the_serving_controller() {
        let path = |controller| Path {
            hba: None,
            links: Vec::new(),
            switches: Vec::new(),
            controller,
            fe_port: 0,
        };
        assert!(carries(&path(3), None));
        assert!(carries(&path(3), Some(3)));
        assert!(!carries(&path(2), Some(3)));
    }
}
