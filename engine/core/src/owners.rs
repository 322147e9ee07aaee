//! Owners for the LUNs of an ALUA array that the design gives none (or one outside the array).
//!
//! An array's management software picks a default owner when it creates a LUN; Spindle picks one
//! the same way whatever order the LUNs were drawn in, so that two engineers who draw the same
//! design get the same figures: largest LUN first, each to the controller that owns the fewest
//! bytes so far (the LUNs the design does name count too), ties to the one with fewer LUNs, then
//! to the lower controller id. Size stands in for load: it is what the design says of every LUN
//! before the workload is placed on it.

use crate::input::EngineInput;
use crate::topology::LunInfo;

/// Fills `owner` for every LUN in an array that has none. `array_controllers[a]` lists array
/// `a`'s controllers ordered by id; `luns[l].array`, `size_bytes` and the owners the design names
/// are already set.
pub(crate) fn balance(input: &EngineInput, array_controllers: &[Vec<usize>], luns: &mut [LunInfo]) {
    for (a, ctrls) in array_controllers.iter().enumerate() {
        if ctrls.is_empty() {
            continue;
        }
        // Per controller of `a`, in id order: (bytes owned, LUNs owned).
        let mut load = vec![(0.0f64, 0usize); ctrls.len()];
        let mut open = Vec::new();
        for (l, info) in luns.iter().enumerate() {
            if info.array != Some(a) {
                continue;
            }
            match info.owner.and_then(|c| ctrls.iter().position(|&x| x == c)) {
                Some(k) => {
                    load[k].0 += info.size_bytes;
                    load[k].1 += 1;
                }
                None => open.push(l),
            }
        }
        open.sort_by(|&x, &y| {
            luns[y]
                .size_bytes
                .total_cmp(&luns[x].size_bytes)
                .then_with(|| input.luns[x].id.cmp(&input.luns[y].id))
        });
        for l in open {
            // The first of the least loaded: positions are in id order, so ties go to the lower id.
            let k = (0..ctrls.len())
                .min_by(|&i, &j| {
                    load[i]
                        .0
                        .total_cmp(&load[j].0)
                        .then(load[i].1.cmp(&load[j].1))
                        .then(i.cmp(&j))
                })
                .unwrap_or(0);
            load[k].0 += luns[l].size_bytes;
            load[k].1 += 1;
            luns[l].owner = Some(ctrls[k]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lun(array: usize, gb: f64, owner: Option<usize>) -> LunInfo {
        LunInfo {
            array: Some(array),
            size_bytes: gb * 1e9,
            owner,
            ..LunInfo::default()
        }
    }

    fn input_with_luns(ids: &[&str]) -> EngineInput {
        let mut v = serde_json::to_value(EngineInput::default()).expect("serialises");
        v["luns"] = ids
            .iter()
            .map(|id| serde_json::json!({ "id": id, "name": id, "raidGroup": "g", "sizeGb": 1 }))
            .collect();
        serde_json::from_value(v).expect("an input")
    }

    #[test]
    fn largest_first_to_the_least_loaded_controller() {
        let input = input_with_luns(&["a", "b", "c", "d"]);
        // Controller 7 already owns 500 GB the design names; 3 and 7 are the array's controllers.
        let mut luns = vec![
            lun(0, 500.0, Some(7)),
            lun(0, 100.0, None),
            lun(0, 300.0, None),
            lun(0, 300.0, None),
        ];
        balance(&input, &[vec![3, 7]], &mut luns);
        // c (300 GB, before d by id) → 3; d → 3 (300 < 500 GB); b (100 GB) → 7 (500 < 600 GB).
        assert_eq!(
            luns.iter().map(|l| l.owner).collect::<Vec<_>>(),
            vec![Some(7), Some(7), Some(3), Some(3)]
        );
    }

    #[test]
    fn the_same_owners_whatever_the_order_of_the_luns() {
        let ids = ["l1", "l2", "l3", "l4", "l5"];
        let sizes = [200.0, 200.0, 50.0, 800.0, 200.0];
        let mut fwd: Vec<LunInfo> = sizes.iter().map(|&s| lun(0, s, None)).collect();
        balance(&input_with_luns(&ids), &[vec![0, 1, 2]], &mut fwd);
        let mut rev_ids = ids;
        rev_ids.reverse();
        let mut rev: Vec<LunInfo> = sizes.iter().rev().map(|&s| lun(0, s, None)).collect();
        balance(&input_with_luns(&rev_ids), &[vec![0, 1, 2]], &mut rev);
        rev.reverse();
        assert_eq!(
            fwd.iter().map(|l| l.owner).collect::<Vec<_>>(),
            rev.iter().map(|l| l.owner).collect::<Vec<_>>()
        );
    }
}
