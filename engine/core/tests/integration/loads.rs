//! Component loads (`loads.rs`) a user can check by hand: the same I/O counted once per component,
//! a cable's two directions adding up, a server carrying its LUNs' I/O. Each failed before its fix.

use spindle_core::evaluate;
use spindle_core::report::{ComponentLoad, Report};

use crate::golden::preset_input;

fn quick(id: &str) -> Report {
    let mut input = preset_input(id);
    input.options.failures = false;
    input.options.headroom = false;
    evaluate(&input)
}

fn load<'r>(r: &'r Report, id: &str) -> &'r ComponentLoad {
    r.components
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no load for {id}"))
}

/// Equal to the solver's precision: station throughputs are summed during its last iteration,
/// route rates after it (they differ by about 1e-8).
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1.0)
}

#[test]
fn a_server_its_hba_and_its_cable_carry_the_same_host_io() {
    // N series: Fuji18 has one HBA and one cable to the filer. Its HBA's MB/s once counted every
    // byte twice (execution throttle, then CPU), its cable showed only the reads, and the server
    // itself showed 0 IO/s beside its MB/s.
    let r = quick("nseries-qd256");
    let server = load(&r, "fuji18");
    let luns: f64 = ["fuji18-e", "fuji18-f", "fuji18-g", "fuji18-h"]
        .iter()
        .chain(&["fuji18-i", "fuji18-j", "fuji18-k", "fuji18-l"])
        .map(|l| load(&r, l).iops)
        .sum();
    assert!(
        server.iops > 0.0 && close(server.iops, luns),
        "server {} vs LUNs {luns}",
        server.iops
    );
    let hba = load(&r, "fuji18-hba");
    assert!(close(hba.iops, server.iops), "HBA {} IO/s", hba.iops);
    assert!(
        close(hba.mb_per_sec, server.mb_per_sec),
        "HBA {} MB/s vs server {}",
        hba.mb_per_sec,
        server.mb_per_sec
    );
    let cable = r
        .components
        .iter()
        .find(|c| c.kind == "link" && close(c.iops, server.iops))
        .expect("a cable carrying Fuji18's I/O");
    assert_eq!(cable.directions.len(), 2);
    let sum = |f: fn(&spindle_core::report::DirectionLoad) -> f64| -> f64 {
        cable.directions.iter().map(f).sum()
    };
    assert!(close(sum(|d| d.iops), cable.iops));
    assert!(close(sum(|d| d.mb_per_sec), cable.mb_per_sec));
    let busier = cable
        .directions
        .iter()
        .map(|d| d.utilisation)
        .fold(0.0, f64::max);
    assert!(close(busier, cable.utilisation));
}

#[test]
fn a_full_execution_throttle_counts_only_the_ios_waiting_for_a_slot() {
    // At queue depth 16 the HBA's throttle is full. Its queue once counted the I/Os it had let
    // through, which are out at the filer; time per visit is now the wait for a slot (plus the
    // HBA's own CPU), below the DB read latency it is part of.
    let r = quick("nseries-qd16");
    let hba = load(&r, "fuji18-hba");
    let read = r
        .servers
        .iter()
        .find(|s| s.id == "fuji18")
        .and_then(|s| s.db_read_latency_ms)
        .expect("Fuji18 reads");
    assert!(hba.utilisation > 0.99);
    assert!(
        hba.response_ms > 1.0 && hba.response_ms < read,
        "HBA {} ms, read {read} ms",
        hba.response_ms
    );
}

fn spec(threads: f64, drives: u32, exec_throttle: u32) -> crate::gen::Spec {
    crate::gen::Spec {
        dbs_per_server: 2,
        threads,
        drives,
        exec_throttle,
        ..crate::gen::small()
    }
}

#[test]
fn the_bottleneck_is_the_cause_not_the_full_queue_in_front_of_it() {
    // 4 drives under 2 × 24 threads behind a 16-deep throttle: the throttle is full because the
    // drives are saturated. It used to be named the bottleneck, being the busier of the two.
    let r = evaluate(&crate::gen::build(&spec(24.0, 4, 16)));
    let b = r.bottleneck.expect("a bottleneck");
    assert_eq!(b.kind, "raidGroup", "{}", b.reason);
    assert!(b.utilisation >= 0.9, "{}", b.reason);
    assert!(b.reason.contains("as a result"), "{}", b.reason);
}

#[test]
fn a_lightly_loaded_design_says_the_threads_set_the_load() {
    // One thread per database on 24 drives: nothing is half busy, and naming the busiest part
    // alone read as if it were the limit.
    let r = evaluate(&crate::gen::build(&spec(1.0, 24, 256)));
    let b = r.bottleneck.expect("a bottleneck");
    assert!(b.utilisation < 0.5, "{}", b.reason);
    assert!(
        b.reason.contains("set by the Jetstress threads"),
        "{}",
        b.reason
    );
}

#[test]
fn a_bottleneck_with_equals_says_how_many() {
    // CLARiiON phase 2 names MBX9's first RAID group the bottleneck, the first of twelve RAID 5
    // groups at 87.5 %; named alone it read as the one weak spot. The N series' two servers'
    // throttles are full alike; the XIV has one RAID group, and nothing to add.
    let reason = |id: &str| quick(id).bottleneck.expect("a bottleneck").reason;
    let clariion = reason("clariion-cx4-960-phase2");
    assert!(
        clariion.ends_with(" 11 other RAID groups are as busy."),
        "{clariion}"
    );
    let nseries = reason("nseries-qd16");
    assert!(nseries.contains(" 1 other HBA is as full."), "{nseries}");
    let xiv = reason("xiv-2810");
    assert!(!xiv.contains(" other "), "{xiv}");
    // A server's own limit counts its own equals: MBX9 reads from six of those groups.
    let r = quick("clariion-cx4-960-phase2");
    let e = r
        .explanations
        .iter()
        .find(|e| e.id == "server:mbx9:achievedIops")
        .expect("explained");
    assert!(
        e.summary.ends_with(" 5 other RAID groups are as busy."),
        "{}",
        e.summary
    );
}

#[test]
fn controllers_count_the_host_io_they_serve_not_their_destage() {
    // XIV: six interface modules serve all host I/O alike. Their IO/s once added the mirrored
    // destage writes their CPUs handle, 38,400 in all against the array's 22,347 host IO/s.
    let r = quick("xiv-2810");
    let modules: f64 = r
        .components
        .iter()
        .filter(|c| c.kind == "controller")
        .map(|c| c.iops)
        .sum();
    let array = r.components.iter().find(|c| c.kind == "array").unwrap();
    assert!(
        close(modules, array.iops),
        "modules {modules}, array {}",
        array.iops
    );
}

#[test]
fn an_esx_host_carries_its_vms_io() {
    // CLARiiON phase 1: four ESX hosts of four mailbox VMs each. The VMs own the LUN queues, so
    // the hosts had no figures at all, though their HBAs carried all of their VMs' I/O.
    let input = preset_input("clariion-cx4-960-phase1");
    let r = quick("clariion-cx4-960-phase1");
    let host = "esx1";
    let vms: f64 = input
        .servers
        .iter()
        .filter(|s| s.host.as_deref() == Some(host))
        .map(|s| load(&r, &s.id).iops)
        .sum();
    let hbas: f64 = input
        .hbas
        .iter()
        .filter(|h| h.server == host)
        .map(|h| load(&r, &h.id).iops)
        .sum();
    let esx = load(&r, host);
    assert!(
        vms > 0.0 && close(esx.iops, vms),
        "host {} vs VMs {vms}",
        esx.iops
    );
    assert!(close(esx.iops, hbas), "host {} vs HBAs {hbas}", esx.iops);
}

#[test]
fn a_passive_controller_reads_idle_rather_than_blank() {
    // N series: the partner head serves no LUN while the first head is up. It had no entry, so
    // its card and inspector showed no figures, as if it had not been evaluated.
    let r = quick("nseries-qd256");
    let partner = load(&r, "filer-partner");
    assert_eq!((partner.iops, partner.utilisation), (0.0, 0.0));
    assert_eq!(partner.kind, "controller");
}

#[test]
fn enclosures_carry_the_disk_io_of_the_drives_they_hold() {
    // XIV: 15 modules of 12 drives make one 180-drive distributed mirror. An enclosure showed
    // "busy 85 %" beside 0 IO/s; each now carries its drives' share of the group's disk I/O.
    let r = quick("xiv-2810");
    let group = r.components.iter().find(|c| c.kind == "raidGroup").unwrap();
    let modules: Vec<&ComponentLoad> = r
        .components
        .iter()
        .filter(|c| c.kind == "enclosure")
        .collect();
    assert_eq!(modules.len(), 15);
    let sum: f64 = modules.iter().map(|m| m.iops).sum();
    assert!(
        close(sum, group.iops),
        "modules {sum}, group {}",
        group.iops
    );
    assert!(modules
        .iter()
        .all(|m| close(m.utilisation, group.utilisation)));
}

#[test]
fn a_raid_dp_group_shows_its_data_and_parity_drives_apart() {
    // N series: 3 x RAID-DP (14+2). Reads reach only the 42 data drives; the 6 parity drives
    // take writes only. The group showed one busy figure, which hid that.
    let r = quick("nseries-qd256");
    let g = load(&r, "aggr-sgdata");
    let sets: Vec<(&str, f64)> = g
        .drive_sets
        .iter()
        .map(|d| (d.role.as_str(), d.drives))
        .collect();
    assert_eq!(sets, [("drives", 42.0), ("parity drives", 6.0)]);
    let (data, parity) = (&g.drive_sets[0], &g.drive_sets[1]);
    assert!(
        data.utilisation > parity.utilisation,
        "data {} busy, parity {}",
        data.utilisation,
        parity.utilisation
    );
    // The group's figures are the sets': I/O summed, busy the busier set's.
    assert!(close(g.iops, data.iops + parity.iops), "{} IO/s", g.iops);
    assert!(close(g.utilisation, data.utilisation));
    // A group of one set (the XIV's distributed mirror) lists none.
    let xiv = quick("xiv-2810");
    assert!(xiv
        .components
        .iter()
        .filter(|c| c.kind == "raidGroup")
        .all(|c| c.drive_sets.is_empty()));
}

#[test]
fn every_station_is_the_part_of_its_component_it_says() {
    // Loads, explanation terms and the forced-flush check read a station's `part`, its `role` text
    // only names it. A part given to the wrong kind of component (an HBA's CPU taken for a
    // controller's) would move its load and its term without any figure looking wrong; so would
    // a role text that stopped saying which direction of a cable it is.
    use spindle_core::build::{build, Scenario};
    use spindle_core::network::StationPart as P;
    use spindle_core::topology::Topology;
    let mut seen = std::collections::BTreeSet::new();
    for id in [
        "xiv-2810",
        "cisco-ucs-c210-m2",
        "clariion-cx4-960-phase1",
        "nseries-qd256",
    ] {
        let input = preset_input(id);
        let topo = Topology::build(&input);
        let healthy = Scenario::healthy(input.servers.len());
        let degraded = (0..input.raid_groups.len()).map(|g| Scenario {
            degraded: Some(g),
            ..healthy.clone()
        });
        for scen in std::iter::once(healthy.clone()).chain(degraded) {
            for st in build(&topo, &scen).net.stations {
                let c = st.component.as_str();
                let fits = match st.part {
                    P::LunQueue => topo.servers.contains_key(c),
                    P::Throttle | P::HbaCpu => topo.hbas.contains_key(c),
                    P::Link { to_host } => {
                        topo.link_ids.contains_key(c)
                            && st.role
                                == if to_host {
                                    "array→host"
                                } else {
                                    "host→array"
                                }
                    }
                    P::Fabric => topo.switches.contains_key(c),
                    P::FrontEnd | P::ControllerCpu => topo.controllers.contains_key(c),
                    P::CacheHits | P::WriteCache => topo.arrays.contains_key(c),
                    P::MirrorPartner => {
                        scen.degraded.is_some() && topo.raid_groups_ix.contains_key(c)
                    }
                    P::Drives | P::ParityDrives => topo.raid_groups_ix.contains_key(c),
                };
                assert!(fits, "{id}: {c} {} is built as {:?}", st.role, st.part);
                seen.insert(format!("{:?}", st.part));
            }
        }
    }
    // Every part (both directions of a cable) occurs in these presets.
    assert_eq!(seen.len(), 13, "{seen:?}");
}

#[test]
fn an_uncabled_hba_changes_no_figure() {
    // QA 8: a spare LightPulse (LUN queue depth 32) added to XIV30 and cabled to nothing set the
    // queue depth of every XIV30 LUN, and the design's verdict flipped to Fail. A LUN queues only
    // on the HBAs its I/O goes through.
    let base = crate::golden::preset_input("xiv-2810");
    let mut spare = base.clone();
    let mut hba = spare
        .hbas
        .iter()
        .find(|h| h.server == "xiv30")
        .expect("an XIV30 HBA")
        .clone();
    hba.id = "spare-hba".into();
    hba.name = "Spare LightPulse".into();
    hba.lun_queue_depth = 32;
    spare.hbas.push(hba);
    let (a, b) = (
        spindle_core::evaluate(&base),
        spindle_core::evaluate(&spare),
    );
    assert_eq!(a.pass, b.pass);
    assert_eq!(a.totals.achieved_iops, b.totals.achieved_iops);
    for (x, y) in a.servers.iter().zip(&b.servers) {
        assert_eq!(x.db_read_latency_ms, y.db_read_latency_ms, "{}", x.id);
        assert_eq!(x.log_write_latency_ms, y.log_write_latency_ms, "{}", x.id);
    }
}
