/**
 * A measured Jetstress test as figures of the design it validates: the server-level results the
 * "Published vs predicted" comparison reads (src/validation/published.ts), each citing the file
 * and line it was read from. Database rates are summed over the test's instances and latencies
 * averaged over them, as Jetstress's own server figures and the ESRPs' summaries are. Pure.
 */
import type { Component, ComponentOf } from '../schema/components';
import type { PublishedMetric, PublishedResult } from '../schema/provenance';
import type { JetstressResult, MeasuredInstance } from './parseResult';

type Host = ComponentOf<'server'> | ComponentOf<'vm'>;

export type MatchOutcome = { ok: true; host: Host } | { ok: false; reason: string; hint: string };

const isTestHost = (c: Component): c is Host => (c.kind === 'server' || c.kind === 'vm') && c.jetstress !== undefined;

/**
 * The design's test host a result belongs to: the server or VM running Jetstress whose name is
 * the machine name, alone or followed by a description ("XIV30 (IBM System x3650)"), ignoring
 * case. `hostId` picks one explicitly.
 */
export function matchHost(
  design: { readonly components: readonly Component[] },
  result: JetstressResult,
  hostId?: string,
): MatchOutcome {
  const hosts = design.components.filter(isTestHost);
  if (hostId !== undefined) {
    const host = hosts.find((h) => h.id === hostId);
    return host
      ? { ok: true, host }
      : {
          ok: false,
          reason: `"${hostId}" is not a server or VM of this design that runs Jetstress.`,
          hint: 'Give the id of a server or VM that holds databases.',
        };
  }
  const machine = result.machine.value.toLowerCase();
  const named = hosts.filter((h) => {
    const name = h.name.toLowerCase();
    return name === machine || name.startsWith(`${machine} `) || name.startsWith(`${machine}(`);
  });
  if (named.length === 1) return { ok: true, host: named[0] };
  const which = named.length ? `${named.length} servers or VMs` : 'no server or VM that runs Jetstress';
  return {
    ok: false,
    reason: `The test ran on machine "${result.machine.value}", and this design has ${which} named so.`,
    hint: named.length
      ? 'Rename the servers so only one starts with the machine name, then import again.'
      : `Rename the server or VM the test ran on to start with "${result.machine.value}", then import again.`,
  };
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** FNV-1a of `s`, 8 hex digits: a short stand-in for an id too long to embed. */
function shortHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A test kind as an id part: "Performance" → "performance"; a report that names none, "test". */
export function kindSlug(kind: string | null): string {
  const slug = (kind ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 16) || 'test';
}

/**
 * Ids of imported figures: stable per host, test kind and metric, so importing the same test again
 * replaces its figures while a report's performance and stress tests of one host stay side by
 * side (the 2-hour performance test is the one the prediction is judged on; the stress test is
 * kept beside it). Ids are at most 64 characters; a host id too long to embed is replaced by its
 * hash.
 */
export function importedId(hostId: string, kind: string | null, metric: PublishedMetric): string {
  const id = `jetstress-${hostId}-${kindSlug(kind)}-${metric}`;
  return id.length <= 64 ? id : `jetstress-${shortHash(hostId)}-${kindSlug(kind)}-${metric}`;
}

/**
 * The id an import gave before ids named the test kind (designs saved then carry it): one host and
 * metric, whatever the test.
 */
const kindlessId = (hostId: string, metric: PublishedMetric): string => {
  const id = `jetstress-${hostId}-${metric}`;
  return id.length <= 64 ? id : `jetstress-${shortHash(hostId)}-${metric}`;
};

/** The host's name without its description: "XIV30 (IBM System x3650)" → "XIV30". */
export const shortName = (host: { readonly name: string }): string =>
  host.name.replace(/\s*\(.*\)\s*$/, '') || host.name;

/** The test in words, as labels and notices say it: "performance test", "Jetstress test". */
export const testWords = (result: Pick<JetstressResult, 'kind'>): string =>
  `${result.kind?.toLowerCase() ?? 'Jetstress'} test`;

/** A label within the 200 characters a design file holds. */
const fit = (label: string): string => (label.length <= 200 ? label : `${label.slice(0, 199)}…`);

/** Whether a published figure came from a Jetstress import (rather than a preset's source). */
export const isImported = (f: PublishedResult): boolean => f.id.startsWith('jetstress-');

/**
 * The figures of `result` for `host`, citing `fileName`. Measured the same way as the presets'
 * published figures, so the same tolerances apply. `note` (a test of another setup than the plan)
 * goes on every label, so no row of the comparison is read without it.
 */
export function measuredFigures(
  result: JetstressResult,
  host: Host,
  fileName: string,
  note: string | null = null,
): PublishedResult[] {
  const test = testWords(result);
  const who = shortName(host);
  const rows = result.instances;
  const first = rows[0].line;
  const figure = (
    metric: PublishedMetric,
    what: string,
    value: number | boolean,
    unit: string,
    line: number,
    quote?: string,
  ): PublishedResult => ({
    id: importedId(host.id, result.kind, metric),
    label: fit(`${who}: ${what} (measured, ${test}${note ? `; ${note}` : ''})`),
    metric,
    serverId: host.id,
    value,
    unit,
    source: { document: fileName.slice(0, 200), lines: [line], ...(quote !== undefined && { quote }) },
  });
  const over = (pick: (i: MeasuredInstance) => number): number[] => rows.map(pick);
  const perInstances = `over ${rows.length} database instance${rows.length === 1 ? '' : 's'}`;
  const figures = [
    figure('pass', 'overall Jetstress result', result.pass.value, '', result.pass.line),
    figure('achievedIops', 'achieved transactional IO/s', result.achievedIops.value, 'IO/s', result.achievedIops.line),
    figure(
      'dbReadsPerSec',
      'database reads/s',
      sum(over((i) => i.dbReadsPerSec)),
      'IO/s',
      first,
      `sum ${perInstances}`,
    ),
    figure(
      'dbWritesPerSec',
      'database writes/s',
      sum(over((i) => i.dbWritesPerSec)),
      'IO/s',
      first,
      `sum ${perInstances}`,
    ),
    figure(
      'dbReadLatencyMs',
      'average database read latency',
      mean(over((i) => i.dbReadLatencyMs)),
      'ms',
      first,
      `mean ${perInstances}`,
    ),
    figure(
      'dbWriteLatencyMs',
      'average database write latency',
      mean(over((i) => i.dbWriteLatencyMs)),
      'ms',
      first,
      `mean ${perInstances}`,
    ),
    figure(
      'logWritesPerSec',
      'log writes/s',
      sum(over((i) => i.logWritesPerSec)),
      'IO/s',
      first,
      `sum ${perInstances}`,
    ),
    figure(
      'logWriteLatencyMs',
      'average log write latency',
      mean(over((i) => i.logWriteLatencyMs)),
      'ms',
      first,
      `mean ${perInstances}`,
    ),
  ];
  if (result.targetIops)
    figures.splice(
      2,
      0,
      figure('targetIops', 'target transactional IO/s', result.targetIops.value, 'IO/s', result.targetIops.line),
    );
  return figures;
}

/**
 * `published` with the figures of one test of one host (of kind `kind`) in. They replace, where it
 * was, every figure of an earlier import of that host and kind: by id, or by the kind-less id of a
 * design saved before ids named the kind when its label names the same test. A metric the new
 * test lacks (no target) goes with the old test, so what is saved is the test just imported. The
 * design's other figures stay as they are.
 */
export function mergeFigures(
  published: readonly PublishedResult[],
  figures: readonly PublishedResult[],
  kind: string | null,
): PublishedResult[] {
  const serverId = figures[0]?.serverId;
  if (serverId === undefined) return [...published];
  const test = testWords({ kind });
  const sameTest = (old: PublishedResult): boolean =>
    old.serverId === serverId &&
    (old.id === importedId(serverId, kind, old.metric) ||
      (old.id === kindlessId(serverId, old.metric) && old.label.includes(test)));
  const byMetric = new Map(figures.map((f) => [f.metric, f]));
  const placed = new Set<PublishedResult>();
  const kept = published.flatMap((old) => {
    if (!sameTest(old)) return [old];
    const f = byMetric.get(old.metric);
    if (!f || placed.has(f)) return [];
    placed.add(f);
    return [f];
  });
  return [...kept, ...figures.filter((f) => !placed.has(f))];
}
