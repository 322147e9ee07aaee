//! The window refresh of [`crate::solver`]: each window's service moves towards its downstream
//! residence per slot, damped ([`crate::damper`]).
//!
//! A window of W slots is a Seidmann W-server whose service is the residence of what lies behind
//! it on its route: for a LUN window, the route's other stations and the waiting at its HBA-port
//! windows; for an HBA-port window, the route's other stations. What each route sums, and each
//! window's constants, are gathered once per solve; the sums are taken in route order, as they
//! were when read through the network every iteration (a seventh of a solve).

use crate::damper::Damper;
use crate::minmax::MinMax;
use crate::network::{Network, StationKind};
use crate::solver::{rel, Solution};

/// A demand's part in its route's downstream sums.
#[derive(Clone, Copy, PartialEq)]
enum Downstream {
    /// Not a window: its residence is downstream of the route's windows.
    Residence,
    /// An HBA-port window: its waiting adds to the LUN window's downstream.
    PathWait,
    /// The LUN window itself (its own downstream, not part of it).
    Skip,
}

/// One window that serves a route with host I/O.
struct Serving {
    /// Its damper (every window has one, in demand order).
    damper: usize,
    demand: usize,
    route: usize,
    /// Its slots, at least 1.
    slots: f64,
    /// The route's host visits (> 0).
    host_visits: f64,
    /// Whether it is the route's LUN window (whose downstream includes the HBA-port waiting).
    lun: bool,
}

/// The windows of one solve: their dampers and what their refresh reads.
pub(crate) struct Windows {
    dampers: Vec<Damper>,
    /// Per route with windows: (route, start, end) of its terms.
    spans: Vec<(usize, usize, usize)>,
    /// Downstream terms in route order: demand, latency weight, and whether it is an HBA-port
    /// window's waiting (else a residence).
    terms: Vec<(usize, f64, bool)>,
    serving: Vec<Serving>,
    /// Per route: downstream residence and HBA-port waiting at the current state.
    down: Vec<f64>,
    paths: Vec<f64>,
}

impl Windows {
    /// `demand_route[e]`: the route listing demand `e` (usize::MAX for none).
    pub(crate) fn new(net: &Network, demand_route: &[usize]) -> Self {
        let is_window = |e: usize| {
            matches!(
                net.stations[net.demands[e].station].kind,
                StationKind::Window { .. }
            )
        };
        let windows: Vec<usize> = (0..net.demands.len()).filter(|&e| is_window(e)).collect();
        // Found once (a route lists 16 HBA-port windows on a multipath host: looking each up in
        // `path_windows` per iteration was quadratic).
        let mut sums: Vec<Downstream> = (0..net.demands.len())
            .map(|e| match is_window(e) {
                true => Downstream::Skip,
                false => Downstream::Residence,
            })
            .collect();
        for r in &net.routes {
            for &w in &r.path_windows {
                if sums[w] == Downstream::Skip {
                    sums[w] = Downstream::PathWait;
                }
            }
        }
        let (mut spans, mut terms) = (Vec::new(), Vec::new());
        for (ri, r) in net.routes.iter().enumerate() {
            if r.lun_window.is_none() && r.path_windows.is_empty() {
                continue;
            }
            let start = terms.len();
            for &e in &r.demands {
                let w = net.demands[e].latency_weight;
                match sums[e] {
                    Downstream::Residence => terms.push((e, w, false)),
                    Downstream::PathWait => terms.push((e, w, true)),
                    Downstream::Skip => {}
                }
            }
            spans.push((ri, start, terms.len()));
        }
        let serving = windows
            .iter()
            .enumerate()
            .filter_map(|(damper, &e)| {
                let StationKind::Window { limit } = net.stations[net.demands[e].station].kind
                else {
                    return None;
                };
                let route = demand_route[e];
                let r = net.routes.get(route).filter(|r| r.host_visits > 0.0)?;
                Some(Serving {
                    damper,
                    demand: e,
                    route,
                    slots: limit.at_least(1.0),
                    host_visits: r.host_visits,
                    lun: r.lun_window == Some(e),
                })
            })
            .collect();
        Self {
            dampers: vec![Damper::default(); windows.len()],
            spans,
            terms,
            serving,
            down: vec![0.0; net.routes.len()],
            paths: vec![0.0; net.routes.len()],
        }
    }

    /// Moves every window's service towards its target (iteration `it`, from 0); returns the
    /// largest relative distance of a service from its target before the move.
    pub(crate) fn refresh(&mut self, sol: &mut Solution, it: u32) -> f64 {
        for &(ri, start, end) in &self.spans {
            let (mut d, mut p) = (0.0, 0.0);
            for &(e, w, path) in &self.terms[start..end] {
                if path {
                    p += w * sol.window_wait(e);
                } else {
                    d += w * sol.residence[e];
                }
            }
            (self.down[ri], self.paths[ri]) = (d, p);
        }
        let mut change: f64 = 0.0;
        for w in &self.serving {
            let (e, ri) = (w.demand, w.route);
            let behind = self.down[ri] + if w.lun { self.paths[ri] } else { 0.0 };
            let target = behind / w.host_visits / w.slots;
            let step = self.dampers[w.damper].advance(target - sol.service[e], it);
            // Converged means close to the target, not merely taking small (damped) steps.
            change = change.at_least(rel(target, sol.service[e]));
            sol.service[e] += step;
        }
        change
    }

    /// Restarts the step of every window whose correction has kept its sign for
    /// [`crate::damper::RESTART_AFTER`] iterations by iteration `it`.
    pub(crate) fn restart_creeping(&mut self, it: u32) {
        self.dampers
            .iter_mut()
            .filter(|d| d.creeping(it))
            .for_each(Damper::restart);
    }
}
