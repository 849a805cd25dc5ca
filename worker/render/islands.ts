import BackToTop from '../../client/islands/back-to-top';
import { island } from './island';

/** Server-side handles of the islands; names match client/islands/registry.ts. */
export const BackToTopIsland = island('back-to-top', BackToTop);
