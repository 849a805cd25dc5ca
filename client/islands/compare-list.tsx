import type { CompareListProps } from '../lists/list-props';
import { drawnInBrowser } from '../components/drawn-in-browser';

/**
 * The compare page's table: the listings chosen live in the browser, so it is drawn there
 * ('#compare-view': the table in the browser, a stub in the worker bundle, condition workerd).
 */
export default drawnInBrowser<CompareListProps>('compare', () => import('#compare-view'));
