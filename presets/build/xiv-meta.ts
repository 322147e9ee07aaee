/** Readings, gaps and published figures of the `xiv-2810` preset (seed 000). */
import { ASSUMED } from './assumed';
import type { DesignBuilder } from './kit';

export function xivProvenance(b: DesignBuilder): void {
  b.reading(
    'Servers: 2 tested, 4 designed (XIV-C1)',
    'Model the 2 servers that ran Jetstress (XIV30, XIV31), each with 10,000 active mailboxes; the 2 other DAG members and the second XIV frame hold the passive copies and were not tested, so they are left out. The design therefore carries 20,000 of the 40,000 mailboxes.',
    [388, 389],
    '4 Exchange 2010 servers (2 tested, simulating 4 for DB copies)',
  );
  b.reading(
    'DAG membership',
    'No `dag` is set: the copy of each tested database lives on a server attached to the second XIV (line 112), which is not in the design, so a server failure cannot move load to the other tested server.',
    [112],
  );
  b.reading(
    'IOPS profile wording (XIV-C6)',
    'The Jetstress target is 10,000 IO/s for 10,000 mailboxes, i.e. 1.0 per mailbox tested; the document calls 0.8 the profile and the step to 1.0 "20 %" (0.2 of 1.0). Modelled as iopsPerMailbox 0.8 with headroomPct 25 (0.8 × 1.25 = 1.0), which reproduces the published target.',
    [410],
    '.80 (1.0 tested)',
  );
  b.reading(
    'HBA speed (XIV-C3)',
    'QLE2562 is an 8 Gb part (line 434) but is called 4 Gb elsewhere (lines 275, 313) and every FC link was tested at 4 Gb (line 322; XIV ports run at 1/2/4 Gb, line 148). speedGbps = 4, the speed the links ran at.',
    [322],
    'Tested Speed: 4 Gb',
  );
  b.reading(
    'HBA count (XIV-C4)',
    'Two HBAs per host, as in the ESRP table (line 435) and the zoning table (lines 365-366), not the single adapter row of the product table (line 275).',
    [435],
  );
  b.reading(
    'Queue depth 128',
    'The document gives one adapter queue depth (128) and QueueTarget "Default" (per LUN). Both the per-port execution throttle and the per-LUN queue depth are set to 128.',
    [446],
    'HBA QueueDepth Setting\t128',
  );
  b.reading(
    'Interface modules as controllers',
    'The 6 interface modules are modelled as controllers with 2 host target ports each (FC ports 1 and 3 are the ones cabled, line 344; two of the four ports are reserved for replication, line 350). Every interface module reaches every module over the internal switching, so each controller has a back-end link to each of the 15 module enclosures. Each interface module is also one of the 15 modules holding 12 drives (line 138: "fifteen data modules, 6 out of those are interface modules"), so each controller names the module enclosure it is (enclosureId) and its failure loses those 12 drives too, which the pool re-mirrors. The document does not number them; they are put in modules 4 to 9, as an XIV frame numbers its interface modules, and since the modules are identical the choice changes no figure.',
    [350],
    'Two of the four are available for target FC connections.',
  );
  b.reading(
    'Hot spares',
    'hotSpares = 15: 3 disk hot spares plus 1 data-module hot spare of 12 drives (lines 152-153). On XIV this is spare capacity spread over all 180 drives, not idle drives.',
    [152, 153],
    'Disk Hot Spares\t3',
  );
  b.reading(
    'Log LUN count',
    'One 750 GB log LUN (J:) per server holding all five log paths J:\\1-J:\\5 (lines 892-904); the "5TB" total formatted log capacity (line 474) does not match 2 × 750 GB and is not used.',
    [892],
    'Log Path: J:\\1',
  );
  b.reading(
    'Controller speed and cache split (assumed)',
    `Interface-module maxIops ${ASSUMED.xivInterfaceModuleMaxIops.value}: ${ASSUMED.xivInterfaceModuleMaxIops.why} writeCachePct ${ASSUMED.xivWriteCachePct.value}: ${ASSUMED.xivWriteCachePct.why} Cache is mirrored across modules (line 176), so write caching is retained when a module fails (writeCacheOnPeerFailure retained; not stated for the test).`,
  );
  b.reading(
    'Capacity inputs not stated',
    'Messages per day, message size, deleted-item retention, log truncation days and LUN free space are not stated; the Spindle defaults (150/day, 75 KB, 14 days, 3 days, 20 %) are used. They affect capacity estimates only, not the Jetstress target.',
  );
  b.notPublished(
    '24-hour stress test: only checksum statistics and host counters are published, no IOPS or latencies (lines 626-840).',
  );
  b.notPublished('Thin provisioning: whether the LUNs were thin-provisioned is not stated.');
  b.notPublished('Drive form factor and firmware are not stated (line 454).');
  b.notPublished(
    'The "8 - Fibre-Channel Ports" of the network list (line 322) is not explained; the zoning implies 8 host-side and 12 array-side connections (lines 344, 365-366).',
  );

  const rows = [
    { id: 'xiv30', server: 'XIV30', base: 549, pass: 848, achieved: [869, '10380.944'], target: 870 },
    { id: 'xiv31', server: 'XIV31', base: 561, pass: 1017, achieved: [1040, '10174.773'], target: 1041 },
  ] as const;
  // Printed values by line offset from "Database Disks Transfers/sec" (lines 549-556, 561-568).
  const xiv30: Record<number, string> = {
    1: '7,169.811',
    2: '3,211.134',
    3: '16.9454',
    4: '7.3104',
    6: '922.777',
    7: '2.3194',
  };
  const xiv31: Record<number, string> = {
    1: '7,034.888',
    2: '3,139.885',
    3: '16.9656',
    4: '7.1802',
    6: '907.067',
    7: '2.3154',
  };
  for (const r of rows) {
    const v = r.id === 'xiv30' ? xiv30 : xiv31;
    const num = (s: string): number => Number(s.replace(/,/g, ''));
    b.publish({
      id: `${r.id}-pass`,
      label: `${r.server}: overall Jetstress result`,
      metric: 'pass',
      serverId: r.id,
      value: true,
      unit: 'pass/fail',
      lines: [r.pass],
      quote: 'Overall Test Result **Pass**',
    });
    b.publish({
      id: `${r.id}-achieved`,
      label: `${r.server}: achieved transactional IO/s (2 h)`,
      metric: 'achievedIops',
      serverId: r.id,
      value: num(r.achieved[1]),
      unit: 'IO/s',
      lines: [r.achieved[0]],
      quote: `Achieved Transactional I/O per Second ${r.achieved[1]}`,
    });
    b.publish({
      id: `${r.id}-target`,
      label: `${r.server}: target transactional IO/s`,
      metric: 'targetIops',
      serverId: r.id,
      value: 10000,
      unit: 'IO/s',
      lines: [r.target],
      quote: 'Target Transactional I/O per Second 10000',
    });
    const metrics = [
      ['reads', 'dbReadsPerSec', 'database reads/s', 1, 'Database Disks Reads/sec', 'IO/s'],
      ['writes', 'dbWritesPerSec', 'database writes/s', 2, 'Database Disks Writes/sec', 'IO/s'],
      [
        'read-lat',
        'dbReadLatencyMs',
        'average database read latency',
        3,
        'Average Database Disk Read Latency (ms)',
        'ms',
      ],
      [
        'write-lat',
        'dbWriteLatencyMs',
        'average database write latency',
        4,
        'Average Database Disk Write Latency (ms)',
        'ms',
      ],
      ['log-writes', 'logWritesPerSec', 'log writes/s', 6, 'Log Disks Writes/sec', 'IO/s'],
      ['log-lat', 'logWriteLatencyMs', 'average log write latency', 7, 'Average Log Disk Write Latency (ms)', 'ms'],
    ] as const;
    for (const [key, metric, label, offset, text, unit] of metrics) {
      const value = v[offset];
      b.publish({
        id: `${r.id}-${key}`,
        label: `${r.server}: ${label} (2 h)`,
        metric,
        serverId: r.id,
        value: num(value),
        unit,
        lines: [r.base + offset],
        quote: `${text} ${value}`,
      });
    }
  }
  b.publish({
    id: 'total-achieved',
    label: 'Both servers: database transfers/s (2 h)',
    metric: 'achievedIops',
    value: 20555.72,
    unit: 'IO/s',
    lines: [577],
    quote: 'Database Disks Transfers/sec 20,555.72',
  });
  b.publish({
    id: 'total-read-lat',
    label: 'Both servers: average database read latency',
    metric: 'dbReadLatencyMs',
    value: 16.9555,
    unit: 'ms',
    lines: [580],
    quote: 'Average Database Disk Read Latency (ms) 16.9555',
  });
  b.publish({
    id: 'total-log-lat',
    label: 'Both servers: average log write latency',
    metric: 'logWriteLatencyMs',
    value: 2.3174,
    unit: 'ms',
    lines: [584],
    quote: 'Average Log Disk Write Latency (ms) 2.3174',
  });
  // XIV states capacity in decimal units ("Net: 79,1TB", a decimal comma). The model's distributed
  // reserve is taken from this figure (docs/model-parameters.md), so the usable capacity repeats it.
  b.publish({
    id: 'xiv-raidx-usable',
    label: 'RAID-X pool: net capacity (180 drives of 1 TB)',
    metric: 'usableGb',
    raidGroupId: 'xiv-raidx',
    value: 79.1,
    unit: 'TB',
    lines: [457],
    quote: 'Total raw storage capacity (GB)\tActual: 180TB Net: 79,1TB',
  });
}
