//! Approximate mean value analysis of a mixed network (MODEL.md §6.4–6.9, §6.13).
//!
//! * Closed classes: Bard–Schweitzer proportional estimation (an arriving customer sees the
//!   station with 1/N of its own class removed) with the residual-life correction for
//!   non-exponential FCFS service (§6.5).
//! * Open classes (tied to closed throughputs): time-average arrivals, R = S + W/(1 − U_own) (§6.6).
//! * Multi-server stations: Seidmann (S/m queueing + S(m−1)/m delay) (§6.7).
//! * Disks: SPTF gain as a load-dependent effective service S/G(q̄), damped fixed point (§6.8).
//! * Windows: a window of W slots is a Seidmann W-server whose service is the downstream
//!   residence; since that residence is already counted on the route, a visit resides at the
//!   window only while waiting (§6.9, checked against MODEL RC-3).
//! * Stability: utilisation never exceeds 1; closed throughputs feeding a saturated
//!   station are scaled back, so no NaN or infinity can come out.

use crate::damper::RESTART_AFTER;
use crate::disk::sptf_gain;
use crate::minmax::MinMax;
use crate::network::{number_pairs, ClassKind, Network, Route, StationKind};
use crate::params;
use crate::progress::{poll_every, Progress};
pub use crate::progress::{Interrupt, Precision, EXACT, SEARCH};
use crate::settle::{update_open_rates, Limiter, Settle};
use crate::windows::Windows;

/// Solution of a network.
#[derive(Debug, Clone, Default)]
pub struct Solution {
    /// Closed: cycles/s; open: arrivals/s.
    pub x: Vec<f64>,
    /// Effective service per visit [s] (after SPTF scaling or window derivation).
    pub service: Vec<f64>,
    /// Residence per visit [s] (queueing + service, or waiting only at windows).
    pub residence: Vec<f64>,
    /// Per station instance: mean number present, utilisation (per server), visits/s.
    pub queue: Vec<f64>,
    pub util: Vec<f64>,
    pub throughput: Vec<f64>,
    /// Per station service scale (1/G for disks).
    pub scale: Vec<f64>,
    pub iterations: u32,
    pub converged: bool,
    /// When the iteration did not converge: relative half-range of closed throughputs and route
    /// times over its last half, or since its last extension (`progress.rs`; the returned state
    /// is the mean over that stretch), or the last iteration's largest distance of a window's
    /// service from its target if that is larger. 0 otherwise.
    pub spread: f64,
    /// The caller stopped the solve ([`Precision::stop`]): the state is wherever the iteration
    /// was, neither converged nor averaged, and the evaluation is being abandoned.
    pub stopped: bool,
}

impl Solution {
    /// Residence of route `r` per host I/O [s]: the sum of its stations' latency contributions.
    pub fn route_time(&self, net: &Network, r: usize) -> f64 {
        per_host_io(&net.routes[r], |e| {
            net.demands[e].latency_weight * self.latency(net, e)
        })
    }

    /// Time a visit of demand `e` adds to its route [s]. A window is a Seidmann W-server whose
    /// service is the downstream residence, which the route already counts: it adds only the
    /// waiting for a free slot.
    pub fn latency(&self, net: &Network, e: usize) -> f64 {
        match net.stations[net.demands[e].station].kind {
            StationKind::Window { .. } => self.window_wait(e),
            _ => self.residence[e],
        }
    }

    /// What window demand `e` adds to its route [s]: its waiting for a free slot.
    pub(crate) fn window_wait(&self, e: usize) -> f64 {
        (self.residence[e] - self.service[e]).at_least(0.0)
    }
}

/// A route's time per host I/O [s] from each demand's latency contribution `term(e)` [s per visit
/// of the route]: their sum over the route's host visits (0 for a route without host I/O).
fn per_host_io(route: &Route, term: impl Fn(usize) -> f64) -> f64 {
    if route.host_visits <= 0.0 {
        return 0.0;
    }
    route.demands.iter().map(|&e| term(e)).sum::<f64>() / route.host_visits
}

pub(crate) fn servers(kind: StationKind) -> f64 {
    match kind {
        StationKind::Queue { servers } => servers.at_least(1.0),
        _ => 1.0,
    }
}

/// Solves `net` to reported precision.
pub fn solve(net: &Network, warm: Option<&Solution>) -> Solution {
    solve_with(net, warm, EXACT)
}

/// Solves `net` to `prec`, optionally starting from a solution of a network of the same shape.
/// Symmetric designs are solved on their folded network ([`crate::fold`]) and expanded.
pub fn solve_with(net: &Network, warm: Option<&Solution>, prec: Precision) -> Solution {
    if let Some(f) = crate::fold::fold(net) {
        let warm = warm
            .filter(|w| w.residence.len() == net.demands.len() && w.x.len() == net.classes.len())
            .map(|w| f.shrink(w));
        return f.expand(iterate(&f.net, &f.weight, &f.origin, warm.as_ref(), prec));
    }
    solve_unfolded(net, warm, prec)
}

/// Solves `net` as it is, without symmetry folding (the tests compare the two).
pub fn solve_unfolded(net: &Network, warm: Option<&Solution>, prec: Precision) -> Solution {
    let weight = vec![1.0; net.demands.len()];
    let origin: Vec<usize> = net.demands.iter().map(|d| d.station).collect();
    iterate(net, &weight, &origin, warm, prec)
}

/// What [`iterate`] reads about a demand on every iteration, gathered once.
struct DemandFacts {
    kind: StationKind,
    /// Servers of its station (1 unless a multi-server queue).
    m: f64,
    /// Closed class: the population of its own-class removal (min(N, window cap), at least 1);
    /// open class: None.
    own_n: Option<f64>,
}

/// One station's aggregates at the current state (step 2 of [`iterate`]), kept together so a
/// demand updates them through one index: waiting work `a` and residual `b` of every class,
/// closed classes' waiting work, open classes' utilisation, and the reported totals.
#[derive(Clone, Copy, Default)]
struct StationSums {
    a: f64,
    b: f64,
    a_closed: f64,
    u_open: f64,
    queue: f64,
    util: f64,
    throughput: f64,
}

/// A (class, station) group's own waiting work and residual (the Schweitzer removal).
#[derive(Clone, Copy, Default)]
struct GroupSums {
    a: f64,
    b: f64,
}

/// The AMVA iteration. `weight[e]`: how many demands of the full network demand `e` stands for in
/// its station's aggregates; `origin[e]`: the full station it visits (own-class removal groups).
fn iterate(
    net: &Network,
    weight: &[f64],
    origin: &[usize],
    warm: Option<&Solution>,
    prec: Precision,
) -> Solution {
    let (nd, nc, ns) = (net.demands.len(), net.classes.len(), net.stations.len());
    let same_shape =
        warm.is_some_and(|w| w.residence.len() == nd && w.x.len() == nc && w.scale.len() == ns);
    let mut sol = if same_shape {
        warm.cloned().unwrap_or_default()
    } else {
        Solution {
            x: vec![0.0; nc],
            service: net.demands.iter().map(|d| d.service).collect(),
            residence: net.demands.iter().map(|d| d.service).collect(),
            queue: vec![0.0; ns],
            util: vec![0.0; ns],
            throughput: vec![0.0; ns],
            scale: vec![1.0; ns],
            iterations: 0,
            converged: false,
            spread: 0.0,
            stopped: false,
        }
    };

    // (class, station) groups for the Schweitzer removal of an arriving customer's own class.
    let pairs: Vec<(usize, usize)> = net
        .demands
        .iter()
        .zip(origin)
        .map(|(d, &o)| (d.class, o))
        .collect();
    let (group_of, groups) = number_pairs(&pairs);

    // Route membership of every demand, and the route each window demand serves.
    let mut demand_route = vec![usize::MAX; nd];
    for (ri, r) in net.routes.iter().enumerate() {
        for &e in &r.demands {
            demand_route[e] = ri;
        }
    }

    // Population that can be inside the array at once: a window of W slots lets at most W of a
    // class's customers past it, so the arrival theorem removes 1/min(N, W) of the own queue.
    let mut pop_cap = vec![f64::INFINITY; nd];
    for r in &net.routes {
        let mut cap = f64::INFINITY;
        if let Some(w) = r.lun_window {
            if let StationKind::Window { limit } = net.stations[net.demands[w].station].kind {
                cap = cap.at_most(limit);
            }
        }
        let paths: f64 = r
            .path_windows
            .iter()
            .map(|&w| match net.stations[net.demands[w].station].kind {
                StationKind::Window { limit } => limit,
                _ => 0.0,
            })
            .sum();
        if !r.path_windows.is_empty() {
            cap = cap.at_most(paths);
        }
        for &e in &r.demands {
            if !matches!(
                net.stations[net.demands[e].station].kind,
                StationKind::Window { .. }
            ) {
                pop_cap[e] = cap;
            }
        }
    }

    // Demands of each class (for the saturation limiter's Little-deficit placement).
    let mut class_demands: Vec<Vec<usize>> = vec![Vec::new(); nc];
    for (e, d) in net.demands.iter().enumerate() {
        if d.latency_weight > 0.0 {
            class_demands[d.class].push(e);
        }
    }

    // Closed classes' blocking routes.
    let mut class_routes: Vec<Vec<usize>> = vec![Vec::new(); nc];
    for (ri, r) in net.routes.iter().enumerate() {
        if r.blocking {
            class_routes[r.class].push(ri);
        }
    }

    if !same_shape {
        // Start from half the asymptotic bound N/(Z + D).
        for (c, routes) in class_routes.iter().enumerate() {
            if let ClassKind::Closed { population, think } = net.classes[c].kind {
                let d: f64 = routes
                    .iter()
                    .map(|&r| {
                        net.routes[r]
                            .demands
                            .iter()
                            .map(|&e| net.demands[e].latency_weight * net.demands[e].service)
                            .sum::<f64>()
                    })
                    .sum();
                sol.x[c] = if population > 0.0 {
                    0.5 * population / (think + d).at_least(1e-6)
                } else {
                    0.0
                };
            }
        }
        update_open_rates(net, &mut sol.x);
    }

    // Per demand, fixed for the whole iteration: its station's kind and servers, and for a closed
    // class the population its own-class removal divides by (read once here, not per iteration).
    let facts: Vec<DemandFacts> = net
        .demands
        .iter()
        .enumerate()
        .map(|(e, d)| {
            let kind = net.stations[d.station].kind;
            let own_n = match net.classes[d.class].kind {
                ClassKind::Closed { population, .. } => {
                    Some(population.at_most(pop_cap[e]).at_least(1.0))
                }
                ClassKind::Open { .. } => None,
            };
            DemandFacts {
                kind,
                m: servers(kind),
                own_n,
            }
        })
        .collect();

    let mut at = vec![StationSums::default(); ns];
    let mut in_group = vec![GroupSums::default(); groups];
    let mut alpha = 1.0;
    let mut last_sign = vec![0i8; nc];
    let mut flips = 0u32;

    // Windows: their service (downstream residence / W) responds steeply to throughput, so each
    // window's update is damped adaptively ([`crate::damper`], [`crate::windows`]).
    let mut windows = Windows::new(net, &demand_route);
    if !same_shape {
        windows.refresh(&mut sol, 0);
    }
    let mut settle = Settle::default();
    // Iterations in a row in which no closed throughput moved by a tenth of the tolerance.
    let mut still = 0u32;
    // The largest relative distance of a window's service from its target, last iteration.
    let mut window_gap = 0.0;
    let mut x_start = sol.x.clone();
    let mut res_start = sol.residence.clone();
    sol.spread = 0.0;
    let mut progress = Progress::new(prec.max_iter, prec.extend_to);
    let poll = prec.stop.map(|stop| (stop, poll_every(nd + ns)));
    let mut it = 0;
    let mut limiter = Limiter::new(net, weight);
    // Services that never change: every demand's but a window's (refreshed at step 7) and an SPTF
    // disk's (scaled at step 1).
    let mut sptf = Vec::new();
    for (e, (d, f)) in net.demands.iter().zip(&facts).enumerate() {
        match f.kind {
            StationKind::Disk { .. } if d.sptf => sptf.push(e),
            StationKind::Window { .. } => {}
            _ => sol.service[e] = d.service,
        }
    }
    // `Solution::route_time`, reading each demand's latency weight and whether it is a window from
    // tables rather than through its station.
    let lat_w: Vec<f64> = net.demands.iter().map(|d| d.latency_weight).collect();
    let is_window: Vec<bool> = facts
        .iter()
        .map(|f| matches!(f.kind, StationKind::Window { .. }))
        .collect();
    let route_time = |sol: &Solution, ri: usize| -> f64 {
        let latency = |e: usize| match is_window[e] {
            true => sol.window_wait(e),
            false => sol.residence[e],
        };
        per_host_io(&net.routes[ri], |e| lat_w[e] * latency(e))
    };
    while it < progress.limit() {
        if let Some((stop, every)) = poll {
            if it % every == every - 1 && stop() {
                sol.stopped = true;
                return sol;
            }
        }
        sol.iterations = it + 1;
        // 1. Effective services: SPTF scaling for disks (windows are updated at step 7).
        for &e in &sptf {
            let d = &net.demands[e];
            sol.service[e] = d.service * sol.scale[d.station];
        }
        // 2. Station and group aggregates at the current state.
        at.iter_mut().for_each(|v| *v = StationSums::default());
        in_group.iter_mut().for_each(|v| *v = GroupSums::default());
        for (e, (d, f)) in net.demands.iter().zip(&facts).enumerate() {
            let kind = f.kind;
            if kind == StationKind::Delay {
                continue;
            }
            let m = f.m;
            let sq = sol.service[e] / m;
            let rate = sol.x[d.class] * d.visits;
            let rq = queue_part(kind, sol.residence[e], sol.service[e]);
            let (q, u) = (rate * rq, rate * sq);
            let a = sq * (q - u).at_least(0.0);
            let b = u * sq * (1.0 + d.scv) / 2.0;
            // Stations count every demand of the full network (weight); groups only the own.
            let w = weight[e];
            let st = &mut at[d.station];
            st.a += w * a;
            st.b += w * b;
            if f.own_n.is_some() {
                st.a_closed += w * a;
            } else {
                st.u_open += w * u;
            }
            st.queue += w * q;
            st.util += w * u;
            st.throughput += w * rate;
            let g = &mut in_group[group_of[e]];
            g.a += a;
            g.b += b;
        }
        for (k, st) in at.iter().enumerate() {
            (sol.queue[k], sol.util[k], sol.throughput[k]) = (st.queue, st.util, st.throughput);
        }
        // 3. Residences.
        let mut max_change: f64 = 0.0;
        // Residences converge slowest near a saturated multi-class station, where they only
        // redistribute a queue among classes; throughputs settle much earlier.
        res_start.copy_from_slice(&sol.residence);
        for (e, (d, f)) in net.demands.iter().zip(&facts).enumerate() {
            let s = sol.service[e];
            let new = match f.kind {
                StationKind::Delay => s,
                _ => {
                    let m = f.m;
                    let sq = s / m;
                    let own = sq;
                    let delay_part = if m > 1.0 { s * (m - 1.0) / m } else { 0.0 };
                    let st = &at[d.station];
                    let wait = match f.own_n {
                        Some(n) => {
                            let g = &in_group[group_of[e]];
                            (st.a - g.a / n).at_least(0.0) + (st.b - g.b / n).at_least(0.0)
                        }
                        None => {
                            // Open arrivals see the time average. Their own queues add
                            // W·U_open, so W = (closed waiting work + residual) / (1 − U_open),
                            // solved jointly for every open class at the station.
                            let u = st.u_open.at_most(params::UTIL_CAP);
                            (st.a_closed + st.b) / (1.0 - u)
                        }
                    };
                    delay_part + own + wait
                }
            };
            let new = if new.is_finite() {
                new
            } else {
                sol.residence[e]
            };
            sol.residence[e] = new;
        }
        // 4. Closed throughputs, damped, with oscillation control. Their change is measured
        // after step 5's limiter: at a saturated station it pulls them back to the cap each
        // iteration, and that state is the solution, not a step on the way.
        x_start.copy_from_slice(&sol.x);
        for (c, routes) in class_routes.iter().enumerate() {
            if let ClassKind::Closed { population, think } = net.classes[c].kind {
                let r: f64 = routes
                    .iter()
                    .map(|&ri| route_time(&sol, ri) * net.routes[ri].host_visits)
                    .sum();
                let target = if population > 0.0 {
                    population / (think + r).at_least(1e-9)
                } else {
                    0.0
                };
                let step = target - sol.x[c];
                let sign = if step > 0.0 {
                    1
                } else if step < 0.0 {
                    -1
                } else {
                    0
                };
                if sign != 0 && last_sign[c] != 0 && sign != last_sign[c] {
                    flips += 1;
                }
                last_sign[c] = sign;
                sol.x[c] = (sol.x[c] + alpha * step).at_least(0.0);
            }
        }
        if flips > 4 * nc as u32 + 8 {
            alpha = (alpha * 0.5).at_least(0.05);
            flips = 0;
        }
        // 5. Keep every station below saturation, then tie open rates to the new throughputs.
        limiter.limit(net, &mut sol, &class_routes, &class_demands);
        // Residences likewise: the limiter adds the waiting a capped class must do.
        let res_change = sol
            .residence
            .iter()
            .zip(&res_start)
            .fold(0.0, |m: f64, (&a, &b)| m.at_least(rel(a, b)));
        let mut x_change: f64 = 0.0;
        for (c, class) in net.classes.iter().enumerate() {
            if matches!(class.kind, ClassKind::Closed { .. }) {
                x_change = x_change.at_least(rel(sol.x[c], x_start[c]));
            }
        }
        max_change = max_change.at_least(x_change);
        // A window that creeps in one direction while the throughputs stand still restarts its
        // step (`damper.rs`): early oscillations had left it too small to arrive.
        still = if x_change < 0.1 * prec.tol {
            still + 1
        } else {
            0
        };
        if still >= RESTART_AFTER {
            windows.restart_creeping(it);
        }
        update_open_rates(net, &mut sol.x);
        // 6. SPTF gains from the current queue at each disk.
        for (k, st) in net.stations.iter().enumerate() {
            if let StationKind::Disk { cap, gamma } = st.kind {
                let target = 1.0 / sptf_gain(sol.queue[k], cap, gamma);
                let new = sol.scale[k] + 0.5 * (target - sol.scale[k]);
                max_change = max_change.at_least(rel(new, sol.scale[k]));
                sol.scale[k] = new;
            }
        }
        // 7. Window services from the new downstream residences.
        window_gap = windows.refresh(&mut sol, it);
        max_change = max_change.at_least(window_gap);
        if it > 3 && max_change < prec.tol && res_change < prec.res_tol {
            sol.converged = true;
            break;
        }
        // Still converging at the limit: go on, and average only what follows (`progress.rs`).
        if progress.observe(
            it,
            (max_change / prec.tol).at_least(res_change / prec.res_tol),
        ) {
            settle = Settle::default();
        }
        if it >= progress.limit().saturating_sub(prec.max_iter / 2) {
            settle.add(net, &sol);
        }
        it += 1;
    }
    if !sol.converged {
        settle.finish(net, weight, &mut sol, &class_routes, &class_demands);
        // A window that creeps shows no range, yet is as far from settled as from its target.
        sol.spread = sol.spread.at_least(window_gap);
    }
    sol
}

/// Residence in the queueing part of a station (excludes the Seidmann delay part).
pub(crate) fn queue_part(kind: StationKind, residence: f64, service: f64) -> f64 {
    let m = servers(kind);
    if m > 1.0 {
        (residence - service * (m - 1.0) / m).at_least(0.0)
    } else {
        residence
    }
}

/// Sets open-class rates from the closed throughputs they are tied to.
pub(crate) fn rel(a: f64, b: f64) -> f64 {
    let d = (a - b).abs();
    if d == 0.0 {
        0.0
    } else {
        d / a.abs().at_least(b.abs()).at_least(1e-12)
    }
}

#[cfg(test)]
#[path = "solver_tests.rs"]
mod tests;
