fn main() {
    let f = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&f).unwrap();
    let out = spindle_wasm_free(&text);
    println!("{}", out.len());
}
fn spindle_wasm_free(text: &str) -> String {
    let input: spindle_core::EngineInput = serde_json::from_str(text).unwrap();
    let r = spindle_core::evaluate(&input);
    serde_json::to_string(&r).unwrap()
}
