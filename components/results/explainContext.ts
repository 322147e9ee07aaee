/**
 * How a figure anywhere in the results panel asks for its explanation: the panel provides `open`,
 * figures call it with the engine's explanation id (`server:<id>:dbReadLatencyMs`).
 */
import { createContext, useContext } from 'react';

const ExplainContext = createContext<(id: string) => void>(() => undefined);

/** Provided by the results panel. */
export const ExplainProvider = ExplainContext.Provider;

/** Opens the explanation with this id. */
export function useExplain(): (id: string) => void {
  return useContext(ExplainContext);
}
