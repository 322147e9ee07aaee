use spindle_core::{evaluate, EngineInput};
fn main() {
    let text = std::fs::read_to_string("core/tests/fixtures/clariion-cx4-960-phase2.input.json").unwrap();
    let mut input: EngineInput = serde_json::from_str(&text).unwrap();
    input.options.failures = true;
    input.options.headroom = true;
    for _ in 0..5 { spindle_core::reset_caches(); std::hint::black_box(evaluate(&input)); }
}
