//! Which single failures are the same model up to a relabelling of the design's parts, told from
//! the design itself, before their networks are built (`scenarios.rs`).
//!
//! [`crate::shape`] tells it from each scenario's built network: building and colouring the
//! networks of the 81 failures of the largest preset was most of its full evaluation, though 63
//! of them share a solve with another. This colours the design instead: a graph of its parts (every
//! server, HBA, switch, array, controller, drive model, enclosure, RAID group, LUN, database and
//! link), each coloured by its kind and every field but its id and name, joined through the
//! references between them (an HBA's server, a link's two ends with their port names, a LUN's RAID
//! group and owner…), with the scenario's own state on top (what failed, each server's load,
//! threads and maintenance streams, the degraded group and each group's rebuild pace, the arrays in
//! forced flush). Colour refinement then runs on that graph as `fold.rs` runs it on a network.
//!
//! Two scenarios with the same multiset of stable part colours are the same design seen through a
//! relabelling as far as refinement can tell, and the network is built from the parts by local
//! rules (paths are walks through references, loads are shared by counts), none of which reads a
//! part's id, name or position (`tests/integration/order.rs` checks the figures do not depend on
//! the order of the parts). So their networks have the same stable colours, and
//! their figures are the same ([`crate::shape`]). Builds with debug assertions (every test) check
//! that implication on every failure they share: they build the network anyway and compare its
//! key with the one the figures came from.

use rustc_hash::FxHashMap;
use serde::Serialize;
use serde_json::Value;

use crate::build::Scenario;
use std::cell::RefCell;

use crate::colour::{add, add_term, term, Col, Map, Sig, NONE};
use crate::routes::Builder;
use crate::topology::Topology;

/// The parts of a design as a coloured graph, built once per evaluation.
pub(crate) struct Parts {
    /// Per part: its kind and every field but id and name.
    own: Vec<Col>,
    /// The graph's connected components (building blocks with storage of their own, for one),
    /// refined one by one (see [`Parts::key`]).
    pieces: Vec<Piece>,
    /// Per component: its key by the hash of its parts' state colours, as far as known.
    known: RefCell<Map<(usize, Col), Col>>,
    index: FxHashMap<String, usize>,
    /// First part of the servers, arrays and RAID groups (their input order is kept).
    servers: usize,
    arrays: usize,
    raid_groups: usize,
}

/// A string's hash (field names, enum values, port names).
fn text(s: &str) -> u64 {
    s.bytes()
        .fold(Sig::new(70), |sig, b| sig.num(b as u64))
        .done()
        .0
}

fn values<T: Serialize>(items: &[T]) -> Vec<Value> {
    items
        .iter()
        .map(|x| serde_json::to_value(x).unwrap_or(Value::Null))
        .collect()
}

impl Parts {
    /// The graph of `input`'s parts, or None when ids are missing or repeated (then a reference
    /// does not say which part it means).
    pub(crate) fn new(topo: &Topology) -> Option<Parts> {
        let input = topo.input;
        let lists = [
            values(&input.servers),
            values(&input.hbas),
            values(&input.switches),
            values(&input.arrays),
            values(&input.controllers),
            values(&input.drives),
            values(&input.enclosures),
            values(&input.raid_groups),
            values(&input.luns),
            values(&input.databases),
            values(&input.links),
        ];
        let parts: Vec<(u64, &Value)> = (0u64..)
            .zip(&lists)
            .flat_map(|(kind, list)| list.iter().map(move |v| (kind, v)))
            .collect();
        let mut index = FxHashMap::default();
        for (i, (_, v)) in parts.iter().enumerate() {
            let id = v
                .get("id")
                .and_then(Value::as_str)
                .filter(|id| !id.is_empty())?;
            if index.insert(id.to_string(), i).is_some() {
                return None;
            }
        }
        let mut graph = Graph {
            links: vec![Vec::new(); parts.len()],
            extra: FxHashMap::default(),
            extra_own: Vec::new(),
        };
        let mut own = Vec::with_capacity(parts.len());
        for (i, &(kind, v)) in parts.iter().enumerate() {
            let mut v = v.clone();
            let mut sig = Sig::new(71).num(kind);
            if let Some(m) = v.as_object_mut() {
                if kind == LINK && m.get("kind").and_then(Value::as_str) == Some("member") {
                    // Which enclosures a RAID group's drives sit in is not modelled: the group
                    // is joined to its drive model below, with its member count.
                    m.remove("from");
                    m.remove("to");
                } else if kind == LINK {
                    let fc = m.get("kind").and_then(Value::as_str) == Some("fc");
                    for end in ["from", "to"] {
                        let e = m.remove(end).unwrap_or(Value::Null);
                        let at = (i, end, fc);
                        sig = sig.num(graph.endpoint(topo, &index, &parts, at, &e));
                    }
                } else if kind == SERVER {
                    // A DAG is a group of servers, whatever its name.
                    if let Some(Value::String(dag)) = m.remove("dag") {
                        let d = graph.node(format!("dag\u{0}{dag}"), Sig::new(84).done());
                        graph.join(i, d, 1);
                        sig = sig.num(1);
                    }
                }
            }
            let mut refs = Vec::new();
            own.push(fields(sig, &v, "", &index, &mut refs).done());
            for (field, j) in refs {
                // A drive model is a catalog entry, not a part anything shares: what refers to
                // it takes its colour instead of a link to it, so that building blocks which
                // use the same model stay apart in the graph (see [`Parts::key`]).
                match own.get(j).filter(|_| parts[j].0 == DRIVE) {
                    Some(&drive) => own[i] = Sig::new(90).col(own[i]).num(field).col(drive).done(),
                    None => graph.join(i, j, field),
                }
            }
        }
        // What the model reads of each RAID group's drives (`topology.rs`): its drive model and
        // member counts, not the enclosures they sit in; and of its LUNs' places in it, only the
        // span its data covers (`routes.rs`, `Builder::new`). Each LUN is joined to its resolved
        // owner.
        let rg0: usize = lists[..7].iter().map(Vec::len).sum();
        let lun0 = rg0 + lists[7].len();
        let ctrl0: usize = lists[..4].iter().map(Vec::len).sum();
        let drive0 = ctrl0 + lists[4].len();
        let healthy = Scenario::healthy(input.servers.len());
        let models = Builder::new(topo, &healthy).rg;
        for (g, (info, m)) in topo.rgs.iter().zip(&models).enumerate() {
            own[rg0 + g] = [
                info.members,
                info.data_drives,
                info.set as u32,
                info.valid as u32,
            ]
            .into_iter()
            .fold(Sig::new(88).col(own[rg0 + g]), |s, n| s.num(n as u64))
            .f(info.usable_bytes)
            .f(info.spread_bytes)
            .f(m.u)
            .f(m.fill)
            .num(m.log_only as u64)
            .num(info.drive.is_some() as u64)
            .col(info.drive.map_or(NONE, |d| own[drive0 + d]))
            .done();
        }
        for (l, info) in topo.luns.iter().enumerate() {
            own[lun0 + l] = Sig::new(89)
                .col(own[lun0 + l])
                .f(info.size_bytes)
                .num(info.owner.is_some() as u64)
                .done();
            if let Some(c) = info.owner {
                graph.join(lun0 + l, ctrl0 + c, 4);
            }
        }
        own.append(&mut graph.extra_own);
        Some(Parts {
            own,
            pieces: pieces(&graph.links),
            known: RefCell::default(),
            index,
            servers: 0,
            arrays: lists[..3].iter().map(Vec::len).sum(),
            raid_groups: rg0,
        })
    }

    /// The key of `scen`: equal for two scenarios of this design that are the same model up to a
    /// relabelling of its parts (module docs). `rebuilds`: its degraded group rebuilds onto a
    /// spare ([`crate::build::Built::rebuild_idle_seconds`] is some).
    pub(crate) fn key(&self, scen: &Scenario, rebuilds: bool) -> Col {
        let mut state = self.own.clone();
        let mut unknown = Sig::new(75);
        for id in &scen.failed {
            match self.index.get(id) {
                Some(&i) => state[i] = Sig::new(76).col(state[i]).done(),
                None => unknown = unknown.num(text(id)),
            }
        }
        let servers = scen
            .load
            .len()
            .max(scen.threads.len())
            .max(scen.maintenance.len());
        for s in 0..servers {
            let Some(c) = state.get_mut(self.servers + s) else {
                unknown = unknown.num(s as u64);
                continue;
            };
            let threads = scen.threads.get(s).copied().flatten();
            *c = Sig::new(77)
                .col(*c)
                .f(scen.load.get(s).copied().unwrap_or(1.0))
                .f(scen.maintenance.get(s).copied().unwrap_or(1.0))
                .num(threads.is_some() as u64)
                .f(threads.unwrap_or(0.0))
                .done();
        }
        // Only the degraded group's rebuild pace is read, and only when it rebuilds (`backend.rs`,
        // `rebuild.rs`); the other groups' paces differ in their last bits between groups in the
        // same role.
        if let Some(g) = scen.degraded {
            let util = match rebuilds {
                true => scen.rebuild_util.get(g).copied().unwrap_or(f64::NAN),
                false => 0.0,
            };
            if let Some(c) = state.get_mut(self.raid_groups + g) {
                *c = Sig::new(79)
                    .col(*c)
                    .f(util)
                    .num(scen.lost_drives.into())
                    .done();
            }
        }
        for &a in &scen.saturated {
            if let Some(c) = state.get_mut(self.arrays + a) {
                *c = Sig::new(80).col(*c).done();
            }
        }
        // Refinement never crosses from one component to another, so a component whose parts
        // are in the same state as in an earlier scenario has the same stable colours: a failure
        // refines only its own component. The key is the multiset of the components' keys, each
        // of its stable colours and the rounds they took (two components alike up to relabelling
        // have equal keys, and so do two scenarios whose components pair up so).
        let mut known = self.known.borrow_mut();
        let mut all = Col::default();
        for (p, piece) in self.pieces.iter().enumerate() {
            let now = piece
                .parts
                .iter()
                .fold(Sig::new(91), |s, &i| s.col(state[i]))
                .done();
            let key = *known.entry((p, now)).or_insert_with(|| {
                let local = piece.parts.iter().map(|&i| state[i]).collect();
                let (colours, rounds) = refine(&piece.links, local);
                let mut sum = Col::default();
                colours.iter().for_each(|&c| add(&mut sum, c));
                Sig::new(92).col(sum).num(rounds).done()
            });
            add(&mut all, key);
        }
        Sig::new(81).col(all).col(unknown.done()).done()
    }
}

/// A connected component of the parts graph: its parts (indices into the graph), and its links
/// with their ends numbered within it.
struct Piece {
    parts: Vec<usize>,
    links: Vec<Vec<(Col, usize)>>,
}

/// The connected components of `links`, each with its parts in increasing order.
fn pieces(links: &[Vec<(Col, usize)>]) -> Vec<Piece> {
    let mut piece_of = vec![usize::MAX; links.len()];
    let mut out: Vec<Piece> = Vec::new();
    for start in 0..links.len() {
        if piece_of[start] != usize::MAX {
            continue;
        }
        let p = out.len();
        piece_of[start] = p;
        let (mut parts, mut next) = (vec![start], 0);
        while let Some(&i) = parts.get(next) {
            next += 1;
            for &(_, j) in &links[i] {
                if piece_of[j] == usize::MAX {
                    piece_of[j] = p;
                    parts.push(j);
                }
            }
        }
        parts.sort_unstable();
        out.push(Piece {
            parts,
            links: Vec::new(),
        });
    }
    let mut slot = vec![0; links.len()];
    for piece in &out {
        for (k, &i) in piece.parts.iter().enumerate() {
            slot[i] = k;
        }
    }
    for piece in &mut out {
        piece.links = piece
            .parts
            .iter()
            .map(|&i| links[i].iter().map(|&(f, j)| (f, slot[j])).collect())
            .collect();
    }
    out
}

/// Kinds of part: their lists' places in [`Parts::new`].
const SERVER: u64 = 0;
const HBA: u64 = 1;
const SWITCH: u64 = 2;
const DRIVE: u64 = 5;
const CONTROLLER: u64 = 4;
const LINK: u64 = 10;

/// The graph under construction: the parts, then the nodes only links and servers make (ports,
/// DAGs), found by name in `extra` and coloured in `extra_own`.
struct Graph {
    links: Vec<Vec<(Col, usize)>>,
    extra: FxHashMap<String, usize>,
    extra_own: Vec<Col>,
}

impl Graph {
    /// The extra node `name`, made with colour `colour` on first use.
    fn node(&mut self, name: String, colour: Col) -> usize {
        let next = self.links.len();
        let i = *self.extra.entry(name).or_insert(next);
        if i == next {
            self.links.push(Vec::new());
            self.extra_own.push(colour);
        }
        i
    }

    /// Joins `a` to `b` through `field` (a direction each way).
    fn join(&mut self, a: usize, b: usize, field: u64) {
        self.links[a].push((Sig::new(72).num(field).done(), b));
        self.links[b].push((Sig::new(73).num(field).done(), a));
    }

    /// Joins link `link` to the port its `end` plugs into, and returns what the link's colour
    /// takes from that end. A port is a node of its own: two cables in one port share it, as they
    /// share its station. Its name counts only as the topology reads it (`topology.rs`): a
    /// switch's ports are one fabric; an HBA port `p<n>` is one of its ports when n is below its
    /// port count (and 16); a controller port is front-end port n of `fe<n>` (0 if unnumbered).
    /// Those readings are of Fibre Channel links (`fc`); other links' ports are their names.
    fn endpoint(
        &mut self,
        topo: &Topology,
        index: &FxHashMap<String, usize>,
        parts: &[(u64, &Value)],
        (link, end, fc): (usize, &str, bool),
        e: &Value,
    ) -> u64 {
        let comp = e.get("component").and_then(Value::as_str).unwrap_or("");
        let port = e.get("port").and_then(Value::as_str).unwrap_or("");
        let Some(&j) = index.get(comp) else {
            // Plugged into nothing the design has: only its text tells it apart.
            return Sig::new(85).num(text(comp)).num(text(port)).done().0;
        };
        let number = |prefix: &str| {
            port.strip_prefix(prefix)
                .and_then(|n| n.parse::<u32>().ok())
        };
        let (class, identity) = match parts[j].0 {
            _ if !fc => (5 ^ text(port), port.to_string()),
            SWITCH => (1, "fabric".to_string()),
            HBA => {
                let ports = topo.hbas.get(comp).map_or(0, |&h| topo.input.hbas[h].ports);
                match number("p").filter(|&n| n < ports.min(16)) {
                    Some(n) => (2, format!("p{n}")),
                    None => (3 ^ text(port), port.to_string()),
                }
            }
            CONTROLLER => (4, format!("fe{}", number("fe").unwrap_or(0))),
            _ => (5 ^ text(port), port.to_string()),
        };
        let node = self.node(
            format!("port\u{0}{j}\u{0}{identity}"),
            Sig::new(86).num(class).done(),
        );
        if self.links[node].is_empty() {
            self.join(node, j, 2);
        }
        self.join(link, node, text(end));
        Sig::new(87).num(text(end)).done().0
    }
}

/// Absorbs the fields of `v` (but `id` and `name` at the top) into `sig`, in key order; a string
/// that is a part's id becomes a reference (its field's path, the part) instead of a value.
fn fields(
    mut sig: Sig,
    v: &Value,
    path: &str,
    index: &FxHashMap<String, usize>,
    refs: &mut Vec<(u64, usize)>,
) -> Sig {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if path.is_empty() && (k == "id" || k == "name") {
                    continue;
                }
                let p = format!("{path}.{k}");
                sig = fields(sig.num(text(&p)), x, &p, index, refs);
            }
            sig.num(1)
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .fold(sig.num(2).num(items.len() as u64), |s, (i, x)| {
                fields(s, x, &format!("{path}[{i}]"), index, refs)
            }),
        Value::String(s) => match index.get(s) {
            Some(&j) => {
                refs.push((text(path), j));
                sig.num(3)
            }
            None => sig.num(4).num(text(s)),
        },
        Value::Number(n) => sig.num(5).f(n.as_f64().unwrap_or(f64::NAN)),
        Value::Bool(b) => sig.num(6).num(*b as u64),
        Value::Null => sig.num(7),
    }
}

/// Stable colours of a graph from `colours` (refined by the multisets of neighbours' colours,
/// each with its link's colour, until no colour class splits), and the rounds it took.
fn refine(links: &[Vec<(Col, usize)>], mut colours: Vec<Col>) -> (Vec<Col>, u64) {
    let distinct = |c: &[Col]| {
        let mut seen: Map<Col, ()> = Map::default();
        c.iter().for_each(|&x| {
            seen.insert(x, ());
        });
        seen.len()
    };
    let mut classes = distinct(&colours);
    for round in 1..=64 {
        let next: Vec<Col> = links
            .iter()
            .zip(&colours)
            .map(|(adj, &own)| {
                let mut around = Col::default();
                for &(field, j) in adj {
                    add_term(
                        &mut around,
                        term(Sig::new(82).col(field).col(colours[j]).done()),
                    );
                }
                Sig::new(83).col(own).col(around).done()
            })
            .collect();
        let n = distinct(&next);
        colours = next;
        if n == classes {
            return (colours, round);
        }
        classes = n;
    }
    (colours, 65)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture;
    use crate::input::EngineInput;

    fn xiv() -> EngineInput {
        fixture("xiv-2810")
    }

    fn failing(id: &str) -> Scenario {
        let mut scen = Scenario::healthy(2);
        scen.failed.insert(id.into());
        scen
    }

    #[test]
    fn the_clariion_building_blocks_fail_alike() {
        let input = fixture("clariion-cx4-960-phase2");
        let topo = Topology::build(&input);
        let parts = Parts::new(&topo).expect("ids are unique");
        let key = |id: &str| {
            let mut scen = Scenario::healthy(input.servers.len());
            scen.failed.insert(id.into());
            crate::scenarios::fail_over(&topo, &mut scen, id);
            parts.key(&scen, false)
        };
        assert_eq!(key("mds-a"), key("mds-b"));
        assert_eq!(key("spa"), key("spb"));
        // Two servers of building block 1; building block 2 (MBX9) runs another design.
        assert_eq!(key("mbx1"), key("mbx2"));
        assert_ne!(key("mbx1"), key("mbx9"));
    }

    #[test]
    fn parts_in_the_same_role_fail_alike_and_others_do_not() {
        let input = xiv();
        let topo = Topology::build(&input);
        let parts = Parts::new(&topo).expect("ids are unique");
        let key = |id: &str| parts.key(&failing(id), false);
        // The two servers' first HBAs, and the two fabrics, play the same role.
        assert_eq!(key("xiv30-hba1"), key("xiv31-hba1"));
        assert_eq!(key("sw-a"), key("sw-b"));
        assert_ne!(key("xiv30-hba1"), key("sw-a"));
        assert_ne!(key("xiv30-hba1"), key("xiv30"));
        assert_ne!(key("xiv30-hba1"), parts.key(&Scenario::healthy(2), false));
        // A server under more load is no longer in the same role as its peer.
        let mut loaded = failing("xiv30-hba1");
        loaded.load[1] = 1.5;
        assert_ne!(key("xiv31-hba1"), parts.key(&loaded, false));
    }

    #[test]
    fn a_part_that_differs_in_one_field_is_in_another_role() {
        let mut input = xiv();
        input.hbas[0].execution_throttle += 1;
        let topo = Topology::build(&input);
        let parts = Parts::new(&topo).expect("ids are unique");
        let (a, b) = (input.hbas[0].id.clone(), input.hbas[2].id.clone());
        assert_ne!(
            parts.key(&failing(&a), false),
            parts.key(&failing(&b), false)
        );
    }

    #[test]
    fn components_are_refined_apart() {
        let col = Sig::new(1).done();
        let links = vec![
            vec![(col, 1)],
            vec![(col, 0), (col, 3)],
            vec![(col, 4)],
            vec![(col, 1)],
            vec![(col, 2)],
            vec![],
        ];
        let got: Vec<(Vec<usize>, Vec<Vec<usize>>)> = pieces(&links)
            .into_iter()
            .map(|p| {
                let ends = p.links.iter().map(|l| l.iter().map(|e| e.1).collect());
                (p.parts, ends.collect())
            })
            .collect();
        assert_eq!(
            got,
            [
                (vec![0, 1, 3], vec![vec![1], vec![0, 2], vec![1]]),
                (vec![2, 4], vec![vec![1], vec![0]]),
                (vec![5], vec![vec![]]),
            ]
        );
    }

    #[test]
    fn a_drive_model_joins_nothing() {
        // CLARiiON phase 2 is one block (every server reaches the one array), and its two drive
        // models, which its enclosures and RAID groups name, stand apart as parts of their own.
        let input = fixture("clariion-cx4-960-phase2");
        let parts = Parts::new(&Topology::build(&input)).expect("ids are unique");
        let sizes: Vec<usize> = parts.pieces.iter().map(|p| p.parts.len()).collect();
        assert_eq!(sizes.iter().filter(|&&n| n > 1).count(), 1, "{sizes:?}");
        let drive0: usize = [
            input.servers.len(),
            input.hbas.len(),
            input.switches.len(),
            input.arrays.len(),
            input.controllers.len(),
        ]
        .iter()
        .sum();
        for d in drive0..drive0 + input.drives.len() {
            assert!(parts.pieces.iter().any(|p| p.parts == [d]), "drive {d}");
        }
    }

    #[test]
    fn repeated_ids_give_no_key() {
        let mut input = xiv();
        input.hbas[1].id = input.hbas[0].id.clone();
        assert!(Parts::new(&Topology::build(&input)).is_none());
    }
}
