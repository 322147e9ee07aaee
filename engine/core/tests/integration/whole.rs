//! Whole thread counts (`whole.rs`): a design that fails as tested is re-solved at the whole
//! count per database its headroom factor rounds down to, and judged as Jetstress would.

use spindle_core::evaluate;
use spindle_core::report::HeadroomCase;

use crate::golden::preset_input;

#[test]
fn a_latency_failure_is_re_solved_at_the_whole_count_its_factor_rounds_down_to() {
    // N series at queue depth 16 fails on latency at 6 threads per storage group.
    let mut input = preset_input("nseries-qd16");
    input.options.headroom = true;
    let r = evaluate(&input);
    let h = r.headroom.expect("headroom");
    assert_eq!(h.case, HeadroomCase::FewerThreads);
    let w = h.whole_threads.expect("a whole count to run");
    let expected = (6.0 * h.load_factor + 1e-6).floor().max(1.0);
    assert!(expected < 6.0, "factor {}", h.load_factor);
    assert_eq!(w.servers.len(), r.servers.len());
    assert!(w.servers.iter().all(|s| s.threads_per_database == expected));
    // Rounding down keeps the limits the factor met; only the target can be lost.
    assert!(w.worst_db_read_latency_ms.is_some_and(|v| v <= 20.0));
    assert!(w.worst_log_write_latency_ms.is_some_and(|v| v <= 10.0));
    assert!(
        w.failing.iter().all(|c| c == "achievedIops"),
        "{:?}",
        w.failing
    );
    assert_eq!(w.pass, w.failing.is_empty());
    assert_eq!(w.pass, w.achieved_iops >= w.target_iops - 0.001);
    // Fewer whole threads than the factor: no more I/O than the factor's figure.
    assert!(
        w.achieved_iops <= h.max_iops * 1.001,
        "{} > {}",
        w.achieved_iops,
        h.max_iops
    );
}

#[test]
fn a_design_that_passes_as_tested_has_no_whole_count_to_try() {
    let mut input = preset_input("nseries-qd256");
    input.options.headroom = true;
    let h = evaluate(&input).headroom.expect("headroom");
    assert_eq!(h.case, HeadroomCase::Spare);
    assert!(h.whole_threads.is_none());
}
