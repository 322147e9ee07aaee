/**
 * Every link of a design held against the canvas's connection rules. A hand-edited file, one
 * written by another tool or by an older Spindle can hold a link the canvas would refuse to draw;
 * the file still opens with the link kept (nothing the user had is dropped), and this check says
 * which link breaks which rule, naming its parts. It asks `checkConnection` — the function that
 * decides every drawn connection — so the rules are written once.
 */
import type { Component } from './components';
import { checkConnection, portsOf, type Endpoint, type Link, type LinkKind } from './connections';

/** One link that breaks a connection rule. */
export interface LinkProblem {
  readonly linkId: string;
  /** The two parts the link joins (present ones only). */
  readonly componentIds: readonly string[];
  /** Which link, by its parts' names and ports, and which rule it breaks: a sentence or two. */
  readonly message: string;
}

const kindWords: Record<LinkKind, string> = {
  fc: 'a Fibre Channel link',
  backend: 'a back-end link',
  member: 'a drive link',
  dbFile: 'a database file link',
  logFile: 'a log file link',
};

function endName(byId: ReadonlyMap<string, Component>, end: Endpoint): string {
  const c = byId.get(end.componentId);
  if (!c) return `a missing part ("${end.componentId}")`;
  const port = portsOf(c).find((p) => p.port === end.port);
  return `${c.name} (${port ? port.label : `port ${end.port}`})`;
}

/**
 * The links of a design that the canvas would not have drawn, in file order. Links are checked as
 * if drawn one after another: a second link on a port that takes one, or a second copy of a link,
 * is the one reported. Pure. Each link is checked against the accepted links of its own two parts
 * only (all `checkConnection` looks at), so a large file costs links × links per part, not links².
 */
export function linkProblems(components: readonly Component[], links: readonly Link[]): LinkProblem[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const acceptedAt = new Map<string, Link[]>();
  const accept = (link: Link): void => {
    for (const id of new Set([link.from.componentId, link.to.componentId])) {
      const list = acceptedAt.get(id);
      if (list) list.push(link);
      else acceptedAt.set(id, [link]);
    }
  };
  const drivesGiven = new Map<string, number>();
  // Every drive link's count, by the parts it joins: a refusal quotes what the enclosure's RAID
  // groups ask for in all, which does not depend on the order the links are checked in.
  const drivesAsked = new Map<string, number>();
  for (const l of links)
    if (l.kind === 'member')
      for (const id of new Set([l.from.componentId, l.to.componentId]))
        drivesAsked.set(id, (drivesAsked.get(id) ?? 0) + (l.diskCount ?? 0));
  const problems: LinkProblem[] = [];
  for (const link of links) {
    const report = (rule: string): void => {
      const which = `The link ${endName(byId, link.from)} → ${endName(byId, link.to)}`;
      problems.push({
        linkId: link.id,
        componentIds: [...new Set([link.from.componentId, link.to.componentId])].filter((id) => byId.has(id)),
        message: `${which} breaks a connection rule. ${rule}`,
      });
    };
    const near = [
      ...new Set([...(acceptedAt.get(link.from.componentId) ?? []), ...(acceptedAt.get(link.to.componentId) ?? [])]),
    ];
    const check = checkConnection(byId, near, link.from, link.to);
    if (!check.ok) {
      // `which` already names the parts and ports: the rule alone, where the reason would repeat them.
      report(check.rule ?? `${check.reason} ${check.hint}`);
      continue;
    }
    if (check.kind !== link.kind) {
      report(`It is saved as ${kindWords[link.kind]}, but these ports take ${kindWords[check.kind]}.`);
      continue;
    }
    if (check.kind === 'member') {
      const enclosure = byId.get(check.from.componentId);
      const given = drivesGiven.get(check.from.componentId) ?? 0;
      if (link.diskCount === undefined) {
        report('It does not say how many drives the RAID group takes. Select the link and enter the drive count.');
        continue;
      }
      if (enclosure?.kind === 'enclosure' && given + link.diskCount > enclosure.driveCount) {
        const asked = drivesAsked.get(enclosure.id) ?? link.diskCount;
        const holds = `${enclosure.name} holds only ${enclosure.driveCount}`;
        report(
          (asked > link.diskCount
            ? `It takes ${link.diskCount} drives, but ${holds}, and its RAID groups take ${asked} in all. `
            : `It takes ${link.diskCount} drives, but ${holds}. `) +
            'Take fewer drives, or install more in the enclosure.',
        );
        continue;
      }
      drivesGiven.set(check.from.componentId, given + link.diskCount);
    }
    accept(link);
  }
  return problems;
}
