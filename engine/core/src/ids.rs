//! Id indexes of a design's components: FxHash maps (unseeded, so deterministic), only ever
//! looked up, never iterated, so nothing depends on hash order (MODEL §11.19).

use rustc_hash::FxHashMap;

use crate::input::EngineInput;

/// Id → index of one kind of component (the first with the id wins).
pub type Ids<'a> = FxHashMap<&'a str, usize>;

/// Id → name of every named component of `input`, in the precedence [`Topology::part`] documents.
pub(crate) fn names_of(input: &EngineInput) -> FxHashMap<&str, &str> {
    let mut m = FxHashMap::default();
    let i = input;
    let all = (i.servers.iter().map(|x| (&x.id, &x.name)))
        .chain(i.hbas.iter().map(|x| (&x.id, &x.name)))
        .chain(i.switches.iter().map(|x| (&x.id, &x.name)))
        .chain(i.arrays.iter().map(|x| (&x.id, &x.name)))
        .chain(i.controllers.iter().map(|x| (&x.id, &x.name)))
        .chain(i.enclosures.iter().map(|x| (&x.id, &x.name)))
        .chain(i.raid_groups.iter().map(|x| (&x.id, &x.name)))
        .chain(i.luns.iter().map(|x| (&x.id, &x.name)))
        .chain(i.databases.iter().map(|x| (&x.id, &x.name)));
    for (id, name) in all {
        m.entry(id.as_str()).or_insert(name.as_str());
    }
    m
}

pub(crate) fn index<'a, T>(items: &'a [T], id: impl Fn(&'a T) -> &'a str) -> Ids<'a> {
    let mut m = Ids::default();
    for (i, it) in items.iter().enumerate() {
        m.entry(id(it)).or_insert(i);
    }
    m
}
