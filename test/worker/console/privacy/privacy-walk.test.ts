import { beforeAll, describe, expect, it } from 'vitest';
import { readableText } from '../../../support/text';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { formIn, type PageForm, send } from '../../page-forms';
import { PERSON, plantPerson } from '../../privacy-helpers';

// A person's data in one screen, as test/e2e/console/privacy/console-privacy.test.ts walks it
// (the browser keeps the keyboard and axe at 1280 and 390 px on each screen): the owner opens
// Privacy from the agency's card, finds the visitor, downloads the records, erases them after the
// question, and reads the access log and the register; the results in French too. Each form is
// the screen's own, sent as a browser without JavaScript sends it.

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;

beforeAll(async () => {
  await plantPerson(1);
  owner = await signIn(OWNER);
});

const screen = async (path: string) => (await consolePage(owner, path)).replaceAll('<!-- -->', '');
const formOf = async (path: string, selector: string, nth?: number) => formIn(`${CONSOLE}${path}`, await screen(path), selector, nth);
const sent = async (form: PageForm, typed: Record<string, string> = {}) =>
  (await send(form, typed, { headers: { Cookie: owner.cookie, 'CF-Connecting-IP': '203.0.113.10' } })).response;
/** The words of the table row that holds `text`. */
const rowWith = (html: string, text: string) => readableText(html.split('<tr').find((row) => readableText(row).includes(text)) ?? '');
/** A link's address by its words. */
const linkTo = (html: string, words: string) => new RegExp(`<a href="([^"]+)">${words}</a>`).exec(html)?.[1];

describe('the privacy screen, walked as the owner', () => {
  it('finds the visitor, hands over the records, erases them after the question; the access log and the register say so', async () => {
    const privacy = linkTo(await screen('/en/'), 'Privacy: a person’s data');
    expect(privacy).toBe('/en/sites/1/privacy');
    expect(await screen(privacy!)).toContain('<h1>Privacy at Immo Scheldeland</h1>');

    const search = await formOf(privacy!, 'form[aria-label]');
    const found = await (await sent(search, { query: PERSON.email })).text();
    expect(found).toContain('<label for="privacy-query">E-mail address or phone number</label>');
    const count = new RegExp(`(\\d+) records found for ${PERSON.email.replaceAll('.', '\\.')}`).exec(found)?.[1];
    expect(count).toBeDefined();
    expect(found).toMatch(/<td data-label="[^"]+">Contact request<\/td>/);
    expect(rowWith(found, 'Contact request')).toContain(`${PERSON.firstName} ${PERSON.lastName} · ${PERSON.email}`);

    // "Download (JSON)": the records as a file named after the agency and the day.
    const download = formIn(`${CONSOLE}${privacy}`, found, 'form[action$="/export"]', 0);
    const file = await sent(await download);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="privacy-immo-scheldeland-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = (await file.json()) as { records: { type: string | null; data: { email?: string } }[] };
    expect(exported.records.find((record) => record.type === 'contact-request')?.data.email).toBe(PERSON.email);

    // The same results in French.
    const gevonden = await (await sent(await formOf('/fr/sites/1/privacy', 'form[aria-label]'), { query: PERSON.email })).text();
    expect(gevonden).toContain('Adresse e-mail ou numéro de téléphone</label>');
    expect(gevonden).toMatch(/<td data-label="[^"]+">Demande de contact<\/td>/);
    expect(rowWith(gevonden, 'Demande de contact')).toContain(PERSON.email);

    // "Erase everything…": the question first, then "Erase for good"; the screen says how many.
    const asked = await sent(await formIn(`${CONSOLE}${privacy}`, found, 'form[action$="/erase"]'));
    const question = (await asked.text()).replaceAll('<!-- -->', '');
    expect(question).toContain(`<h1>Erase all data of ${PERSON.email}?</h1>`);
    expect(question).toContain('What already left the platform stays where it went: the mails in your mailbox');
    const erased = await sent(await formIn(`${CONSOLE}${privacy}/erase`, question, 'form[action$="/erase"]'));
    expect(erased.status).toBe(303);
    // As many erased as were found.
    expect(await screen(erased.headers.get('Location')!)).toMatch(new RegExp(`<p [^>]*role="status"[^>]*>${count} records? erased\\.`));
    const again = await (await sent(search, { query: PERSON.email })).text();
    expect(again).toContain(`Immo Scheldeland keeps nothing about ${PERSON.email}.`);

    // The access log names the erasure and who made it; the register is made from what is kept.
    const log = await screen(linkTo(again, 'Who looked at your visitors’ data \\(access log\\)')!);
    expect(log).toContain('<h1>Access log of Immo Scheldeland</h1>');
    expect(rowWith(log, 'Erased a person’s data')).toContain(OWNER);
    expect(linkTo(log, 'Back to privacy')).toBe(privacy);
    const register = await screen(linkTo(again, 'Register of processing activities')!);
    expect(register).toContain('<h1>Processing register of Immo Scheldeland</h1>');
    expect(rowWith(register, 'Your team in the console')).toContain('e-mail address');
  });
});
