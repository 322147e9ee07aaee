/**
 * Method and assumptions: what the figures are (a model's prediction, not a measurement), which
 * model and solver produced them, and where each part of the method is written down, so a
 * customer's question "where does 15.6 ms come from?" has a documented answer.
 */
import { fmtPct, plural } from '../../../components/format';
import { APP_STAMP } from '../../schema/design';
import { html, list, para } from '../html';
import { unsettledSolver } from './summary';
import type { ReportContext, Section } from '../types';

/** The method section. */
export function methodSection(ctx: ReportContext): Section {
  const r = ctx.report;
  const s = r.solver;
  const counts = `${plural(s.iterations, 'iteration')}; ${plural(s.solves, 'network solution')} in this evaluation`;
  // Three cases, as the engine reads them: settled; ended within its settling tolerance (the mean
  // of the last iterations, under 1 % apart: no finding); or unsettled (finding SPN-W110).
  const solver = unsettledSolver(r)
    ? `The solver did not settle on this design: the figures are the mean of its last iterations, which still moved by ${fmtPct(
        s.spread * 100,
      )}. Treat them as an indication, not a prediction.`
    : s.converged
      ? `The solver settled (${counts}).`
      : `The solver ended within its settling tolerance (${counts}).`;
  const flushed = s.saturatedArrays.map((id) => ctx.names.get(id) ?? id);
  const forced =
    flushed.length > 0
      ? ` The back end of ${flushed.join(', ')} is saturated: its write cache is modelled in forced flush, with writes completing at the drives’ speed.`
      : '';
  const items = [
    `Every figure in this report is a prediction of Spindle's performance model (engine ${r.engineVersion}, Spindle ${APP_STAMP.version}), not a measurement. It models the design as drawn as a queueing network (hosts, HBAs and their queues, Fibre Channel links and switches, array front-end ports, controller CPUs and cache, and the drives of each RAID group) and solves it by approximate mean value analysis. ${solver}${forced}`,
    'The model uses one shared set of parameters for every design: no parameter is fitted per vendor, per preset or per customer. Its error on every published Jetstress figure of the reference systems is recorded in docs/validation.md.',
    'Jetstress is modelled as a closed loop: each thread issues a transaction, waits for its database reads and synchronous log writes, and issues the next. Thread counts are those the design sets, or those Jetstress’s own tuning would reach where the design leaves them to it.',
    'The pass criteria and their limits are those Jetstress applies for the design’s Exchange version, listed per server under “Criteria”: average database read latency, average log write latency, and achieved transactional IOPS at or above the target.',
    'Capacity follows Microsoft’s sizing rules for the workload’s message profile (mailbox size on disk, content index, growth overhead, log space for the days backups may fail, and the free space kept on each LUN).',
    'Known limits: database write latency is under-predicted on cached arrays (Jetstress has measured 3 to 4 times the model’s figure); it is not a Jetstress criterion. The read:write split is a per-version constant rather than emergent. See docs/model.md, section 9.',
    'Before go-live, validate the built storage with Jetstress: Export ▸ Jetstress test plan gives the settings to enter on each host and what Spindle predicts the run will measure.',
  ];
  return {
    id: 'method',
    title: 'Method and assumptions',
    body: html`${list(items, 'notes')}${para(
      'Further reading in the Spindle documentation: docs/model.md (the performance model), docs/model-parameters.md (every parameter and its source), docs/validation.md (published figures against the prediction), docs/presets.md (the reference designs).',
      'muted small',
    )}`,
  };
}
