import { Hono } from 'hono/tiny';
import type { AppEnv } from '../env';
import { compareAjax } from './compare';
import { contactFormHandler } from './contact-form';
import { estateAjax, estateFiltersAjax, estateMarkersAjax, searchCityAjax, similarEstatesAjax } from './estate-routes';
import { estatesAjax } from './estates';
import { parseSearchAjax } from './parse-search';
import { rentalUnitsAjax } from './rentals';
import { notificationsAjax } from '../forms/subscribe-action';
import { sendToFriendHandler } from './send-to-a-friend';

/** The JSON routes under /{lang}/ajax/ the islands call; a page's own forms post to the page. */
export const ajax = new Hono<AppEnv>();

/** What the islands read, by path. */
const READS = {
  '/estates': estatesAjax,
  '/estate/:estateId': estateAjax,
  '/compare': compareAjax,
  '/estate-markers': estateMarkersAjax,
  '/estate-filters': estateFiltersAjax,
  '/search-city': searchCityAjax,
  '/parse-search': parseSearchAjax,
  '/similar-estate/:estateId': similarEstatesAjax,
  '/rental-units': rentalUnitsAjax,
};
/** What they send, by path (keep me informed: the subscribe page's own action, answered as JSON). */
const WRITES = { '/contact-form-handler': contactFormHandler, '/send-to-a-friend': sendToFriendHandler, '/notifications': notificationsAjax };
for (const [path, handler] of Object.entries(READS)) ajax.get(path, handler);
for (const [path, handler] of Object.entries(WRITES)) ajax.post(path, handler);

// Anything else under /{lang}/ajax/ is a JSON 404, not the HTML page (app.ts mounts its middleware).
ajax.all('*', (c) => c.json({ error: `No ajax route ${c.req.method} ${c.req.path}` }, 404));
