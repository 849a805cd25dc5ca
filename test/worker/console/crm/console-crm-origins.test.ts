import { describe, expect, it, vi } from 'vitest';
import { consoleFetch, consolePage, member, signIn, storedSite } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { bodyOf } from '../../helpers';
import { expectText } from '../../../support/text';

// Leads: the owner edits the site's lead origin table in the console ("Lead origins
// in your CRM", linked from the CRM screen): utm_source (and medium) → the CRM's origin id, one
// a line; a line that is not one is refused beside the field with its number, nothing typed
// lost and nothing saved; an editor may not.

const OWNER = 'owner@immo-scheldeland.localhost';

/** A signed-in user, the sign-in link's local notice kept out of the test's output. */
async function quietSignIn(email: string) {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return await signIn(email);
  } finally {
    quiet.mockRestore();
  }
}

describe('the lead origins screen', () => {
  it('is linked from the CRM screen, saves the table as typed (case and spaces forgiven) and shows it back', async () => {
    const owner = await quietSignIn(OWNER);
    expect(await consolePage(owner, '/en/sites/1/crm')).toContain('<a href="/en/sites/1/crm-origins">Lead origins in your CRM</a>');
    const screen = await consolePage(owner, '/nl/sites/1/crm-origins');
    expectText(screen, ['<label for="crm-origins">Herkomsten, één per regel</label>', 'aria-describedby="crm-origins-hint"', 'name="origins"']);
    const posted = await postForm(owner, '/en/sites/1/crm-origins', { origins: 'Immoweb = 21\r\n\r\n immoweb / CPC = 22\nzimmo=23' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/en/sites/1/crm-origins?saved=1');
    expect((await storedSite()).delivery?.crmOrigins).toEqual([
      { source: 'immoweb', origin: 21 },
      { source: 'immoweb', medium: 'cpc', origin: 22 },
      { source: 'zimmo', origin: 23 },
    ]);
    const shown = await consolePage(owner, '/en/sites/1/crm-origins?saved=1');
    expectText(shown, ['role="status">Saved: the next leads get these origins.', 'immoweb = 21\nimmoweb / cpc = 22\nzimmo = 23</textarea>']);

    expect((await postForm(owner, '/en/sites/1/crm-origins', { origins: '' })).status).toBe(303);
    expect((await storedSite()).delivery?.crmOrigins).toBeUndefined();
  });

  it('refuses a line that is not one beside the field, in the console’s language, keeping what was typed and saving nothing', async () => {
    const owner = await quietSignIn(OWNER);
    expect((await postForm(owner, '/en/sites/1/crm-origins', { origins: 'immoweb = 21' })).status).toBe(303);
    const typed = 'zimmo = 23\nimmoweb 24';
    const page = await bodyOf(await postForm(owner, '/nl/sites/1/crm-origins', { origins: typed }), 400);
    expectText(page, ['role="alert"', 'aria-invalid="true"', 'id="crm-origins-error">Regel 2 klopt niet', `${typed}</textarea>`]);
    // The shape is right but the platform refuses the id (0): the line is named all the same.
    const zero = await bodyOf(await postForm(owner, '/fr/sites/1/crm-origins', { origins: 'zimmo = 23\n\nimmoweb = 0' }), 400);
    expect(zero).toContain('id="crm-origins-error">La ligne 3 est incorrecte');
    expect((await storedSite()).delivery?.crmOrigins).toEqual([{ source: 'immoweb', origin: 21 }]);
  });

  it('is the owners’: an editor gets 403 on the screen and its form, and the form needs the CSRF token', async () => {
    await member('editor-origins@example.be', 1, 'editor');
    const editor = await quietSignIn('editor-origins@example.be');
    expect((await consoleFetch('/en/sites/1/crm-origins', { cookie: editor.cookie })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/crm-origins', { origins: 'immoweb = 99' })).status).toBe(403);
    const owner = await quietSignIn(OWNER);
    expect((await consoleFetch('/en/sites/1/crm-origins', { cookie: owner.cookie, form: { _csrf: 'wrong', origins: 'immoweb = 98' } })).status).toBe(403);
    expect(JSON.stringify((await storedSite()).delivery?.crmOrigins ?? [])).not.toMatch(/9[89]/);
  });
});
