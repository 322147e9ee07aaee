//! The result envelope as ASCII-only JSON bytes, written in one buffer.
//!
//! Why ASCII: the host decodes the result with `TextDecoder`, whose fast path covers ASCII only.
//! The largest preset's 445 KB report held 408 non-ASCII characters (`→`, `≥`, `÷` in labels), and
//! those alone made Node's decode about three times slower (1.0 ms instead of 0.35 ms). Escaping
//! them as `\uXXXX` gives the same strings after `JSON.parse`; the check for them costs about
//! 0.05 ms of the 0.4 ms it takes to serialise that report natively.
//!
//! Why one buffer: the report is serialised straight after the envelope's prefix, instead of into
//! its own string that is then copied into the envelope.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, Serializer};

/// Compact JSON whose strings escape every non-ASCII character as `\uXXXX` (UTF-16 units).
/// Everything else is written by the trait's default methods, which are the compact ones.
struct AsciiFormatter;

impl Formatter for AsciiFormatter {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let bytes = fragment.as_bytes();
        // Almost every fragment is ASCII: one word-at-a-time check, then one copy.
        if fragment.is_ascii() {
            return w.write_all(bytes);
        }
        let mut start = 0;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii() {
                i += 1;
                continue;
            }
            w.write_all(&bytes[start..i])?;
            // `i` is a char boundary: every byte before it was ASCII or a whole char.
            let c = fragment[i..].chars().next().unwrap_or('\u{fffd}');
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(w, "\\u{unit:04x}")?;
            }
            i += c.len_utf8();
            start = i;
        }
        w.write_all(&bytes[start..])
    }

    /// A negative zero is written as `0.0`. Rust sums an empty list of `f64` to `-0.0` (each of
    /// the largest preset's 200 LUNs that holds no logs needed `-0.0` GB of log space), which
    /// `JSON.parse` keeps and `Intl.NumberFormat` shows as "-0": no figure of a report means a
    /// zero to have a sign.
    fn write_f64<W: ?Sized + Write>(&mut self, w: &mut W, value: f64) -> io::Result<()> {
        CompactFormatter.write_f64(w, if value == 0.0 { 0.0 } else { value })
    }
}

/// `{"ok":true,"report":…}` as ASCII JSON bytes.
pub fn ok_envelope<T: Serialize>(report: &T) -> serde_json::Result<Vec<u8>> {
    let mut out = Vec::new();
    out.extend_from_slice(br#"{"ok":true,"report":"#);
    report.serialize(&mut Serializer::with_formatter(&mut out, AsciiFormatter))?;
    out.push(b'}');
    Ok(out)
}

/// The JSON text of a string, ASCII-only as above.
pub fn string(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len() + 2);
    match text.serialize(&mut Serializer::with_formatter(&mut out, AsciiFormatter)) {
        Ok(()) => String::from_utf8(out).unwrap_or_else(|_| "\"unknown error\"".to_string()),
        Err(_) => "\"unknown error\"".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ascii_is_escaped_and_round_trips() {
        let label = "IOPS ≥ target → MBX1 ÷ 2 😀 \"q\" \\ \n";
        let text = string(label);
        assert!(text.is_ascii(), "{text}");
        assert_eq!(
            serde_json::from_str::<String>(&text).ok().as_deref(),
            Some(label)
        );
    }

    #[test]
    fn a_zero_has_no_sign() {
        let bytes = ok_envelope(&serde_json::json!([-0.0, 0.0, -1.5, 2.0e-7])).unwrap_or_default();
        let text = String::from_utf8(bytes).unwrap_or_default();
        assert_eq!(text, r#"{"ok":true,"report":[0.0,0.0,-1.5,2e-7]}"#);
    }

    #[test]
    fn the_envelope_wraps_the_report() {
        let bytes = ok_envelope(&serde_json::json!({"a": "µs", "b": [1.5, 2]})).unwrap_or_default();
        let text = String::from_utf8(bytes).unwrap_or_default();
        assert!(text.is_ascii(), "{text}");
        assert_eq!(text, r#"{"ok":true,"report":{"a":"\u00b5s","b":[1.5,2]}}"#);
    }
}
