//! Symmetry folding: solve one representative of every set of interchangeable classes and stations.
//!
//! Exchange designs repeat themselves: a building block of identical mailbox servers, each with
//! identical databases on identical RAID groups, behind symmetric paths. The AMVA iteration of
//! [`crate::solver`] maps a symmetric state to a symmetric state, so classes (and stations, demands,
//! routes) that play the same role keep identical values at every iteration. Colour refinement
//! (1-dimensional Weisfeiler–Leman) finds those roles: colours start from each element's own
//! parameters and are refined by the multisets of neighbouring colours until the partition is
//! stable — an *equitable* partition, which is exactly what the iteration preserves.
//!
//! The folded network keeps one class per colour with all of its demands and routes, and one
//! station per colour. A station's aggregates (queue, utilisation, waiting work) must still count
//! every demand of the full network at that station, so each kept demand carries a `weight`: the
//! number of same-coloured demands one station of its colour receives, divided by how many of them
//! the representative class has. The Schweitzer own-class removal works on (class, *original*
//! station) groups, kept through `origin`. Solving the folded network and expanding the solution
//! gives the full solution (tested against solving the full network, `tests/integration`).
//!
//! Colours (`colour.rs`) are 128-bit hashes: two 64-bit lanes, seeded differently from the same
//! parameters, each of which chains only its own lane of the neighbours' colours, so they are two
//! independent colourings. A collision between two different roles would need two 64-bit
//! collisions at once (≈ 10⁻³⁰ for networks of 10⁵ elements).

use std::cell::RefCell;
use std::rc::Rc;

use crate::colour::{add, add_term, term, Col, Map, Sig, NONE};
use crate::network::{number_pairs, ClassKind, Network, StationKind};
use crate::shape::Shape;
use crate::solver::Solution;

/// A folded network and the maps between it and the full one.
#[derive(Clone)]
pub(crate) struct Fold {
    pub net: Network,
    /// Per folded demand: how many full demands its station aggregates stand for.
    pub weight: Vec<f64>,
    /// Per folded demand: the full station index it visits (Schweitzer groups).
    pub origin: Vec<usize>,
    /// Full → folded index maps.
    class: Vec<usize>,
    demand: Vec<usize>,
    station: Vec<usize>,
    /// Folded → full representative indices (for warm starts).
    rep_class: Vec<usize>,
    rep_demand: Vec<usize>,
    rep_station: Vec<usize>,
}

/// Whether a round's `new` colours split a colour class of the `old` ones. Every new colour
/// absorbs its element's old colour, so the new partition refines the old one: it is finer
/// exactly when some old colour meets two new colours. A splitting round usually shows it within
/// its first elements; the last, stable round reads every element once, against a table of one
/// entry per colour (about 2,000 for the largest preset) rather than one per element (28,000,
/// as counting distinct colours did, in every round).
fn splits(old: &[Col], new: &[Col]) -> bool {
    let mut seen: Map<Col, Col> = Map::default();
    old.iter()
        .zip(new)
        .any(|(o, n)| *seen.entry(*o).or_insert(*n) != *n)
}

/// A demand's class, station, (class, station) group and route, as [`refine`] reads them.
struct Link {
    class: u32,
    station: u32,
    group: u32,
    route: u32,
}

/// An index as u32. A demand in no route (usize::MAX) gets u32::MAX, out of range as before and
/// read with `get`; classes, stations and groups are always in range.
fn narrow(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// Stable colours of demands, stations and classes. Closed-class populations enter the colours only
/// `with_populations` (they change between the solves of one evaluation; the rest does not).
fn refine(net: &Network, with_populations: bool) -> Colours {
    let (nd, ns, nc, nr) = (
        net.demands.len(),
        net.stations.len(),
        net.classes.len(),
        net.routes.len(),
    );
    let mut route_of = vec![usize::MAX; nd];
    let mut role = vec![0u64; nd];
    for (ri, r) in net.routes.iter().enumerate() {
        for &e in &r.demands {
            route_of[e] = ri;
        }
        if let Some(w) = r.lun_window {
            role[w] = 1;
        }
        for &w in &r.path_windows {
            role[w] = 2;
        }
    }
    let pairs: Vec<(usize, usize)> = net.demands.iter().map(|d| (d.class, d.station)).collect();
    let (group_of, groups) = number_pairs(&pairs);
    // What every round reads about a demand, packed in 16 bytes: a `Demand` is 64, and the
    // 28,000 of the largest preset read from those twice a round did not stay in cache.
    let links: Vec<Link> = (0..nd)
        .map(|e| Link {
            class: narrow(pairs[e].0),
            station: narrow(pairs[e].1),
            group: narrow(group_of[e]),
            route: narrow(route_of[e]),
        })
        .collect();

    let mut cs: Vec<Col> = net
        .stations
        .iter()
        .map(|s| {
            let sig = Sig::new(1).f(s.multiplicity);
            match s.kind {
                StationKind::Delay => sig.num(10),
                StationKind::Queue { servers } => sig.num(11).f(servers),
                StationKind::Disk { cap, gamma } => sig.num(12).f(cap).f(gamma),
                StationKind::Window { limit } => sig.num(13).f(limit),
            }
            .done()
        })
        .collect();
    let mut cc: Vec<Col> = net
        .classes
        .iter()
        .map(|c| match &c.kind {
            ClassKind::Closed { population, think } => {
                let pop = if with_populations { *population } else { 0.0 };
                Sig::new(2).f(pop).f(*think).done()
            }
            ClassKind::Open { base, ties } => Sig::new(3).f(*base).num(ties.len() as u64).done(),
        })
        .collect();
    let mut cd: Vec<Col> = net
        .demands
        .iter()
        .enumerate()
        .map(|(e, d)| {
            // Absorbed with `word` and mixed once by `done`, as the fingerprint does: with a full
            // mix per field these seven fields of 27,880 demands cost more than a refinement round.
            Sig::new(4)
                .word(d.io as u64)
                .word(d.visits.to_bits())
                .word(d.service.to_bits())
                .word(d.scv.to_bits())
                .word(d.latency_weight.to_bits())
                .word(d.sptf as u64)
                .word(role[e])
                .done()
        })
        .collect();
    let mut cr: Vec<Col> = net
        .routes
        .iter()
        .map(|r| {
            Sig::new(5)
                .num(r.io as u64)
                .f(r.host_visits)
                .f(r.bytes)
                .num(r.blocking as u64)
                .num(r.lun.is_some() as u64)
                .done()
        })
        .collect();

    for _ in 0..64 {
        let mut at_station = vec![Col::default(); ns];
        let mut of_class = vec![Col::default(); nc];
        let mut routes_of_class = vec![Col::default(); nc];
        let mut tied_to = vec![Col::default(); nc];
        let mut in_group = vec![Col::default(); groups];
        let mut in_route = vec![Col::default(); nr];
        // Each demand's term once per round: it enters four sums.
        let terms: Vec<Col> = cd.iter().map(|&c| term(c)).collect();
        for (l, &t) in links.iter().zip(&terms) {
            add_term(&mut at_station[l.station as usize], t);
            add_term(&mut of_class[l.class as usize], t);
            add_term(&mut in_group[l.group as usize], t);
        }
        for (ri, r) in net.routes.iter().enumerate() {
            add(&mut routes_of_class[r.class], cr[ri]);
            for &e in &r.demands {
                add_term(&mut in_route[ri], terms[e]);
            }
        }
        let mut ties_of = vec![Col::default(); nc];
        for (c, class) in net.classes.iter().enumerate() {
            if let ClassKind::Open { ties, .. } = &class.kind {
                for &(k, coef) in ties {
                    if k < nc {
                        add(&mut ties_of[c], Sig::new(6).col(cc[k]).f(coef).done());
                        add(&mut tied_to[k], Sig::new(7).col(cc[c]).f(coef).done());
                    }
                }
            }
        }
        // Gauss–Seidel order: stations and classes take this round's demand sums, routes the new
        // class colours, and demands all three new colours, so a distinction crosses demand →
        // station → demand in one round rather than two (the largest preset's networks settle in
        // 6 rounds instead of 10; a full evaluation of it spends 10 % less). Every step still only splits what the coarsest equitable
        // partition splits, and a round that splits nothing leaves an equitable partition: the
        // same stable partition, hence the same fold, as updating every table from the last
        // round's colours.
        let ns_: Vec<Col> = (0..ns)
            .map(|k| Sig::new(9).col(cs[k]).col(at_station[k]).done())
            .collect();
        let nc_: Vec<Col> = (0..nc)
            .map(|c| {
                Sig::new(10)
                    .col(cc[c])
                    .col(of_class[c])
                    .col(routes_of_class[c])
                    .col(ties_of[c])
                    .col(tied_to[c])
                    .done()
            })
            .collect();
        let nr_: Vec<Col> = (0..nr)
            .map(|ri| {
                let r = &net.routes[ri];
                let mut paths = Col::default();
                r.path_windows
                    .iter()
                    .for_each(|&w| add_term(&mut paths, terms[w]));
                Sig::new(11)
                    .col(cr[ri])
                    .col(nc_[r.class])
                    .col(in_route[ri])
                    .col(r.lun_window.map_or(NONE, |w| cd[w]))
                    .col(paths)
                    .done()
            })
            .collect();
        let nd_: Vec<Col> = links
            .iter()
            .zip(&cd)
            .map(|(l, &own)| {
                let route = nr_.get(l.route as usize).copied().unwrap_or(NONE);
                Sig::new(8)
                    .col(own)
                    .col(nc_[l.class as usize])
                    .col(ns_[l.station as usize])
                    .col(route)
                    .col(in_group[l.group as usize])
                    .done()
            })
            .collect();
        // Small tables first: a split there spares the demands' check.
        let split =
            splits(&cs, &ns_) || splits(&cc, &nc_) || splits(&cr, &nr_) || splits(&cd, &nd_);
        (cd, cs, cc, cr) = (nd_, ns_, nc_, nr_);
        if !split {
            break;
        }
    }
    Colours { cd, cs, cc, cr }
}

/// Stable colours of a network: demands, stations, classes, routes.
pub(crate) struct Colours {
    pub cd: Vec<Col>,
    pub cs: Vec<Col>,
    pub cc: Vec<Col>,
    pub cr: Vec<Col>,
}

/// Everything about a network except closed-class populations, hashed: networks with the same
/// fingerprint have the same population-free colouring. Each demand and route is hashed on its own
/// with its index, and the hashes are summed ([`add_term`]): positions still count, and the
/// processor overlaps the independent chains instead of waiting on one chain through the whole
/// network. Their fields are absorbed with [`Sig::word`] and mixed once per element.
fn fingerprint(net: &Network) -> Col {
    let mut s = Sig::new(20)
        .num(net.demands.len() as u64)
        .num(net.stations.len() as u64)
        .num(net.classes.len() as u64)
        .num(net.routes.len() as u64);
    for st in &net.stations {
        s = s.f(st.multiplicity);
        s = match st.kind {
            StationKind::Delay => s.num(10),
            StationKind::Queue { servers } => s.num(11).f(servers),
            StationKind::Disk { cap, gamma } => s.num(12).f(cap).f(gamma),
            StationKind::Window { limit } => s.num(13).f(limit),
        };
    }
    for c in &net.classes {
        s = match &c.kind {
            ClassKind::Closed { think, .. } => s.num(2).f(*think),
            ClassKind::Open { base, ties } => ties
                .iter()
                .fold(s.num(3).f(*base), |s, &(k, coef)| s.num(k as u64).f(coef)),
        };
    }
    let mut demands = Col::default();
    for (e, d) in net.demands.iter().enumerate() {
        let h = Sig::new(22)
            .word(e as u64)
            .word(d.class as u64)
            .word(d.station as u64)
            .word(d.io as u64)
            .word(d.visits.to_bits())
            .word(d.service.to_bits())
            .word(d.scv.to_bits())
            .word(d.latency_weight.to_bits())
            .word(d.sptf as u64);
        add_term(&mut demands, h.done());
    }
    let mut routes = Col::default();
    for (ri, r) in net.routes.iter().enumerate() {
        let h = Sig::new(23)
            .word(ri as u64)
            .word(r.class as u64)
            .word(r.io as u64)
            .word(r.host_visits.to_bits())
            .word(r.bytes.to_bits())
            .word(r.blocking as u64)
            .word(r.lun.map_or(u64::MAX, |l| l as u64))
            .word(r.lun_window.map_or(u64::MAX, |w| w as u64));
        let h = r
            .demands
            .iter()
            .chain(&r.path_windows)
            .fold(h.word(r.demands.len() as u64), |h, &e| h.word(e as u64));
        // `done` has mixed the element's hash: it is its own term of the sum.
        add_term(&mut routes, h.done());
    }
    s.col(demands).col(routes).done()
}

thread_local! {
    /// Folds and colours of the last network shapes seen, from population-free colourings. The
    /// solves of one evaluation share a handful of shapes (normal, each failure) and differ only
    /// in thread populations; remembering the fold saves the refinement and never changes a
    /// result. A failure's colours are read once to key it (`shape.rs`) and again to solve it.
    static FOLDS: RefCell<Vec<(Col, Rc<Memo>)>> = const { RefCell::new(Vec::new()) };
}

/// Forgets every remembered fold, so the next evaluation pays its colour refinement again as after
/// a semantic edit (benchmarks call it to time cold evaluations; results never depend on it).
pub fn forget_folds() {
    FOLDS.with(|c| c.borrow_mut().clear());
}

/// Remembered shapes (enough for every distinct failure shape of a large design).
const CACHE_SIZE: usize = 32;

pub(crate) fn population(c: &crate::network::Class) -> u64 {
    match c.kind {
        ClassKind::Closed { population, .. } => population.to_bits(),
        ClassKind::Open { .. } => 0,
    }
}
/// First index of each colour, in index order, and every element's folded index.
fn representatives(cols: &[Col]) -> (Vec<usize>, Vec<usize>) {
    let mut first: Map<Col, usize> = Map::default();
    let mut reps = Vec::new();
    let map = cols
        .iter()
        .enumerate()
        .map(|(i, c)| {
            *first.entry(*c).or_insert_with(|| {
                reps.push(i);
                reps.len() - 1
            })
        })
        .collect();
    (reps, map)
}

/// What is remembered of a network shape: its fold (None when folding would not pay) and its
/// population-free colours (for the scenario equivalence test of [`crate::shape`]).
pub(crate) struct Memo {
    fold: Option<Fold>,
    pub shape: Shape,
}

/// The remembered fold and colours of `net`'s shape, refined now if not remembered.
pub(crate) fn memo(net: &Network) -> Rc<Memo> {
    // Hashed once per network: its re-populated copies keep the key (see `Network::fold_key`).
    let (a, b) = *net.fold_key.get_or_init(|| {
        let k = fingerprint(net);
        (k.0, k.1)
    });
    let key = Col(a, b);
    debug_assert!(
        key == fingerprint(net),
        "a network changed more than its populations after its first solve"
    );
    let cached = FOLDS.with(|c| {
        c.borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, m)| m.clone())
    });
    cached.unwrap_or_else(|| {
        let colours = refine(net, false);
        let fresh = Rc::new(Memo {
            fold: build(net, &colours),
            shape: Shape::new(&colours),
        });
        FOLDS.with(|c| {
            let mut c = c.borrow_mut();
            if c.len() >= CACHE_SIZE {
                c.remove(0);
            }
            c.push((key, fresh.clone()));
        });
        fresh
    })
}

/// Folds `net`, or None when folding would not shrink it enough to pay.
pub(crate) fn fold(net: &Network) -> Option<Fold> {
    let memo = memo(net);
    let template = memo.fold.as_ref()?;
    // The population-free fold holds when every class has its representative's population.
    let uniform = (0..net.classes.len()).all(|c| {
        population(&net.classes[c])
            == population(&net.classes[template.rep_class[template.class[c]]])
    });
    if !uniform {
        return build(net, &refine(net, true));
    }
    let mut f = template.clone();
    for (i, &c) in f.rep_class.iter().enumerate() {
        if let (ClassKind::Closed { population, .. }, ClassKind::Closed { population: p, .. }) =
            (&mut f.net.classes[i].kind, &net.classes[c].kind)
        {
            *population = *p;
        }
    }
    Some(f)
}

/// The folded network of `net` under `colours`, or None when it would not shrink enough to pay.
fn build(net: &Network, colours: &Colours) -> Option<Fold> {
    let (cd, cs, cc) = (&colours.cd, &colours.cs, &colours.cc);
    let (rep_class, class) = representatives(cc);
    if rep_class.len() * 4 > net.classes.len() * 3 {
        return None;
    }
    let (rep_station, station) = representatives(cs);
    let is_rep: Vec<bool> = (0..net.classes.len())
        .map(|c| rep_class[class[c]] == c)
        .collect();

    // Same-coloured demands at one station of each colour (the station's representative).
    let mut at_rep: Map<(Col, usize), f64> = Map::default();
    for (e, d) in net.demands.iter().enumerate() {
        if rep_station[station[d.station]] == d.station {
            *at_rep.entry((cd[e], d.station)).or_default() += 1.0;
        }
    }
    let mut folded = Network {
        stations: rep_station
            .iter()
            .map(|&k| net.stations[k].clone())
            .collect(),
        ..Network::default()
    };
    for &c in &rep_class {
        let mut class_ = net.classes[c].clone();
        if let ClassKind::Open { ties, .. } = &mut class_.kind {
            ties.iter_mut()
                .for_each(|t| t.0 = class.get(t.0).copied().unwrap_or(0));
        }
        folded.classes.push(class_);
    }
    let mut red = vec![usize::MAX; net.demands.len()];
    let mut by_colour: Map<Col, (usize, f64)> = Map::default();
    let (mut origin, mut rep_demand) = (Vec::new(), Vec::new());
    for (e, d) in net
        .demands
        .iter()
        .enumerate()
        .filter(|(_, d)| is_rep[d.class])
    {
        red[e] = folded.demands.len();
        let mut nd = d.clone();
        nd.class = class[d.class];
        nd.station = station[d.station];
        folded.demands.push(nd);
        origin.push(d.station);
        rep_demand.push(e);
        by_colour.entry(cd[e]).or_insert((red[e], 0.0)).1 += 1.0;
    }
    let weight: Vec<f64> = rep_demand
        .iter()
        .map(|&e| {
            let k = rep_station[station[net.demands[e].station]];
            let n = at_rep.get(&(cd[e], k)).copied().unwrap_or(0.0);
            n / by_colour[&cd[e]].1
        })
        .collect();
    if weight.iter().any(|&w| w <= 0.0) {
        return None;
    }
    for r in net.routes.iter().filter(|r| is_rep[r.class]) {
        let map = |e: usize| red.get(e).copied().filter(|&i| i != usize::MAX);
        let demands: Option<Vec<usize>> = r.demands.iter().map(|&e| map(e)).collect();
        let paths: Option<Vec<usize>> = r.path_windows.iter().map(|&e| map(e)).collect();
        let lun_window = match r.lun_window {
            Some(w) => Some(map(w)?),
            None => None,
        };
        let mut nr = r.clone();
        (nr.class, nr.demands, nr.path_windows, nr.lun_window) =
            (class[r.class], demands?, paths?, lun_window);
        folded.routes.push(nr);
    }
    let demand = cd
        .iter()
        .map(|c| by_colour.get(c).map(|&(i, _)| i))
        .collect::<Option<Vec<usize>>>()?;
    Some(Fold {
        net: folded,
        weight,
        origin,
        class,
        demand,
        station,
        rep_class,
        rep_demand,
        rep_station,
    })
}

impl Fold {
    /// A full solution's values at the representatives (a warm start for the folded network).
    pub(crate) fn shrink(&self, full: &Solution) -> Solution {
        let pick = |v: &[f64], reps: &[usize]| {
            reps.iter()
                .map(|&i| v.get(i).copied().unwrap_or(0.0))
                .collect()
        };
        Solution {
            x: pick(&full.x, &self.rep_class),
            service: pick(&full.service, &self.rep_demand),
            residence: pick(&full.residence, &self.rep_demand),
            queue: pick(&full.queue, &self.rep_station),
            util: pick(&full.util, &self.rep_station),
            throughput: pick(&full.throughput, &self.rep_station),
            scale: pick(&full.scale, &self.rep_station),
            iterations: full.iterations,
            converged: full.converged,
            spread: full.spread,
            stopped: full.stopped,
        }
    }

    /// The full network's solution from the folded one.
    pub(crate) fn expand(&self, f: Solution) -> Solution {
        let spread = |v: &[f64], map: &[usize]| map.iter().map(|&i| v[i]).collect();
        Solution {
            x: spread(&f.x, &self.class),
            service: spread(&f.service, &self.demand),
            residence: spread(&f.residence, &self.demand),
            queue: spread(&f.queue, &self.station),
            util: spread(&f.util, &self.station),
            throughput: spread(&f.throughput, &self.station),
            scale: spread(&f.scale, &self.station),
            ..f
        }
    }
}
