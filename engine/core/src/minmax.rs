//! `f64` maximum and minimum that stay inline in WebAssembly.
//!
//! Rust's `f64::max` and `f64::min` (a NaN operand yields the other) have no WebAssembly
//! instruction: wasm's `f64.max` propagates NaN. On wasm32 every call therefore becomes an
//! out-of-line call to compiler-builtins' `fmax` / `fmin`, which profiling showed at 7 % of a small
//! preset's evaluation, most of it in the solver's inner loops. These are plain compares and
//! selects and return what those functions return, bit for bit, signed zeros included.

/// `at_least` / `at_most`: `f64::max` / `f64::min` for the hot loops.
pub(crate) trait MinMax {
    /// The larger of `self` and `other`; a NaN operand yields the other (as `fmax`).
    fn at_least(self, other: f64) -> f64;
    /// The smaller of `self` and `other`; a NaN operand yields the other (as `fmin`).
    fn at_most(self, other: f64) -> f64;
}

impl MinMax for f64 {
    #[inline(always)]
    fn at_least(self, other: f64) -> f64 {
        if self < other || self.is_nan() {
            other
        } else {
            self
        }
    }

    #[inline(always)]
    fn at_most(self, other: f64) -> f64 {
        if self < other || other.is_nan() {
            self
        } else {
            other
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MinMax;

    /// Bit patterns, so that signed zeros and NaN compare exactly.
    fn same(a: f64, b: f64) -> bool {
        a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
    }

    #[test]
    fn agrees_with_max_and_min() {
        let values = [
            f64::NEG_INFINITY,
            -2.5,
            -1e-300,
            -0.0,
            0.0,
            1e-300,
            3.0,
            f64::INFINITY,
            f64::NAN,
        ];
        for &a in &values {
            for &b in &values {
                let zeros = a == 0.0 && b == 0.0;
                // f64::max / min may return either zero for ±0; otherwise they must agree.
                assert!(zeros || same(a.at_least(b), a.max(b)), "{a} at_least {b}");
                assert!(zeros || same(a.at_most(b), a.min(b)), "{a} at_most {b}");
            }
        }
        // For ±0 they return what C's fmax / fmin return: the first operand unless the second is
        // larger (smaller), so the signs below are fixed.
        assert!(same((-0.0f64).at_least(0.0), -0.0));
        assert!(same(0.0f64.at_least(-0.0), 0.0));
        assert!(same((-0.0f64).at_most(0.0), 0.0));
        assert!(same(0.0f64.at_most(-0.0), -0.0));
    }
}
