/**
 * What a box's overview label says in the room it has: as the DOM far-out label (nodes.css), the
 * kind gives way first (whole), then the name's description, then the middle of its identifier
 * (nameParts.ts). Widths come from the caller's canvas font, so this stays pure and testable.
 */
import { nameParts, nameSaysKind } from '../nameParts';

/** Width of a text in the label's font [CSS px]. */
export type Measure = (text: string) => number;

/** `text` cut at a character with an ellipsis to fit `room` [CSS px]; '' when nothing fits. */
export function fitEnd(measure: Measure, text: string, room: number): string {
  if (measure(text) <= room) return text;
  let [lo, hi] = [0, text.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${text.slice(0, mid)}…`) <= room) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? `${text.slice(0, lo)}…` : '';
}

/**
 * A description cut after a whole word, so no figure is left half-read ("4,00…"); '' when not
 * even its first word fits.
 */
function fitWords(measure: Measure, text: string, room: number): string {
  if (measure(text) <= room) return text;
  for (let end = text.lastIndexOf(' '); end > 0; end = text.lastIndexOf(' ', end - 1)) {
    const cut = `${text.slice(0, end).replace(/[\s,:;(]+$/, '')}…`;
    if (cut.trim().length > 1 && measure(cut) <= room) return cut;
  }
  return '';
}

/** The label's name (drawn in the text colour) and kind (muted) for `room` [CSS px]. */
export function labelText(
  measure: Measure,
  name: string,
  kindLabel: string,
  room: number,
): { name: string; kind: string } {
  if (measure(name) <= room) {
    // The kind whole or not at all, as on the DOM label: "· Serv…" says nothing; and not after a
    // name that says it ("RAID group · RAID group").
    if (nameSaysKind(name, kindLabel)) return { name, kind: '' };
    const kind = ` · ${kindLabel}`;
    return { name, kind: measure(name + kind) <= room ? kind : '' };
  }
  const { head, tail, qualifier } = nameParts(name);
  const core = head + tail;
  if (measure(core) <= room) return { name: core + fitWords(measure, qualifier, room - measure(core)), kind: '' };
  const cutHead = tail ? fitEnd(measure, head, room - measure(tail)) : '';
  return { name: cutHead ? cutHead + tail : fitEnd(measure, core, room), kind: '' };
}
