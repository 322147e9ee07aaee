//! The one table of finding codes. Codes are stable (the UI, tests and users refer to them);
//! add new ones, never renumber. `E` = the design cannot be evaluated as drawn (the affected part
//! is left out), `W` = suspicious or risky, `I` = information.

use crate::report::{Finding, Severity};

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

pub fn missing_reference(kind: &str, id: &str, field: &str, target: &str) -> Finding {
    finding(
        "SPN-E001",
        Severity::Error,
        format!("{kind} {id} refers to {field} \"{target}\", which does not exist."),
        "Reconnect it or delete it.",
        &[id],
    )
}

pub fn database_without_lun(db: &str, what: &str) -> Finding {
    finding(
        "SPN-E002",
        Severity::Error,
        format!("Database {db} has no {what} LUN, so it is left out of the evaluation."),
        "Connect its database and log ports to LUNs.",
        &[db],
    )
}

pub fn raid_group_too_small(rg: &str, drives: u32, min: usize, level: &str) -> Finding {
    finding(
        "SPN-E003",
        Severity::Error,
        format!("RAID group {rg} has {drives} drive(s); {level} needs at least {min}."),
        "Connect more drives from an enclosure (member link) or change the RAID level.",
        &[rg],
    )
}

pub fn unknown_drive(enclosure: &str, drive: &str) -> Finding {
    finding(
        "SPN-E004",
        Severity::Error,
        format!("Enclosure {enclosure} uses drive \"{drive}\", which is not in the catalog."),
        "Pick a drive type from the catalog in the inspector.",
        &[enclosure],
    )
}

pub fn no_path(server: &str, lun: &str, db: &str) -> Finding {
    finding(
        "SPN-E005",
        Severity::Error,
        format!("{server} has no path to LUN {lun} (database {db}); that database cannot run."),
        "Connect an HBA port through a switch (or directly) to a front-end port of the array that serves the LUN.",
        &[server, lun, db],
    )
}

pub fn enclosure_overcommitted(enclosure: &str, given: u32, has: u32) -> Finding {
    finding(
        "SPN-E006",
        Severity::Error,
        format!("Enclosure {enclosure} gives {given} drives to RAID groups but holds only {has}."),
        "Lower the disk counts on its member links or add drives to the enclosure.",
        &[enclosure],
    )
}

pub fn lun_outside_array(lun: &str) -> Finding {
    finding(
        "SPN-E007",
        Severity::Error,
        format!("LUN {lun} is not in a RAID group of any array."),
        "Drag the LUN into a RAID group.",
        &[lun],
    )
}

pub fn single_path(server: &str, lun: &str) -> Finding {
    finding(
        "SPN-W101",
        Severity::Warning,
        format!("{server} reaches LUN {lun} over a single path: one HBA, cable, switch or port failure stops it."),
        "Add a second HBA port on an independent fabric to another front-end port.",
        &[server, lun],
    )
}

pub fn raid_group_overallocated(rg: &str, allocated_gb: f64, usable_gb: f64) -> Finding {
    finding(
        "SPN-W102",
        Severity::Warning,
        format!(
            "RAID group {rg} has {allocated_gb:.0} GB of LUNs but only {usable_gb:.0} GB usable."
        ),
        "Shrink the LUNs, move some to another RAID group, or add drives.",
        &[rg],
    )
}

pub fn lun_too_small(lun: &str, required_gb: f64, size_gb: f64) -> Finding {
    finding(
        "SPN-W103",
        Severity::Warning,
        format!("LUN {lun} needs {required_gb:.0} GB for its Exchange files (with the free-space target) but is {size_gb:.0} GB."),
        "Grow the LUN, or move databases or logs to another LUN.",
        &[lun],
    )
}

pub fn saturated(component: &str, name: &str, util: f64) -> Finding {
    finding(
        "SPN-W104",
        Severity::Warning,
        format!(
            "{name} is saturated ({:.0} % busy): latency grows without bound if load rises.",
            util * 100.0
        ),
        "Spread the load (more drives, ports or controllers) or reduce threads.",
        &[component],
    )
}

pub fn odd_mirror(rg: &str, drives: u32) -> Finding {
    finding(
        "SPN-W105",
        Severity::Warning,
        format!("RAID group {rg} is mirrored but has an odd number of drives ({drives}); one drive is unused."),
        "Use an even number of drives.",
        &[rg],
    )
}

pub fn default_jetstress(server: &str) -> Finding {
    finding(
        "SPN-I201",
        Severity::Info,
        format!("{server} hosts databases but has no Jetstress settings; the Jetstress defaults are used."),
        "Set threads and the operation mix in the inspector.",
        &[server],
    )
}

pub fn shared_db_and_log(lun: &str) -> Finding {
    finding(
        "SPN-I202",
        Severity::Info,
        format!("LUN {lun} holds both database and log files."),
        "Microsoft recommends separate LUNs for databases and logs of the same database.",
        &[lun],
    )
}

pub fn mixed_drives(rg: &str) -> Finding {
    finding(
        "SPN-W106",
        Severity::Warning,
        format!("RAID group {rg} mixes drive types; the slowest drive sets its performance."),
        "Build RAID groups from one drive type.",
        &[rg],
    )
}

pub fn qfull_risk(port: &str, outstanding: f64) -> Finding {
    finding(
        "SPN-W107",
        Severity::Warning,
        format!("Up to {outstanding:.0} commands can be outstanding on {port}; above ~1,600 arrays return QUEUE FULL."),
        "Lower HBA queue depths or spread hosts over more front-end ports.",
        &[port],
    )
}

pub fn window_bound(server: &str, what: &str, limit: f64) -> Finding {
    finding(
        "SPN-W108",
        Severity::Warning,
        format!("{server}: {what} ({limit:.0} outstanding I/Os) is full; I/Os queue in the host and latency rises."),
        "Raise the HBA execution throttle / queue depth (e.g. 128 or 256) on every server.",
        &[server],
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

pub fn port_overused(component: &str, used: usize, ports: u32) -> Finding {
    finding(
        "SPN-W109",
        Severity::Warning,
        format!("{component} has {used} cables connected but only {ports} ports."),
        "Add ports in the inspector or remove links.",
        &[component],
    )
}

pub fn data_loss(rg: &str) -> Finding {
    finding(
        "SPN-I204",
        Severity::Info,
        format!("RAID group {rg} has no redundancy: a drive failure loses its data."),
        "Use a redundant RAID level for Exchange data.",
        &[rg],
    )
}
