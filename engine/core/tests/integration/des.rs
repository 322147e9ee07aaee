//! A small discrete-event simulation used as an oracle for the analytic solver (MODEL.md §6.14,
//! Appendix A): closed Jetstress-like threads with exponential think time, an optional
//! queue-depth window, a controller, a cache-hit bypass, K identical FCFS disks with gamma
//! service of a given mean and SCV, and an optional open (Poisson) destage stream per disk.
//! Deterministic: a seeded xorshift generator.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, VecDeque};

use spindle_core::network::{ClassKind, Demand, IoType, Network, Route, StationKind, StationPart};
use spindle_core::solver::solve;

/// The system simulated and solved.
#[derive(Debug, Clone, Copy)]
pub struct Case {
    pub threads: usize,
    pub think: f64,
    pub cpu: f64,
    pub hit: f64,
    pub disks: usize,
    pub disk_mean: f64,
    pub disk_scv: f64,
    /// Open destage arrivals per disk [1/s] (0 = none).
    pub destage: f64,
    pub window: Option<usize>,
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        ((self.0 >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }
    fn exp(&mut self, mean: f64) -> f64 {
        -mean * self.next().ln()
    }
    fn normal(&mut self) -> f64 {
        (-2.0 * self.next().ln()).sqrt() * (2.0 * std::f64::consts::PI * self.next()).cos()
    }
    /// Gamma(shape k, scale θ) by Marsaglia–Tsang (k ≥ 1), boosted for k < 1.
    fn gamma(&mut self, mean: f64, scv: f64) -> f64 {
        if scv <= 1e-9 {
            return mean;
        }
        let k = 1.0 / scv;
        let theta = mean / k;
        let (kk, boost) = if k < 1.0 { (k + 1.0, true) } else { (k, false) };
        let d = kk - 1.0 / 3.0;
        let c = 1.0 / (9.0 * d).sqrt();
        let g = loop {
            let x = self.normal();
            let v = (1.0 + c * x).powi(3);
            if v > 0.0 && self.next().ln() < 0.5 * x * x + d - d * v + d * v.ln() {
                break d * v;
            }
        };
        let g = if boost {
            g * self.next().powf(1.0 / k)
        } else {
            g
        };
        g * theta
    }
}

#[derive(PartialEq)]
struct Ev(f64, u8, usize);
impl Eq for Ev {}
impl PartialOrd for Ev {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Ev {
    fn cmp(&self, o: &Self) -> Ordering {
        o.0.total_cmp(&self.0).then(o.2.cmp(&self.2))
    }
}

const THINK_END: u8 = 0;
const CPU_END: u8 = 1;
const DISK_END: u8 = 2;
const DESTAGE_ARRIVAL: u8 = 3;

/// Simulates `c` for `horizon` seconds after a 10 % warm-up; returns (X [IO/s], R [s]).
pub fn simulate(c: &Case, horizon: f64, seed: u64) -> (f64, f64) {
    let mut rng = Rng(seed | 1);
    let mut ev = BinaryHeap::new();
    let mut start = vec![0.0; c.threads];
    let mut window_q: VecDeque<usize> = VecDeque::new();
    let mut in_flight = 0usize;
    let mut cpu_q: VecDeque<usize> = VecDeque::new();
    let mut disk_q: Vec<VecDeque<usize>> = vec![VecDeque::new(); c.disks];
    const DESTAGE: usize = usize::MAX;
    let warm = horizon * 0.1;
    let (mut done, mut resp) = (0.0, 0.0);
    for t in 0..c.threads {
        ev.push(Ev(rng.exp(c.think), THINK_END, t));
    }
    if c.destage > 0.0 {
        for d in 0..c.disks {
            ev.push(Ev(rng.exp(1.0 / c.destage), DESTAGE_ARRIVAL, d));
        }
    }
    let mut disk_of = vec![0usize; c.threads];
    while let Some(Ev(now, kind, who)) = ev.pop() {
        if now > horizon {
            break;
        }
        match kind {
            THINK_END => {
                start[who] = now;
                if c.window.is_some_and(|w| in_flight >= w) {
                    window_q.push_back(who);
                    continue;
                }
                in_flight += 1;
                cpu_q.push_back(who);
                if cpu_q.len() == 1 {
                    ev.push(Ev(now + rng.exp(c.cpu), CPU_END, who));
                }
            }
            CPU_END => {
                cpu_q.pop_front();
                if let Some(&next) = cpu_q.front() {
                    ev.push(Ev(now + rng.exp(c.cpu), CPU_END, next));
                }
                if rng.next() < c.hit {
                    finish(
                        who,
                        now,
                        &mut ev,
                        &mut rng,
                        c,
                        &mut start,
                        &mut window_q,
                        &mut in_flight,
                        &mut cpu_q,
                        warm,
                        &mut done,
                        &mut resp,
                    );
                } else {
                    let d = (rng.next() * c.disks as f64) as usize % c.disks;
                    disk_of[who] = d;
                    disk_q[d].push_back(who);
                    if disk_q[d].len() == 1 {
                        ev.push(Ev(now + rng.gamma(c.disk_mean, c.disk_scv), DISK_END, d));
                    }
                }
            }
            DESTAGE_ARRIVAL => {
                disk_q[who].push_back(DESTAGE);
                if disk_q[who].len() == 1 {
                    ev.push(Ev(now + rng.gamma(c.disk_mean, c.disk_scv), DISK_END, who));
                }
                ev.push(Ev(now + rng.exp(1.0 / c.destage), DESTAGE_ARRIVAL, who));
            }
            _ => {
                let d = who;
                let job = disk_q[d].pop_front().unwrap_or(DESTAGE);
                if !disk_q[d].is_empty() {
                    ev.push(Ev(now + rng.gamma(c.disk_mean, c.disk_scv), DISK_END, d));
                }
                if job != DESTAGE {
                    finish(
                        job,
                        now,
                        &mut ev,
                        &mut rng,
                        c,
                        &mut start,
                        &mut window_q,
                        &mut in_flight,
                        &mut cpu_q,
                        warm,
                        &mut done,
                        &mut resp,
                    );
                }
            }
        }
    }
    let span = horizon - warm;
    (done / span, resp / done.max(1.0))
}

#[allow(clippy::too_many_arguments)]
fn finish(
    t: usize,
    now: f64,
    ev: &mut BinaryHeap<Ev>,
    rng: &mut Rng,
    c: &Case,
    start: &mut [f64],
    window_q: &mut VecDeque<usize>,
    in_flight: &mut usize,
    cpu_q: &mut VecDeque<usize>,
    warm: f64,
    done: &mut f64,
    resp: &mut f64,
) {
    if now > warm {
        *done += 1.0;
        *resp += now - start[t];
    }
    *in_flight -= 1;
    if let Some(next) = window_q.pop_front() {
        *in_flight += 1;
        cpu_q.push_back(next);
        if cpu_q.len() == 1 {
            ev.push(Ev(now + rng.exp(c.cpu), CPU_END, next));
        }
    }
    ev.push(Ev(now + rng.exp(c.think), THINK_END, t));
}

/// The same system as a network for the analytic solver: (X [IO/s], R [s]).
pub fn analytic(c: &Case) -> (f64, f64) {
    let mut net = Network::default();
    let j = net.add_class(
        "threads".into(),
        ClassKind::Closed {
            population: c.threads as f64,
            think: c.think,
        },
        None,
    );
    let mut ds = Vec::new();
    let mut lun_window = None;
    if let Some(w) = c.window {
        let k = net.add_station(
            "host",
            "queue depth",
            StationPart::LunQueue,
            StationKind::Window { limit: w as f64 },
            1.0,
        );
        lun_window = net.add_demand(Demand {
            class: j,
            station: k,
            io: IoType::DbRead,
            visits: 1.0,
            service: 0.0,
            scv: 1.0,
            latency_weight: 1.0,
            sptf: false,
        });
        ds.extend(lun_window);
    }
    let cpu = net.add_station(
        "sp",
        "cpu",
        StationPart::ControllerCpu,
        StationKind::Queue { servers: 1.0 },
        1.0,
    );
    let disks = net.add_station(
        "rg",
        "drives",
        StationPart::Drives,
        StationKind::Queue { servers: 1.0 },
        c.disks as f64,
    );
    ds.extend(net.add_demand(Demand {
        class: j,
        station: cpu,
        io: IoType::DbRead,
        visits: 1.0,
        service: c.cpu,
        scv: 1.0,
        latency_weight: 1.0,
        sptf: false,
    }));
    let miss = 1.0 - c.hit;
    ds.extend(net.add_demand(Demand {
        class: j,
        station: disks,
        io: IoType::DbRead,
        visits: miss / c.disks as f64,
        service: c.disk_mean,
        scv: c.disk_scv,
        latency_weight: miss,
        sptf: false,
    }));
    net.routes.push(Route {
        class: j,
        io: IoType::DbRead,
        lun: None,
        host_visits: 1.0,
        bytes: 32768.0,
        demands: ds,
        lun_window,
        path_windows: vec![],
        blocking: true,
    });
    if c.destage > 0.0 {
        let o = net.add_class(
            "destage".into(),
            ClassKind::Open {
                base: c.destage * c.disks as f64,
                ties: vec![],
            },
            None,
        );
        let e = net.add_demand(Demand {
            class: o,
            station: disks,
            io: IoType::Destage,
            visits: 1.0 / c.disks as f64,
            service: c.disk_mean,
            scv: c.disk_scv,
            latency_weight: 0.0,
            sptf: false,
        });
        net.routes.push(Route {
            class: o,
            io: IoType::Destage,
            lun: None,
            host_visits: 1.0,
            bytes: 0.0,
            demands: e.into_iter().collect(),
            lun_window: None,
            path_windows: vec![],
            blocking: false,
        });
    }
    let sol = solve(&net, None);
    (sol.x[j], sol.route_time(&net, 0))
}

const RC1: Case = Case {
    threads: 16,
    think: 0.001,
    cpu: 0.000_05,
    hit: 0.02,
    disks: 8,
    disk_mean: 0.005_71,
    disk_scv: 0.103,
    destage: 0.0,
    window: None,
};

fn check(c: Case, tol_x: f64, tol_r: f64) {
    let (xs, rs) = simulate(&c, 400.0, 0x5eed_1234);
    let (xa, ra) = analytic(&c);
    assert!(
        (xa - xs).abs() / xs < tol_x,
        "{c:?}: X analytic {xa:.1} vs DES {xs:.1}"
    );
    assert!(
        (ra - rs).abs() / rs < tol_r,
        "{c:?}: R analytic {:.3} ms vs DES {:.3} ms",
        ra * 1e3,
        rs * 1e3
    );
}

#[test]
fn des_reproduces_model_reference_rc1() {
    // MODEL.md A.1 DES column: N=16 → 1,087 IO/s, 13.72 ms (within the simulation's noise).
    let (x, r) = simulate(&RC1, 400.0, 0x5eed_1234);
    assert!((x - 1087.0).abs() / 1087.0 < 0.02, "{x}");
    assert!((r * 1000.0 - 13.72).abs() / 13.72 < 0.03, "{}", r * 1000.0);
}

#[test]
fn solver_matches_simulation_for_closed_threads() {
    for n in [4, 16, 64] {
        check(Case { threads: n, ..RC1 }, 0.03, 0.04);
    }
}

#[test]
fn solver_matches_simulation_with_open_destage() {
    // MODEL.md A.3 FCFS: open load of 0.2 per disk alongside the threads.
    for n in [8, 32] {
        check(
            Case {
                threads: n,
                destage: 0.2 / 0.005_71,
                ..RC1
            },
            0.04,
            0.05,
        );
    }
}

#[test]
fn solver_matches_simulation_with_a_queue_depth_window() {
    // MODEL.md A.4: windows below the thread count put the excess in the host queue.
    for (n, w) in [(64, 16), (64, 4), (256, 64)] {
        check(
            Case {
                threads: n,
                window: Some(w),
                ..RC1
            },
            0.05,
            0.05,
        );
    }
}
