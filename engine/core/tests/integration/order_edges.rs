//! Two places where the engine has to choose between parts that the design does not rank, each
//! reached on purpose: the choice must follow from the parts themselves (their ids, the shape of
//! the fabric), never from the order they were added in. `order.rs` reverses the presets and random
//! designs, which never reach these choices. (A third, the owners of LUNs the design leaves
//! without one, still follows LUN order: see docs/model.md.)

use serde_json::{json, Value};
use spindle_core::EngineInput;

use crate::golden::preset_input;
use crate::order::{differences, reversed};

/// The XIV preset as JSON, edited by `edit`, with failures and headroom on.
fn xiv_with(edit: impl FnOnce(&mut Value)) -> EngineInput {
    let mut v = serde_json::to_value(preset_input("xiv-2810")).expect("an input serialises");
    edit(&mut v);
    let mut input: EngineInput = serde_json::from_value(v).expect("still an engine input");
    input.options.failures = true;
    input.options.headroom = true;
    input
}

fn assert_order_free(input: &EngineInput, case: &str) {
    let diff = differences(input, &reversed(input));
    assert!(
        diff.is_empty(),
        "{case}: {} figures differ, e.g. {:?}",
        diff.len(),
        &diff[..diff.len().min(8)]
    );
}

fn alua(v: &mut Value) {
    v["arrays"][0]["hostAccess"] = json!("alua");
}

fn fc(id: &str, a: &str, b: &str) -> Value {
    json!({
        "id": id, "kind": "fc", "diskCount": 0,
        "from": { "component": a, "port": "fabric" },
        "to": { "component": b, "port": "fabric" },
    })
}

#[test]
fn a_lun_whose_owner_cannot_be_reached_moves_to_the_same_controller_whatever_the_order() {
    let input = xiv_with(|v| {
        alua(v);
        for l in v["luns"].as_array_mut().expect("luns") {
            l["owner"] = json!("xiv-im1");
        }
        // No cable reaches interface module 1's front-end ports: every LUN is trespassed.
        let links = v["links"].as_array_mut().expect("links");
        links.retain(|l| l["to"]["component"] != "xiv-im1" || l["to"]["port"] == "be");
    });
    assert_order_free(&input, "ALUA XIV, owner unreachable");
}

#[test]
fn of_two_routes_to_the_same_port_the_same_one_is_kept_whatever_the_order() {
    // The servers' HBAs move to an edge switch that reaches switch A directly and through a
    // third switch: two routes from each HBA port to each of A's front-end ports.
    let input = xiv_with(|v| {
        for l in v["links"].as_array_mut().expect("links") {
            let from = l["from"]["component"].as_str().unwrap_or("").to_string();
            if from.contains("hba") && l["to"]["component"] == "sw-a" {
                l["to"]["component"] = json!("sw-edge");
            }
        }
        let sw = v["switches"][0].clone();
        for id in ["sw-edge", "sw-core"] {
            let mut s = sw.clone();
            s["id"] = json!(id);
            s["name"] = json!(id);
            v["switches"].as_array_mut().expect("switches").push(s);
        }
        let links = v["links"].as_array_mut().expect("links");
        links.push(fc("isl-1", "sw-edge", "sw-a"));
        links.push(fc("isl-2", "sw-edge", "sw-core"));
        links.push(fc("isl-3", "sw-core", "sw-a"));
    });
    assert_order_free(&input, "XIV behind two routes of different length");
}
