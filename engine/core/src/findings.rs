//! The one table of finding codes. Codes are stable (the UI, tests and users refer to them);
//! add new ones, never renumber. `E` = the design cannot be evaluated as drawn (the affected part
//! is left out), `W` = suspicious or risky, `I` = information.

use crate::report::{Finding, Severity};

pub use crate::figure_text::{grouped, grouped_tenths, iops_text, missed_iops_text, ms_text};

/// A design component named in a finding: the message shows `name` (what the user typed), the
/// finding's `componentIds` carry `id` so the UI can select it.
#[derive(Debug, Clone, Copy)]
pub struct Part<'a> {
    pub id: &'a str,
    pub name: &'a str,
}

impl<'a> Part<'a> {
    pub fn new(id: &'a str, name: &'a str) -> Self {
        Part { id, name }
    }
    /// The name, or the id when the name is blank.
    pub fn shown(&self) -> &'a str {
        if self.name.trim().is_empty() {
            self.id
        } else {
            self.name
        }
    }
    /// The name after its kind (`LUN XIV30 E: DB1`), unless the name already says the kind: a
    /// part left with its default name read "LUN LUN needs…" and "Database Mailbox database…".
    pub fn called(&self, kind: &str) -> String {
        let shown = self.shown();
        if shown.to_lowercase().contains(&kind.to_lowercase()) {
            shown.to_string()
        } else {
            format!("{kind} {shown}")
        }
    }
}

/// Builds a finding.
pub fn finding(
    code: &str,
    severity: Severity,
    message: String,
    hint: &str,
    ids: &[&str],
) -> Finding {
    Finding {
        code: code.to_string(),
        severity,
        message,
        hint: hint.to_string(),
        component_ids: ids.iter().map(|s| s.to_string()).collect(),
    }
}

/// A part whose `field` names `target`, which does not exist; an empty `target` is a part the
/// design puts inside nothing (a file edited by hand), which is said as such, not as a quoted "".
pub fn missing_reference(kind: &str, p: Part, field: &str, target: &str) -> Finding {
    let (message, hint) = if target.trim().is_empty() {
        (
            format!(
                "{} is not inside any {field}, so it is left out of the evaluation.",
                p.called(kind)
            ),
            format!("Drag it into a {field} on the canvas, or delete it."),
        )
    } else {
        (
            format!(
                "{} refers to {field} \"{target}\", which does not exist.",
                p.called(kind)
            ),
            "Reconnect it or delete it.".to_string(),
        )
    };
    finding("SPN-E001", Severity::Error, message, &hint, &[p.id])
}

pub fn database_without_lun(db: Part, what: &str) -> Finding {
    finding(
        "SPN-E002",
        Severity::Error,
        format!(
            "{} has no {what} LUN, so it is left out of the evaluation.",
            db.called("Database")
        ),
        "Connect its database and log ports to LUNs.",
        &[db.id],
    )
}

pub fn raid_group_too_small(rg: Part, drives: u32, min: usize, level: &str) -> Finding {
    finding(
        "SPN-E003",
        Severity::Error,
        format!(
            "RAID group {} has {drives} drive(s); {level} needs at least {min}.",
            rg.shown()
        ),
        "Connect more drives from an enclosure (member link) or change the RAID level.",
        &[rg.id],
    )
}

pub fn unknown_drive(enclosure: Part, drive: &str) -> Finding {
    finding(
        "SPN-E004",
        Severity::Error,
        format!(
            "Enclosure {} uses drive \"{drive}\", which is not in the catalog.",
            enclosure.shown()
        ),
        "Pick a drive type from the catalog in the inspector.",
        &[enclosure.id],
    )
}

pub fn no_path(server: Part, lun: Part, db: Part) -> Finding {
    finding(
        "SPN-E005",
        Severity::Error,
        format!(
            "{} has no path to LUN {} (database {}); that database cannot run.",
            server.shown(),
            lun.shown(),
            db.shown()
        ),
        "Connect an HBA port through a switch (or directly) to a front-end port of the array that serves the LUN.",
        &[server.id, lun.id, db.id],
    )
}

pub fn enclosure_overcommitted(enclosure: Part, given: u32, has: u32) -> Finding {
    finding(
        "SPN-E006",
        Severity::Error,
        format!(
            "Enclosure {} gives {given} drives to RAID groups but holds only {has}.",
            enclosure.shown()
        ),
        "Lower the disk counts on its member links or add drives to the enclosure.",
        &[enclosure.id],
    )
}

/// An enclosure with more drives installed than it has slots: the design cannot be built.
pub fn enclosure_overfilled(enclosure: Part, drives: u32, slots: u32) -> Finding {
    finding(
        "SPN-E008",
        Severity::Error,
        format!(
            "Enclosure {} has {drives} drives installed but only {slots} slots.",
            enclosure.shown()
        ),
        "Lower its drives installed, or raise its slots to what the enclosure model has.",
        &[enclosure.id],
    )
}

/// A parity RAID group split into sets too small for its level: a RAID 5 "set" of 2 drives is a
/// mirror with a parity name, and one of 1 holds no data. `last` is the short last set, if any.
pub fn parity_set_too_small(rg: Part, set: usize, last: usize, min: usize, level: &str) -> Finding {
    let sets = if last > 0 && last < min && set >= min {
        format!("sets of {set} drives leave a last set of {last}")
    } else {
        format!("its parity sets have {set} drives")
    };
    finding(
        "SPN-E009",
        Severity::Error,
        format!(
            "RAID group {}: {sets}; {level} needs at least {min} drives in every set, so its capacity and load are not those of a real array.",
            rg.shown()
        ),
        "Set Drives per parity set to 0 (one set) or to a size that divides the group into sets of at least that many.",
        &[rg.id],
    )
}

pub fn lun_outside_array(lun: Part) -> Finding {
    finding(
        "SPN-E007",
        Severity::Error,
        format!("{} is not in a RAID group of any array.", lun.called("LUN")),
        "Drag the LUN into a RAID group.",
        &[lun.id],
    )
}

pub fn single_path(server: Part, lun: Part) -> Finding {
    finding(
        "SPN-W101",
        Severity::Warning,
        format!(
            "{} reaches LUN {} over a single path: one HBA, cable, switch or port failure stops it.",
            server.shown(),
            lun.shown()
        ),
        "Add a second HBA port on an independent fabric to another front-end port.",
        &[server.id, lun.id],
    )
}

pub fn raid_group_overallocated(rg: Part, allocated_gb: f64, usable_gb: f64) -> Finding {
    finding(
        "SPN-W102",
        Severity::Warning,
        format!(
            "RAID group {} has {} GB of LUNs but only {} GB usable.",
            rg.shown(),
            grouped(allocated_gb),
            grouped(usable_gb)
        ),
        "Shrink the LUNs, move some to another RAID group, or add drives.",
        &[rg.id],
    )
}

pub fn lun_too_small(lun: Part, required_gb: f64, size_gb: f64) -> Finding {
    finding(
        "SPN-W103",
        Severity::Warning,
        format!(
            "{} needs {} GB for its Exchange files (with the free-space target) but is {} GB.",
            lun.called("LUN"),
            grouped(required_gb),
            grouped(size_gb)
        ),
        "Grow the LUN, or move databases or logs to another LUN.",
        &[lun.id],
    )
}

pub fn saturated(component: Part, station: &str, util: f64) -> Finding {
    finding(
        "SPN-W104",
        Severity::Warning,
        format!(
            "{} ({station}) is saturated ({:.0} % busy): latency grows without bound if load rises.",
            component.shown(),
            util * 100.0
        ),
        "Spread the load (more drives, ports or controllers) or reduce threads.",
        &[component.id],
    )
}

pub fn odd_mirror(rg: Part, drives: u32) -> Finding {
    finding(
        "SPN-W105",
        Severity::Warning,
        format!(
            "RAID group {} is mirrored but has an odd number of drives ({drives}); one drive is unused.",
            rg.shown()
        ),
        "Use an even number of drives.",
        &[rg.id],
    )
}

pub fn default_jetstress(server: Part) -> Finding {
    finding(
        "SPN-I201",
        Severity::Info,
        format!(
            "{} hosts databases but has no Jetstress settings: the defaults are used, and the thread count is tuned as Jetstress does by default.",
            server.shown()
        ),
        "Set the thread count and the operation mix in the inspector to match the test you plan.",
        &[server.id],
    )
}

pub fn shared_db_and_log(lun: Part) -> Finding {
    finding(
        "SPN-I202",
        Severity::Info,
        format!("{} holds both database and log files.", lun.called("LUN")),
        "Microsoft recommends separate LUNs for databases and logs of the same database.",
        &[lun.id],
    )
}

pub fn mixed_drives(rg: Part) -> Finding {
    finding(
        "SPN-W106",
        Severity::Warning,
        format!(
            "RAID group {} mixes drive types; the slowest drive sets its performance.",
            rg.shown()
        ),
        "Build RAID groups from one drive type.",
        &[rg.id],
    )
}

pub fn qfull_risk(controller: Part, port: u32, outstanding: f64) -> Finding {
    finding(
        "SPN-W107",
        Severity::Warning,
        format!(
            "Up to {} commands can be outstanding on {} front-end port FE {port}; above ~1,600 arrays return QUEUE FULL.",
            grouped(outstanding),
            controller.shown()
        ),
        "Lower HBA queue depths or spread hosts over more front-end ports.",
        &[controller.id],
    )
}

pub fn window_bound(component: Part, what: &str, limit: f64) -> Finding {
    finding(
        "SPN-W108",
        Severity::Warning,
        format!(
            "{}: {what} ({limit:.0} outstanding I/Os) is full; I/Os queue in the host and latency rises.",
            component.shown()
        ),
        "Raise the HBA execution throttle / queue depth (e.g. 128 or 256) on every server.",
        &[component.id],
    )
}

pub fn nothing_to_evaluate() -> Finding {
    finding(
        "SPN-I203",
        Severity::Info,
        "There are no databases to evaluate yet.".to_string(),
        "Add a server with a database, and connect the database and log to LUNs.",
        &[],
    )
}

pub fn port_overused(component: Part, used: usize, ports: u32) -> Finding {
    finding(
        "SPN-W109",
        Severity::Warning,
        format!(
            "{} has {used} cables connected but only {ports} ports.",
            component.shown()
        ),
        "Add ports in the inspector or remove links.",
        &[component.id],
    )
}

pub fn data_loss(rg: Part) -> Finding {
    finding(
        "SPN-I204",
        Severity::Info,
        format!(
            "RAID group {} has no redundancy: a drive failure loses its data.",
            rg.shown()
        ),
        "Use a redundant RAID level for Exchange data.",
        &[rg.id],
    )
}

pub fn unknown_failed(id: &str) -> Finding {
    finding(
        "SPN-W111",
        Severity::Warning,
        format!("The evaluation was asked to fail \"{id}\", which is not in the design; it was ignored."),
        "Pick a component of the design to fail.",
        &[],
    )
}

/// A what-if evaluation asked to fail an enclosure that does not fail on its own: only a box of
/// distributed-mirror drives that no controller sits in does (an XIV data module).
pub fn enclosure_not_failed(enc: Part) -> Finding {
    finding(
        "SPN-W115",
        Severity::Warning,
        format!(
            "{} was not failed: only an enclosure of distributed-mirror drives (an XIV data \
             module) fails on its own; a module with an interface fails with its controller, and \
             losing a whole shelf of RAID group drives would lose data.",
            enc.called("Enclosure")
        ),
        "Fail its controller (an interface module), or a RAID group for one of its drives.",
        &[enc.id],
    )
}

/// A what-if evaluation asked to fail drives in more than one RAID group: like the failure
/// scenarios, it models one drive failure at a time, in the first group it was given.
/// Each part is a RAID group (one drive fails) or, with `true`, a controller whose drives fail
/// with it (an XIV module): only the first one's drives fail.
pub fn one_drive_failure(failed: (Part, bool), ignored: &[(Part, bool)]) -> Finding {
    let what = |&(p, module): &(Part, bool)| match module {
        true => format!("the drives of {}", p.called("Controller")),
        false => p.called("RAID group"),
    };
    let named: Vec<String> = ignored.iter().map(what).collect();
    let ids: Vec<&str> = ignored.iter().map(|(p, _)| p.id).collect();
    let first = match failed.1 {
        true => format!("{} failed with its drives", failed.0.called("Controller")),
        false => format!("a drive of {} failed", failed.0.called("RAID group")),
    };
    finding(
        "SPN-W114",
        Severity::Warning,
        format!(
            "The evaluation fails one drive at a time: {first}; the drive failures asked of {} \
             were ignored.",
            named.join(", ")
        ),
        "Fail a drive of one RAID group per evaluation; its failure scenario gives the same figures.",
        &ids,
    )
}

/// A server's background database maintenance below 90 % of its rate: a Jetstress warning, not a
/// failure, but the published XIV run met it, so it is worth saying.
pub fn maintenance_slow(server: Part, mb_per_sec: f64, threshold: f64) -> Finding {
    finding(
        "SPN-W112",
        Severity::Warning,
        format!(
            "{}: background database maintenance reads {mb_per_sec:.2} MB/s, below the {threshold:.2} MB/s (90 % of its rate) Jetstress expects; Jetstress reports this as a warning.",
            server.shown()
        ),
        "Maintenance competes with transactional I/O for the database drives: more or faster drives, or fewer threads, leave it room.",
        &[server.id],
    )
}

/// A database without mailboxes: it has no target, yet its Jetstress threads still load the
/// storage as much as any other database's.
pub fn no_mailboxes(db: Part) -> Finding {
    finding(
        "SPN-W113",
        Severity::Warning,
        format!(
            "{} has no mailboxes: its target is 0 IO/s, but its Jetstress threads still load the storage like any other database's.",
            db.shown()
        ),
        "Give it its mailboxes, or remove the database if it is not part of the design.",
        &[db.id],
    )
}

pub fn unsettled(spread: f64) -> Finding {
    finding(
        "SPN-W110",
        Severity::Warning,
        format!(
            "The model did not settle on a solution for this design (±{:.1} % over its last iterations): \
             figures are the mean of those iterations, and a settled solution may lie further from them.",
            spread * 100.0
        ),
        "Usually a deeply saturated HBA queue or drive group; fix the saturation named in the other findings and the figures settle.",
        &[],
    )
}

#[cfg(test)]
mod tests {
    use super::{
        grouped, iops_text, lun_too_small, missed_iops_text, missing_reference, ms_text, Part,
    };

    #[test]
    fn figures_read_as_the_app_writes_them_and_a_miss_never_reads_equal() {
        assert_eq!(ms_text(11.194), "11.2 ms");
        assert_eq!(ms_text(2.284), "2.28 ms");
        assert_eq!(ms_text(9.996), "10.0 ms");
        assert_eq!(ms_text(0.002), "< 0.01 ms");
        assert_eq!(iops_text(754.2), "754.2 IO/s");
        assert_eq!(iops_text(450.0), "450 IO/s");
        assert_eq!(iops_text(20_031.9), "20,032 IO/s");
        let (a, t) = missed_iops_text(9_999.6, 10_000.0);
        assert_eq!(
            (a.as_str(), t.as_str()),
            ("9,999.60 IO/s", "10,000.00 IO/s")
        );
        let (a, t) = missed_iops_text(9_999.996, 10_000.0);
        assert_eq!(
            (a.as_str(), t.as_str()),
            ("9,999.996 IO/s", "10,000.000 IO/s")
        );
        let (a, t) = missed_iops_text(4_207.0, 6_000.0);
        assert_eq!((a.as_str(), t.as_str()), ("4,207 IO/s", "6,000 IO/s"));
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(grouped(11_779.4), "11,779");
        assert_eq!(grouped(999.6), "1,000");
        assert_eq!(grouped(20_000_000.0), "20,000,000");
        assert_eq!(grouped(-1_234.0), "-1,234");
        assert_eq!(grouped(f64::NAN), "0");
        assert_eq!(grouped(-0.4), "0");
        assert_eq!(grouped(1.2e16), "12,000,000,000,000,000");
    }

    #[test]
    fn integer_printing_gives_the_digits_the_float_formatter_gave() {
        let mut v: f64 = 0.37;
        while v < 1e18 {
            let digits = format!("{:.0}", v.round());
            assert_eq!(grouped(v).replace(',', ""), digits, "{v}");
            v = v * 1.37 + 0.11;
        }
    }

    #[test]
    fn a_default_name_is_not_prefixed_with_its_kind_again() {
        let said = |name: &str| lun_too_small(Part::new("l1", name), 300.0, 100.0).message;
        assert!(
            said("LUN").starts_with("LUN needs 300 GB"),
            "{}",
            said("LUN")
        );
        assert!(said("Log LUN 2").starts_with("Log LUN 2 needs"));
        assert!(said("XIV30 E: DB1").starts_with("LUN XIV30 E: DB1 needs"));
        assert!(said(" ").starts_with("LUN l1 needs"));
    }

    #[test]
    fn a_part_inside_nothing_is_said_so_not_quoted_as_an_empty_name() {
        let orphan = missing_reference("HBA", Part::new("h1", "HBA 1"), "server", "");
        assert_eq!(
            orphan.message,
            "HBA 1 is not inside any server, so it is left out of the evaluation."
        );
        assert_eq!(
            orphan.hint,
            "Drag it into a server on the canvas, or delete it."
        );
        let dangling = missing_reference("HBA", Part::new("h1", "HBA 1"), "server", "s9");
        assert_eq!(
            dangling.message,
            "HBA 1 refers to server \"s9\", which does not exist."
        );
        assert_eq!(dangling.code, "SPN-E001");
    }
}
