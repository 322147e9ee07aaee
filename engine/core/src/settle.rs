//! Keeping the AMVA iteration of [`crate::solver`] physical and finite: open rates tied to closed
//! throughputs, the saturation limiter, and the settling average for designs whose iteration
//! ends in a limit cycle instead of a fixed point.
//!
//! Why an average: with a station held at its utilisation cap, the limiter is a non-smooth map
//! and the damped iteration can circle the fixed point (seen on random designs with deeply
//! saturated HBA windows, ±0.1–1 % in throughput). The mean over the cycle is the best estimate
//! of the fixed point; its half-range is reported as `spread` so the UI can say how settled the
//! figures are instead of pretending to a precision the iteration did not reach.

use crate::minmax::MinMax;
use crate::network::{ClassKind, Network, StationKind};
use crate::solver::{queue_part, servers, Solution};

/// Running mean and range of an iteration's state over its last iterations.
#[derive(Debug, Default)]
pub(crate) struct Settle {
    count: f64,
    x: Vec<f64>,
    residence: Vec<f64>,
    service: Vec<f64>,
    scale: Vec<f64>,
    /// Per closed class and per blocking route: (min, max) seen.
    x_range: Vec<(f64, f64)>,
    route_range: Vec<(f64, f64)>,
}

impl Settle {
    /// Adds the current state.
    pub(crate) fn add(&mut self, net: &Network, sol: &Solution) {
        if self.count == 0.0 {
            self.x = vec![0.0; sol.x.len()];
            self.residence = vec![0.0; sol.residence.len()];
            self.service = vec![0.0; sol.service.len()];
            self.scale = vec![0.0; sol.scale.len()];
            self.x_range = vec![(f64::INFINITY, 0.0); sol.x.len()];
            self.route_range = vec![(f64::INFINITY, 0.0); net.routes.len()];
        }
        self.count += 1.0;
        let acc = |sum: &mut [f64], v: &[f64]| sum.iter_mut().zip(v).for_each(|(s, v)| *s += v);
        acc(&mut self.x, &sol.x);
        acc(&mut self.residence, &sol.residence);
        acc(&mut self.service, &sol.service);
        acc(&mut self.scale, &sol.scale);
        for (c, r) in self.x_range.iter_mut().enumerate() {
            if net.is_closed(c) {
                *r = (r.0.at_most(sol.x[c]), r.1.at_least(sol.x[c]));
            }
        }
        for (ri, r) in self.route_range.iter_mut().enumerate() {
            if net.routes[ri].blocking && net.routes[ri].host_visits > 0.0 {
                let t = sol.route_time(net, ri);
                *r = (r.0.at_most(t), r.1.at_least(t));
            }
        }
    }

    /// Replaces `sol` by the mean state, made consistent again: closed throughputs from Little's
    /// law on the mean residences, the limiter, and fresh station totals. Sets `sol.spread`.
    pub(crate) fn finish(
        self,
        net: &Network,
        weight: &[f64],
        sol: &mut Solution,
        class_routes: &[Vec<usize>],
        class_demands: &[Vec<usize>],
    ) {
        if self.count == 0.0 {
            return;
        }
        let half_range = |r: &[(f64, f64)]| {
            r.iter()
                .filter(|(lo, hi)| lo.is_finite() && *hi > 0.0)
                // Half-range over midpoint: (hi − lo)/2 ÷ (hi + lo)/2.
                .map(|&(lo, hi)| (hi - lo) / (hi + lo))
                .fold(0.0, f64::max)
        };
        let spread = half_range(&self.x_range).at_least(half_range(&self.route_range));
        let mean = |v: Vec<f64>| v.into_iter().map(|s| s / self.count).collect::<Vec<_>>();
        sol.residence = mean(self.residence);
        sol.service = mean(self.service);
        sol.scale = mean(self.scale);
        sol.x = mean(self.x);
        for (c, routes) in class_routes.iter().enumerate() {
            if let ClassKind::Closed { population, think } = net.classes[c].kind {
                let r: f64 = routes
                    .iter()
                    .map(|&ri| sol.route_time(net, ri) * net.routes[ri].host_visits)
                    .sum();
                sol.x[c] = if population > 0.0 {
                    population / (think + r).at_least(1e-9)
                } else {
                    0.0
                };
            }
        }
        limit_utilisation(net, weight, sol, class_routes, class_demands);
        update_open_rates(net, &mut sol.x);
        station_totals(net, weight, sol);
        sol.spread = spread;
    }
}

/// Recomputes per-station queue, utilisation and throughput from `sol`'s rates and residences.
/// `weight[e]`: demands of the full network that demand `e` stands for (1 when not folded).
pub(crate) fn station_totals(net: &Network, weight: &[f64], sol: &mut Solution) {
    sol.queue.iter_mut().for_each(|v| *v = 0.0);
    sol.util.iter_mut().for_each(|v| *v = 0.0);
    sol.throughput.iter_mut().for_each(|v| *v = 0.0);
    for (e, d) in net.demands.iter().enumerate() {
        let kind = net.stations[d.station].kind;
        if kind == StationKind::Delay {
            continue;
        }
        let rate = weight[e] * sol.x[d.class] * d.visits;
        sol.queue[d.station] += rate * queue_part(kind, sol.residence[e], sol.service[e]);
        sol.util[d.station] += rate * sol.service[e] / servers(kind);
        sol.throughput[d.station] += rate;
    }
}

pub(crate) fn update_open_rates(net: &Network, x: &mut [f64]) {
    for c in 0..net.classes.len() {
        if let ClassKind::Open { base, ties } = &net.classes[c].kind {
            let v = base + ties.iter().map(|&(k, coef)| coef * x[k]).sum::<f64>();
            x[c] = if v.is_finite() { v.at_least(0.0) } else { 0.0 };
        }
    }
}

/// Utilisation a saturated station is held at: a hair below 1, so that what moves within the
/// convergence tolerance after the limiter (SPTF gains, window services) cannot take a reported
/// utilisation past 1 (at exactly 1 a fuzzed design reported 1.0000000014).
const SATURATED: f64 = 1.0 - 1e-5;

/// Scales back closed throughputs so that no station is busier than [`SATURATED`] (open load
/// included through the ties). It scales to the level that triggers it, not below: a cap under
/// the trigger let the iteration climb back each time and circle (N series at queue depth 16 went
/// round a five-step cycle for 50,000 iterations), where a saturated station's fixed point is
/// fully busy. The customers a scaled class can no longer keep in service wait in the saturated
/// station's queue, so Little's law N = X·(Z + R) still holds for every closed class.
pub(crate) fn limit_utilisation(
    net: &Network,
    weight: &[f64],
    sol: &mut Solution,
    class_routes: &[Vec<usize>],
    class_demands: &[Vec<usize>],
) {
    Limiter::new(net, weight).limit(net, sol, class_routes, class_demands);
}

/// What [`limit_utilisation`] reads on every call, gathered once per solve, and its scratch
/// tables (the solver calls it every iteration: looking each demand's station and class up
/// through the network, and allocating the tables anew, was a seventh of a solve).
pub(crate) struct Limiter {
    /// Per demand not at a delay station: its index, station, class, the station's servers, its
    /// weight (full demands it stands for) and visits.
    busy: Vec<(u32, u32, u32, f64, f64, f64)>,
    /// Per class: its open base rate, if an open class.
    open_base: Vec<Option<f64>>,
    x: Vec<f64>,
    util: Vec<f64>,
    fixed: Vec<f64>,
}

impl Limiter {
    pub(crate) fn new(net: &Network, weight: &[f64]) -> Self {
        let narrow = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        let busy = net
            .demands
            .iter()
            .enumerate()
            .filter(|(_, d)| net.stations[d.station].kind != StationKind::Delay)
            .map(|(e, d)| {
                let m = servers(net.stations[d.station].kind);
                let w = weight.get(e).copied().unwrap_or(1.0);
                (
                    narrow(e),
                    narrow(d.station),
                    narrow(d.class),
                    m,
                    w,
                    d.visits,
                )
            })
            .collect();
        let open_base = net
            .classes
            .iter()
            .map(|c| match c.kind {
                ClassKind::Open { base, .. } => Some(base),
                ClassKind::Closed { .. } => None,
            })
            .collect();
        Self {
            busy,
            open_base,
            x: Vec::new(),
            util: Vec::new(),
            fixed: Vec::new(),
        }
    }

    /// [`limit_utilisation`] with this limiter's tables.
    pub(crate) fn limit(
        &mut self,
        net: &Network,
        sol: &mut Solution,
        class_routes: &[Vec<usize>],
        class_demands: &[Vec<usize>],
    ) {
        let nc = net.classes.len();
        for _ in 0..4 {
            self.x.clear();
            self.x.extend_from_slice(&sol.x);
            update_open_rates(net, &mut self.x);
            let (x, util, fixed) = (&self.x, &mut self.util, &mut self.fixed);
            util.clear();
            util.resize(net.stations.len(), 0.0);
            fixed.clear();
            fixed.resize(net.stations.len(), 0.0);
            for &(e, k, c, m, w, v) in &self.busy {
                let (e, k, c) = (e as usize, k as usize, c as usize);
                let u = w * x[c] * v * sol.service[e] / m;
                util[k] += u;
                if let Some(base) = self.open_base[c] {
                    if x[c] > 0.0 {
                        fixed[k] += u * (base / x[c]).at_most(1.0);
                    }
                }
            }
            if !self.scale_back(net, sol, class_routes, class_demands, nc) {
                break;
            }
        }
    }

    /// Scales the classes feeding the busiest station above [`SATURATED`] back to it; false when
    /// no station is.
    fn scale_back(
        &self,
        net: &Network,
        sol: &mut Solution,
        class_routes: &[Vec<usize>],
        class_demands: &[Vec<usize>],
        nc: usize,
    ) -> bool {
        let (util, fixed) = (&self.util, &self.fixed);
        let worst = (0..util.len())
            .filter(|&k| util[k] > SATURATED)
            .max_by(|&a, &b| util[a].total_cmp(&util[b]));
        let Some(k) = worst else { return false };
        let variable = util[k] - fixed[k];
        if variable <= 0.0 {
            return false;
        }
        let f = ((SATURATED - fixed[k]).at_least(0.0) / variable).clamp(0.0, 1.0);
        let mut feeds = vec![false; nc];
        for d in net.demands.iter().filter(|d| d.station == k) {
            match &net.classes[d.class].kind {
                ClassKind::Closed { .. } => feeds[d.class] = true,
                ClassKind::Open { ties, .. } => ties.iter().for_each(|&(c, _)| feeds[c] = true),
            }
        }
        for c in 0..nc {
            let ClassKind::Closed { population, think } = net.classes[c].kind else {
                continue;
            };
            if !feeds[c] || sol.x[c] <= 0.0 {
                continue;
            }
            sol.x[c] *= f;
            // Little deficit: cycle time the scaled class must now spend waiting.
            let r: f64 = class_routes[c]
                .iter()
                .map(|&ri| sol.route_time(net, ri) * net.routes[ri].host_visits)
                .sum();
            let deficit = population / sol.x[c] - think - r;
            if deficit <= 0.0 {
                continue;
            }
            // Queue it where the class meets station k, else at its slowest demand.
            let mine = &class_demands[c];
            let at_k: Vec<usize> = mine
                .iter()
                .copied()
                .filter(|&e| net.demands[e].station == k)
                .collect();
            let targets = if at_k.is_empty() {
                mine.iter()
                    .copied()
                    .max_by(|&a, &b| sol.residence[a].total_cmp(&sol.residence[b]))
                    .into_iter()
                    .collect()
            } else {
                at_k
            };
            let weight: f64 = targets.iter().map(|&e| net.demands[e].latency_weight).sum();
            if weight > 0.0 {
                for &e in &targets {
                    sol.residence[e] += deficit / weight;
                }
            }
        }
        true
    }
}
