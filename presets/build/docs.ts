/**
 * Writes docs/presets.md from the built designs, so the documentation lists exactly the readings,
 * gaps and published figures the preset files carry.
 */
import type { Design } from '../../src/schema/design';
import type { SourceRef } from '../../src/schema/provenance';
import { ASSUMED } from './assumed';

const INTRO = `# Presets

Presets recreate the four published reference systems in \`../shared/seeds/\` as complete Spindle
designs: every server, HBA, switch, array, controller, enclosure, RAID group, LUN and database as
tested, with the Jetstress settings, the published results to compare against ("published vs
predicted"), and every reading taken where a document contradicts itself or is silent.

- Files: \`presets/<id>.json\` (design format v1), listed in \`presets/index.ts\` (\`PRESETS\`, \`loadPreset(id)\`).
- Source of truth: the TypeScript builders in \`presets/build/\`. Regenerate the JSON and this page with
  \`npx tsx presets/build/index.ts\`; never edit the JSON by hand.
- Every quote in a preset is checked against the cited line of the seed document when the preset is
  built and again by \`presets/presets.test.ts\`, which also checks the schema, containment
  (\`allowedParents\`), every link (\`checkConnection\`, in file order), targets recomputed from the
  workload, layout bounds, and the drive/LUN/database/mailbox totals stated in the documents.
- Modelling conventions: an internal RAID controller is an \`array\` with \`attachment: 'internal'\` inside
  its server, with one controller and the drive bays as an enclosure; XIV interface modules are
  controllers and the 15 modules are enclosures of 12 drives; a NetApp aggregate is one RAID group with
  \`groupSize\` drives per RAID-DP set; FlexVols are not modelled (their LUNs sit in the aggregate).
  One database per Jetstress instance (Exchange 2010) or storage group (Exchange 2003/2007).
- Honesty rule: presets model what was built. No parameter was chosen by looking at a prediction.
  Where a value is needed but not stated, the reading says so and the value is listed below.

## Values not stated in the seeds (to reconcile with the catalog)

| Value | Used | Why |
| --- | --- | --- |
`;

function lines(ref: SourceRef | undefined): string {
  return ref ? `${ref.lines.join(', ')}` : '—';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function presetsMarkdown(presets: readonly (readonly [string, Design])[]): string {
  const out: string[] = [INTRO.trimEnd()];
  for (const [key, a] of Object.entries(ASSUMED)) out.push(`| \`${key}\` | ${a.value} | ${cell(a.why)} |`);
  for (const [id, d] of presets) {
    const m = d.meta;
    const count = (kind: string): number => d.components.filter((c) => c.kind === kind).length;
    const drives = d.components.reduce((s, c) => s + (c.kind === 'enclosure' ? c.driveCount : 0), 0);
    const mailboxes = d.components.reduce((s, c) => s + (c.kind === 'database' ? c.mailboxes : 0), 0);
    out.push('', `## \`${id}\` — ${m.title}`, '', m.description ?? '', '');
    out.push(`Source: \`${m.source?.document}\` — ${m.source?.title} (lines ${m.source?.lines}).`, '');
    const n = (kind: string, one: string, many = `${one}s`): string => {
      const k = count(kind);
      return `${k} ${k === 1 ? one : many}`;
    };
    out.push(
      `Modelled: ${n('server', 'server')}, ${n('vm', 'VM')}, ${n('hba', 'HBA')}, ${n('switch', 'switch', 'switches')}, ` +
        `${n('controller', 'controller')}, ${n('enclosure', 'enclosure')} holding ${drives} drives, ` +
        `${n('raidGroup', 'RAID group')}, ${n('lun', 'LUN')}, ${n('database', 'database')} with ${mailboxes.toLocaleString('en-US')} mailboxes, ` +
        `${d.links.length} links. Workload: Exchange ${d.workload.exchangeVersion}, ${d.workload.iopsPerMailbox} IO/s per mailbox + ${d.workload.headroomPct} % headroom, ` +
        `${d.workload.mailboxSizeMb} MB quota, ${d.workload.copiesPerDatabase} cop${d.workload.copiesPerDatabase === 1 ? 'y' : 'ies'} per database.`,
      '',
    );
    out.push('### Readings', '', '| Topic | Reading and why | Lines |', '| --- | --- | --- |');
    for (const r of m.readings ?? []) out.push(`| ${cell(r.topic)} | ${cell(r.choice)} | ${lines(r.source)} |`);
    out.push('', '### Not published', '');
    for (const n of m.notPublished ?? []) out.push(`- ${n}`);
    out.push('', '### Published figures carried', '', '| Id | Figure | Value | Lines |', '| --- | --- | --- | --- |');
    for (const p of m.published ?? []) {
      const value = typeof p.value === 'boolean' ? (p.value ? 'pass' : 'fail') : `${p.value} ${p.unit}`;
      const failed = p.failedComponentId ? ` (failed: \`${p.failedComponentId}\`)` : '';
      out.push(`| \`${p.id}\` | ${cell(p.label)}${failed} | ${value} | ${lines(p.source)} |`);
    }
  }
  return out.join('\n') + '\n';
}
