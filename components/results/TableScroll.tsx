/**
 * A results table in a scroll region of its own. In a 1280-px window the dock is about 700 px wide
 * and the Jetstress, failures and published tables are wider: their last columns (the verdict)
 * were out of sight behind a body scrollbar at the far end of the dock, which overlay scrollbars
 * hide altogether. Here the table scrolls within the visible height of the dock, its header row
 * and first column (what each row is) stay in place, the scrollbar sits right under the rows, and a
 * shadow at an edge says more columns lie beyond it. The region takes keyboard focus, so arrow
 * keys scroll it too.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Props of `TableScroll`. */
export interface TableScrollProps {
  /** What the table is, for screen readers ("Jetstress results by server"). */
  readonly label: string;
  readonly children: ReactNode;
  readonly testId?: string;
}

/** Which edges have more table beyond them. */
interface Edges {
  readonly left: boolean;
  readonly right: boolean;
}

/** The table's scroll region. */
export function TableScroll({ label, children, testId }: TableScrollProps) {
  const port = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = port.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((cur) => (cur.left === left && cur.right === right ? cur : { left, right }));
  }, []);
  useEffect(() => {
    const el = port.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div
      className={`sp-table-scroll${edges.left ? ' has-more-left' : ''}${edges.right ? ' has-more-right' : ''}`}
      data-testid={testId}
    >
      <div
        ref={port}
        className="sp-table-scroll__port"
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={measure}
      >
        {children}
      </div>
    </div>
  );
}
