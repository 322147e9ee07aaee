//! Fuzz-style robustness: random, broken and extreme designs never panic and never produce
//! NaN or infinity (MODEL §11.18).

use proptest::prelude::*;
use spindle_core::input::*;
use spindle_core::{evaluate, Report};

use crate::gen;

/// Every number in the report is finite (optional figures may be absent, never NaN).
pub fn assert_finite(r: &Report) {
    let ok = |v: f64, what: &str| assert!(v.is_finite(), "{what} is {v}");
    let opt = |v: Option<f64>, what: &str| {
        if let Some(v) = v {
            assert!(v.is_finite(), "{what} is {v}")
        }
    };
    let t = &r.totals;
    for (v, w) in [
        (t.achieved_iops, "achieved"),
        (t.target_iops, "target"),
        (t.db_reads_per_sec, "reads"),
        (t.db_writes_per_sec, "writes"),
        (t.log_writes_per_sec, "logs"),
        (t.bdm_mb_per_sec, "bdm"),
    ] {
        ok(v, w);
    }
    for s in &r.servers {
        for (v, w) in [
            (s.achieved_iops, "server achieved"),
            (s.target_iops, "server target"),
            (s.threads_per_database, "threads"),
        ] {
            ok(v, w);
        }
        opt(s.db_read_latency_ms, "read latency");
        opt(s.db_write_latency_ms, "write latency");
        opt(s.log_write_latency_ms, "log latency");
        for c in &s.criteria {
            opt(c.value, "criterion");
            ok(c.threshold, "threshold");
        }
        for i in &s.instances {
            for (v, w) in [
                (i.achieved_iops, "inst achieved"),
                (i.bdm_mb_per_sec, "inst bdm"),
                (i.log_replication_reads_per_sec, "repl"),
            ] {
                ok(v, w);
            }
        }
    }
    for c in &r.components {
        for (v, w) in [
            (c.iops, "comp iops"),
            (c.mb_per_sec, "comp mb"),
            (c.utilisation, "comp util"),
            (c.queue_length, "comp q"),
            (c.response_ms, "comp r"),
        ] {
            ok(v, w);
        }
        assert!(
            c.utilisation <= 1.0 + 1e-9,
            "{} utilisation {}",
            c.id,
            c.utilisation
        );
    }
    let cap = &r.capacity;
    for (v, w) in [
        (cap.raw_gb, "raw"),
        (cap.usable_gb, "usable"),
        (cap.required_gb, "required"),
        (cap.extra_mailboxes, "extra"),
    ] {
        ok(v, w);
    }
    for l in &cap.luns {
        ok(l.required_gb, "lun required");
        ok(l.used_pct, "lun used");
    }
    if let Some(h) = &r.headroom {
        ok(h.max_iops, "headroom iops");
        ok(h.iops_pct, "headroom pct");
        ok(h.extra_mailboxes, "headroom mbx");
    }
    for s in &r.scenarios {
        ok(s.achieved_iops, "scenario iops");
        opt(s.worst_db_read_latency_ms, "scenario read");
        opt(s.rebuild_hours, "rebuild");
        opt(s.rebuild_idle_hours, "rebuild on idle drives");
    }
    for e in &r.explanations {
        ok(e.value, "explanation");
        e.terms.iter().for_each(|t| ok(t.value, "term"));
    }
    assert!(serde_json::to_string(r).is_ok());
}

fn weird() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(-1.0),
        Just(0.0),
        Just(1e12),
        Just(-1e-9),
        (0.0f64..1e6)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Valid designs with extreme or impossible numbers sprinkled in.
    #[test]
    fn mutated_designs_never_panic(s in gen::spec(), a in weird(), b in weird(), c in weird(), d in weird(), pick in 0usize..10) {
        let mut input = gen::build(&s);
        input.options.failures = pick % 2 == 0;
        input.options.headroom = pick % 3 == 0;
        match pick {
            0 => { input.drives[0].rpm = a; input.drives[0].seek_avg_ms = b; }
            1 => { input.databases[0].mailboxes = a; input.workload.iops_per_mailbox = b; }
            2 => { input.hbas[0].execution_throttle = 0; input.controllers[0].max_iops = a; }
            3 => { input.luns[0].size_gb = a; input.arrays[0].cache_gb = b; }
            4 => { input.workload.headroom_pct = a; input.workload.mailbox_size_mb = b; }
            5 => { if let Some(j) = input.servers[0].jetstress.as_mut() { j.threads_per_database = Threads::Fixed(a); j.read_pct = b; j.lazy_commit_pct = c; } }
            6 => { input.drives[0].media_rate_mb_s = a; input.drives[0].capacity_gb = b; input.drives[0].queue_cap = c; }
            7 => { input.links.retain(|l| l.kind != LinkKind::Fc); }
            8 => { input.raid_groups[0].stripe_kb = a; input.raid_groups[0].group_size = d.clamp(0.0, 1e6) as u32; }
            _ => { input.controllers.clear(); input.workload.lun_free_space_pct = c; }
        }
        let r = evaluate(&input);
        assert_finite(&r);
    }

    /// What-if failures (`options.failed`) of any part, one or several, RAID groups among them,
    /// with or without the failure analysis on top.
    #[test]
    fn what_if_failures_never_panic(s in gen::spec(), picks in proptest::collection::vec(0usize..1000, 1..4), full in any::<bool>()) {
        let mut input = gen::build(&s);
        let ids: Vec<String> = input.servers.iter().map(|x| x.id.clone())
            .chain(input.hbas.iter().map(|x| x.id.clone()))
            .chain(input.switches.iter().map(|x| x.id.clone()))
            .chain(input.controllers.iter().map(|x| x.id.clone()))
            .chain(input.raid_groups.iter().map(|x| x.id.clone()))
            .chain(input.enclosures.iter().map(|x| x.id.clone()))
            .chain(input.luns.iter().map(|x| x.id.clone()))
            .chain(input.arrays.iter().map(|x| x.id.clone()))
            .collect();
        input.options.failed = picks.iter().map(|&i| ids[i % ids.len()].clone()).collect();
        input.options.failures = full;
        input.options.headroom = full;
        assert_finite(&evaluate(&input));
    }

    /// Dangling references, empty parts and duplicates.
    #[test]
    fn broken_references_never_panic(s in gen::spec(), target in "[a-z]{0,6}", cut in 0usize..6) {
        let mut input = gen::build(&s);
        input.options.failures = true;
        match cut {
            0 => input.databases[0].db_lun = Some(target),
            1 => input.databases[0].server = target,
            2 => input.raid_groups[0].array = target,
            3 => { input.enclosures[0].drive = target; }
            4 => { let dup = input.luns[0].clone(); input.luns.push(dup); }
            _ => { input.servers.clear(); }
        }
        assert_finite(&evaluate(&input));
    }
}

#[test]
fn empty_and_default_inputs_evaluate() {
    assert_finite(&evaluate(&EngineInput::default()));
    let mut lone = EngineInput::default();
    lone.databases.push(Database {
        id: "d".into(),
        name: "d".into(),
        mailboxes: 100.0,
        ..Database::default()
    });
    let r = evaluate(&lone);
    assert_finite(&r);
    assert!(!r.pass);
    for code in ["SPN-E001", "SPN-E002"] {
        assert!(
            r.findings.iter().any(|f| f.code == code),
            "{code} in {:?}",
            r.findings
        );
    }
}
