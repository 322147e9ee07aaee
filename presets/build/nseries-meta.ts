/** Readings, gaps and published figures of the N series presets (seed 004). */
import { ASSUMED } from './assumed';
import type { DesignBuilder } from './kit';
import type { QueueDepth } from './nseries';

export function nseriesProvenance(b: DesignBuilder, qd: QueueDepth): void {
  b.reading(
    'HBA queue depth is the only difference between the two presets',
    'nseries-qd16 keeps the QLogic default execution throttle of 16; nseries-qd256 sets it to 256, as the document did on both servers before all later tests passed. Everything else is identical.',
    [672],
    'After setting the queue depth to 256 on both servers, all subsequent tests passed without any more problems.',
  );
  b.reading(
    'Threads per storage group',
    'Fixed 6 threads per storage group in both presets: the thread setting shown for the run (Figure 3, line 449) and the first point of the passing thread sweep 6-16 (line 641). The failing first trial used Jetstress auto-tuning and then more threads (lines 429, 597); its thread count is not published, so the qd16 preset holds threads at 6 to isolate the queue-depth effect the document describes.',
    [641],
    'Thread counts per storage group were manually increased from 6 to 8, 10, 12, 14 and 16.',
  );
  b.reading(
    'Operation mix read share',
    'Jetstress 2004 takes inserts/replaces/deletes 17/70/5 and 90 % lazy commits (line 436); the remaining 8 % of operations are seeks (reads), as Jetstress 2004 treats 100 % minus inserts, replaces and deletes. readPct = 8.',
    [436],
    'set *Inserts/Replaces/Deletes/Lazy Commits* to 17/70/5/90',
  );
  b.reading(
    'Server-to-FlexVol mapping (NS-C3)',
    'Table 3 (line 340) puts Fuji18 on fv1_sgdata, while the perfstat text (line 515) and Table 4 (lines 537-544) put Fuji18 on fv2_sgdata/srv2_* LUNs. Table 4 is followed: it is the explicit LUN-to-volume mapping of the measured run. Log LUN paths are not given; logs are assumed to follow the same volume number. Both FlexVols share one aggregate, so the choice does not change the model.',
    [539],
    'Fuji18\tG:\\\t/vol1/fv2_sgdata/srv2_sg3data.lun',
  );
  b.reading(
    'Switch or direct attach (not stated)',
    'No FC switch, zoning or fabric is named anywhere in the hardware list (lines 365-380) or the setup steps (lines 285-332), which name every other component; Figure 1 is not available. Direct attach is modelled the way a host stays reachable in a clustered pair (line 378: two controllers, one used): port 0 of each server HBA to the head that owns the LUNs, port 1 to the partner head. With LUNs owned by one head, MPIO (SnapDrive, line 370) sends I/O over the owner path only; the partner path carries I/O after a takeover.',
    [370],
    'SnapDrive 4.1 with MPIO',
  );
  b.reading(
    'Filer model (NS-C8)',
    'The filer model is never named; the only hint is "cache size in the 980" (line 463). Modelled with the netapp-fas980 catalog part and 8 GB cache (8096 MB as typed into Jetstress).',
    [463],
    'Storage hardware cache size (MB): 8096 (cache size in the 980)',
  );
  b.reading(
    'Drives and shelves (NS-C1)',
    '112 × 72 GB 10K drives in 8 DS14 shelves are attached; 56 are used: aggr_sgdata 42+6 = 48 (3 RAID-DP groups of 16) and aggr_sglogs 6+2 = 8. Shelf placement is not stated: the aggregates take shelves 1-4 in order and shelves 5-8 stay unused. Hot spares are not stated; none are modelled.',
    [380],
    'A total of 56 drives were used in our tests.',
  );
  b.reading(
    'Storage groups and databases',
    'Each server hosts 4 storage groups with one 100 GB database LUN and one 10 GB log LUN each (lines 336-354, 398-407). Databases per storage group are not stated; each storage group is modelled as one database of 3,000 / 4 = 750 mailboxes.',
    [399],
    'This means we used one LUN for all databases (.edb files) under a given storage group.',
  );
  b.reading(
    'Target IOPS and headroom',
    'Jetstress was given 3,000 mailboxes at 1 IO/s per server (lines 461-462) and no headroom is stated: iopsPerMailbox 1.0, headroomPct 0 (target 3,000 IO/s per server, which the document does not print).',
    [462],
    'Estimated IOPS per mailbox: 1.',
  );
  b.reading(
    'Values not in the document (assumed)',
    `Per-LUN queue depth ${ASSUMED.storportLunQueueDepth.value}: ${ASSUMED.storportLunQueueDepth.why} Cores per CPU ${ASSUMED.fujitsuCoresPerSocket.value}: ${ASSUMED.fujitsuCoresPerSocket.why} Filer maxIops ${ASSUMED.fas980MaxIops.value}: ${ASSUMED.fas980MaxIops.why} writeCachePct ${ASSUMED.fas980WriteCachePct.value}: ${ASSUMED.fas980WriteCachePct.why} cacheMirrored: the head is part of a cluster, whose NVRAM is mirrored to the partner. hostAccess alua with every LUN owned by the head that was used; each head has 2 target ports (one per server), as the catalog part.`,
  );
  b.reading(
    'Capacity inputs not stated',
    'Exchange 2003 has no database copies here (copiesPerDatabase 1, not stated). Messages per day, message size, retention, truncation days and LUN free space use the Spindle defaults; the Sizer inputs (15 % deleted-item space, 1 snapshot, line 274-275) are not modelled.',
  );
  b.notPublished(
    'Achieved IOPS and latencies of every run: Figure 8 (thread sweep) is an image; no Jetstress report numbers are printed (lines 635-641).',
  );
  b.notPublished(
    'The thread sweep of 6, 8, 10, 12, 14 and 16 threads per storage group (24-64 per server) all passed at queue depth 256 (lines 635-641); only the 6-thread point is modelled.',
  );
  b.notPublished(
    'The perfmon sample (Figures 6/7, lines 569-590: about 14 ms Avg. Disk sec/Transfer, ~900 reads/s and ~460 writes/s per database LUN) is a 5-minute window whose queue-depth setting and thread count are not stated, and sec/Transfer mixes reads and writes; it is not carried as a Jetstress database read latency.',
  );
  b.notPublished(
    'The perfstat lun_stats sample (Figure 5, lines 517-528; ~15 ms average latency, queue length ~16 per LUN) is kept as context only.',
  );
  b.notPublished(
    'Target IOPS is not printed; HBA-side path count, filer target ports and drive interface/form factor are not stated.',
  );

  b.reading(
    'Aggregate capacities (binary units)',
    "The filer reports aggr_sglogs at 341 GB and aggr_sgdata at 2.33 TB (lines 316-317). Data ONTAP prints capacity in binary units under the names GB and TB, so the figures are carried as 341 GiB and 2.33 TiB: with 72 GB drives right-sized to 68,000 MiB, the 10 % WAFL reserve and the default 5 % aggregate snapshot reserve, 6 data drives hold 340.7 GiB and 42 hold 2.33 TiB, while decimal units fit no such reading. The document disables only the volumes' snapshot reserve (line 332), so the aggregates keep the default.",
  );
  for (const [raidGroupId, value, unit, line, quote] of [
    ['aggr-sglogs', 341, 'GiB', 316, 'aggr\\_sglogs, using 6+2=8 drives, total capacity 341GB'],
    ['aggr-sgdata', 2.33, 'TiB', 317, 'aggr\\_sgdata, using 42+6=48 drives, total capacity 2.33TB'],
  ] as const)
    b.publish({
      id: `${raidGroupId}-usable`,
      label: `${raidGroupId.replace('-', '_')}: usable capacity as the filer reports it`,
      metric: 'usableGb',
      raidGroupId,
      value,
      unit,
      lines: [line],
      quote,
    });

  if (qd === 16) {
    b.publish({
      id: 'result-qd16',
      label: 'Both servers, HBA queue depth 16: first trial failed (achieved IO/s below expected)',
      metric: 'pass',
      value: false,
      unit: 'pass/fail',
      lines: [597],
      quote: 'the first trial failed because the Achieved I/O did not meet the Expected I/O',
    });
  } else {
    b.publish({
      id: 'result-qd256',
      label: 'Both servers, HBA queue depth 256: all subsequent tests passed',
      metric: 'pass',
      value: true,
      unit: 'pass/fail',
      lines: [672],
      quote: 'After setting the queue depth to 256 on both servers, all subsequent tests passed',
    });
  }
}
