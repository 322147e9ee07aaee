//! Which database reads an array cache can serve (refines MODEL.md §5.2).
//!
//! ESE databases are B-trees. A Jetstress read operation misses the ESE cache on the leaf page
//! (uniformly random over the database) and, for large databases, on internal pages too. The
//! internal levels are a hot working set of a few GB at most; an array read cache that holds
//! them serves those reads, while leaf reads stay uniformly random (hit ≈ cache / data). The ESE
//! cache keeps the top of the tree first.

use crate::params;

/// How one database's page reads split between internal (hot) and leaf (uniform) pages.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ReadSplit {
    /// Share of page reads that are internal pages missing the ESE cache.
    pub internal_share: f64,
    /// Internal pages not held by the ESE cache [bytes] (the hot set an array may cache).
    pub internal_bytes: f64,
    /// Leaf pages [bytes].
    pub leaf_bytes: f64,
}

/// Splits the page reads of a database of `db_bytes` with `page` byte pages and `ese_cache` bytes
/// of ESE cache. Fan-out = page / separator entry size.
pub fn read_split(db_bytes: f64, page: f64, ese_cache: f64) -> ReadSplit {
    if !(db_bytes.is_finite() && db_bytes > 0.0 && page > 0.0) {
        return ReadSplit::default();
    }
    let fanout = (page / params::ESE_ENTRY_BYTES).max(2.0);
    // Level sizes in pages, leaf first.
    let mut levels = vec![(db_bytes / page).max(1.0)];
    while *levels.last().unwrap_or(&1.0) > 1.0 && levels.len() < 12 {
        let next = levels.last().copied().unwrap_or(1.0) / fanout;
        levels.push(next.max(1.0));
        if next <= 1.0 {
            break;
        }
    }
    // The ESE cache holds the top levels first.
    let mut room = (ese_cache.max(0.0) / page).floor();
    let mut miss = vec![1.0; levels.len()];
    let mut uncached = vec![0.0; levels.len()];
    for l in (0..levels.len()).rev() {
        let held = room.min(levels[l]);
        room -= held;
        miss[l] = 1.0 - held / levels[l];
        uncached[l] = (levels[l] - held) * page;
    }
    let internal: f64 = miss.iter().skip(1).sum();
    let leaf = miss[0];
    let total = internal + leaf;
    ReadSplit {
        internal_share: if total > 0.0 { internal / total } else { 0.0 },
        internal_bytes: uncached.iter().skip(1).sum(),
        leaf_bytes: uncached[0],
    }
}

/// Hit ratios of an array read cache: internal pages first (hot), then leaf pages.
/// `clean` = read cache [bytes]; `dirty` = write-cache bytes that can serve leaf re-reads.
pub fn hit_ratios(clean: f64, dirty: f64, internal: f64, leaf: f64) -> (f64, f64) {
    let hit_internal = if internal > 0.0 {
        (clean / internal).min(1.0)
    } else {
        1.0
    };
    let left = (clean - internal).max(0.0) + dirty.max(0.0);
    let hit_leaf = if leaf > 0.0 {
        (left / leaf).min(1.0)
    } else {
        0.0
    };
    (hit_internal, hit_leaf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_databases_fit_their_internal_levels_in_the_ese_cache() {
        let s = read_split(50e9, 32768.0, 256e6);
        assert!(s.internal_share < 1e-9, "{s:?}");
        assert!(s.leaf_bytes > 49e9);
    }

    #[test]
    fn large_databases_miss_internal_pages_too() {
        let s = read_split(2.1e12, 32768.0, 256e6);
        assert!(s.internal_share > 0.3 && s.internal_share < 0.5, "{s:?}");
        assert!(s.internal_bytes > 1e9 && s.internal_bytes < 3e9, "{s:?}");
    }

    #[test]
    fn more_ese_cache_never_adds_misses() {
        let mut prev = f64::INFINITY;
        for mb in [0.0, 64.0, 256.0, 1024.0, 4096.0] {
            let s = read_split(1e12, 32768.0, mb * 1e6);
            assert!(s.internal_bytes <= prev);
            prev = s.internal_bytes;
        }
    }

    #[test]
    fn cache_serves_the_hot_set_first() {
        let (hi, hl) = hit_ratios(10e9, 0.0, 5e9, 1e12);
        assert_eq!(hi, 1.0);
        assert!((hl - 5e9 / 1e12).abs() < 1e-12);
        let (hi, hl) = hit_ratios(1e9, 0.0, 4e9, 1e12);
        assert!((hi - 0.25).abs() < 1e-12 && hl == 0.0);
    }
}
