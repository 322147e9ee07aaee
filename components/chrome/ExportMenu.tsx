/**
 * The toolbar's Export button and its menu: the design's price list (a dialog, not an export), the
 * bill of materials as an Excel workbook or as CSV, the Jetstress test plan as CSV, the design
 * diagram as SVG or PNG, and the design report as HTML.
 * A menu button as WAI-ARIA describes it: Enter, Space or ↓ opens it on the first item, ↑ on the
 * last; ↑/↓ (and Home/End) move between items; Enter runs one; Escape closes it and gives focus
 * back to the button; clicking elsewhere or tabbing away closes it.
 */
import './exportMenu.css';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import type { ExportKind } from '../../src/io/exportKinds';
import { openPriceList } from '../prices/pricesDialogState';
import { Icon } from './Icon';

/** The menu's items, in order: the price list first (it edits the design, it exports nothing). */
const ITEMS: readonly { kind: ExportKind | 'prices'; testId: string; label: string; title: string; hint: string }[] = [
  {
    kind: 'prices',
    testId: 'export-prices',
    hint: 'Your own prices',
    label: 'Price list…',
    title:
      'Enter your unit prices by part number, in your currency: the bill of materials then carries prices and a total, and Compare a Cost row',
  },
  {
    kind: 'bomXlsx',
    testId: 'export-bom-xlsx',
    hint: 'Parts + Design sheet',
    label: 'Bill of materials (Excel, .xlsx)',
    title: 'Parts, quantities and part numbers, with the workload and predicted figures on a Design sheet',
  },
  {
    kind: 'bomCsv',
    testId: 'export-bom-csv',
    hint: 'Parts list',
    label: 'Bill of materials (CSV)',
    title: 'The parts list as comma-separated values, for ordering tools and other spreadsheets',
  },
  {
    kind: 'planCsv',
    testId: 'export-plan-csv',
    hint: 'A row per database',
    label: 'Jetstress test plan (CSV)',
    title:
      'What to enter in Jetstress on each host to validate the built storage, beside what Spindle predicts the run will measure',
  },
  {
    kind: 'diagramSvg',
    testId: 'export-diagram-svg',
    hint: 'Scalable, for documents',
    label: 'Diagram (SVG)',
    title:
      'The whole design as laid out, with each part’s figures when the engine is up to date: a vector image that stays sharp in Word, PowerPoint or a browser',
  },
  {
    kind: 'diagramPng',
    testId: 'export-diagram-png',
    hint: 'Image, for slides',
    label: 'Diagram (PNG)',
    title:
      'The same diagram as a PNG picture, at up to twice its size on the canvas, for slides, e-mail and tools that take no SVG',
  },
  {
    kind: 'reportHtml',
    testId: 'export-report-html',
    hint: 'To send or print',
    label: 'Design report (HTML)',
    title:
      'One self-contained page for the customer: verdict, workload, per-server figures, why, capacity, failures, findings and parts. Open it in a browser and print to PDF.',
  },
];

/** Props of `ExportMenu`. */
export interface ExportMenuProps {
  readonly onExport: (kind: ExportKind) => void;
  readonly disabled?: boolean;
}

/** The Export button and its menu. */
export function ExportMenu({ onExport, disabled = false }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  useEffect(() => {
    if (open) items.current[focus]?.focus();
  }, [open, focus]);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent): void => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const show = (at: number): void => {
    setFocus(at);
    setOpen(true);
  };
  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const run = (kind: ExportKind | 'prices'): void => {
    close(true);
    if (kind === 'prices') openPriceList();
    else onExport(kind);
  };

  const onButtonKey = (e: KeyboardEvent): void => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      show(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show(ITEMS.length - 1);
    }
  };
  const onMenuKey = (e: KeyboardEvent): void => {
    const last = ITEMS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focus === last ? 0 : focus + 1,
      ArrowUp: focus === 0 ? last : focus - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocus(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="sp-export">
      <button
        ref={button}
        type="button"
        className="sp-tool"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title="Export the bill of materials (Excel or CSV), the Jetstress test plan, the design diagram (SVG or PNG) or the design report"
        disabled={disabled}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
        data-testid="tool-export"
      >
        <Icon name="export" />
        <span>Export</span>
        <span className="sp-export__caret" aria-hidden="true" />
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label="Export" className="sp-export__menu" onKeyDown={onMenuKey}>
          {ITEMS.map((item, i) => (
            <button
              key={item.kind}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={i === focus ? 0 : -1}
              className="sp-export__item"
              title={item.title}
              onClick={() => run(item.kind)}
              onMouseEnter={() => setFocus(i)}
              data-testid={item.testId}
            >
              <span className="sp-export__label">{item.label}</span>
              <span className="sp-export__hint">{item.hint}</span>
            </button>
          ))}
          <p className="sp-export__foot">
            Spindle has no price source: prices are only those you enter in the price list. After a Jetstress run,
            import its report (.html) from the Summary tab, or drop it onto the window, to compare what it measured with
            the prediction.
          </p>
        </div>
      )}
    </div>
  );
}
