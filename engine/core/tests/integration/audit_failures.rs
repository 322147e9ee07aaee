//! Figures of the failure and headroom side that a second numbers audit (stop 40) recomputed by
//! hand and found wrong or inconsistent, each held to the hand computation: a DAG failover that
//! did not conserve threads, rows judged on one target and showing another, headroom measured
//! against databases that do not run, "fewer threads" where no whole count passes, a rebuild
//! left at the wrong pace while the headroom was searched, and double failures reported as
//! single ones.

use spindle_core::input::Threads;
use spindle_core::report::{HeadroomCase, Report};
use spindle_core::EngineInput;

use crate::golden::preset_input;

fn full(mut input: EngineInput) -> Report {
    input.options.failures = true;
    input.options.headroom = true;
    spindle_core::evaluate(&input)
}

/// The XIV with both servers in one DAG, XIV30 at 64 threads per database and XIV31 at `t31`.
fn xiv_dag(t31: f64) -> EngineInput {
    let mut input = preset_input("xiv-2810");
    for s in &mut input.servers {
        s.dag = Some("dag1".into());
        if let Some(js) = s.jetstress.as_mut() {
            js.threads_per_database = Threads::Fixed(if s.id == "xiv31" { t31 } else { 64.0 });
        }
    }
    input
}

fn threads_of(r: &Report, server: &str) -> Vec<f64> {
    let s = r.servers.iter().find(|s| s.id == server).expect("server");
    s.instances.iter().map(|i| i.threads).collect()
}

#[test]
fn a_dag_survivor_takes_the_failed_members_threads_not_a_multiple_of_its_own() {
    // 5 databases at 64 threads and 5 at 32: 480 threads in all. Either survivor runs all 480,
    // 96 per database (the old rule gave XIV30 2 × 64 = 128 and XIV31 2 × 32 = 64).
    let input = xiv_dag(32.0);
    let normal = full(input.clone());
    for (failed, survivor) in [("xiv31", "xiv30"), ("xiv30", "xiv31")] {
        let mut whatif = input.clone();
        whatif.options.failed = vec![failed.into()];
        let r = spindle_core::evaluate(&whatif);
        for t in threads_of(&r, survivor) {
            assert!(
                (t - 96.0).abs() < 1e-9,
                "{survivor}: {t} threads per database"
            );
        }
        // Failing a server never raises the IO/s (MODEL §11.11), nor passes a failing design.
        assert!(r.totals.achieved_iops <= normal.totals.achieved_iops * 1.005);
        assert!(!normal.pass && !r.pass);
        // Its failed-over databases run elsewhere: nothing of theirs fails on the dead server.
        let dead = r.servers.iter().find(|s| s.id == failed).expect("dead");
        assert!(dead.instances.iter().all(|i| i.pass), "{failed}");
    }
}

#[test]
fn a_failure_row_shows_the_target_its_verdict_used() {
    // The N series with Fuji18 failed: Fuji19's 4 × 750 mailboxes at 1.0 IO/s, 3,000 IO/s, not
    // the design's 6,000.
    let r = full(preset_input("nseries-qd16"));
    let row = r
        .scenarios
        .iter()
        .find(|s| s.id == "server:fuji18")
        .expect("server row");
    assert!(
        (row.target_iops - 3_000.0).abs() < 1e-6,
        "{}",
        row.target_iops
    );
    assert!(row.achieved_iops > row.target_iops && !row.pass);
}

#[test]
fn a_what_if_with_databases_offline_measures_headroom_against_those_that_run() {
    // XIV30 failed (no DAG): XIV31's 5 databases run, target 5 × 2,000 = 10,000 IO/s.
    let mut input = preset_input("xiv-2810");
    input.options.headroom = true;
    input.options.failures = true;
    input.options.failed = vec!["xiv30".into()];
    let r = spindle_core::evaluate(&input);
    let h = r.headroom.expect("headroom");
    assert_eq!(h.case, HeadroomCase::Offline);
    assert!(
        (h.iops_pct - (h.max_iops / 10_000.0 - 1.0) * 100.0).abs() < 1e-9,
        "{}",
        h.iops_pct
    );
    // No double failures: the single-failure analysis is of the healthy design only.
    assert!(r.scenarios.is_empty() && r.worst_failure.is_none());
    // A what-if where nothing runs has nothing to scale: no factor of 5 × 10¹¹.
    let mut idle = preset_input("cisco-ucs-c210-m2");
    idle.options.headroom = true;
    idle.options.failed = vec!["exchange1".into()];
    let h = spindle_core::evaluate(&idle).headroom.expect("headroom");
    assert_eq!(
        (h.case, h.load_factor, h.max_iops),
        (HeadroomCase::Idle, 0.0, 0.0)
    );
}

#[test]
fn a_failure_no_whole_thread_count_passes_reads_short() {
    // CLARiiON phase 1, a drive of MBX1's first database group failed: 0.85 × 7 threads is not a
    // whole count; at 5 the servers miss their targets, at 6 MBX1 reads over 20 ms.
    let r = full(preset_input("clariion-cx4-960-phase1"));
    let row = r
        .scenarios
        .iter()
        .find(|s| s.id == "disk:mbx1-rg-db1")
        .expect("disk row");
    let h = row.headroom.as_ref().expect("headroom");
    assert_eq!(h.case, HeadroomCase::Short, "{h:?}");
    assert!(h.whole_threads.is_none());
}

#[test]
fn a_rebuilds_headroom_is_searched_at_the_pace_each_load_gives_it() {
    // The XIV's drive failure: the headroom's load, re-solved as a what-if at the nearest whole
    // thread counts (each settling its own rebuild pace), brackets the IO/s it promises.
    let r = full(preset_input("xiv-2810"));
    let row = r.scenarios.iter().find(|s| s.kind == "disk").expect("disk");
    let h = row.headroom.as_ref().expect("headroom");
    let threads = 64.0 * h.load_factor;
    let at = |t: f64| {
        let mut input = preset_input("xiv-2810");
        for s in &mut input.servers {
            if let Some(js) = s.jetstress.as_mut() {
                js.threads_per_database = Threads::Fixed(t);
            }
        }
        input.options.failed = vec!["xiv-raidx".into()];
        spindle_core::evaluate(&input).totals.achieved_iops
    };
    let (below, above) = (at(threads.floor()), at(threads.ceil()));
    // The count above breaks the read limit, so the headroom lies below its IO/s (the old search,
    // at the 64-thread pace, promised 18,153 IO/s at 62.75 threads, more than 63 give: 18,137);
    // and no further below the count under it than the settling tolerance.
    assert!(
        h.max_iops <= above && h.max_iops >= below * 0.995,
        "{} not within {below}..{above} ({threads} threads)",
        h.max_iops
    );
}

/// The XIV with each interface module drawn in the data module it is (modules 4 to 9).
fn xiv_modules() -> EngineInput {
    let mut input = preset_input("xiv-2810");
    for (k, c) in input.controllers.iter_mut().enumerate() {
        c.enclosure = Some(format!("xiv-mod{:02}", k + 4));
    }
    input
}

#[test]
fn an_xiv_module_failure_loses_its_twelve_drives_and_re_mirrors_them() {
    // MODEL §8: a module loses its 12 drives, cache and ports; the pool re-mirrors their data:
    // 12 × 2 × 51,500 GB / 180 = 6,867 GB, twelve times a drive's 572 GB.
    let r = full(xiv_modules());
    let disk = r
        .scenarios
        .iter()
        .find(|s| s.kind == "disk")
        .expect("drive");
    let module = r
        .scenarios
        .iter()
        .find(|s| s.id == "controller:xiv-im1")
        .expect("module");
    let ratio = module.rebuild_idle_hours.expect("re-mirror") / disk.rebuild_idle_hours.expect("a");
    assert!(ratio > 11.0, "{ratio}: the module's data is 12 drives'");
    // 168 drives serve what 180 did, while re-mirroring: no better than one drive lost.
    assert!(
        module.achieved_iops <= disk.achieved_iops,
        "{}",
        module.achieved_iops
    );
    assert!(
        module
            .label
            .starts_with("Interface module 1 fails with its 12 drives: RAID-X"),
        "{}",
        module.label
    );
    // The what-if of the module agrees with its row.
    let mut whatif = xiv_modules();
    whatif.options.failed = vec!["xiv-im1".into()];
    let w = spindle_core::evaluate(&whatif);
    let rel = (w.totals.achieved_iops - module.achieved_iops).abs() / module.achieved_iops;
    assert!(
        rel < 1e-4,
        "{} vs {}",
        w.totals.achieved_iops,
        module.achieved_iops
    );
    let pool = w
        .components
        .iter()
        .find(|c| c.id == "xiv-raidx")
        .expect("pool");
    assert!(pool.drive_sets.iter().map(|d| d.drives).sum::<f64>() <= 168.0 + 1e-9);
    // Without the enclosure the module is a controller only, as before.
    let mut plain = preset_input("xiv-2810");
    plain
        .controllers
        .iter_mut()
        .for_each(|c| c.enclosure = None);
    let plain = full(plain);
    let c = plain
        .scenarios
        .iter()
        .find(|s| s.id == "controller:xiv-im1")
        .expect("controller");
    assert!(c.rebuild_idle_hours.is_none() && c.achieved_iops > module.achieved_iops);
}

#[test]
fn a_cable_failure_leaves_the_other_paths_or_cuts_what_it_alone_reached() {
    // MODEL §8, "HBA / path: remove the path; MPIO rebalances". The N series gives each server one
    // dual-port HBA, port 0 to the filer head and port 1 to its partner: a cable lost leaves the
    // other path, and the server runs on (the HBA scenario takes the whole card, and the server).
    let input = preset_input("nseries-qd256");
    let r = full(input.clone());
    let cables: Vec<_> = r.scenarios.iter().filter(|s| s.kind == "link").collect();
    assert_eq!(cables.len(), 4, "two cables per server");
    for c in &cables {
        assert!(
            c.survivable && c.failing.is_empty(),
            "{}: {:?}",
            c.label,
            c.failing
        );
        assert!(
            c.label.starts_with("Cable Fuji1") && c.label.contains(" port "),
            "{}",
            c.label
        );
        // The what-if of the cable gives the row's figures.
        let mut whatif = input.clone();
        whatif.options.failed = vec![c.component_id.clone()];
        let w = spindle_core::evaluate(&whatif);
        let rel = (w.totals.achieved_iops - c.achieved_iops).abs() / c.achieved_iops;
        assert!(
            rel < 1e-4,
            "{}: {} vs {}",
            c.label,
            w.totals.achieved_iops,
            c.achieved_iops
        );
    }
    // With the partner's cable gone from the design, the head's cable is Fuji18's only path: its
    // loss takes the server's databases offline.
    let mut single = input.clone();
    let partner =
        |l: &spindle_core::input::Link| l.from.component == "fuji18-hba" && l.from.port == "p1";
    single.links.retain(|l| !partner(l));
    let r = full(single);
    let only = r
        .scenarios
        .iter()
        .find(|s| s.kind == "link" && s.label.starts_with("Cable Fuji18"))
        .expect("the remaining cable");
    assert!(!only.survivable && !only.pass, "{:?}", only.failing);
}

#[test]
fn an_xiv_data_module_fails_with_its_drives_alone() {
    // MODEL §8's XIV module, for the nine modules without an interface (1–3, 10–15 in the
    // preset): each loses its 12 drives (its cache is not modelled apart from the array's) and
    // the pool re-mirrors them. The nine are alike, computed once; no port or CPU is lost, so a
    // data module costs no more than an interface module.
    let r = full(preset_input("xiv-2810"));
    let data: Vec<_> = r
        .scenarios
        .iter()
        .filter(|s| s.kind == "enclosure")
        .collect();
    let ids: Vec<&str> = data.iter().map(|s| s.component_id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "xiv-mod01",
            "xiv-mod02",
            "xiv-mod03",
            "xiv-mod10",
            "xiv-mod11"
        ]
        .into_iter()
        .chain(["xiv-mod12", "xiv-mod13", "xiv-mod14", "xiv-mod15"])
        .collect::<Vec<_>>()
    );
    let first = data[0];
    assert!(first
        .label
        .starts_with("Module 1 fails with its 12 drives: RAID-X"));
    assert!(data.iter().all(|s| s.achieved_iops == first.achieved_iops));
    let disk = r
        .scenarios
        .iter()
        .find(|s| s.kind == "disk")
        .expect("drive");
    let interface = r
        .scenarios
        .iter()
        .find(|s| s.id == "controller:xiv-im1")
        .expect("interface module");
    let ratio = first.rebuild_idle_hours.expect("re-mirror") / disk.rebuild_idle_hours.expect("a");
    assert!(ratio > 11.0, "{ratio}: the module's data is 12 drives'");
    assert!(first.achieved_iops <= disk.achieved_iops);
    assert!(first.achieved_iops >= interface.achieved_iops);
    // Its what-if agrees with its row.
    let mut whatif = preset_input("xiv-2810");
    whatif.options.failed = vec!["xiv-mod12".into()];
    let w = spindle_core::evaluate(&whatif);
    let rel = (w.totals.achieved_iops - first.achieved_iops).abs() / first.achieved_iops;
    assert!(
        rel < 1e-4,
        "{} vs {}",
        w.totals.achieved_iops,
        first.achieved_iops
    );
    assert!(crate::findings::codes(&w, "SPN-W115").is_empty());
}

#[test]
fn an_enclosure_that_cannot_fail_alone_is_named_not_ignored() {
    // A CLARiiON shelf holds RAID 5 and RAID 1/0 members: losing it whole would lose data, which
    // is no single failure the design survives, and the engine does not say which member sits
    // where. A what-if asked to fail one says so and fails nothing.
    let input = preset_input("clariion-cx4-960-phase1");
    let shelf = input.enclosures[0].id.clone();
    let normal = spindle_core::evaluate(&input);
    let mut whatif = input;
    whatif.options.failed = vec![shelf.clone()];
    let w = spindle_core::evaluate(&whatif);
    let f = crate::findings::codes(&w, "SPN-W115");
    assert_eq!(f.len(), 1);
    assert!(f[0].message.contains("was not failed"), "{}", f[0].message);
    assert_eq!(f[0].component_ids, [shelf]);
    assert_eq!(w.totals.achieved_iops, normal.totals.achieved_iops);
}
