//! Multipath routes from servers to the controllers of an array (MODEL §5.5–5.6): every walk
//! from an HBA port through up to four switches to a controller's front-end port, the shortest of
//! each (HBA port, front-end port) pair kept.
//!
//! A failure only removes paths: the walks that avoid the failed parts are the walks with nothing
//! failed that touch none of them (a walk's steps look at nothing outside it). So the walks are
//! found once per evaluation, with nothing failed, and each scenario filters them; the single
//! failures of a 5,000-part design walked the fabric afresh for every server, about a fifth of
//! its failure analysis.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::topology::{Path, Topology};

/// Per (physical server, array): its walks with nothing failed.
pub(crate) type Found = RefCell<FxHashMap<(usize, usize), Rc<Walks>>>;

/// The walks from one physical server to one array with nothing failed.
pub(crate) struct Walks {
    /// Every walk, sorted as [`Topology::paths`] keeps them.
    all: Vec<Path>,
    /// The paths with nothing failed: what a failure that touches none of the walks gets too,
    /// shared rather than copied (most failures of a large design are elsewhere).
    kept: Rc<Vec<Path>>,
}

impl Topology<'_> {
    /// All paths from server `s` to controllers of `array`, avoiding `failed` component ids.
    pub fn paths(&self, s: usize, array: usize, failed: &BTreeSet<String>) -> Rc<Vec<Path>> {
        let host = self.host_of(s);
        let walks = Rc::clone(
            self.all_paths
                .borrow_mut()
                .entry((host, array))
                .or_insert_with(|| {
                    let all = self.walks(host, array);
                    let kept = Rc::new(kept(all.iter()));
                    Rc::new(Walks { all, kept })
                }),
        );
        let input = self.input;
        let down = |p: &Path| {
            let down = |id: &String| failed.contains(id);
            down(&input.controllers[p.controller].id)
                || p.hba.is_some_and(|(h, _)| down(&input.hbas[h].id))
                || p.switches.iter().any(|&w| down(&input.switches[w].id))
                || p.links.iter().any(|&l| down(&input.links[l].id))
        };
        if failed.is_empty() || !walks.all.iter().any(down) {
            return Rc::clone(&walks.kept);
        }
        Rc::new(kept(walks.all.iter().filter(|p| !down(p))))
    }

    /// Every walk from physical server `host` to a controller of `array`, with nothing failed:
    /// sorted by HBA port, controller, front-end port and length, and of two as long by their
    /// switch ids, so that the route kept never depends on the order the switches were drawn in.
    fn walks(&self, host: usize, array: usize) -> Vec<Path> {
        let ctrls = &self.array_controllers[array];
        let arr = &self.input.arrays[array];
        let mut out = Vec::new();
        if let Some(owner) = arr.internal_to.as_deref() {
            if self.servers.get(owner) == Some(&host) {
                for &c in ctrls {
                    out.push(Path {
                        hba: None,
                        links: vec![],
                        switches: vec![],
                        controller: c,
                        fe_port: 0,
                    });
                }
            }
            return out;
        }
        for &h in &self.server_hbas[host] {
            let hba = &self.input.hbas[h];
            for p in 0..hba.ports.min(16) {
                let port = format!("p{p}");
                let mut stack: Vec<(&str, &str, Vec<usize>, Vec<usize>)> =
                    vec![(hba.id.as_str(), "", vec![], vec![])];
                let start = (hba.id.as_str(), port.as_str());
                let Some(first) = self.fc.get(&start) else {
                    continue;
                };
                stack.clear();
                for (li, comp, cport) in first {
                    stack.push((comp, cport, vec![*li], vec![]));
                }
                while let Some((comp, cport, links, sws)) = stack.pop() {
                    if let Some(&c) = self.controllers.get(comp) {
                        if ctrls.contains(&c) {
                            let fe = cport
                                .strip_prefix("fe")
                                .and_then(|n| n.parse().ok())
                                .unwrap_or(0);
                            out.push(Path {
                                hba: Some((h, p)),
                                links,
                                switches: sws,
                                controller: c,
                                fe_port: fe,
                            });
                        }
                        continue;
                    }
                    let Some(&sw) = self.switches.get(comp) else {
                        continue;
                    };
                    if sws.contains(&sw) || sws.len() >= 4 {
                        continue;
                    }
                    let mut sws2 = sws.clone();
                    sws2.push(sw);
                    for (li, next, nport) in self.fc.get(&(comp, "fabric")).into_iter().flatten() {
                        if links.contains(li) || self.hbas.contains_key(next) {
                            continue;
                        }
                        let mut l2 = links.clone();
                        l2.push(*li);
                        stack.push((next, nport, l2, sws2.clone()));
                    }
                }
            }
        }
        let sw = &self.input.switches;
        out.sort_by(|a, b| {
            (a.hba, a.controller, a.fe_port, a.switches.len())
                .cmp(&(b.hba, b.controller, b.fe_port, b.switches.len()))
                .then_with(|| {
                    let ids_b = b.switches.iter().map(|&w| sw[w].id.as_str());
                    a.switches.iter().map(|&w| sw[w].id.as_str()).cmp(ids_b)
                })
        });
        out
    }
}

/// The paths among `walks` (in the order of [`Topology::walks`]): of two routes from one HBA port
/// to one front-end port, the first (the fabric uses the shorter, and of two as short the one
/// whose switch ids come first). Filtering walks keeps that order.
fn kept<'p>(walks: impl Iterator<Item = &'p Path>) -> Vec<Path> {
    let mut out: Vec<Path> = walks.cloned().collect();
    out.dedup_by(|a, b| a.hba == b.hba && a.controller == b.controller && a.fe_port == b.fe_port);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture;

    #[test]
    fn a_failure_removes_the_paths_through_it_and_only_for_its_scenario() {
        let input = fixture("xiv-2810");
        let topo = Topology::build(&input);
        let failed = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect();
        let all = topo.paths(0, 0, &BTreeSet::new());
        let (sw_a, hba1) = (topo.switches["sw-a"], topo.hbas["xiv30-hba1"]);
        let through = |p: &Path, w: usize| p.switches.contains(&w);
        assert!(all.iter().any(|p| through(p, sw_a)));
        assert!(all.iter().any(|p| p.hba.is_some_and(|(h, _)| h == hba1)));

        let without_a = topo.paths(0, 0, &failed(&["sw-a"]));
        let expected: Vec<Path> = all.iter().filter(|p| !through(p, sw_a)).cloned().collect();
        assert!(!without_a.is_empty());
        assert_eq!(*without_a, expected);

        let without_hba = topo.paths(0, 0, &failed(&["xiv30-hba1"]));
        assert!(without_hba
            .iter()
            .all(|p| p.hba.is_some_and(|(h, _)| h != hba1)));
        assert!(!without_hba.is_empty() && without_hba.len() < all.len());

        // The walks are remembered with nothing failed: a later scenario sees every path again.
        assert_eq!(topo.paths(0, 0, &BTreeSet::new()), all);
        assert!(topo.paths(0, 0, &failed(&["sw-a", "sw-b"])).is_empty());
    }
}
