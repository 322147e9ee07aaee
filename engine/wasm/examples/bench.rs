//! Native timing of the engine for `npm run bench` (scripts/bench.ts), to compare with the same
//! inputs evaluated by the WASM build in Node.
//!
//! Each run times what the WASM export `spindle_evaluate` does, by calling the same function,
//! `spindle_wasm::evaluate_json`, compiled natively: parse the input JSON, evaluate, write the
//! result envelope as JSON bytes. Runs stop after `--max-runs` runs or once `--max-seconds` of
//! timed runs have passed, whichever is first, but never before `--min-runs`. Cases faster than
//! one second first run untimed for one second (the same policy as `cli/bench.ts`). With
//! `--warm-seconds S` every case first runs untimed for S seconds instead, and at least once.
//!
//! With `--serve` it times batches on request instead, for the paired rounds: it reads one file,
//! warms up as `--warm-seconds` says (the paired rounds time native batches against a WASM
//! instance that is already warm, so a fresh process's first runs, with page faults as its memory
//! grows, must not count; native code has no optimising tier to wait for, so 0.2 s does), prints
//! `ready`, and then answers each line `N` on stdin with
//! the median of N cold runs, `{"p50Ms":…}` [ms], until stdin closes. One process per case keeps
//! its memory warm between batches, so a batch can be a few runs (about 20 ms) instead of a fresh
//! process's 300 ms: the two sides of a round then see nearly the same machine.
//!
//! Usage (from engine/): cargo run --release --example bench -- [--max-runs 20] [--min-runs 3]
//!     [--max-seconds 30] [--warm-seconds S] [--serve] FILE.input.json...
//! Prints one JSON object: `{"cases":[{"file","runs","p50Ms","p95Ms","minMs","maxMs"}]}` [ms].

use std::io::{BufRead, Write};
use std::time::Instant;

use serde_json::{json, Value};

/// Run limits of one case.
struct Limits {
    max_runs: usize,
    min_runs: usize,
    /// Budget of timed runs per case [s].
    max_seconds: f64,
    /// Untimed runs first, for every case, at least one [s] (`--warm-seconds`); none: the default
    /// policy above.
    warm_seconds: Option<f64>,
    /// Answer batch requests on stdin (`--serve`) instead of timing under the limits.
    serve: bool,
}

/// One timed evaluation of the input JSON `text` [ms]. An input that does not parse gives an
/// error envelope, which `main` reports before timing.
fn once(text: &str) -> f64 {
    // Cold: no fold remembered from the previous run (as after a semantic edit).
    spindle_core::reset_caches();
    let started = Instant::now();
    let out = spindle_wasm::evaluate_json(text.as_bytes());
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    std::hint::black_box(out);
    ms
}

/// Nearest-rank percentile `p` (0..100] of sorted samples.
fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Runs untimed until `ms` have passed, counting the first run's `first` [ms] already spent, and
/// at most `max_runs` runs in all.
fn run_untimed(text: &str, first: f64, ms: f64, max_runs: usize) {
    let (mut spent, mut runs) = (first, 1);
    while spent < ms && runs < max_runs {
        spent += once(text);
        runs += 1;
    }
}

fn time_case(text: &str, limits: &Limits) -> Vec<f64> {
    let first = once(text);
    let mut samples = Vec::new();
    if let Some(s) = limits.warm_seconds {
        run_untimed(text, first, s * 1000.0, usize::MAX);
    } else if first >= 1000.0 {
        // A slow case is timed from its first run: start-up costs are noise next to it.
        samples.push(first);
    } else {
        // A faster one first runs untimed for a second (at most 5,000 runs), as in cli/bench.ts:
        // the WASM build needs it for V8 to optimise its hot functions; both are timed warm.
        run_untimed(text, first, 1000.0, 5000);
    }
    let mut spent = samples.iter().sum::<f64>() / 1000.0;
    while samples.len() < limits.min_runs
        || (samples.len() < limits.max_runs && spent < limits.max_seconds)
    {
        let ms = once(text);
        spent += ms / 1000.0;
        samples.push(ms);
    }
    samples
}

/// `--serve`: warm up, print `ready`, then answer each line `N` with the median of N cold runs
/// [ms]. A line that is not a positive whole number gets `{"error":…}` and the loop goes on.
fn serve(text: &str, limits: &Limits) {
    let first = once(text);
    run_untimed(
        text,
        first,
        limits.warm_seconds.unwrap_or(0.0) * 1000.0,
        usize::MAX,
    );
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "ready").and_then(|_| out.flush());
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let reply = match line.trim().parse::<usize>() {
            Ok(n) if n > 0 => {
                let mut samples: Vec<f64> = (0..n).map(|_| once(text)).collect();
                samples.sort_by(f64::total_cmp);
                json!({ "p50Ms": percentile(&samples, 50.0) })
            }
            _ => json!({ "error": format!("expected a positive number of runs, got {line:?}") }),
        };
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}

fn parse_args() -> Result<(Limits, Vec<String>), String> {
    let mut limits = Limits {
        max_runs: 20,
        min_runs: 3,
        max_seconds: 30.0,
        warm_seconds: None,
        serve: false,
    };
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Result<f64, String> {
            args.next()
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|v| *v > 0.0)
                .ok_or(format!("{name} needs a positive number"))
        };
        match arg.as_str() {
            "--max-runs" => limits.max_runs = number("--max-runs")? as usize,
            "--min-runs" => limits.min_runs = number("--min-runs")? as usize,
            "--max-seconds" => limits.max_seconds = number("--max-seconds")?,
            "--warm-seconds" => limits.warm_seconds = Some(number("--warm-seconds")?),
            "--serve" => limits.serve = true,
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => files.push(arg),
        }
    }
    if files.is_empty() {
        return Err("give at least one engine input file".into());
    }
    if limits.serve && files.len() != 1 {
        return Err("--serve times one input file".into());
    }
    limits.max_runs = limits.max_runs.max(limits.min_runs);
    Ok((limits, files))
}

fn main() {
    let (limits, files) = match parse_args() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bench: {e}");
            std::process::exit(2);
        }
    };
    let mut cases: Vec<Value> = Vec::new();
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("bench: cannot read {file}: {e}");
                std::process::exit(2);
            }
        };
        let first = spindle_wasm::evaluate_json(text.as_bytes());
        if first.starts_with(br#"{"ok":false"#) {
            eprintln!("bench: {file}: {}", String::from_utf8_lossy(&first));
            std::process::exit(2);
        }
        if limits.serve {
            serve(&text, &limits);
            return;
        }
        let mut samples = time_case(&text, &limits);
        samples.sort_by(f64::total_cmp);
        eprintln!(
            "native {file}: {} runs, p50 {:.3} ms",
            samples.len(),
            percentile(&samples, 50.0)
        );
        cases.push(json!({
            "file": file,
            "runs": samples.len(),
            "p50Ms": percentile(&samples, 50.0),
            "p95Ms": percentile(&samples, 95.0),
            "minMs": samples[0],
            "maxMs": samples[samples.len() - 1],
        }));
    }
    println!("{}", json!({ "cases": cases }));
}
