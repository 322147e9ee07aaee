//! Which single-failure scenarios are the same model up to a relabelling, so that one solve and
//! one headroom search serve them all (`scenarios.rs`).
//!
//! The stable colours of a network (`fold.rs`) are invariant under relabelling, and a colour
//! encodes its element's own parameters and the multiset of its neighbours' colours. So two
//! networks with the same multiset of stable colours (two that are the same up to a permutation
//! of their stations, classes, demands and routes, for one) define the same quotient, and the
//! solver, whose iteration keeps every element of a colour at the same values, gives every
//! element of a colour the same figures in both. A scenario's figures and headroom
//! are functions of that solution and of its databases (targets, mailboxes, threads, which
//! classes and routes they read their figures from), and scaling every load by one factor keeps
//! two equivalent scenarios equivalent. So two scenarios with equal [`scenario_key`]s have the
//! same figures and headroom, to the rounding of sums taken in a different order
//! (`tests/integration/scenarios.rs` compares them with solving each one). What is not shared is
//! named per scenario: which databases go offline, rebuild time, notes.
//!
//! This replaces a signature made of a few counts (drives, databases, ports), which called
//! failures "the same role" whenever those counts matched: on CLARiiON phase 2 it reported the
//! failure of ESX host 3 (the BB2 and BB3 servers, 16,700 IO/s) with the figures of host 1 (four
//! BB1 servers, 9,300 IO/s): 25,964 IO/s left instead of the model's 18,527.

use crate::build::{Built, DbModel};
use crate::colour::{add, Col, Map, Sig, NONE};
use crate::fold::{memo, population, Colours};
use crate::topology::Topology;
use crate::workload;

/// Population-free stable colours of a network, as the scenario key reads them.
pub(crate) struct Shape {
    /// Order-free sum of every demand's, station's, class's and route's colour (a multiset hash).
    all: Col,
    class: Vec<Col>,
    route: Vec<Col>,
}

impl Shape {
    pub(crate) fn new(c: &Colours) -> Shape {
        let mut all = Col::default();
        for (tag, cols) in [(1u64, &c.cd), (2, &c.cs), (3, &c.cc), (4, &c.cr)] {
            let mut part = Col::default();
            cols.iter().for_each(|&col| add(&mut part, col));
            all = Sig::new(40).col(all).num(tag).col(part).done();
        }
        Shape {
            all,
            class: c.cc.clone(),
            route: c.cr.clone(),
        }
    }
}

/// A key such that two built scenarios with equal keys are equivalent models (see the module
/// docs), before either is solved: equivalent networks also switch the same arrays into forced
/// flush, so their solved networks stay equivalent. None when it cannot be told cheaply: a
/// population differs within a population-free colour, so those colours no longer say which
/// classes carry which population.
pub(crate) fn scenario_key(topo: &Topology, built: &Built) -> Option<Col> {
    let net = &built.net;
    let memo = memo(net);
    let shape = &memo.shape;
    let mut pop_of: Map<Col, u64> = Map::default();
    for (c, class) in net.classes.iter().enumerate() {
        let colour = *shape.class.get(c)?;
        if *pop_of.entry(colour).or_insert(population(class)) != population(class) {
            return None;
        }
    }
    let mut pops = Col::default();
    for (&colour, &p) in &pop_of {
        add(&mut pops, Sig::new(41).col(colour).num(p).done());
    }
    let mut dbs = Col::default();
    for (d, m) in built.dbs.iter().enumerate() {
        let db = topo.input.databases.get(d)?;
        let target = workload::target_iops(&topo.input.workload, db.mailboxes, db.iops_per_mailbox);
        add(&mut dbs, database(shape, m, db.mailboxes, target));
    }
    Some(Sig::new(42).col(shape.all).col(pops).col(dbs).done())
}

/// What the figures of one database are read from: its classes and routes (by colour), whether
/// it runs, its threads and load profile, and what its target is made of.
fn database(shape: &Shape, m: &DbModel, mailboxes: f64, target: f64) -> Col {
    let of = |i: Option<usize>, cols: &[Col]| i.and_then(|i| cols.get(i)).copied().unwrap_or(NONE);
    let mut s = Sig::new(43)
        .num(m.active as u64)
        .f(m.threads)
        .f(mailboxes)
        .f(target)
        .col(of(m.class, &shape.class))
        .col(of(m.bdm_class, &shape.class));
    for route in [m.read, m.sync_log, m.write, m.lazy_log, m.repl, m.bdm] {
        s = s.col(of(route, &shape.route));
    }
    match &m.profile {
        Some(p) => [
            p.page_bytes,
            p.log_write_bytes,
            p.reads_per_op,
            p.writes_per_op,
            p.log_writes_per_op,
            p.sync_log_share,
            p.think,
            p.outstanding,
            p.bdm_rate,
            p.bdm_bytes,
            p.repl_reads_per_op,
            p.repl_bytes,
        ]
        .into_iter()
        .fold(s.num(1), Sig::f),
        None => s.num(0),
    }
    .done()
}
