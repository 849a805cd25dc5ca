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

ajax.get('/estates', estatesAjax);
ajax.get('/estate/:estateId', estateAjax);
ajax.get('/compare', compareAjax);
ajax.get('/estate-markers', estateMarkersAjax);
ajax.get('/estate-filters', estateFiltersAjax);
ajax.get('/search-city', searchCityAjax);
ajax.get('/parse-search', parseSearchAjax);
ajax.get('/similar-estate/:estateId', similarEstatesAjax);
ajax.get('/rental-units', rentalUnitsAjax);
ajax.post('/contact-form-handler', contactFormHandler);
ajax.post('/send-to-a-friend', sendToFriendHandler);
// Keep me informed: the subscribe page's own action, answered as JSON.
ajax.post('/notifications', notificationsAjax);

// Anything else under /{lang}/ajax/ is a JSON 404, not the HTML page (app.ts mounts its middleware).
ajax.all('*', (c) => c.json({ error: `No ajax route ${c.req.method} ${c.req.path}` }, 404));
