import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, consolePage, member, signIn, storedSite } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';
import { expectText } from '../../../support/text';

// Tags and consent (owners): the agency's GA4, Tag Manager and Meta pixel ids, each
// held to its pattern (a malformed one beside its field, nothing saved), live at once; an
// editor may not.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

describe('the tags and consent screen', () => {
  it('saves the ids (spaces and lower case forgiven), and the site asks consent at once; blank fields remove them', async () => {
    const owner = await signIn(OWNER);
    const screen = await consolePage(owner, '/fr/sites/1/tags');
    expect(screen).toContain('<label for="tags-ga4">Google Analytics 4 : ID de mesure</label>');
    expect(screen).toContain('<input id="tags-ga4" type="text" spellCheck="false" autoComplete="off" aria-describedby="tags-ga4-hint" name="ga4" value=""/>');
    const posted = await postForm(owner, '/en/sites/1/tags', { ga4: ' g-abc123xyz9 ', gtm: '', meta: '1234567890123456' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/en/sites/1/tags?saved=1');
    expect((await storedSite()).tags).toEqual({ ga4: 'G-ABC123XYZ9', meta: '1234567890123456' });
    later();
    const page = await get('http://localhost/nl/');
    expect(page.headers.get('Content-Security-Policy')).toContain('https://connect.facebook.net');
    expect(await page.text()).toContain('data-ga4="G-ABC123XYZ9" data-meta="1234567890123456"');
    const shown = await consolePage(owner, '/en/sites/1/tags?saved=1');
    expect(shown).toContain('role="status">Saved: the site uses it at once.');
    expect(shown).toContain('name="meta" value="1234567890123456"');

    expect((await postForm(owner, '/en/sites/1/tags', { ga4: '', gtm: '', meta: '' })).status).toBe(303);
    expect((await storedSite()).tags).toBeUndefined();
    later();
    expect(await (await get('http://localhost/nl/')).text()).not.toContain('id="consent"');
  });

  it('refuses a malformed id beside its field, in the console’s language, keeping what was typed and saving nothing', async () => {
    const owner = await signIn(OWNER);
    expect((await postForm(owner, '/en/sites/1/tags', { ga4: 'G-ABC123XYZ9' })).status).toBe(303);
    const refused = await postForm(owner, '/nl/sites/1/tags', { ga4: 'UA-1234-1', gtm: 'GTM-5XK7QW2', meta: '12345abc' });
    const page = await bodyOf(refused, 400);
    expectText(
      page,
      [
        'role="alert"',
        '<input id="tags-ga4" type="text" spellCheck="false" autoComplete="off" aria-invalid="true" aria-describedby="tags-ga4-hint tags-ga4-error" ' +
          'name="ga4" value="UA-1234-1"/>',
        'name="meta" value="12345abc"',
        'id="tags-ga4-error">Geef een meet-ID zoals G-ABC123XYZ9',
        'id="tags-meta-error">Geef een pixel-ID van 6 tot 20 cijfers',
        'value="GTM-5XK7QW2"',
      ],
      ['id="tags-gtm-error"'],
    );
    // A script or a policy cannot be smuggled in through an id either.
    const smuggled = await postForm(owner, '/en/sites/1/tags', { gtm: "GTM-AB12'; script-src *" });
    expect(smuggled.status).toBe(400);
    expect(await smuggled.text()).toContain('id="tags-gtm-error">Give a container ID such as GTM-5XK7QW2');
    expect((await storedSite()).tags).toEqual({ ga4: 'G-ABC123XYZ9' });
  });

  it('is the owners’: an editor gets 403 on the screen and its form, and the API refuses without the CSRF token', async () => {
    await member('editor-tags@example.be', 1, 'editor');
    const editor = await signIn('editor-tags@example.be');
    expect((await consoleFetch('/en/sites/1/tags', { cookie: editor.cookie })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/tags', { ga4: 'G-EDITOR1234' })).status).toBe(403);
    const owner = await signIn(OWNER);
    expect((await consoleFetch('/en/sites/1/tags', { cookie: owner.cookie, form: { _csrf: 'wrong', ga4: 'G-WRONG12345' } })).status).toBe(403);
    expect((await storedSite()).tags?.ga4).not.toBe('G-EDITOR1234');
    expect((await storedSite()).tags?.ga4).not.toBe('G-WRONG12345');
  });
});
