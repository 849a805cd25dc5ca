import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { inboxOf } from '../../../../worker/platform/portal/inbox-store';
import { immowebMail } from '../../../support/portal-mails/immoweb';
import { readableText } from '../../../support/text';
import { consoleFetch, consolePage, member, signIn } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { deliverMail, enquiryMail, inboxAddress, mailsTo, saleListings } from '../../portal-mail-helpers';

// The owner's "Portal enquiries" screen (docs/portal-enquiries.md): the
// inbound address with where to paste it per portal, a new address, the automatic answer's
// switch and words per language, and the last enquiries with what became of each.

const OWNER = 'owner@immo-scheldeland.localhost';

describe('the portal enquiries screen', () => {
  it('shows the agency’s inbound address, a line per portal, and the enquiries received with their state', async () => {
    const [listing] = await saleListings();
    const { raw, email } = await enquiryMail(immowebMail('nl'), { reference: listing!.reference });
    await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    const owner = await signIn(OWNER);
    const page = await consolePage(owner, '/nl/sites/1/portal-enquiries');
    expect(page).toContain(`<code class="inbound-address">${await inboxAddress()}</code>`);
    for (const portal of ['Immoweb', 'Zimmo', 'Immovlan', 'Realo']) expect(page).toMatch(new RegExp(`<li>${portal}: in uw professioneel account`));
    expect(page).toContain(`<td>${email}</td>`);
    expect(page).toContain(`>${listing!.reference}</a></td><td>Lead genoteerd</td><td>verstuurd</td>`);
    expect(page).toContain('<label for="pe-words-fr">Openingstekst in het Frans</label>');
  });

  it('shows a French Immoweb enquiry on the English screen, a cell each, and in the leads from Immoweb', async () => {
    expect(await inboxAddress()).toMatch(/^[a-z0-9]{16}@portal\.agency-sites\.localhost$/);
    const [listing] = await saleListings();
    const { raw, email } = await enquiryMail(immowebMail('fr'), { name: 'Camille Dupont', reference: listing!.reference });
    await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    const owner = await signIn(OWNER);
    const rowOf = (html: string) => html.split('<tr').find((row) => row.includes(email)) ?? '';
    const cells = [...rowOf(await consolePage(owner, '/en/sites/1/portal-enquiries')).matchAll(/<td[^>]*>(.*?)<\/td>/gs)];
    expect(cells.map((cell) => readableText(cell[1]!).trim())).toEqual([
      expect.stringMatching(/\d{2}:\d{2}/),
      'Immoweb',
      email,
      listing!.reference,
      'Lead recorded',
      'sent',
    ]);
    const lead = readableText(rowOf((await consolePage(owner, '/en/sites/1/leads')).replaceAll('<!-- -->', '')));
    expect(lead).toContain('Camille Dupont');
    expect(lead).toContain('immoweb / portal');
  });

  it('saves the switch and the words per language; a text too long comes back beside its field with everything typed kept', async () => {
    const owner = await signIn(OWNER);
    const long = 'x'.repeat(1001);
    const refused = await postForm(owner, '/en/sites/1/portal-enquiries', { 'words.nl': 'Dank u, we bellen u vandaag nog.', 'words.de': long });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('id="pe-words-de-error">At most 1000 characters.</p>');
    expect(again).toContain('Dank u, we bellen u vandaag nog.</textarea>');
    expect(again).not.toMatch(/id="pe-auto"[^>]*checked/);
    expect((await inboxOf(env.DB, 1)).autoAnswer).toBe(true);

    const saved = await postForm(owner, '/en/sites/1/portal-enquiries', { 'words.nl': ' Dank u, we bellen u vandaag nog. ', 'words.fr': '' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/en/sites/1/portal-enquiries?saved=1');
    expect(await inboxOf(env.DB, 1)).toMatchObject({ autoAnswer: false, words: { nl: 'Dank u, we bellen u vandaag nog.' } });
    const shown = await consolePage(owner, '/en/sites/1/portal-enquiries?saved=1');
    expect(shown).toContain('role="status">The automatic answer was saved.');
    expect(shown).toMatch(/<input [^>]*id="pe-auto"/);
    expect(shown).not.toMatch(/<input [^>]*id="pe-auto"[^>]*checked/);

    // Switched off: the next enquiry is a lead, and nobody is answered.
    const [listing] = await saleListings();
    const { raw, email } = await enquiryMail(immowebMail('nl'), { reference: listing!.reference });
    await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    expect(await mailsTo(email)).toEqual([]);
    expect(await consolePage(owner, '/en/sites/1/portal-enquiries')).toContain('<td>Lead recorded</td><td>switched off</td>');
  });

  it('makes a new address on request: the old one is refused', async () => {
    const owner = await signIn(OWNER);
    const old = await inboxAddress();
    const rotated = await postForm(owner, '/en/sites/1/portal-enquiries/address', {});
    expect(rotated.headers.get('Location')).toBe('/en/sites/1/portal-enquiries?rotated=1');
    const fresh = await inboxAddress();
    expect(fresh).not.toBe(old);
    expect(await consolePage(owner, '/en/sites/1/portal-enquiries?rotated=1')).toContain(fresh);
    expect((await deliverMail('From: a@example.be\r\n\r\nHi', { from: 'a@example.be', to: old })).rejected).toEqual(['No such address']);
  });

  it('is the owners’: an editor gets 403 on the screen and its forms, and a form without the CSRF token changes nothing', async () => {
    await member('editor-portal@example.be', 1, 'editor');
    const editor = await signIn('editor-portal@example.be');
    expect((await consoleFetch('/en/sites/1/portal-enquiries', { cookie: editor.cookie })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/portal-enquiries', { autoAnswer: '' })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/portal-enquiries/address', {})).status).toBe(403);
    const owner = await signIn(OWNER);
    const before = await inboxOf(env.DB, 1);
    expect((await consoleFetch('/en/sites/1/portal-enquiries/address', { cookie: owner.cookie, form: { _csrf: 'wrong' } })).status).toBe(403);
    expect(
      (await consoleFetch('/en/sites/1/portal-enquiries', { cookie: owner.cookie, form: { _csrf: 'wrong', autoAnswer: before.autoAnswer ? '' : '1' } })).status,
    ).toBe(403);
    expect(await inboxOf(env.DB, 1)).toEqual(before);
  });
});
