//! Back end of a route (MODEL.md §4–5): cache hits and acknowledgements, destage of cached writes
//! with their RAID cost, write-through in forced flush or without cache, sequential streams, the
//! degraded-mode hotspots, and rebuild.

use crate::disk::{sptf_gain, Service};
use crate::input::RaidLevel;
use crate::network::{ClassKind, IoType, Route, StationKind};
use crate::params;
use crate::raid;
use crate::routes::{Builder, IoSpec, Key, RgModel};

/// Fork-join factors use a mid utilisation; the §6.10 factor varies little with ρ (±10 %).
const FORK_RHO: f64 = 0.5;

/// A RAID group's second station, if it has one (see [`Builder::disk_stations`]).
#[derive(Clone, Copy)]
enum Extra {
    None,
    /// The surviving drive of a degraded mirror pair.
    Partner(usize),
    /// RAID-DP's dedicated parity drives.
    Parity(usize),
}

impl RgModel {
    /// Share of the group's I/O that lands on the parity set with the failed drive: 1 / the
    /// number of parity sets when degraded (a 48-drive RAID-DP aggregate of six 8-drive sets
    /// loses a sixth of its reads to reconstruction, not all of them), 0 otherwise.
    pub fn degraded_share(&self) -> f64 {
        if !self.degraded {
            return 0.0;
        }
        let drives = self.n + self.lost;
        1.0 / (drives / self.set.max(1) as f64).round().max(1.0)
    }

    /// Serving drives that hold only parity (RAID-DP's row and diagonal parity drives); when
    /// degraded, the failed drive is taken to be a data drive (the case that reconstructs).
    pub fn parity_only(&self) -> f64 {
        let drives = self.n + self.lost;
        let p = raid::dedicated_parity_drives(self.level, drives.round() as usize, self.set) as f64;
        // Keep at least one data drive serving (a malformed group is a finding, not a panic).
        p.min(self.n - 1.0).max(0.0)
    }

    /// A small write's disk I/O when `normal` is its cost on a healthy set: blended with the
    /// degraded set's cost by [`RgModel::degraded_share`] when a drive has failed.
    pub fn write_cost(&self, normal: raid::Cost) -> raid::Cost {
        if !self.degraded {
            return normal;
        }
        let degraded = raid::degraded_costs(self.level, self.set).1;
        raid::blend(degraded, normal, self.degraded_share())
    }
}

impl Builder<'_, '_> {
    /// Stations of RAID group `g`: the drives, plus the surviving drive of a broken mirror pair
    /// (it takes all of the pair's reads) or RAID-DP's dedicated parity drives (no reads).
    fn disk_stations(&mut self, g: usize) -> (usize, Extra) {
        let m = self.rg[g].clone();
        let drive = m.drive.clone().expect("callers check the drive");
        let id = self.topo.input.raid_groups[g].id.clone();
        let kind = if drive.is_ssd() {
            StationKind::Queue {
                servers: drive.parallelism,
            }
        } else {
            StationKind::Disk {
                cap: drive.queue_cap,
                gamma: self.topo.cal.sptf_gamma,
            }
        };
        let pair = m.degraded && matches!(m.level, RaidLevel::Raid1 | RaidLevel::Raid10);
        let parity = m.parity_only();
        let n_main = if pair {
            (m.n - 1.0).max(1.0)
        } else {
            m.n - parity
        };
        let main = self.station_for(Key::Disk(g), || (id.clone(), "drives".into()), kind, n_main);
        let extra = if pair {
            Extra::Partner(self.station_for(
                Key::Partner(g),
                || (id.clone(), "mirror partner (degraded)".into()),
                kind,
                1.0,
            ))
        } else if parity > 0.0 {
            Extra::Parity(self.station_for(
                Key::Parity(g),
                || (id, "parity drives".into()),
                kind,
                parity,
            ))
        } else {
            Extra::None
        };
        (main, extra)
    }

    /// Adds `ios` disk I/Os per class cycle (group total) of service `svc` to group `g`, with
    /// `weight` of host-observed latency, split over the group's stations: a broken mirror's
    /// survivor takes its pair's share; RAID-DP's parity drives take their share of the writes
    /// (a full stripe writes every drive of the set alike) and none of the reads.
    #[allow(clippy::too_many_arguments)]
    fn disk_io(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        io: IoType,
        g: usize,
        ios: f64,
        svc: Service,
        weight: f64,
        sptf: bool,
        read: bool,
    ) {
        let (main, extra) = self.disk_stations(g);
        let n_orig = self.rg[g].n + self.rg[g].lost;
        let n_main = self.net.stations[main].multiplicity;
        let (share, other) = match extra {
            Extra::Partner(p) if read => (2.0 / n_orig, Some(p)),
            Extra::Partner(p) => (1.0 / (n_orig - 1.0).max(1.0), Some(p)),
            Extra::Parity(_) if read => (0.0, None),
            Extra::Parity(p) => {
                let n_par = self.net.stations[p].multiplicity;
                (n_par / (n_main + n_par), Some(p))
            }
            Extra::None => (0.0, None),
        };
        self.push(
            ds,
            class,
            main,
            io,
            ios * (1.0 - share) / n_main,
            svc,
            weight * (1.0 - share),
            sptf,
        );
        if let Some(p) = other.filter(|_| share > 0.0) {
            let n_other = self.net.stations[p].multiplicity;
            self.push(
                ds,
                class,
                p,
                io,
                ios * share / n_other,
                svc,
                weight * share,
                sptf,
            );
        }
    }

    /// Adds the back end of a route to array `a`, group `g`, LUN `l`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn back_end(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        io: IoType,
        a: usize,
        g: usize,
        hv: f64,
        bytes: f64,
        spec: IoSpec,
        destagers: &[(usize, u32)],
        l: usize,
    ) {
        let m = self.rg[g].clone();
        let Some(drive) = m.drive.clone() else { return };
        let arr_id = self.topo.input.arrays[a].id.clone();
        let mirrored_cache = self.topo.input.arrays[a].cache_mirrored;
        let parity_degraded = m.degraded && raid::parity_drives(m.level) > 0;
        let destage_gain = if drive.is_ssd() {
            1.0
        } else {
            sptf_gain(
                self.topo.cal.destage_queue,
                drive.queue_cap,
                self.topo.cal.sptf_gamma,
            )
        };
        let _ = l;
        // A degraded parity group reconstructs what the failed drive held, for random and
        // sequential reads alike (audit 5: background maintenance on a degraded RAID 5 was read
        // as if healthy): only the failed drive's parity set does, its share of the reads. The
        // I/O cost per read, and the latency weight of the fork-join over the set's survivors.
        let reconstruct = if parity_degraded {
            let (r, _) = raid::degraded_costs(m.level, m.set);
            let p_rec = 1.0 / m.set.max(2) as f64;
            let s = m.degraded_share();
            (
                s * r.total() + (1.0 - s),
                1.0 + s * p_rec * (fork_factor(m.set as f64 - 1.0, FORK_RHO) - 1.0),
            )
        } else {
            (1.0, 1.0)
        };
        match spec {
            IoSpec::RandomRead => {
                let h = self.read_hit(class, a);
                if h > 0.0 {
                    let k = self.station_for(
                        Key::Hit(a),
                        || (arr_id.clone(), "cache hits".into()),
                        StationKind::Delay,
                        1.0,
                    );
                    self.push(
                        ds,
                        class,
                        k,
                        io,
                        hv * h,
                        Service::fixed(params::READ_HIT_S),
                        hv * h,
                        false,
                    );
                }
                let miss = hv * (1.0 - h);
                let svc = drive.random(bytes, m.u, false);
                let (cost, weight) = reconstruct;
                self.disk_io(
                    ds,
                    class,
                    io,
                    g,
                    miss * cost,
                    svc,
                    miss * weight,
                    true,
                    true,
                );
            }
            IoSpec::SequentialRead => {
                let k = (bytes / m.stripe).ceil().max(1.0);
                let size = bytes / k;
                let svc = if m.log_only {
                    drive.sequential_dedicated(size, m.u)
                } else {
                    drive.sequential_shared(size, m.u, false)
                };
                let (cost, weight) = reconstruct;
                self.disk_io(
                    ds,
                    class,
                    io,
                    g,
                    hv * k * cost,
                    svc,
                    hv * fork_factor(k, FORK_RHO) * weight,
                    false,
                    true,
                );
            }
            IoSpec::RandomWrite | IoSpec::LogWrite => {
                let log = spec == IoSpec::LogWrite;
                if self.write_back[a] {
                    let ack = self.topo.cal.write_ack
                        + if mirrored_cache {
                            self.topo.cal.mirror_ack
                        } else {
                            0.0
                        };
                    let k = self.station_for(
                        Key::Ack(a),
                        || (arr_id.clone(), "write cache".into()),
                        StationKind::Delay,
                        1.0,
                    );
                    self.push(ds, class, k, io, hv, Service::fixed(ack), hv, false);
                    self.destage(ds, class, g, hv, bytes, log, destage_gain, destagers);
                } else {
                    self.write_through(ds, class, io, g, hv, bytes, log);
                }
            }
        }
    }

    /// Background destage of cached writes (the host does not wait: latency weight 0).
    #[allow(clippy::too_many_arguments)]
    fn destage(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        g: usize,
        hv: f64,
        bytes: f64,
        log: bool,
        gain: f64,
        destagers: &[(usize, u32)],
    ) {
        let m = self.rg[g].clone();
        let drive = m.drive.clone().expect("checked by back_end");
        let full = if log {
            params::LOG_FULL_STRIPE_SHARE
        } else {
            0.0
        };
        let normal = raid::write_cost(m.level, m.set, full, m.fill);
        let cost = if m.level != RaidLevel::RaidDp && !log {
            m.write_cost(normal)
        } else {
            normal
        };
        let io = IoType::Destage;
        let sequential = log || m.level == RaidLevel::RaidDp;
        let (reads, writes, rsvc, wsvc) = if sequential {
            // Coalesced into stripe-element I/Os (WAFL writes whole chains likewise).
            let unit = if m.level == RaidLevel::RaidDp {
                65536.0
            } else {
                m.stripe
            };
            let scale = bytes / unit;
            let w = if m.log_only {
                drive.sequential_dedicated(unit, m.u)
            } else {
                drive.sequential_shared(unit, m.u, true)
            };
            (
                hv * cost.reads * scale,
                hv * cost.writes * scale,
                drive.random(unit, m.u, false),
                w,
            )
        } else {
            let r = drive.random(bytes, m.u, false);
            let w = drive.random(bytes, m.u, true);
            (
                hv * cost.reads,
                hv * cost.writes,
                Service {
                    mean: r.mean / gain,
                    scv: r.scv,
                },
                Service {
                    mean: w.mean / gain,
                    scv: w.scv,
                },
            )
        };
        if reads > 0.0 {
            self.disk_io(ds, class, io, g, reads, rsvc, 0.0, false, true);
        }
        self.disk_io(ds, class, io, g, writes, wsvc, 0.0, false, false);
        // Controller CPU per back-end I/O, shared among the destaging controllers by paths.
        let paths: u32 = destagers.iter().map(|&(_, n)| n).sum();
        for &(ctrl, n) in destagers {
            let c = &self.topo.input.controllers[ctrl];
            let cid = c.id.clone();
            let k = self.station_for(
                Key::Cpu(ctrl),
                || (cid, "CPU".into()),
                StationKind::Queue { servers: 1.0 },
                1.0,
            );
            let per = params::CPU_BACKEND_IO / c.max_iops.max(100.0);
            let svc = Service {
                mean: per,
                scv: 0.5,
            };
            let share = f64::from(n) / f64::from(paths.max(1));
            self.push(ds, class, k, io, (reads + writes) * share, svc, 0.0, false);
        }
    }

    /// Writes that complete at back-end speed (no write-back cache, or forced flush).
    #[allow(clippy::too_many_arguments)]
    fn write_through(
        &mut self,
        ds: &mut Vec<usize>,
        class: usize,
        io: IoType,
        g: usize,
        hv: f64,
        bytes: f64,
        log: bool,
    ) {
        let m = self.rg[g].clone();
        let drive = m.drive.clone().expect("checked by back_end");
        let cost = if m.level == RaidLevel::RaidDp {
            raid::write_cost(m.level, m.set, 0.0, m.fill)
        } else {
            m.write_cost(raid::small_write_cost(m.level))
        };
        let wsvc = if log && m.log_only {
            drive.log_write_uncached(bytes, m.u)
        } else {
            drive.random(bytes, m.u, true)
        };
        if cost.reads > 0.0 {
            let rsvc = drive.random(bytes, m.u, false);
            self.disk_io(
                ds,
                class,
                io,
                g,
                hv * cost.reads,
                rsvc,
                hv * fork_factor(cost.reads.round(), FORK_RHO),
                true,
                true,
            );
        }
        self.disk_io(
            ds,
            class,
            io,
            g,
            hv * cost.writes,
            wsvc,
            hv * fork_factor(cost.writes.round(), FORK_RHO),
            true,
            false,
        );
    }

    /// Rebuild of the degraded group onto a spare: an open stream using a share of the idle disk
    /// time (MODEL §4.4, Thomasian's vacationing server), paced by the scenario's `rebuild_util`.
    /// Returns how long the rebuild would take on otherwise idle drives [s] (divide by
    /// [`crate::rebuild::idle_share`] for a busy group), or None when there is no spare (the
    /// group stays degraded).
    pub fn add_rebuild(&mut self) -> Option<f64> {
        let g = self.scen.degraded?;
        let spec = &self.topo.input.raid_groups[g];
        let m = self.rg[g].clone();
        let drive = m.drive.clone()?;
        if spec.hot_spares == 0 || !crate::build::redundant(m.level) {
            return None;
        }
        let idle =
            crate::rebuild::idle_share(self.scen.rebuild_util.get(g).copied().unwrap_or(0.5));
        let unit = params::REBUILD_UNIT_KIB * 1024.0;
        let svc = Service {
            mean: drive.positioning(m.u) + unit / drive.rate(m.u),
            scv: 0.2,
        };
        // Rebuild units per second per drive on idle drives; the stream runs at `idle` of it.
        let per_disk_idle = params::REBUILD_IDLE_SHARE / svc.mean;
        let per_disk = per_disk_idle * idle;
        let distributed = m.level == RaidLevel::DistributedMirror;
        // Reads come from the mirror partner, from every drive of a distributed mirror, or from
        // the survivors of the failed drive's own parity set (not from the group's other sets).
        let sources = if matches!(m.level, RaidLevel::Raid1 | RaidLevel::Raid10) {
            1.0
        } else if distributed || m.degraded_share() >= 1.0 {
            m.n
        } else {
            (m.set as f64 - 1.0).clamp(1.0, m.n)
        };
        let class = self.net.add_class(
            format!("{} rebuild", spec.id),
            ClassKind::Open {
                base: per_disk * sources,
                ties: vec![],
            },
            None,
        );
        let mut ds = Vec::new();
        match self.disk_stations(g) {
            // A broken mirror is rebuilt from its partner alone: every rebuild read lands on it
            // (as a host read it would take its pair's share, 2/n of the group's; audit 5 found
            // the rebuild spread over the healthy pairs, adding 0.2 MB/s to the partner, not 1.6).
            (_, Extra::Partner(p)) => {
                let n_p = self.net.stations[p].multiplicity;
                self.push(
                    &mut ds,
                    class,
                    p,
                    IoType::Rebuild,
                    1.0 / n_p,
                    svc,
                    0.0,
                    false,
                );
            }
            _ => self.disk_io(
                &mut ds,
                class,
                IoType::Rebuild,
                g,
                1.0,
                svc,
                0.0,
                false,
                true,
            ),
        }
        self.net.routes.push(Route {
            class,
            io: IoType::Rebuild,
            lun: None,
            host_visits: 1.0,
            bytes: unit,
            demands: ds,
            lun_window: None,
            path_windows: vec![],
            blocking: false,
        });
        // A controller RAID group (MegaRAID, FLARE, ONTAP) reconstructs the whole drive, whatever
        // the LUNs use of it; only a distributed mirror (XIV) re-mirrors just the data held: both
        // copies of what the LUNs were given, spread over every drive (spare space is spread too),
        // so 2 × allocated / drives [B] (the XIV preset: 2 × 51.5 TB / 180 = 572 GB of its 1 TB),
        // for each drive lost (a failed module's 12: 6.9 TB).
        let bytes = if distributed {
            let info = &self.topo.rgs[g];
            (2.0 * info.allocated_bytes / f64::from(info.members.max(1))).clamp(0.0, drive.capacity)
                * m.lost.max(1.0)
        } else {
            drive.capacity
        };
        let rate = per_disk_idle * unit * if distributed { sources } else { 1.0 };
        // XIV re-mirrors both copies' reads and writes over all drives: half the rate for data.
        let effective = if distributed { rate / 2.0 } else { rate };
        (effective > 0.0).then(|| bytes / effective)
    }
}

/// Nelson–Tantawi fork-join factor for K siblings at utilisation ρ (MODEL §6.10).
pub fn fork_factor(k: f64, rho: f64) -> f64 {
    if k <= 1.0 {
        return 1.0;
    }
    let h = |n: f64| {
        (1..=n.round().max(1.0) as usize)
            .map(|i| 1.0 / i as f64)
            .sum::<f64>()
    };
    let r = h(k) / h(2.0);
    let rho = rho.clamp(0.0, 0.95);
    (r + (1.0 - r) * 4.0 * rho / 11.0) * (12.0 - rho) / 8.0
}
