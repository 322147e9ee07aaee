/**
 * The inspector's Ports section: cabling a design without the mouse. Each port of the selected part
 * is listed as the canvas labels it, with its links (each with a Select button that opens the link
 * inspector) and, while it takes another link, a "Connect to" list of the ports the connection
 * rules accept (portModel.ts). Connect dispatches the very command a drag between the two handles
 * dispatches — so undo, notices, refusals and the drive-count prompt for a RAID group's members are
 * the canvas's — and then puts focus on the new link's Select button. Free single ports (an FE port,
 * a third HBA port) fold behind "n free ports" so a part with many stays short.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { unassignedDrives, type ConnectPortsArgs } from '../../src/commands/connectPorts';
import type { Component } from '../../src/schema/components';
import { checkConnection, orList } from '../../src/schema/connections';
import { indexComponents } from '../../src/store/designIndex';
import { DriveCountPrompt } from '../chrome/DriveCountPrompt';
import { plural } from '../format';
import { useDesign, useDesignStore, useDispatcher } from '../state/DesignContext';
import { portSummary, type PortRow, type PortTarget } from './portModel';

/** Free single ports listed as they are up to this many; more fold behind "n free ports". */
const FREE_SHOWN = 2;

/** A drive link waiting for its drive count (as the canvas asks it). */
interface PendingDrives {
  readonly args: ConnectPortsArgs;
  readonly enclosureName: string;
  readonly raidGroupName: string;
  readonly free: number;
}

/** The Ports section of one part; nothing for a part without ports (a server, an array). */
export function PortConnections({ component }: { component: Component }) {
  const store = useDesignStore();
  const dispatcher = useDispatcher();
  const components = useDesign((s) => s.doc.components);
  const links = useDesign((s) => s.doc.links);
  const summary = useMemo(() => portSummary({ components, links }, component.id), [components, links, component.id]);
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const [freeOpen, setFreeOpen] = useState(false);
  const [pending, setPending] = useState<PendingDrives | null>(null);
  const selectButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const ids = useId();

  // After a connection the new link's Select button takes focus: the control used may be gone.
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    selectButtons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [summary]);

  if (summary.rows.length === 0) return null;

  const run = (args: ConnectPortsArgs): boolean => {
    const before = new Set(store.getState().doc.links.map((l) => l.id));
    const result = dispatcher.dispatch('connectPorts', args);
    if (result instanceof Promise || !result.ok) return false;
    focusNext.current = store.getState().doc.links.find((l) => !before.has(l.id))?.id ?? null;
    return true;
  };

  /** As the canvas's drag does: a drive link asks for its drive count first. */
  const connect = (row: PortRow, target: PortTarget): void => {
    const { doc } = store.getState();
    const { byId } = indexComponents(doc.components);
    const check = checkConnection(byId, doc.links, target.a, target.b);
    if (check.ok && check.kind === 'member') {
      setPending({
        args: { a: check.from, b: check.to },
        enclosureName: byId.get(check.from.componentId)?.name ?? '',
        raidGroupName: byId.get(check.to.componentId)?.name ?? '',
        free: unassignedDrives(doc, check.from.componentId),
      });
      setChosen((c) => ({ ...c, [row.key]: '' }));
      return;
    }
    if (run({ a: target.a, b: target.b })) setChosen((c) => ({ ...c, [row.key]: '' }));
  };

  /**
   * Selects the link, so the link inspector (with Delete link) replaces this one; focus goes to
   * its first control rather than to the page's start.
   */
  const selectLink = (linkId: string, from: HTMLElement): void => {
    const panel = from.closest('.sp-inspector');
    dispatcher.dispatch('select', { components: [], links: [linkId] });
    setTimeout(() => {
      const link = panel?.querySelector('[data-testid="inspector-link"]');
      link?.querySelector<HTMLElement>('input, select, button')?.focus();
    }, 0);
  };

  const freeSingles = summary.rows.filter((r) => r.single && r.links.length === 0);
  const fold = freeSingles.length > FREE_SHOWN;
  const shown = fold ? summary.rows.filter((r) => !freeSingles.includes(r)) : summary.rows;
  const rowProps = {
    idPrefix: ids,
    chosen,
    onChoose: (key: string, value: string) => setChosen((c) => ({ ...c, [key]: value })),
    onConnect: connect,
    onSelectLink: selectLink,
    selectButtons: selectButtons.current,
  };

  return (
    <section className="sp-section sp-ports" aria-labelledby={`${ids}-title`} data-testid="ports">
      <h3 className="sp-section__title" id={`${ids}-title`}>
        Ports
      </h3>
      {summary.capacity && (
        <p className="sp-ports__capacity sp-muted sp-small" data-testid="ports-capacity">
          {summary.capacity.used} of {summary.capacity.max} ports in use
        </p>
      )}
      {shown.length > 0 && (
        <ul className="sp-ports__list">
          {shown.map((row) => (
            <PortItem key={row.key} row={row} {...rowProps} />
          ))}
        </ul>
      )}
      {fold && (
        <>
          <button
            type="button"
            className="sp-btn sp-btn--ghost sp-btn--small sp-ports__more"
            aria-expanded={freeOpen}
            aria-controls={`${ids}-free`}
            onClick={() => setFreeOpen(!freeOpen)}
            data-testid="ports-free-toggle"
          >
            <span aria-hidden="true" className="sp-ports__chevron">
              {freeOpen ? '▾' : '▸'}
            </span>
            {plural(freeSingles.length, 'free port')}
          </button>
          <ul className="sp-ports__list" id={`${ids}-free`} hidden={!freeOpen}>
            {freeOpen && freeSingles.map((row) => <PortItem key={row.key} row={row} {...rowProps} />)}
          </ul>
        </>
      )}
      {pending && (
        <DriveCountPrompt
          question={pending}
          onCancel={() => setPending(null)}
          onConfirm={(n) => {
            setPending(null);
            run({ ...pending.args, diskCount: n });
          }}
        />
      )}
    </section>
  );
}

interface PortItemProps {
  readonly row: PortRow;
  readonly idPrefix: string;
  readonly chosen: Readonly<Record<string, string>>;
  readonly onChoose: (key: string, value: string) => void;
  readonly onConnect: (row: PortRow, target: PortTarget) => void;
  readonly onSelectLink: (linkId: string, from: HTMLElement) => void;
  readonly selectButtons: Map<string, HTMLButtonElement>;
}

/** What a port has: "free", "3 links", or nothing where its one link is listed under it. */
function portState(row: PortRow): string {
  if (row.single) return row.links.length ? '' : 'free';
  return row.links.length ? plural(row.links.length, 'link') : 'no links';
}

/** One port: its links, then its Connect control while it takes another link. */
function PortItem({ row, idPrefix, chosen, onChoose, onConnect, onSelectLink, selectButtons }: PortItemProps) {
  const id = `${idPrefix}-${row.key.replace(/\W/g, '_')}`;
  const targets = row.groups.flatMap((g) => g.targets);
  const value = targets.some((t) => t.value === chosen[row.key]) ? chosen[row.key] : '';
  const target = targets.find((t) => t.value === value);
  const state = portState(row);
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>): void => {
    if (e.key !== 'Enter' || !target) return;
    e.preventDefault();
    onConnect(row, target);
  };
  return (
    <li className="sp-port" data-testid={`port-${row.key}`}>
      <p className="sp-port__head">
        <span className="sp-port__label" id={`${id}-label`}>
          {row.label}
        </span>
        {state && <span className="sp-port__state"> · {state}</span>}
      </p>
      {row.links.length > 0 && (
        <ul className="sp-port__links" aria-labelledby={`${id}-label`}>
          {row.links.map((l) => (
            <li key={l.linkId} className="sp-port__link" data-testid={`port-link-${l.linkId}`}>
              <span className="sp-port__to">
                <span aria-hidden="true">→ </span>
                {l.to}
                {l.diskCount !== undefined && <span className="sp-muted">, {plural(l.diskCount, 'drive')}</span>}
              </span>
              <button
                type="button"
                className="sp-btn sp-btn--small"
                aria-label={`Select link from ${row.label} to ${l.to}`}
                ref={(el) => {
                  if (el) selectButtons.set(l.linkId, el);
                  else selectButtons.delete(l.linkId);
                }}
                onClick={(e) => onSelectLink(l.linkId, e.currentTarget)}
                data-testid={`select-link-${l.linkId}`}
              >
                Select
              </button>
            </li>
          ))}
        </ul>
      )}
      {row.room > 0 &&
        (targets.length === 0 ? (
          // Said of an unused port only: a used one needs no reminder of what it connects to.
          row.links.length === 0 && (
            <p className="sp-port__none sp-muted sp-small">
              No port in the design can take a link from here now
              {row.accepts.length > 0 && <>; it connects to {orList(row.accepts)}</>}.
            </p>
          )
        ) : (
          <div className="sp-port__connect">
            <label className="sp-port__connect-label" htmlFor={`${id}-to`}>
              Connect<span className="sp-visually-hidden"> {row.label}</span> to
            </label>
            <select
              id={`${id}-to`}
              className="sp-input sp-select sp-port__select"
              value={value}
              onChange={(e) => onChoose(row.key, e.target.value)}
              onKeyDown={onKeyDown}
              data-testid={`connect-target-${row.key}`}
            >
              <option value="">Choose a port…</option>
              {row.groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.targets.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <button
              type="button"
              className="sp-btn sp-btn--small sp-btn--primary"
              disabled={!target}
              aria-label={`Connect ${row.label}`}
              onClick={() => target && onConnect(row, target)}
              data-testid={`connect-${row.key}`}
            >
              Connect
            </button>
          </div>
        ))}
    </li>
  );
}
