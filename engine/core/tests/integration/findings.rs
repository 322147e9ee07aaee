//! Findings a user sees: right code, the user's names in the message, component ids to select.

use spindle_core::input::*;
use spindle_core::{evaluate, Report};

use crate::gen::{self, small as base, Spec};

/// A preset's input evaluated in its normal state only (no failures, no headroom search).
fn normal_state(id: &str) -> EngineInput {
    let mut input = crate::golden::preset_input(id);
    input.options.failures = false;
    input.options.headroom = false;
    input
}

pub(crate) fn codes(r: &Report, code: &str) -> Vec<spindle_core::report::Finding> {
    r.findings
        .iter()
        .filter(|f| f.code == code)
        .cloned()
        .collect()
}

#[test]
fn a_server_without_cables_gets_no_path_naming_server_lun_and_database() {
    let mut input = gen::build(&base());
    input.links.retain(|l| l.kind != LinkKind::Fc);
    let r = evaluate(&input);
    let f = codes(&r, "SPN-E005");
    assert_eq!(f.len(), 2, "database and log LUN: {:?}", r.findings);
    assert!(
        f[0].message
            .starts_with("Server 0 has no path to LUN l-db-0-0 (database DB 0.0)"),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].component_ids, vec!["s0", "l-db-0-0", "db-0-0"]);
    assert!(!r.pass);
    assert_eq!(r.totals.achieved_iops, 0.0);
}

#[test]
fn one_cable_gives_a_single_path_warning_and_two_do_not() {
    let mut input = gen::build(&base());
    assert!(codes(&evaluate(&input), "SPN-W101").is_empty());
    input.links.retain(|l| l.id != "h0-p1");
    let f = codes(&evaluate(&input), "SPN-W101");
    assert_eq!(f.len(), 2);
    assert_eq!(f[0].component_ids, vec!["s0", "l-db-0-0"]);
}

#[test]
fn messages_use_names_and_fall_back_to_ids() {
    let mut input = gen::build(&base());
    input.raid_groups[0].level = RaidLevel::Raid0;
    input.raid_groups[0].name = "Fast scratch".into();
    let f = codes(&evaluate(&input), "SPN-I204");
    assert_eq!(
        f[0].message,
        "RAID group Fast scratch has no redundancy: a drive failure loses its data."
    );
    assert_eq!(f[0].component_ids, vec!["rg-db"]);
    input.raid_groups[0].name = "  ".into();
    let f = codes(&evaluate(&input), "SPN-I204");
    assert!(
        f[0].message.contains("RAID group rg-db "),
        "{}",
        f[0].message
    );
}

#[test]
fn a_full_execution_throttle_is_named_by_its_hba() {
    let mut input = gen::build(&Spec {
        threads: 24.0,
        dbs_per_server: 4,
        exec_throttle: 16,
        ..base()
    });
    input.hbas[0].name = "QLA2342".into();
    let f = codes(&evaluate(&input), "SPN-W108");
    assert!(!f.is_empty());
    assert!(
        f[0].message
            .starts_with("QLA2342: port 0 execution throttle (16 outstanding I/Os) is full"),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].component_ids, vec!["h0"]);
}

#[test]
fn failing_an_unknown_component_is_reported_not_ignored() {
    let mut input = gen::build(&base());
    input.options.failed = vec!["ghost".into(), "s0".into()];
    let r = evaluate(&input);
    let f = codes(&r, "SPN-W111");
    assert_eq!(f.len(), 1, "{:?}", r.findings);
    assert!(f[0].message.contains("\"ghost\""));
}

#[test]
fn a_servers_iops_are_explained_by_what_its_own_io_visits() {
    // CLARiiON phase 1: sixteen servers, each on its own RAID groups. The design's busiest
    // resource is one server's RAID group; each server's explanation must name a resource on its
    // own paths (it once named MBX16's RAID group for MBX1 to MBX15).
    let report = spindle_core::evaluate(&crate::golden::preset_input("clariion-cx4-960-phase1"));
    for s in &report.servers {
        let why = |what: &str| {
            report
                .explanations
                .iter()
                .find(|e| e.id == format!("server:{}:{what}", s.id))
                .unwrap_or_else(|| panic!("{}: {what}", s.id))
        };
        let busiest = why("achievedIops")
            .terms
            .iter()
            .find(|t| t.label.starts_with("Busiest resource"))
            .and_then(|t| t.component_id.clone())
            .expect("busiest resource");
        let on_paths = why("dbReadLatencyMs")
            .terms
            .iter()
            .chain(&why("logWriteLatencyMs").terms)
            .any(|t| {
                t.component_id.as_deref() == Some(busiest.as_str())
                    || t.component_ids.contains(&busiest)
            });
        assert!(on_paths, "{}: {busiest} is not on its paths", s.id);
    }
}

#[test]
fn queue_full_risk_counts_what_the_hosts_can_really_queue() {
    // Both designs ran Jetstress without QUEUE FULL; the warning once fired on both (XIV: 5,120
    // commands at a port that at most 512 can reach, counting the shared log LUN five times).
    let has_w107 = |r: &Report| r.findings.iter().any(|f| f.code == "SPN-W107");
    for id in ["xiv-2810", "clariion-cx4-960-phase1"] {
        let mut input = normal_state(id);
        assert!(!has_w107(&evaluate(&input)), "{id} as published");
        // Deep queues and no throttle: now the ports can be flooded.
        for hba in &mut input.hbas {
            hba.execution_throttle = 65_535;
            hba.lun_queue_depth = 256;
        }
        assert!(has_w107(&evaluate(&input)), "{id} with deep queues");
    }
}

#[test]
fn slow_background_maintenance_is_a_finding() {
    // The XIV's servers read 32.7 MB/s of maintenance against the 33.75 MB/s Jetstress expects:
    // a warning criterion, once visible only in each server's criteria.
    let input = normal_state("xiv-2810");
    let report = evaluate(&input);
    let slow: Vec<&str> = report
        .findings
        .iter()
        .filter(|f| f.code == "SPN-W112")
        .flat_map(|f| f.component_ids.iter().map(String::as_str))
        .collect();
    assert_eq!(slow, ["xiv30", "xiv31"]);
    let s = &report.servers[0];
    let c = s
        .criteria
        .iter()
        .find(|c| c.id == "bdmThroughput")
        .expect("criterion");
    assert!(!c.pass && c.warning_only && s.pass);
}

#[test]
fn a_server_without_jetstress_settings_tunes_its_threads() {
    // A server dropped on the canvas has no Jetstress settings: Jetstress tunes the thread count
    // unless told one, so the engine does too (it once ran 2 threads and missed the target).
    let mut input = gen::build(&base());
    let fixed = evaluate(&input);
    assert!(!fixed.servers[0].autotuned);
    input.servers[0].jetstress = None;
    let r = evaluate(&input);
    assert!(r.servers[0].autotuned, "{:?}", r.servers[0]);
    assert_eq!(codes(&r, "SPN-I201").len(), 1);
}

#[test]
fn parity_sets_too_small_for_their_level_are_an_error_and_sound_ones_are_not() {
    // 8 drives at RAID 5: one set, sets of 4 and of 8 are sound; sets of 2 are mirrors with a
    // parity name, sets of 3 leave a last set of 2, and RAID 6 in sets of 3 is not RAID 6.
    let said = |level: RaidLevel, set: u32| {
        let mut input = gen::build(&Spec { level, ..base() });
        input.raid_groups[0].group_size = set;
        codes(&evaluate(&input), "SPN-E009")
    };
    for set in [0, 4, 8, 9] {
        assert!(
            said(RaidLevel::Raid5, set).is_empty(),
            "RAID 5, sets of {set}"
        );
    }
    let two = said(RaidLevel::Raid5, 2);
    assert_eq!(two.len(), 1);
    assert_eq!(
        two[0].message,
        "RAID group DB: its parity sets have 2 drives; RAID 5 needs at least 3 drives in every set, so its capacity and load are not those of a real array."
    );
    assert_eq!(two[0].component_ids, vec!["rg-db"]);
    assert!(said(RaidLevel::Raid5, 3)[0]
        .message
        .contains("sets of 3 drives leave a last set of 2; RAID 5 needs at least 3"));
    assert!(said(RaidLevel::Raid6, 3)[0]
        .message
        .contains("RAID 6 needs at least 4"));
    // Mirrors have no parity sets: the value means nothing to them.
    assert!(said(RaidLevel::Raid10, 1).is_empty());
}

#[test]
fn a_host_left_to_the_defaults_simulates_the_workloads_database_copies() {
    // Jetstress's replication reads come from the copies the design has: a stand-alone design
    // (1 copy) reads no logs for replication; the same host with 3 copies reads them for 2.
    let mut input = gen::build(&base());
    input.servers[0].jetstress = None;
    // Log RAID group traffic [MB/s] with `copies` in the workload, and the host's own settings.
    let log_mb_with = |copies: u32, own: Option<Jetstress>| {
        let mut i = input.clone();
        i.workload.copies_per_database = copies;
        i.servers[0].jetstress = own;
        let r = evaluate(&i);
        r.components
            .iter()
            .find(|c| c.id == "rg-log")
            .map(|c| c.mb_per_sec)
            .expect("log RAID group")
    };
    let log_mb = |copies: u32| log_mb_with(copies, None);
    let explicit = |copies: u32| {
        let own = Jetstress {
            threads_per_database: Threads::Auto(AutoTag::Auto),
            copies_per_database: copies,
            ..Jetstress::default()
        };
        log_mb_with(copies, Some(own))
    };
    assert!(log_mb(3) > log_mb(1), "{} vs {}", log_mb(3), log_mb(1));
    // The same as settings that say so: making the defaults explicit moves nothing.
    assert_eq!(log_mb(1), explicit(1));
    assert_eq!(log_mb(3), explicit(3));
}

#[test]
fn a_database_without_mailboxes_is_a_finding() {
    let mut input = gen::build(&base());
    assert!(codes(&evaluate(&input), "SPN-W113").is_empty());
    input.databases[0].mailboxes = 0.0;
    let f = codes(&evaluate(&input), "SPN-W113");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].component_ids, vec![input.databases[0].id.clone()]);
}

#[test]
fn links_in_explanations_are_named_by_what_they_join() {
    // Links have no names; their ids (`fc-1`) once labelled latency terms. A path's cables share
    // one term per direction, named by how many they are.
    let input = normal_state("xiv-2810");
    let report = evaluate(&input);
    let links: Vec<&str> = input.links.iter().map(|l| l.id.as_str()).collect();
    let on_link = |c: &String| links.contains(&c.as_str());
    let terms = report.explanations.iter().flat_map(|e| &e.terms);
    let on_links: Vec<_> = terms
        .filter(|t| t.component_id.iter().chain(&t.component_ids).any(on_link))
        .collect();
    assert!(!on_links.is_empty());
    for t in on_links {
        assert!(
            t.component_ids.iter().all(on_link),
            "{}: links and other parts in one term",
            t.label
        );
        let named = match t.component_ids.len() {
            0 => t.label.starts_with("link "),
            n => t.label.starts_with(&format!("{n} links ")),
        };
        assert!(named, "{}", t.label);
        for id in t.component_id.iter().chain(&t.component_ids) {
            assert!(!t.label.contains(id.as_str()), "{}", t.label);
        }
    }
}

#[test]
fn copies_of_a_part_on_every_path_share_one_term() {
    // CLARiiON phase 2: a server reaches the array over four dual-port HBAs, two switches and 8
    // front-end ports on two SPs. Its read breakdown once listed every HBA, cable and port with a
    // few microseconds each (45 terms, among them five called "Host queue (queue depth)").
    let input = normal_state("clariion-cx4-960-phase2");
    let report = evaluate(&input);
    let e = report
        .explanations
        .iter()
        .find(|e| e.id == "server:mbx1:dbReadLatencyMs")
        .expect("explained");
    let labels: Vec<&str> = e.terms.iter().map(|t| t.label.as_str()).collect();
    let unique: std::collections::BTreeSet<&str> = labels.iter().copied().collect();
    assert_eq!(unique.len(), labels.len(), "{labels:?}");
    assert!(labels.len() <= 20, "{labels:?}");
    let of = |label: &str| e.terms.iter().find(|t| t.label == label);
    let hbas = of("4 HBAs: service").expect("one term for the HBAs");
    assert_eq!(hbas.component_id, None);
    assert_eq!(hbas.component_ids.len(), 4);
    let ports = of("8 front-end ports: service").expect("one term for the ports");
    assert_eq!(ports.component_ids, ["spa", "spb"]);
    let luns = e
        .terms
        .iter()
        .find(|t| t.label.starts_with("Host queue: queue depth of "))
        .expect("LUN queues");
    assert_eq!(luns.component_id.as_deref(), Some("mbx1"));
    // Its LUNs are owned by both SPs: their CPUs are copies too.
    let cpus = of("2 controller CPUs: service").expect("one term for the SPs");
    assert_eq!(cpus.component_ids, ["spa", "spb"]);
    // The drives and the cache keep their own terms.
    assert!(
        labels.contains(&"MBX1 DB RAID group 1: RAID 1/0 4+4 drives: service"),
        "{labels:?}"
    );
    assert!(
        labels.iter().any(|l| l.ends_with("cache hits: service")),
        "{labels:?}"
    );
}

#[test]
fn alike_raid_groups_share_one_term() {
    // CLARiiON phase 2: a BB2 server reads from six RAID 5 groups loaded alike and a seventh
    // loaded less. Its breakdown listed twelve terms of 1.92 and 0.58 ms, of which the app showed
    // five and folded the rest into "21 smaller terms" (6.5 ms, the largest bar).
    let input = normal_state("clariion-cx4-960-phase2");
    let report = evaluate(&input);
    let read = |server: &str| {
        let id = format!("server:{server}:dbReadLatencyMs");
        let e = report.explanations.iter().find(|e| e.id == id);
        e.unwrap_or_else(|| panic!("{id} explained")).terms.clone()
    };
    let terms = read("mbx9");
    let six: Vec<String> = (1..=6).map(|i| format!("mbx9-rg-db{i}")).collect();
    for kind in ["queueing", "service"] {
        let label =
            format!("MBX9 DB RAID group 1: RAID 5 4+1 drives and 5 RAID groups like it: {kind}");
        let t = terms.iter().find(|t| t.label == label);
        let t = t.unwrap_or_else(|| panic!("no {label:?} in {terms:?}"));
        assert_eq!(t.component_id, None);
        assert_eq!(t.component_ids, six);
        // The seventh, loaded differently, keeps its own term.
        let own = format!("MBX9 DB RAID group 7: RAID 5 4+1 drives: {kind}");
        assert!(terms.iter().any(|t| t.label == own), "no {own:?}");
    }
    assert_eq!(terms[0].component_ids, six, "the largest term: {terms:?}");
    // A BB3 server's four groups are two pairs: two terms of each kind, each naming its pair.
    let terms = read("mbx11");
    let pairs: Vec<&Vec<String>> = terms
        .iter()
        .filter(|t| t.label.contains("and 1 RAID group like it"))
        .map(|t| &t.component_ids)
        .collect();
    assert_eq!(pairs.len(), 4, "{terms:?}");
    assert!(pairs.iter().all(|ids| ids.len() == 2), "{pairs:?}");
    // A BB1 server's two groups carry different loads: each keeps its own terms.
    assert!(!read("mbx1").iter().any(|t| t.label.contains("like it")));
}

#[test]
fn latency_explanations_add_up_to_their_figure() {
    // A breakdown a presales engineer sums must give the figure: terms too small to list (a
    // path's links and ports) are summed into one term, not dropped (they once were: the XIV's
    // log write terms came to 2.2801 of 2.2842 ms, CLARiiON phase 2's read terms 12.757 of 12.760).
    for id in crate::golden::PRESETS {
        let report = spindle_core::evaluate(&crate::golden::preset_input(id));
        let latencies = report.explanations.iter().filter(|e| e.unit == "ms");
        let mut checked = 0;
        for e in latencies {
            let sum: f64 = e
                .terms
                .iter()
                .filter(|t| t.unit == "ms")
                .map(|t| t.value)
                .sum();
            assert!(
                (sum - e.value).abs() <= 1e-9 * e.value.max(1.0),
                "{id} {}: terms sum to {sum} ms, the figure is {} ms",
                e.id,
                e.value
            );
            let folded: u32 = e.terms.iter().filter_map(|t| t.count).sum();
            assert!(
                folded != 1,
                "{id} {}: a single small term is shown as itself",
                e.id
            );
            checked += 1;
        }
        assert!(checked > 0, "{id}: no latency explanation");
        // Each latency the servers table shows opens its breakdown, the database writes' too.
        for s in report
            .servers
            .iter()
            .filter(|s| s.db_write_latency_ms.is_some())
        {
            let want = format!("server:{}:dbWriteLatencyMs", s.id);
            assert!(
                report.explanations.iter().any(|e| e.id == want),
                "{id}: no {want}"
            );
        }
    }
}

#[test]
fn achieved_iops_multiply_out_from_the_closed_loop() {
    // "Why 10,016 IO/s?" must be answerable with the numbers shown: outstanding I/Os ÷
    // (processing time + I/O wait) × I/Os per operation.
    for id in crate::golden::PRESETS {
        let report = spindle_core::evaluate(&crate::golden::preset_input(id));
        for e in report
            .explanations
            .iter()
            .filter(|e| e.id.ends_with(":achievedIops"))
        {
            let of = |label: &str| e.terms.iter().find(|t| t.label == label).map(|t| t.value);
            let per_thread = of("Outstanding I/Os per thread").unwrap_or(1.0);
            // The formula in words names every factor the figures multiply (audit 4: the
            // N series' "threads ÷ (…)" beside "24 threads × 3 outstanding I/Os").
            assert_eq!(
                e.summary
                    .contains("IO/s = threads × outstanding I/Os per thread ÷ ("),
                per_thread != 1.0,
                "{id} {}: {}",
                e.id,
                e.summary
            );
            let (Some(threads), Some(z), Some(r), Some(per_op)) = (
                of("Jetstress threads"),
                of("Processing time per operation"),
                of("I/O wait per operation"),
                of("Database I/Os per operation"),
            ) else {
                panic!("{id} {}: closed-loop terms missing", e.id);
            };
            let product = threads * per_thread / ((z + r) / 1e3) * per_op;
            assert!(
                (product - e.value).abs() <= 1e-6 * e.value,
                "{id} {}: {product} ≠ {}",
                e.id,
                e.value
            );
            // And the equation as printed checks on a calculator to the IO/s it prints.
            let eq = printed_equation(&e.summary).expect("an equation");
            let by_hand = eq.0 / ((eq.1 + eq.2) / 1e3) * eq.3;
            assert!(
                (by_hand - eq.4).abs() <= 0.5,
                "{id} {}: {} reads {by_hand} by hand",
                e.id,
                e.summary
            );
        }
    }
    // The I/O wait is what an operation's blocking I/Os take: on the XIV (Exchange 2010) reads
    // per operation × the read latency plus synchronous log writes per operation × the log
    // latency (the non-lazy share of commits).
    let input = crate::golden::preset_input("xiv-2810");
    let lazy = input.servers[0]
        .jetstress
        .as_ref()
        .map_or(70.0, |j| j.lazy_commit_pct);
    let report = spindle_core::evaluate(&input);
    let s = &report.servers[0];
    let e = report
        .explanations
        .iter()
        .find(|e| e.id == format!("server:{}:achievedIops", s.id))
        .expect("explained");
    let of = |label: &str| e.terms.iter().find(|t| t.label == label).map(|t| t.value);
    let (wait, per_op) = (
        of("I/O wait per operation"),
        of("Database I/Os per operation"),
    );
    let ops = s.achieved_iops / per_op.expect("I/Os per operation");
    let sync_log_ms = (1.0 - lazy / 100.0) * s.log_write_latency_ms.unwrap_or(0.0);
    let expected = s.db_reads_per_sec / ops * s.db_read_latency_ms.unwrap_or(0.0)
        + s.log_writes_per_sec / ops * sync_log_ms;
    let wait = wait.expect("I/O wait term");
    assert!(
        (wait - expected).abs() < 0.01 * expected,
        "{wait} ms vs {expected} ms"
    );
}

#[test]
fn figures_in_engine_sentences_read_as_the_app_shows_them() {
    // As the app shows them: the read explanation's largest term as its chart's bar reads it
    // (`fmtMs`: two decimals below 10 ms, one from there; it said 7.0 ms beside a bar showing
    // 6.96 ms, then 11.19 ms beside one showing 11.2), and both maintenance rates of SPN-W112 with
    // two decimals (32.7 beside 33.75).
    let two_decimals = |s: &str, after: &str| {
        let tail = &s[s.find(after).map_or(s.len(), |i| i + after.len())..];
        let number: String = tail
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        number.split('.').nth(1).map(str::len) == Some(2)
    };
    let report = spindle_core::evaluate(&crate::golden::preset_input("xiv-2810"));
    let read = report
        .explanations
        .iter()
        .find(|e| e.id.ends_with(":dbReadLatencyMs"))
        .expect("explained");
    let top = read
        .terms
        .iter()
        .map(|t| t.value)
        .fold(f64::NEG_INFINITY, f64::max);
    let shown = format!("({}).", spindle_core::findings::ms_text(top));
    assert!(read.summary.ends_with(&shown), "{} / {shown}", read.summary);
    let w112 = report
        .findings
        .iter()
        .find(|f| f.code == "SPN-W112")
        .expect("W112 on the XIV");
    assert!(two_decimals(&w112.message, "reads "), "{}", w112.message);
    assert!(
        two_decimals(&w112.message, "below the "),
        "{}",
        w112.message
    );
}

#[test]
fn an_enclosure_holding_more_than_it_can_is_an_error_naming_it() {
    // The UCS's internal enclosure: 16 drives in 16 slots, all 16 given to its two RAID groups.
    let ucs = || normal_state("cisco-ucs-c210-m2");
    let fine = evaluate(&ucs());
    assert!(codes(&fine, "SPN-E008").is_empty() && codes(&fine, "SPN-E006").is_empty());
    let mut more = ucs();
    more.enclosures[0].drive_count = 20;
    let f = codes(&evaluate(&more), "SPN-E008");
    assert_eq!(f.len(), 1, "{f:?}");
    assert!(
        f[0].message
            .ends_with("has 20 drives installed but only 16 slots."),
        "{}",
        f[0].message
    );
    assert_eq!(f[0].component_ids, vec![more.enclosures[0].id.clone()]);
    let mut fewer = ucs();
    fewer.enclosures[0].drive_count = 10;
    let f = codes(&evaluate(&fewer), "SPN-E006");
    assert_eq!(f.len(), 1, "{f:?}");
    assert!(
        f[0].message
            .ends_with("gives 16 drives to RAID groups but holds only 10."),
        "{}",
        f[0].message
    );
}

/// The numbers of "… : 57 threads ÷ (22.500 ms + 11.755 ms) × 1.0000 = 1,664 IO/s": outstanding
/// I/Os (threads × outstanding I/Os per thread, multiplied out), the two times [ms], the I/Os per
/// operation and the result.
fn printed_equation(summary: &str) -> Option<(f64, f64, f64, f64, f64)> {
    let num = |t: &str| t.trim().replace(',', "").parse::<f64>().ok();
    let (head, rest) = summary.rsplit_once(" ÷ (")?;
    let head = head.rsplit(": ").next()?;
    let outstanding = match head.split_once(" threads × ") {
        Some((t, per)) => num(t)? * num(per.trim_end_matches(" outstanding I/Os"))?,
        None => num(head.trim_end_matches(" threads"))?,
    };
    let (z, rest) = rest.split_once(" ms + ")?;
    let (r, rest) = rest.split_once(" ms) × ")?;
    let (per_op, rest) = rest.split_once(" = ")?;
    let result = rest.split_whitespace().next()?;
    Some((outstanding, num(z)?, num(r)?, num(per_op)?, num(result)?))
}
