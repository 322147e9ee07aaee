//! Device service-time models (MODEL.md §3): hard disks from their datasheet seek triple, spindle
//! speed and media rate, including short-stroking and SPTF command queueing; SSDs as multi-server
//! stations. All times in seconds, sizes in bytes, rates in bytes/s.

use crate::input::{DriveKind, DriveModel};
use crate::params;

/// Mean and squared coefficient of variation of a service time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Service {
    /// Mean [s].
    pub mean: f64,
    /// Var / mean² (0 = deterministic, 1 = exponential).
    pub scv: f64,
}

impl Service {
    pub fn fixed(mean: f64) -> Service {
        Service { mean, scv: 0.0 }
    }
}

/// Seek curve t(x) = t_trk + A·x + B·√x for x ∈ (0, 1] (x = distance / full stroke).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeekCurve {
    pub track: f64,
    pub a: f64,
    pub b: f64,
}

impl SeekCurve {
    /// Fits A and B to a datasheet triple so that the mean over uniformly random start and end
    /// cylinders (distance density 2(1−x)) is `avg` and t(1) = `full`; clamps to A, B ≥ 0.
    pub fn from_triple(track: f64, avg: f64, full: f64) -> SeekCurve {
        let track = track.max(0.0);
        let avg = avg.max(track);
        let full = full.max(avg);
        let mut b = 5.0 * (avg - track) - (5.0 / 3.0) * (full - track);
        let mut a = (full - track) - b;
        if b < 0.0 {
            b = 0.0;
            a = 3.0 * (avg - track);
        }
        if a < 0.0 {
            a = 0.0;
            b = (15.0 / 8.0) * (avg - track);
        }
        SeekCurve { track, a, b }
    }

    /// Seek time over distance `x` (share of the full stroke).
    pub fn at(&self, x: f64) -> f64 {
        if x <= 0.0 {
            0.0
        } else {
            self.track + self.a * x + self.b * x.sqrt()
        }
    }

    /// E[t] and E[t²] for random requests confined to a span `u` of the cylinders.
    pub fn moments(&self, u: f64) -> (f64, f64) {
        let u = u.clamp(1e-9, 1.0);
        let (t, a, b) = (self.track, self.a, self.b);
        // Distance density 2(1 − x/u)/u on [0, u]: E[x^p] = 2 u^p / ((p+1)(p+2)).
        let ex = u / 3.0;
        let esq = (8.0 / 15.0) * u.sqrt();
        let ex2 = u * u / 6.0;
        let ex15 = (8.0 / 35.0) * u.powf(1.5);
        let m1 = t + a * ex + b * esq;
        let m2 = t * t
            + a * a * ex2
            + b * b * ex
            + 2.0 * t * a * ex
            + 2.0 * t * b * esq
            + 2.0 * a * b * ex15;
        (m1, m2.max(m1 * m1))
    }
}

/// Share of cylinders spanned when the active data occupies a share `c` of capacity from the
/// outer edge, under linear zoning with inner/outer ratio `r` (MODEL §3.1.2). u(0)=0, u(1)=1.
pub fn span_from_capacity(c: f64, r: f64) -> f64 {
    let c = c.clamp(0.0, 1.0);
    if (1.0 - r).abs() < 1e-9 {
        return c;
    }
    ((1.0 - (1.0 - (1.0 - r * r) * c).max(0.0).sqrt()) / (1.0 - r)).clamp(0.0, 1.0)
}

/// SPTF / NCQ throughput gain with `q` requests visible to a drive that reorders up to `cap`.
pub fn sptf_gain(q: f64, cap: f64, gamma: f64) -> f64 {
    let gamma = gamma.clamp(0.1, 0.26);
    q.clamp(1.0, cap.max(1.0)).powf(gamma)
}

/// Physical model of one drive type.
#[derive(Debug, Clone, PartialEq)]
pub struct Drive {
    pub kind: DriveKind,
    pub seek: SeekCurve,
    /// One revolution [s].
    pub rotation: f64,
    /// Outer-zone media rate [B/s].
    pub media_rate: f64,
    pub settle: f64,
    pub queue_cap: f64,
    /// SSD read / write service [s] and internal parallelism.
    pub ssd_read: f64,
    pub ssd_write: f64,
    pub parallelism: f64,
    /// Capacity [bytes].
    pub capacity: f64,
}

impl Drive {
    /// Builds the model from catalog specifications, sanitising impossible values.
    pub fn from_model(m: &DriveModel) -> Drive {
        let ms = |v: f64| {
            if v.is_finite() && v > 0.0 {
                v / 1000.0
            } else {
                0.0
            }
        };
        let rpm = if m.rpm.is_finite() && m.rpm >= 1000.0 {
            m.rpm
        } else {
            7200.0
        };
        Drive {
            kind: m.kind,
            seek: SeekCurve::from_triple(
                ms(m.seek_track_ms),
                ms(m.seek_avg_ms),
                ms(m.seek_full_ms),
            ),
            rotation: 60.0 / rpm,
            media_rate: if m.media_rate_mb_s.is_finite() && m.media_rate_mb_s > 1.0 {
                m.media_rate_mb_s * 1e6
            } else {
                50e6
            },
            settle: ms(m.write_settle_ms),
            queue_cap: if m.queue_cap.is_finite() && m.queue_cap >= 1.0 {
                m.queue_cap
            } else {
                1.0
            },
            ssd_read: ms(m.ssd_read_ms).max(1e-5),
            ssd_write: ms(m.ssd_write_ms).max(1e-5),
            parallelism: if m.ssd_parallelism.is_finite() && m.ssd_parallelism >= 1.0 {
                m.ssd_parallelism
            } else {
                1.0
            },
            capacity: if m.capacity_gb.is_finite() && m.capacity_gb > 0.0 {
                m.capacity_gb * 1e9
            } else {
                0.0
            },
        }
    }

    pub fn is_ssd(&self) -> bool {
        self.kind == DriveKind::Ssd
    }

    /// A 7,200 rpm (or slower) disk: SATA or nearline SAS, sized with those classes.
    pub fn is_nearline(&self) -> bool {
        !self.is_ssd() && self.rotation >= 60.0 / 7200.0 * 0.999
    }

    /// Mean media rate over the active span `u` [B/s].
    pub fn rate(&self, u: f64) -> f64 {
        self.media_rate * (1.0 - (1.0 - params::ZONING_RATIO) * u.clamp(0.0, 1.0) / 2.0)
    }

    /// Mean positioning time (seek + half a rotation) within span `u` [s].
    pub fn positioning(&self, u: f64) -> f64 {
        if self.is_ssd() {
            return 0.0;
        }
        self.seek.moments(u).0 + self.rotation / 2.0
    }

    /// Random I/O of `size` bytes within span `u` (MODEL §3.1: overhead + seek + rotation +
    /// transfer, + settle for writes).
    pub fn random(&self, size: f64, u: f64, write: bool) -> Service {
        if self.is_ssd() {
            let t = if write { self.ssd_write } else { self.ssd_read } + size / self.media_rate;
            return Service {
                mean: t,
                scv: if write { 1.0 } else { 0.3 },
            };
        }
        let (s1, s2) = self.seek.moments(u);
        let fixed =
            params::HDD_OVERHEAD_S + size / self.rate(u) + if write { self.settle } else { 0.0 };
        let mean = fixed + s1 + self.rotation / 2.0;
        let var = (s2 - s1 * s1).max(0.0) + self.rotation * self.rotation / 12.0;
        Service {
            mean,
            scv: var / (mean * mean),
        }
    }

    /// Sequential stream I/O of `size` bytes sharing spindles with random I/O: one positioning is
    /// amortised over a prefetch/destage unit (MODEL §3.1.8).
    pub fn sequential_shared(&self, size: f64, u: f64, write: bool) -> Service {
        if self.is_ssd() {
            return self.random(size, u, write);
        }
        let unit = params::SEQ_UNIT_KIB * 1024.0;
        let share = (size / unit).min(1.0);
        let mean = params::HDD_OVERHEAD_S + self.positioning(u) * share + size / self.rate(u);
        Service { mean, scv: 0.5 }
    }

    /// Sequential I/O on spindles that carry nothing else: no positioning.
    pub fn sequential_dedicated(&self, size: f64, u: f64) -> Service {
        if self.is_ssd() {
            return self.random(size, u, true);
        }
        Service::fixed(params::HDD_OVERHEAD_S + size / self.rate(u))
    }

    /// Small synchronous sequential write with no write cache: it just misses its sector and waits
    /// most of a rotation (MODEL §3.1.8).
    pub fn log_write_uncached(&self, size: f64, u: f64) -> Service {
        if self.is_ssd() {
            return self.random(size, u, true);
        }
        let mean = params::HDD_OVERHEAD_S
            + self.rotation * params::LOG_MISS_ROTATION
            + size / self.rate(u);
        Service { mean, scv: 0.1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cheetah_15k7() -> Drive {
        // MODEL §3.1.9: 0.2/3.4/6.6 ms, 15,000 rpm; ≈ 150 MB/s mean over the full span.
        Drive::from_model(&DriveModel {
            rpm: 15_000.0,
            seek_track_ms: 0.2,
            seek_avg_ms: 3.4,
            seek_full_ms: 6.6,
            media_rate_mb_s: 150.0 / (1.0 - (1.0 - params::ZONING_RATIO) / 2.0),
            ..DriveModel::default()
        })
    }

    #[test]
    fn seek_curve_meets_the_datasheet_triple() {
        let s = SeekCurve::from_triple(0.0002, 0.0034, 0.0066);
        assert!(s.a >= 0.0 && s.b >= 0.0);
        assert!((s.at(1.0) - 0.0066).abs() < 1e-12);
        assert!((s.moments(1.0).0 - 0.0034).abs() < 1e-12);
        // Clamped case: a full stroke far above 3× average.
        let c = SeekCurve::from_triple(0.0008, 0.0085, 0.040);
        assert!(c.a >= 0.0 && c.b >= 0.0);
        assert!((c.moments(1.0).0 - 0.0085).abs() < 1e-9);
    }

    #[test]
    fn span_grows_with_capacity_and_matches_model_examples() {
        assert!((span_from_capacity(1.0, 0.5) - 1.0).abs() < 1e-12);
        assert!((span_from_capacity(0.25, 0.5) - 0.197).abs() < 0.001);
        assert!((span_from_capacity(0.5, 0.5) - 0.419).abs() < 0.001);
        let mut prev = 0.0;
        for i in 1..=100 {
            let u = span_from_capacity(i as f64 / 100.0, params::ZONING_RATIO);
            assert!(u > prev);
            prev = u;
        }
    }

    #[test]
    fn random_service_reproduces_model_table() {
        // MODEL §3.1.9: 15K, 32 KiB, t_ovh 0.1 ms → E[S] = 5.71 ms, c² ≈ 0.10.
        let s = cheetah_15k7().random(32768.0, 1.0, false);
        assert!((s.mean * 1000.0 - 5.71).abs() < 0.03, "{}", s.mean * 1000.0);
        assert!((s.scv - 0.10).abs() < 0.03, "{}", s.scv);
    }

    #[test]
    fn shorter_span_is_faster() {
        let d = cheetah_15k7();
        let mut prev = f64::INFINITY;
        for i in (1..=20).rev() {
            let m = d.random(32768.0, i as f64 / 20.0, false).mean;
            assert!(m < prev);
            prev = m;
        }
    }

    #[test]
    fn sptf_gain_is_capped() {
        assert_eq!(sptf_gain(1.0, 16.0, 0.2), 1.0);
        assert!(sptf_gain(8.0, 16.0, 0.2) > 1.4);
        assert_eq!(sptf_gain(64.0, 16.0, 0.2), sptf_gain(16.0, 16.0, 0.2));
    }
}
