//! One cold evaluation of one engine input file, for `npm run bench:instructions`
//! (scripts/bench-instructions.ts), which runs it under callgrind to count the instructions the
//! evaluation executes: a figure that, unlike wall-clock time on a shared VM, repeats to about
//! 0.1 % on every run of the same code.
//!
//! It calls what the WASM export runs, `spindle_wasm::evaluate_json` (parse the input, evaluate,
//! write the result envelope), once, with no fold remembered. Reading the file and starting the
//! process count too (about 0.4 million instructions, measured with an empty input).
//! Usage (from engine/): cargo run --release --example once -- FILE.input.json

fn main() {
    let Some(file) = std::env::args().nth(1) else {
        eprintln!("usage: once FILE.input.json");
        std::process::exit(2);
    };
    let text = match std::fs::read(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {file}: {e}");
            std::process::exit(2);
        }
    };
    spindle_core::reset_caches();
    let out = spindle_wasm::evaluate_json(&text);
    println!("{}", out.len());
}
