/**
 * The start screen: shown at launch when nothing was recovered and from File → New. "New empty
 * design", "Open a design file…" and the recent files (`RecentList`), or one card per preset
 * (miniature, mailboxes, storage, published result); one click opens the preset as a fresh,
 * unsaved-but-clean document. Escape or × keeps the empty design. While it is shown the editor it
 * covers (its siblings: parts list, canvas, results, inspector) is inert, so Tab goes from the
 * toolbar straight to its actions and no hidden control takes the focus.
 */
import './start.css';

import { type RefObject, useEffect, useRef, useState } from 'react';

import type { PresetCard } from '../../src/presets/list';
import type { Design } from '../../src/schema/design';
import type { Result } from '../../src/schema/errors';
import type { RecentFile } from '../../src/platform';
import { PresetCardView } from './PresetCardView';
import { RecentList } from './RecentList';

/** Props of `StartScreen`. */
export interface StartScreenProps {
  readonly presets: readonly PresetCard[];
  /** Reads a preset's design (for its miniature). */
  readonly loadDesign: (id: string) => Promise<Result<Design>>;
  /** Keeps the empty design and closes the screen. */
  readonly onNew: () => void;
  /** Asks for a design file to open. */
  readonly onOpenFile: () => void;
  /** Opens a preset; resolves to an error message, or null once it is open. */
  readonly onOpenPreset: (id: string) => Promise<string | null>;
  /** Designs opened or saved lately, newest first (none: no list). */
  readonly recent?: readonly RecentFile[];
  /** Opens a recent file; resolves to an error message, or null once it is open. */
  readonly onOpenRecent?: (path: string) => Promise<string | null>;
}

/**
 * Makes every sibling of `ref`'s element inert while it is mounted (those added meanwhile too, as
 * when a covered area is drawn again after an error), and gives them back as they were.
 */
function useInertSiblings(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const self = ref.current;
    const parent = self?.parentElement;
    if (!self || !parent) return;
    const marked = new Set<Element>();
    const cover = (): void => {
      for (const el of parent.children)
        if (el !== self && !el.hasAttribute('inert')) {
          el.setAttribute('inert', '');
          marked.add(el);
        }
    };
    cover();
    const watch = new MutationObserver(cover);
    watch.observe(parent, { childList: true });
    return () => {
      watch.disconnect();
      for (const el of marked) el.removeAttribute('inert');
    };
  }, [ref]);
}

/** The screen. */
export function StartScreen({
  presets,
  loadDesign,
  onNew,
  onOpenFile,
  onOpenPreset,
  recent = [],
  onOpenRecent,
}: StartScreenProps) {
  const [designs, setDesigns] = useState<Readonly<Record<string, Design>>>({});
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useInertSiblings(root);

  useEffect(() => {
    let live = true;
    for (const p of presets)
      void loadDesign(p.id).then((r) => {
        if (live && r.ok) setDesigns((d) => ({ ...d, [p.id]: r.value }));
      });
    return () => {
      live = false;
    };
  }, [loadDesign, presets]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && !document.querySelector('.sp-dialog')) onNew();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNew]);

  const open = async (id: string): Promise<void> => {
    setOpening(id);
    setError(null);
    const message = await onOpenPreset(id);
    setOpening(null);
    if (message) setError(message);
  };

  return (
    <div className="sp-start" role="region" aria-labelledby="sp-start-title" data-testid="start-screen" ref={root}>
      <div className="sp-start__inner">
        <header className="sp-start__header">
          <div>
            <h1 id="sp-start-title" className="sp-start__title">
              Start a design
            </h1>
            <p className="sp-start__lead">
              Start from an empty canvas, or from a reference design: each recreates a published Jetstress test,
              component for component, and shows the published results beside Spindle’s predictions.
            </p>
          </div>
          <button type="button" className="sp-start__close" onClick={onNew} title="Close (Esc)" aria-label="Close">
            ×
          </button>
        </header>
        <div className="sp-start__layout">
          <nav className="sp-start__actions" aria-label="Start">
            <button type="button" className="sp-start__action is-primary" onClick={onNew} data-testid="start-new">
              <span className="sp-start__plus" aria-hidden="true">
                +
              </span>
              <span>
                <strong>New empty design</strong>
                <small>Drag servers, switches and arrays from the parts list</small>
              </span>
            </button>
            <button type="button" className="sp-start__action" onClick={onOpenFile} data-testid="start-open">
              <span className="sp-start__plus" aria-hidden="true">
                ↗
              </span>
              <span>
                <strong>Open a design file…</strong>
                <small>A .spindle.json saved by Spindle</small>
              </span>
            </button>
            {onOpenRecent && <RecentList files={recent} onOpen={onOpenRecent} />}
          </nav>
          <section className="sp-start__presets" aria-labelledby="sp-start-presets">
            <h2 id="sp-start-presets" className="sp-start__section">
              Reference designs
            </h2>
            {error && (
              <p className="sp-start__error" role="alert" data-testid="start-error">
                {error}
              </p>
            )}
            <div className="sp-start__grid">
              {presets.map((p) => (
                <PresetCardView
                  key={p.id}
                  card={p}
                  design={designs[p.id] ?? null}
                  busy={opening === p.id}
                  disabled={opening !== null}
                  onOpen={() => void open(p.id)}
                />
              ))}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
