//! Random but valid designs for property tests: 1–3 Jetstress servers with HBAs, an optional
//! switch, one array with 1–2 controllers, an enclosure of one drive type, a database RAID group
//! (with or without a hot spare) and a log RAID group, and 1–4 databases per server.

use proptest::prelude::*;
use spindle_core::input::*;

/// Knobs of a generated design (kept so tests can vary one at a time).
#[derive(Debug, Clone)]
pub struct Spec {
    pub servers: usize,
    pub dbs_per_server: usize,
    pub threads: f64,
    pub drives: u32,
    pub level: RaidLevel,
    pub rpm: f64,
    pub switch: bool,
    pub controllers: usize,
    pub write_back: bool,
    pub exec_throttle: u32,
    pub mailboxes: f64,
    pub version: ExchangeVersion,
    /// Hot spares of the database RAID group (a drive failure then rebuilds, `rebuild.rs`).
    pub hot_spares: u32,
}

/// A small healthy design: one server with one database of 500 mailboxes on 8 15K drives in
/// RAID 10 behind two write-back controllers. Tests vary the fields they are about.
pub fn small() -> Spec {
    Spec {
        servers: 1,
        dbs_per_server: 1,
        threads: 2.0,
        drives: 8,
        level: RaidLevel::Raid10,
        rpm: 15_000.0,
        switch: false,
        controllers: 2,
        write_back: true,
        exec_throttle: 256,
        mailboxes: 500.0,
        version: ExchangeVersion::E2010,
        hot_spares: 0,
    }
}

pub fn spec() -> impl Strategy<Value = Spec> {
    (
        1usize..=3,
        1usize..=4,
        1u32..=24,
        prop_oneof![
            Just(RaidLevel::Raid10),
            Just(RaidLevel::Raid5),
            Just(RaidLevel::Raid6),
            Just(RaidLevel::RaidDp),
            Just(RaidLevel::DistributedMirror)
        ],
        prop_oneof![Just(7200.0), Just(10_000.0), Just(15_000.0)],
        any::<bool>(),
        1usize..=2,
        any::<bool>(),
        prop_oneof![Just(16u32), Just(64), Just(256)],
        (100.0f64..4000.0),
        prop_oneof![
            Just(ExchangeVersion::E2003),
            Just(ExchangeVersion::E2007),
            Just(ExchangeVersion::E2010),
            Just(ExchangeVersion::E2013)
        ],
        0u32..=1,
    )
        .prop_flat_map(
            |(
                servers,
                dbs,
                threads,
                level,
                rpm,
                switch,
                controllers,
                write_back,
                exec,
                mbx,
                version,
                hot_spares,
            )| {
                let min = match level {
                    RaidLevel::Raid5 => 4u32,
                    RaidLevel::Raid6 | RaidLevel::RaidDp => 6,
                    _ => 4,
                };
                (min..=24u32).prop_map(move |d| Spec {
                    servers,
                    dbs_per_server: dbs,
                    threads: threads as f64,
                    drives: if matches!(level, RaidLevel::Raid10) {
                        d / 2 * 2
                    } else {
                        d
                    },
                    level,
                    rpm,
                    switch,
                    controllers,
                    write_back,
                    exec_throttle: exec,
                    mailboxes: mbx.round(),
                    version,
                    hot_spares,
                })
            },
        )
}

fn drive(rpm: f64) -> DriveModel {
    let (trk, avg, full, rate) = if rpm >= 15_000.0 {
        (0.2, 3.4, 6.6, 171.0)
    } else if rpm >= 10_000.0 {
        (0.3, 3.8, 7.8, 135.0)
    } else {
        (0.8, 8.5, 16.0, 105.0)
    };
    DriveModel {
        id: "drive".into(),
        name: "drive".into(),
        kind: DriveKind::Hdd,
        capacity_gb: 600.0,
        rpm,
        seek_track_ms: trk,
        seek_avg_ms: avg,
        seek_full_ms: full,
        write_settle_ms: 0.5,
        media_rate_mb_s: rate,
        queue_cap: 16.0,
        ..DriveModel::default()
    }
}

fn link(id: &str, a: &str, ap: &str, b: &str, bp: &str) -> Link {
    Link {
        id: id.into(),
        kind: LinkKind::Fc,
        from: Endpoint {
            component: a.into(),
            port: ap.into(),
        },
        to: Endpoint {
            component: b.into(),
            port: bp.into(),
        },
        disk_count: 0,
    }
}

/// Builds the engine input of a spec (failures and headroom off unless asked).
pub fn build(s: &Spec) -> EngineInput {
    let mut inp = EngineInput {
        options: Options {
            failures: false,
            headroom: false,
            ..Options::default()
        },
        ..EngineInput::default()
    };
    inp.workload = Workload {
        exchange_version: s.version,
        iops_per_mailbox: 0.2,
        headroom_pct: 20.0,
        mailbox_size_mb: 200.0,
        ..Workload::default()
    };
    inp.drives.push(drive(s.rpm));
    inp.arrays.push(Array {
        id: "arr".into(),
        name: "Array".into(),
        cache_gb: 8.0,
        write_cache_enabled: s.write_back,
        host_access: if s.controllers > 1 {
            HostAccess::Alua
        } else {
            HostAccess::ActiveActive
        },
        ..Array::default()
    });
    for c in 0..s.controllers {
        inp.controllers.push(Controller {
            id: format!("c{c}"),
            name: format!("SP {c}"),
            array: "arr".into(),
            front_end_ports: 2 * s.servers as u32,
            port_speed_gbps: 4.0,
            max_iops: 40_000.0,
            enclosure: None,
        });
    }
    inp.enclosures.push(Enclosure {
        id: "enc".into(),
        name: "Shelf".into(),
        owner: "arr".into(),
        drive: "drive".into(),
        drive_count: s.drives + 4,
        slots: s.drives + 4,
    });
    inp.raid_groups.push(RaidGroup {
        id: "rg-db".into(),
        name: "DB".into(),
        array: "arr".into(),
        level: s.level,
        stripe_kb: 64.0,
        hot_spares: s.hot_spares,
        ..RaidGroup::default()
    });
    inp.raid_groups.push(RaidGroup {
        id: "rg-log".into(),
        name: "Log".into(),
        array: "arr".into(),
        level: RaidLevel::Raid10,
        stripe_kb: 64.0,
        ..RaidGroup::default()
    });
    inp.links.push(Link {
        id: "m-db".into(),
        kind: LinkKind::Member,
        from: Endpoint {
            component: "enc".into(),
            port: "disks".into(),
        },
        to: Endpoint {
            component: "rg-db".into(),
            port: "members".into(),
        },
        disk_count: s.drives,
    });
    inp.links.push(Link {
        id: "m-log".into(),
        kind: LinkKind::Member,
        from: Endpoint {
            component: "enc".into(),
            port: "disks".into(),
        },
        to: Endpoint {
            component: "rg-log".into(),
            port: "members".into(),
        },
        disk_count: 4,
    });
    if s.switch {
        inp.switches.push(Switch {
            id: "sw".into(),
            name: "Switch".into(),
            ports: 64,
            speed_gbps: 4.0,
        });
        for c in 0..s.controllers {
            for p in 0..2 * s.servers {
                inp.links.push(link(
                    &format!("sw-c{c}-{p}"),
                    "sw",
                    "fabric",
                    &format!("c{c}"),
                    &format!("fe{p}"),
                ));
            }
        }
    }
    let js = Jetstress {
        threads_per_database: Threads::Fixed(s.threads),
        ..Jetstress::default()
    };
    for v in 0..s.servers {
        let sid = format!("s{v}");
        inp.servers.push(Server {
            id: sid.clone(),
            name: format!("Server {v}"),
            cores: 8.0,
            ghz: 3.0,
            ram_gb: 32.0,
            jetstress: Some(js.clone()),
            ..Server::default()
        });
        inp.hbas.push(Hba {
            id: format!("h{v}"),
            name: format!("HBA {v}"),
            server: sid.clone(),
            ports: 2,
            speed_gbps: 4.0,
            execution_throttle: s.exec_throttle,
            lun_queue_depth: 32,
        });
        for p in 0..2u32 {
            if s.switch {
                inp.links.push(link(
                    &format!("h{v}-p{p}"),
                    &format!("h{v}"),
                    &format!("p{p}"),
                    "sw",
                    "fabric",
                ));
            } else {
                let c = (p as usize) % s.controllers;
                inp.links.push(link(
                    &format!("h{v}-p{p}"),
                    &format!("h{v}"),
                    &format!("p{p}"),
                    &format!("c{c}"),
                    &format!("fe{}", 2 * v + p as usize),
                ));
            }
        }
        for d in 0..s.dbs_per_server {
            let (dl, ll) = (format!("l-db-{v}-{d}"), format!("l-log-{v}-{d}"));
            inp.luns.push(Lun {
                id: dl.clone(),
                name: dl.clone(),
                raid_group: "rg-db".into(),
                size_gb: 50.0,
                owner: None,
            });
            inp.luns.push(Lun {
                id: ll.clone(),
                name: ll.clone(),
                raid_group: "rg-log".into(),
                size_gb: 5.0,
                owner: None,
            });
            inp.databases.push(Database {
                id: format!("db-{v}-{d}"),
                name: format!("DB {v}.{d}"),
                server: sid.clone(),
                db_lun: Some(dl),
                log_lun: Some(ll),
                mailboxes: s.mailboxes,
                ..Database::default()
            });
        }
    }
    inp
}
