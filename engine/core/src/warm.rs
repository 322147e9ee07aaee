//! A warm start for a failure's network from the normal state's solution.
//!
//! A failure changes a few stations and paths of the design's network; most classes and stations
//! are the same ones, named the same. Started cold (every queue empty, every class at half
//! its throughput bound), the solver needed about 80 iterations per failure on CLARiiON phase 2;
//! started from the normal state, carried over by name, far fewer. The solution it converges to is
//! the same fixed point to the solver's tolerance: the start only changes how it gets there.

use rustc_hash::FxHashMap;

use crate::network::{ClassKind, Network};
use crate::solver::Solution;

/// `sol` (a solution of `from`) carried over to `to` by station and class names: every class's
/// throughput and every station's queue, utilisation, throughput and scale start where `from`
/// ended; demands start at their service time, as in a cold solve (carried over one by one, their
/// matching depended on the order of the design's parts, and with it where a solve stopped within
/// its tolerance). None when `to` has a closed class (its throughput would start at zero) or a
/// station that `from` has not, or when `from` repeats a name. Open classes `from` has not start
/// at zero; the first iteration sets their rates from the closed ones.
pub(crate) fn transplant(from: &Network, sol: &Solution, to: &Network) -> Option<Solution> {
    if sol.x.len() != from.classes.len()
        || sol.residence.len() != from.demands.len()
        || sol.queue.len() != from.stations.len()
    {
        return None;
    }
    let stations = unique(from.stations.iter().map(|s| s.label.as_str()))?;
    let classes = unique(from.classes.iter().map(|c| c.label.as_str()))?;
    let class_of: Vec<Option<usize>> = to
        .classes
        .iter()
        .map(|c| classes.get(c.label.as_str()).copied())
        .collect();
    if to
        .classes
        .iter()
        .zip(&class_of)
        .any(|(c, f)| f.is_none() && matches!(c.kind, ClassKind::Closed { .. }))
    {
        return None;
    }
    // A failure whose traffic reaches stations the normal state never used (a filer head's LUNs
    // all moving to its partner's paths) can start further from the normal state than from cold:
    // on the N series at queue depth 16 it took 50 iterations instead of 38. A failure that only
    // takes parts away (a controller, a switch, an HBA of the presets) starts warm.
    let station_of: Vec<usize> = to
        .stations
        .iter()
        .map(|s| stations.get(s.label.as_str()).copied())
        .collect::<Option<_>>()?;
    let carry = |v: &[f64]| -> Vec<f64> { station_of.iter().map(|&k| v[k]).collect() };
    Some(Solution {
        x: class_of
            .iter()
            .map(|f| f.map_or(0.0, |c| sol.x[c]))
            .collect(),
        service: to.demands.iter().map(|d| d.service).collect(),
        residence: to.demands.iter().map(|d| d.service).collect(),
        queue: carry(&sol.queue),
        util: carry(&sol.util),
        throughput: carry(&sol.throughput),
        scale: carry(&sol.scale),
        iterations: 0,
        converged: false,
        spread: 0.0,
        stopped: false,
    })
}

/// Index of each name, or None when a name repeats.
fn unique<'a>(names: impl Iterator<Item = &'a str>) -> Option<FxHashMap<&'a str, usize>> {
    let mut map = FxHashMap::default();
    for (i, n) in names.enumerate() {
        if map.insert(n, i).is_some() {
            return None;
        }
    }
    Some(map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::network::{Demand, IoType, StationKind, StationPart};

    /// One closed class visiting `stations` (named), with a service time per station.
    fn net(stations: &[(&str, f64)]) -> Network {
        let mut net = Network::default();
        let think = 0.01;
        let c = net.add_class(
            "threads".into(),
            ClassKind::Closed {
                population: 8.0,
                think,
            },
            None,
        );
        for &(name, service) in stations {
            let k = net.add_station(
                name,
                "cpu",
                StationPart::ControllerCpu,
                StationKind::Queue { servers: 1.0 },
                1.0,
            );
            let d = Demand {
                class: c,
                station: k,
                io: IoType::DbRead,
                visits: 1.0,
                service,
                scv: 1.0,
                latency_weight: 1.0,
                sptf: false,
            };
            let _ = net.add_demand(d);
        }
        net
    }

    #[test]
    fn onto_its_own_network_throughputs_and_queues_are_carried_over_whole() {
        let a = net(&[("sp-a", 0.002), ("disks", 0.006)]);
        let sol = crate::solver::solve(&a, None);
        let t = transplant(&a, &sol, &a).expect("all found");
        assert_eq!(t.x, sol.x);
        assert_eq!(t.queue, sol.queue);
        assert_eq!(t.util, sol.util);
        assert_eq!(
            t.residence,
            vec![0.002, 0.006],
            "demands start at their service"
        );
    }

    #[test]
    fn a_station_the_normal_state_never_used_or_repeated_names_start_cold() {
        let a = net(&[("sp-a", 0.002), ("disks", 0.006), ("hba", 0.0001)]);
        let sol = crate::solver::solve(&a, None);
        // SP A failed: nothing new, one station fewer.
        let fewer = net(&[("disks", 0.006), ("hba", 0.0001)]);
        let t = transplant(&a, &sol, &fewer).expect("a failure that takes a part away");
        assert_eq!(t.queue, vec![sol.queue[1], sol.queue[2]]);
        // Its visits moved to SP B, which the normal state never saw.
        let moved = net(&[("sp-b", 0.002), ("disks", 0.006), ("hba", 0.0001)]);
        assert!(transplant(&a, &sol, &moved).is_none());
        let mut twice = a.clone();
        twice.stations[1].label = twice.stations[0].label.clone();
        assert!(
            transplant(&twice, &sol, &a).is_none(),
            "names must be unique"
        );
    }
}
