//! Solver checks against MODEL.md Appendix A reference cases and exact MVA.

use super::*;
use crate::network::{ClassKind, Demand, IoType, Network, Route, StationKind, StationPart};

const DISK_S: f64 = 0.005_71;
const DISK_SCV: f64 = 0.103;

/// A single-server FCFS station standing for `multiplicity` identical ones, its role text its
/// part's name (nothing here reads the text).
fn queue(net: &mut Network, component: &str, part: StationPart, multiplicity: f64) -> usize {
    let role = format!("{part:?}");
    net.add_station(
        component,
        &role,
        part,
        StationKind::Queue { servers: 1.0 },
        multiplicity,
    )
}

/// RC-1: N threads, Z = 1 ms, controller 0.05 ms exponential, 2 % cache hits, 8 × 15K disks.
/// `window`: optional queue-depth window in front of the array (RC-3).
fn rc_network(n: f64, window: Option<f64>) -> Network {
    let mut net = Network::default();
    let c = net.add_class(
        "threads".into(),
        ClassKind::Closed {
            population: n,
            think: 0.001,
        },
        None,
    );
    let sp = queue(&mut net, "sp", StationPart::ControllerCpu, 1.0);
    let disks = queue(&mut net, "rg", StationPart::Drives, 8.0);
    let mut ds = Vec::new();
    let mut lun_window = None;
    if let Some(w) = window {
        let st = net.add_station(
            "host",
            "queue depth",
            StationPart::LunQueue,
            StationKind::Window { limit: w },
            1.0,
        );
        let e = net.add_demand(Demand {
            class: c,
            station: st,
            io: IoType::DbRead,
            visits: 1.0,
            service: 0.0,
            scv: 1.0,
            latency_weight: 1.0,
            sptf: false,
        });
        lun_window = e;
        ds.push(e.unwrap());
    }
    ds.push(
        net.add_demand(Demand {
            class: c,
            station: sp,
            io: IoType::DbRead,
            visits: 1.0,
            service: 0.000_05,
            scv: 1.0,
            latency_weight: 1.0,
            sptf: false,
        })
        .unwrap(),
    );
    ds.push(
        net.add_demand(Demand {
            class: c,
            station: disks,
            io: IoType::DbRead,
            visits: 0.98 / 8.0,
            service: DISK_S,
            scv: DISK_SCV,
            latency_weight: 0.98,
            sptf: false,
        })
        .unwrap(),
    );
    net.routes.push(Route {
        class: c,
        io: IoType::DbRead,
        lun: None,
        host_visits: 1.0,
        bytes: 32768.0,
        demands: ds,
        lun_window,
        path_windows: vec![],
        blocking: true,
    });
    net
}

/// Exact single-class MVA with the residual-life correction (the MODEL RC-1 "residual" column).
fn exact_residual(n: usize) -> (f64, f64) {
    // Stations: (visits, service, scv)
    let st = [(1.0, 0.000_05, 1.0), (0.98 / 8.0, DISK_S, DISK_SCV)];
    let mult = [1.0, 8.0];
    let mut q = [0.0f64; 2];
    let (mut x, mut r) = (0.0, 0.0);
    for k in 1..=n {
        let mut rs = [0.0f64; 2];
        for i in 0..2 {
            let (v, s, c2) = st[i];
            let u = x * v * s; // utilisation at population k−1
            rs[i] = s + s * (q[i] - u).max(0.0) + u * s * (1.0 + c2) / 2.0;
        }
        r = rs[0] * st[0].0 * mult[0] + rs[1] * st[1].0 * mult[1];
        x = k as f64 / (0.001 + r);
        for i in 0..2 {
            q[i] = x * st[i].0 * rs[i];
        }
    }
    (x, r)
}

#[test]
fn rc1_exact_residual_mva_matches_model_table() {
    // MODEL.md A.1 "residual MVA" column: N → (X IO/s, R ms).
    for (n, xr, rr) in [
        (1, 150.5, 5.65),
        (4, 517.7, 6.73),
        (16, 1108.7, 13.43),
        (64, 1351.6, 46.35),
        (128, 1391.0, 91.02),
    ] {
        let (x, r) = exact_residual(n);
        assert!((x - xr).abs() / xr < 0.003, "N={n}: X {x} vs {xr}");
        assert!(
            (r * 1000.0 - rr).abs() / rr < 0.005,
            "N={n}: R {} vs {rr}",
            r * 1000.0
        );
    }
}

#[test]
fn rc1_approximate_mva_is_within_two_percent_of_exact() {
    for n in [1usize, 2, 4, 8, 16, 32, 64, 128] {
        let net = rc_network(n as f64, None);
        let sol = solve(&net, None);
        assert!(sol.converged, "N={n} did not converge");
        let (xe, re) = exact_residual(n);
        let x = sol.x[0];
        let r = sol.route_time(&net, 0);
        assert!((x - xe).abs() / xe < 0.02, "N={n}: X {x} vs exact {xe}");
        assert!((r - re).abs() / re < 0.03, "N={n}: R {r} vs exact {re}");
        // Little's law per closed class: N = X (Z + R).
        assert!((x * (0.001 + r) - n as f64).abs() / (n as f64) < 1e-4);
    }
}

#[test]
fn rc3_windows_cap_in_flight_io() {
    // MODEL.md A.4 (FES column; DES in brackets): N, W → X IO/s.
    for (n, w, xr) in [
        (64.0, 16.0, 1130.9),
        (64.0, 4.0, 578.6),
        (256.0, 64.0, 1353.3),
        (64.0, 256.0, 1351.6),
    ] {
        let net = rc_network(n, Some(w));
        let sol = solve(&net, None);
        let x = sol.x[0];
        assert!(sol.converged, "N={n} W={w} did not converge");
        assert!((x - xr).abs() / xr < 0.05, "N={n} W={w}: X {x} vs {xr}");
        // Host-observed response includes the host queue: N = X (Z + R).
        let r = sol.route_time(&net, 0);
        assert!(
            (x * (0.001 + r) - n).abs() / n < 1e-3,
            "Little: {}",
            x * (0.001 + r)
        );
    }
}

#[test]
fn open_class_alone_matches_mg1() {
    // One open class at one FCFS station: M/G/1 Pollaczek–Khinchine.
    let mut net = Network::default();
    let c = net.add_class(
        "open".into(),
        ClassKind::Open {
            base: 100.0,
            ties: vec![],
        },
        None,
    );
    let k = queue(&mut net, "d", StationPart::Drives, 1.0);
    let e = net
        .add_demand(Demand {
            class: c,
            station: k,
            io: IoType::Destage,
            visits: 1.0,
            service: 0.005,
            scv: 0.5,
            latency_weight: 1.0,
            sptf: false,
        })
        .unwrap();
    net.routes.push(Route {
        class: c,
        io: IoType::Destage,
        lun: None,
        host_visits: 1.0,
        bytes: 0.0,
        demands: vec![e],
        lun_window: None,
        path_windows: vec![],
        blocking: false,
    });
    let sol = solve(&net, None);
    let rho: f64 = 0.5;
    let pk = 0.005 + rho * 0.005 * 1.5 / (2.0 * (1.0 - rho));
    assert!(
        (sol.residence[e] - pk).abs() / pk < 1e-3,
        "{} vs {}",
        sol.residence[e],
        pk
    );
}

#[test]
fn saturated_open_load_never_yields_nan() {
    let mut net = rc_network(32.0, None);
    let c = net.add_class(
        "writes".into(),
        ClassKind::Open {
            base: 0.0,
            ties: vec![(0, 3.0)],
        },
        None,
    );
    let e = net
        .add_demand(Demand {
            class: c,
            station: 1,
            io: IoType::Destage,
            visits: 2.0 / 8.0,
            service: DISK_S,
            scv: DISK_SCV,
            latency_weight: 0.0,
            sptf: false,
        })
        .unwrap();
    net.routes.push(Route {
        class: c,
        io: IoType::Destage,
        lun: None,
        host_visits: 1.0,
        bytes: 0.0,
        demands: vec![e],
        lun_window: None,
        path_windows: vec![],
        blocking: false,
    });
    let sol = solve(&net, None);
    assert!(sol.x.iter().all(|v| v.is_finite()));
    assert!(sol.residence.iter().all(|v| v.is_finite() && *v >= 0.0));
    assert!(
        sol.util.iter().all(|u| *u <= params::UTIL_CAP + 1e-9),
        "{:?}",
        sol.util
    );
}

/// A re-populated copy keeps its fold key and solves exactly as a freshly built network would.
#[test]
fn repopulated_copy_keeps_its_fold_key() {
    let net = rc_network(4.0, Some(16.0));
    let first = solve(&net, None);
    let key = *net.fold_key.get().expect("the first solve takes the key");
    let mut copy = net.clone();
    if let ClassKind::Closed { population, .. } = &mut copy.classes[0].kind {
        *population = 12.0;
    }
    let reused = solve(&copy, Some(&first));
    assert_eq!(copy.fold_key.get(), Some(&key));
    let fresh = solve(&rc_network(12.0, Some(16.0)), Some(&first));
    assert_eq!(reused.x, fresh.x);
    assert_eq!(reused.residence, fresh.residence);
}

/// The key's invariant is checked: changing more than populations after a solve is caught.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "changed more than its populations")]
fn changing_a_solved_network_is_caught() {
    let mut net = rc_network(4.0, None);
    solve(&net, None);
    net.demands[0].service *= 2.0;
    solve(&net, None);
}

/// Equal pairs share a group and different pairs do not; groups are numbered by first element,
/// then by first appearance.
#[test]
fn pairs_are_grouped() {
    let pairs = [(2, 1), (0, 5), (2, 1), (0, 3), (0, 5), (1, 5)];
    assert_eq!(number_pairs(&pairs), (vec![3, 0, 3, 1, 0, 2], 4));
    assert_eq!(number_pairs(&[]), (vec![], 0));
    assert_eq!(number_pairs(&[(0, 0)]), (vec![0], 1));
}

#[test]
fn a_solve_polls_its_stop_after_fixed_work_and_returns_when_told() {
    // Tolerances of zero never converge: the solve runs to its limit, polling every 1,024
    // iterations on a network this small (`progress::poll_every`).
    let net = rc_network(16.0, Some(8.0));
    let every = crate::progress::poll_every(net.demands.len() + net.stations.len());
    assert_eq!(every, 1024);
    let endless = |stop| Precision {
        tol: 0.0,
        res_tol: 0.0,
        max_iter: 3000,
        extend_to: 3000,
        stop,
    };
    let polls = std::cell::Cell::new(0u32);
    let count = || {
        polls.set(polls.get() + 1);
        false
    };
    let asked = solve_unfolded(&net, None, endless(Some(&count)));
    let never = solve_unfolded(&net, None, endless(None));
    assert_eq!(polls.get(), 2, "polled after iterations 1,024 and 2,048");
    assert!(!asked.stopped && asked.iterations == 3000);
    assert_eq!(asked.x, never.x, "a stop that never fires changes nothing");
    assert_eq!(asked.residence, never.residence);

    let polls = std::cell::Cell::new(0u32);
    let second = || {
        polls.set(polls.get() + 1);
        polls.get() >= 2
    };
    let cut = solve_unfolded(&net, None, endless(Some(&second)));
    assert!(cut.stopped && !cut.converged);
    assert_eq!(cut.iterations, 2 * every - 1, "stopped at the second poll");
    assert_eq!(polls.get(), 2, "not asked again once told");
    assert!(cut.x.iter().chain(&cut.residence).all(|v| v.is_finite()));
}
