/**
 * What the user is told, and for how long. A notice used to replace the one before it and stay a
 * fixed time: an error could vanish under the next hint before it was read, or sit on the canvas
 * long after the user had moved on. Now a few are kept, newest last, each leaves on its own clock
 * (errors when closed), and a clock only runs while the notice can be read.
 */
import type { AppError } from '../schema/errors';
import type { Notice } from './types';

/**
 * How long a notice stays, counted only while it can be read: shown (not folded behind a newer
 * one), the page visible and the pointer or keyboard focus not on it [ms]. Confirmations are
 * glanced at; a warning is read. An error (`null`) stays until the user closes it (a refused
 * edit's reason also leaves when the next edit changes the design: `Notice.refusal`): it says what
 * went wrong and how to fix it, and in a customer meeting the presenter may look away for longer
 * than any clock. It costs little room, because the notices fold into one card in a corner of the
 * canvas (components/chrome/NoticeToast.tsx).
 */
export const NOTICE_LIFETIME_MS: Readonly<Record<Notice['tone'], number | null>> = {
  info: 4000,
  warning: 8000,
  error: null,
};

/** Most notices on screen at once. */
export const MAX_NOTICES = 3;

const same = (a: Omit<Notice, 'id'>, b: Omit<Notice, 'id'>): boolean =>
  a.tone === b.tone && a.message === b.message && a.hint === b.hint;

/**
 * The notices once `next` arrives, oldest first. A repeat of one on screen takes its place at the
 * end with its count raised (a fresh clock, no pile of copies). Past `MAX_NOTICES` the oldest
 * leaves, confirmations and warnings before errors, so an error is not pushed out by chatter.
 */
export function pushNotice(list: readonly Notice[], next: Notice): Notice[] {
  const repeat = list.find((n) => same(n, next));
  const out = [...list.filter((n) => n !== repeat), repeat ? { ...next, count: (repeat.count ?? 1) + 1 } : next];
  while (out.length > MAX_NOTICES) {
    const idle = out.findIndex((n, i) => n.tone !== 'error' && i < out.length - 1);
    out.splice(idle >= 0 ? idle : 0, 1);
  }
  return out;
}

/** A coded error as a notice: its message and its hint on how to fix it. */
export function errorNotice(error: AppError, tone: Notice['tone'] = 'error'): Omit<Notice, 'id'> {
  return { tone, message: error.message, hint: error.hint };
}
