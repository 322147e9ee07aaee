/**
 * Which report a part of the results dock reads. The Servers tab, and the explanations opened from
 * it, follow the failure shown on the canvas (failureView.ts) while there is one; the other tabs
 * always read the normal state's report. The panel provides the source around the tab it shows.
 */
import { createContext, useContext } from 'react';

/** `normal`: the design as it is; `failure`: the failure view's report once it is answered. */
export type ReportSource = 'normal' | 'failure';

const ReportSourceContext = createContext<ReportSource>('normal');

/** Provided by the results panel around the tab (or explanation) it shows. */
export const ReportSourceProvider = ReportSourceContext.Provider;

/** The report source of this part of the dock. */
export const useReportSource = (): ReportSource => useContext(ReportSourceContext);
