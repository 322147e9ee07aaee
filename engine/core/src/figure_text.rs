//! Figures in engine sentences, written as the app writes them (`components/format.ts`:
//! `fmtIops`, `fmtMs`, `criterionFigure`), so a finding or an explanation never reads other than
//! the figure beside it: thousands grouped, latencies and IO/s with the app's decimals.

/// A whole number with thousands separators, as the UI shows figures ("11,779").
pub fn grouped(v: f64) -> String {
    let n = if v.is_finite() { v.round() } else { 0.0 };
    // Integer printing where it is exact (below 2^53 every whole f64 is an integer); `{:.0}`
    // runs the exact float formatter, about 2,000 instructions a call, and a report makes
    // thousands of these.
    let digits = if n.abs() < 9.0e15 {
        (n.abs() as u64).to_string()
    } else {
        format!("{:.0}", n.abs())
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    if n < 0.0 {
        out.insert(0, '-');
    }
    out
}

/// A figure with one decimal and thousands separators, as the UI shows sizes ("1,231.8"); a
/// non-finite or negative one reads "0.0".
/// A latency as the app writes it (`components/format.ts`, `fmtMs`): two decimals below 10 ms,
/// one from there (decided on the rounded value), and "< 0.01 ms" for a non-zero figure that
/// would print as 0.00. Text the engine writes beside the app's figures must read the same.
pub fn ms_text(v: f64) -> String {
    let v = if v.is_finite() { v } else { 0.0 };
    if v != 0.0 && v.abs() < 0.005 {
        "< 0.01 ms".into()
    } else if v.abs() >= 9.995 {
        format!("{} ms", grouped_tenths(v))
    } else {
        format!("{v:.2} ms")
    }
}

/// An I/O rate as the app writes it (`fmtIops`): whole above 1,000, else up to one decimal.
pub fn iops_text(v: f64) -> String {
    let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
    if v >= 1000.0 {
        format!("{} IO/s", grouped(v))
    } else {
        let t = grouped_tenths(v);
        format!("{} IO/s", t.strip_suffix(".0").unwrap_or(&t))
    }
}

/// An achieved rate and the target it misses, as [`iops_text`] writes them, but never reading
/// equal: a miss by less than the rounding ("achieved 10,000 IO/s, below the target of 10,000")
/// is written with two decimals, as the app's figures do for a near-tie.
pub fn missed_iops_text(achieved: f64, target: f64) -> (String, String) {
    let (a, t) = (iops_text(achieved), iops_text(target));
    if a != t {
        return (a, t);
    }
    // The verdict compares at 0.001 (`scenarios::jetstress_round`): 3 decimals always differ.
    let at = |v: f64, places: usize| {
        let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
        let text = format!("{v:.places$}");
        let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
        let whole: f64 = whole.parse().unwrap_or(0.0);
        format!("{}.{frac} IO/s", grouped(whole))
    };
    let (a2, t2) = (at(achieved, 2), at(target, 2));
    if a2 != t2 {
        (a2, t2)
    } else {
        (at(achieved, 3), at(target, 3))
    }
}

pub fn grouped_tenths(v: f64) -> String {
    let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
    let tenths = (v * 10.0).round();
    format!(
        "{}.{}",
        grouped((tenths / 10.0).trunc()),
        (tenths % 10.0) as u8
    )
}
