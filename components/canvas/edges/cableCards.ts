/** The canvas's cable cards (labelCards.ts `createCableCards`), shared by its links. */
import { createContext } from 'react';

import type { CableCards } from './labelCards';

/** Without one (a link drawn alone in a test) every link is drawn as its Bézier. */
export const CableCardsContext = createContext<CableCards | null>(null);
