/** Canvas mapping inputs for tests: nothing selected, no report, nothing measured. */
import { displaySizes } from '../canvas/displaySizes';
import type { FlowInputs } from '../canvas/toFlow';
import { indexReport } from '../../src/store/selectors';
import type { DesignDoc } from '../../src/store/types';

/** The inputs `toFlow` gets for `doc`, with `extra` overriding any of them. */
export const flowInputs = (doc: DesignDoc, extra: Partial<FlowInputs> = {}): FlowInputs => ({
  doc,
  selectedComponents: new Set(),
  selectedLinks: new Set(),
  report: indexReport(null),
  measured: new Map(),
  driveName: () => undefined,
  containerSizes: displaySizes(doc, new Map()),
  ...extra,
});
