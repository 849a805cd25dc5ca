import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { adminSite, CONSOLE, consolePage, landing, signIn, type Who } from '../../console-helpers';
import { later } from '../../draft-helpers';
import { get, html } from '../../helpers';
import { formIn, formOnPage, send } from '../../page-forms';

// Adding a language on the settings screen, as the languages browser walk takes it
// (test/e2e/console/settings/console-languages.test.ts keeps axe on each screen and its
// screenshots): the screen's form sent as a browser without JavaScript sends it, French in the
// draft and not on the site, the home page's editor marking the French title, and the publish
// making the French home page live. What the draft holds and removing a language:
// test/worker/platform/languages/console-languages.test.ts. A Dutch-only live agency of its own.

const OPERATOR = 'operator@agency-sites.localhost';
const HOST = 'http://www.vlaams.test';
let operator: Who;
let siteId: number;

afterEach(() => vi.useRealTimers());

beforeAll(async () => {
  siteId = await adminSite('Immo Vlaams', 'www.vlaams.test', ['nl']);
  operator = await signIn(OPERATOR);
});

const landed = async (response: Response, from: string) => (await landing(operator, response, from)).body;

describe('adding a language on the settings screen without JavaScript', () => {
  it('puts French in the draft, marks the home page’s French title untranslated, and publishes the French home page', async () => {
    const cookie = { headers: { Cookie: operator.cookie } };
    const settings = `${CONSOLE}/en/sites/${siteId}/settings`;
    const add = await formOnPage(settings, 'form[aria-label="Add a language"]', cookie);
    const added = await landed((await send(add, { locale: 'fr' }, cookie)).response, settings);
    expect(added).toMatch(/<p class="notice" role="status">French is in the draft\. /);
    later();
    expect((await get(`${HOST}/fr/`, { redirect: 'manual' })).status).not.toBe(200);

    // The home page's editor (its address in the list is /nl/): the French title filled from the starter, marked.
    const list = (await consolePage(operator, `/en/sites/${siteId}/pages`)).replaceAll('<!-- -->', '');
    const home = /<li>(?:(?!<\/li>)[\s\S])*?<a href="([^"]+)"(?:(?!<\/li>)[\s\S])*?class="hint">\/nl\/</.exec(list)?.[1];
    expect(home).toMatch(new RegExp(`^/en/sites/${siteId}/pages/\\d+$`));
    const editor = await consolePage(operator, home!);
    expect(editor).toMatch(/<input id="p-title-fr"[^>]*>/);
    expect(editor).toMatch(/id="p-title-fr-hint"><strong class="untranslated">Not translated yet<\/strong>/);

    const changes = `${CONSOLE}/en/sites/${siteId}/changes`;
    const forms = (await consolePage(operator, `/en/sites/${siteId}/changes`)).match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
    const publish = forms.filter((form) => form.includes('>Publish the changes</button>'));
    expect(publish).toHaveLength(1);
    expect(await landed((await send(await formIn(changes, publish[0]!, 'form'), {}, cookie)).response, changes)).toContain(words.changes.done.publish.en);
    later();
    const french = await html(`${HOST}/fr/`);
    expect(french.response.status).toBe(200);
    expect(french.body).toMatch(/^<!DOCTYPE html><html lang="fr"/);
  });
});
