//! Thin WebAssembly binding of `spindle-core`: JSON in, JSON out, over linear memory.
//!
//! Protocol (used by `engine/ts/wasmEngine.ts`):
//! 1. `spindle_alloc(len)` → pointer; the host copies UTF-8 input JSON there.
//! 2. `spindle_evaluate(ptr, len)` → pointer to the UTF-8 result JSON; its length is returned by
//!    `spindle_result_len()`. The input buffer is freed by this call.
//! 3. The host reads the result and calls `spindle_free(ptr, len)`.
//!
//! The result is an envelope `{"ok":true,"report":…}` or `{"ok":false,"error":"…"}`, or
//! `{"ok":false,"abandoned":true,"error":"…"}` when the host abandoned the evaluation. No
//! wasm-bindgen: the boundary is two byte buffers, so no generated glue or CLI is needed to build.
//!
//! One import, `env.spindle_interrupted() -> i32`: polled after every network solution and inside
//! long ones (`spindle_core::solver::Precision::stop`), non-zero abandons the evaluation (the
//! app's worker reads a flag the page sets in shared memory when the user edits the design; hosts
//! with nothing to abandon return 0).

use std::cell::Cell;

mod json;

use spindle_core::{evaluate_until, EngineInput};

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
extern "C" {
    fn spindle_interrupted() -> i32;
}

/// Whether the host has abandoned the running evaluation.
#[cfg(target_arch = "wasm32")]
fn interrupted() -> bool {
    // SAFETY: an imported function of no arguments returning an i32; it has no preconditions.
    unsafe { spindle_interrupted() != 0 }
}

/// Native builds (tests) have no host to ask: never interrupted.
#[cfg(not(target_arch = "wasm32"))]
fn interrupted() -> bool {
    false
}

thread_local! {
    static RESULT_LEN: Cell<usize> = const { Cell::new(0) };
}

/// Allocates `len` bytes for the host to write into.
#[no_mangle]
pub extern "C" fn spindle_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Frees a buffer from `spindle_alloc` or `spindle_evaluate`.
///
/// # Safety
/// `ptr` must come from this module with the same `len`, and not be freed twice.
#[no_mangle]
pub unsafe extern "C" fn spindle_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        drop(Vec::from_raw_parts(ptr, 0, len.max(1)));
    }
}

/// Evaluates the JSON input at `ptr[..len]` (consumed) and returns the result JSON pointer.
///
/// # Safety
/// `ptr[..len]` must be a buffer obtained from `spindle_alloc(len)` and filled by the host.
#[no_mangle]
pub unsafe extern "C" fn spindle_evaluate(ptr: *mut u8, len: usize) -> *mut u8 {
    let input = Vec::from_raw_parts(ptr, len, len.max(1));
    let mut bytes = evaluate_json(&input).into_boxed_slice();
    RESULT_LEN.with(|l| l.set(bytes.len()));
    let p = bytes.as_mut_ptr();
    std::mem::forget(bytes);
    p
}

/// Forgets the engine's memo of network shapes: the next evaluation runs cold (benchmarks).
#[no_mangle]
pub extern "C" fn spindle_reset_caches() {
    spindle_core::reset_caches();
}

/// Length of the last result returned by `spindle_evaluate`.
#[no_mangle]
pub extern "C" fn spindle_result_len() -> usize {
    RESULT_LEN.with(|l| l.get())
}

/// Engine version as a packed `major * 10000 + minor * 100 + patch`.
#[no_mangle]
pub extern "C" fn spindle_version() -> u32 {
    let mut parts = spindle_core::version()
        .split('.')
        .map(|p| p.parse::<u32>().unwrap_or(0));
    let (a, b, c) = (
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
    );
    a * 10_000 + b * 100 + c
}

/// Parses input JSON, evaluates, and wraps the report or the parse error in an envelope, as
/// ASCII-only JSON bytes (see `json.rs`).
pub fn evaluate_json(input: &[u8]) -> Vec<u8> {
    evaluate_json_until(input, &interrupted)
}

/// As [`evaluate_json`], abandoned when `interrupt` returns true (see the module comment).
pub fn evaluate_json_until(input: &[u8], interrupt: &dyn Fn() -> bool) -> Vec<u8> {
    // Validating the UTF-8 once up front, then parsing the text, is faster than letting the
    // parser validate each string as it goes (`from_slice`): 0.18 against 0.25 ms natively for
    // the largest preset's 90 KB input.
    let parsed = std::str::from_utf8(input)
        .map_err(|e| e.to_string())
        .and_then(|text| serde_json::from_str::<EngineInput>(text).map_err(|e| e.to_string()));
    match parsed {
        Ok(parsed) => match evaluate_until(&parsed, interrupt) {
            Some(report) => match json::ok_envelope(&report) {
                Ok(bytes) => bytes,
                Err(e) => error_json(&format!("report could not be serialised: {e}")),
            },
            None => ABANDONED.as_bytes().to_vec(),
        },
        Err(e) => error_json(&format!("input is not a valid engine input: {e}")),
    }
}

const ABANDONED: &str =
    r#"{"ok":false,"abandoned":true,"error":"The evaluation was abandoned: the design changed."}"#;

fn error_json(message: &str) -> Vec<u8> {
    format!("{{\"ok\":false,\"error\":{}}}", json::string(message)).into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap_or_default()
    }

    #[test]
    fn malformed_input_gives_an_error_envelope() {
        let out = text(evaluate_json(b"{not json"));
        assert!(out.starts_with("{\"ok\":false"), "{out}");
    }

    #[test]
    fn an_abandoned_evaluation_gives_the_abandoned_envelope() {
        let input = br#"{"options":{"failures":true,"headroom":true}}"#;
        // An empty design has nothing to solve, so nothing polls: it completes.
        assert!(text(evaluate_json_until(input, &|| true)).starts_with("{\"ok\":true"));
        let fixture = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../core/tests/fixtures/cisco-ucs-c210-m2.input.json"
        ))
        .unwrap_or_default();
        let out = text(evaluate_json_until(&fixture, &|| true));
        let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
        assert_eq!(v["ok"], false, "{out}");
        assert_eq!(v["abandoned"], true, "{out}");
        assert!(text(evaluate_json_until(&fixture, &|| false)).starts_with("{\"ok\":true"));
    }

    #[test]
    fn empty_input_gives_a_report() {
        let out = text(evaluate_json(b"{}"));
        assert!(out.starts_with("{\"ok\":true,\"report\":"), "{out}");
    }
}
