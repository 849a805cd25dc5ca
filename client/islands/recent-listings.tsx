import type { RecentListingsProps } from '../lists/list-props';
import { drawnInBrowser } from '../components/drawn-in-browser';

/**
 * The listings viewed recently, on the favorites page: kept in the browser, so drawn there
 * ('#recent-view': the list in the browser, a stub in the worker bundle).
 */
export default drawnInBrowser<RecentListingsProps>('recent', () => import('#recent-view'));
