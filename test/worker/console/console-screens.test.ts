import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS } from '../../support/console-screens';
import { consoleFetch, signIn, type Who } from '../console-helpers';

// Every screen the demo agency's owner works in answers 200 with its heading (an h1), as the
// browser walk over them gets it (test/e2e/console/console-screens.test.ts keeps the width at 390
// and 1280 px, axe and the requests that fail). Only GETs: the demo agency is read, never changed.

let owner: Who;

beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});

describe('every console screen of an agency', () => {
  it.each(CONSOLE_SCREENS)('%s answers 200 with its heading', async (_name, path) => {
    const answer = await consoleFetch(path ? `/en/sites/1${path}` : '/en/', { cookie: owner.cookie });
    const body = await answer.text();
    expect(answer.status, body.slice(0, 300)).toBe(200);
    expect(body).toMatch(/<h1[\s>][^]*?<\/h1>/);
  });
});
