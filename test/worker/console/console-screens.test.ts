import { beforeAll, describe, expect, it } from 'vitest';
import { consoleFetch, signIn, type Who } from '../console-helpers';

// Every screen the demo agency's owner works in answers 200 with its heading (an h1), as the
// browser walk over them gets it (test/e2e/console/console-screens.test.ts keeps the width at 390
// and 1280 px, axe and the requests that fail). Only GETs: the demo agency is read, never changed.

/** Site 1 (Immo Scheldeland) screens, and the first page editor ('' is the console's home). */
const SCREENS: [name: string, path: string][] = [
  ['home', ''],
  ['pages', '/pages'],
  ['page-editor', '/pages/1'],
  ['menus', '/menus'],
  ['employees', '/content/employees'],
  ['offices', '/content/offices'],
  ['reviews', '/content/reviews'],
  ['quotes', '/content/quotes'],
  ['agreements', '/agreements'],
  ['changes', '/changes'],
  ['settings', '/settings'],
  ['brand', '/brand'],
  ['legal', '/legal'],
  ['domain', '/domain'],
  ['crm', '/crm'],
  ['leads', '/leads'],
  ['privacy', '/privacy'],
  ['privacy-log', '/privacy/log'],
  ['privacy-register', '/privacy/register'],
  ['listings', '/listings'],
  ['stats', '/stats'],
  ['tags', '/tags'],
  ['assistants', '/assistants'],
  ['crm-origins', '/crm-origins'],
  ['viewing-hours', '/viewing-hours'],
  ['team', '/team'],
];

let owner: Who;

beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});

describe('every console screen of an agency', () => {
  it.each(SCREENS)('%s answers 200 with its heading', async (_name, path) => {
    const answer = await consoleFetch(path ? `/en/sites/1${path}` : '/en/', { cookie: owner.cookie });
    const body = await answer.text();
    expect(answer.status, body.slice(0, 300)).toBe(200);
    expect(body).toMatch(/<h1[\s>][^]*?<\/h1>/);
  });
});
