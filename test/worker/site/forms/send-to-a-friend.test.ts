import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { SHARE_RECIPIENT_LIMIT, SHARE_SENDER_LIMIT } from '../../../../worker/site/forms/rate-limit';
import { SHARE_MESSAGE_MAX } from '../../../../worker/site/forms/send-to-a-friend';
import nl from '../../../../locales/nl.json';
import fr from '../../../../locales/fr.json';
import { bodyOf, client, CLIENT, get, html } from '../../helpers';
import { formIn, formOnPage, redirectedTo, send } from '../../page-forms';
import { TEXT, OFFER, HOLIDAY } from '../../locale-words';

// Send a listing to a friend (POST /{lang}/ajax/send-to-a-friend): on
// estate, project-unit and holiday-unit pages, with and without JavaScript; the friend's mail is
// a fixed template in the page's language, never a relay for the visitor's links or markup.

const HOST = 'http://localhost';

interface ShareRow {
  id: string;
  document: {
    locale: string;
    estateId?: number;
    rentalUnitId?: number;
    senderName: string;
    senderEmail: string;
    friendEmail: string;
    message?: string;
    link: string;
    mail: { subject: string; text: string };
  };
}

let friend = 0;
/** A friend nobody wrote to yet, so that only the limit under test bites. */
const nextFriend = () => `vriend.${++friend}@example.org`;

const valid = (overrides: Record<string, string> = {}): Record<string, string> => ({
  form: 'send-to-a-friend',
  senderName: 'Jan Peeters',
  senderEmail: `jan.${friend}@example.be`,
  friendEmail: nextFriend(),
  message: 'Dag Els, dit huis is misschien iets voor jullie! Mvg. Jan',
  privacy: 'yes',
  ...overrides,
});

function post(url: string, fields: Record<string, unknown>, as: 'json' | 'form' = 'json', ip = CLIENT) {
  return get(url, {
    method: 'POST',
    headers:
      as === 'json'
        ? { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip }
        : { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': ip },
    body: as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields as Record<string, string>).toString(),
  });
}

async function shares(): Promise<ShareRow[]> {
  const rows = await env.DB.prepare("SELECT id, document FROM outbox WHERE kind = 'send-to-a-friend' ORDER BY created_at, rowid").all<{
    id: string;
    document: string;
  }>();
  return rows.results.map((row) => ({ id: row.id, document: JSON.parse(row.document) as ShareRow['document'] }));
}
const outboxSize = async () => (await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n;

const decodeHtml = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? `{{${key}}}`);

/** A listing page as the visitor sees it: what the friend's mail must repeat. */
interface Listing {
  url: string;
  path: string;
  title: string;
  price: string;
  address: string;
}

async function listingPage(url: string): Promise<Listing & { body: string }> {
  const { response, body } = await html(url);
  expect(response.status).toBe(200);
  const text = (pattern: RegExp) => decodeHtml(pattern.exec(body)?.[1] ?? '');
  return {
    url,
    path: new URL(url).pathname,
    title: text(/<h1>([^<]*)<\/h1>/),
    price: text(/<p class="estate-detail__price">([^<]*?)(?: <span|<\/p>)/),
    address: text(/<p class="estate-detail__address">([^<]*)<\/p>/),
    body,
  };
}

/** Follows a short address (/nl/aanbod/{id}) to the canonical page. */
async function canonical(shortPath: string): Promise<string> {
  const redirect = await get(HOST + shortPath);
  expect(redirect.status).toBe(301);
  return HOST + redirect.headers.get('Location')!;
}

const estateRow = await env.DB.prepare(
  `SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL AND is_project = 0
     AND json_extract(document, '$.general.address.visible') = 1 AND json_extract(document, '$.general.price.value') > 0
     AND json_array_length(json_extract(document, '$.pictures')) > 0
   ORDER BY id LIMIT 1`,
).first<{ id: number }>();
const unitRow = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NOT NULL ORDER BY id LIMIT 1").first<{
  id: number;
}>();
const rentalRow = await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 1 AND published = 1 ORDER BY id LIMIT 1').first<{ id: number }>();
const ESTATE = estateRow!.id;
const UNIT = unitRow!.id;
const RENTAL = rentalRow!.id;

/** Every address in a mail's text. */
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s]+/g) ?? [];

describe('the friend’s mail from an estate page', () => {
  it.each(LOCALES)('in %s: one outbox row, the fixed template of the page’s language with title, price, address, photo and link', async (locale: Locale) => {
    const t = TEXT[locale].share;
    const page = await listingPage(await canonical(`/${locale}/${OFFER[locale]}/${ESTATE}`));
    expect(page.title && page.price && page.address).toBeTruthy();
    const photo = /<meta property="og:image" content="([^"]+)"/.exec(page.body)![1]!;
    const before = await shares();
    const fields = valid({ message: 'Dag Els, dit huis is misschien iets voor jullie!\nMvg. Jan' });
    const response = await post(page.url, fields);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    const after = await shares();
    expect(after).toHaveLength(before.length + 1);
    const row = after.at(-1)!.document;
    expect(row).toMatchObject({ locale, estateId: ESTATE, senderEmail: fields.senderEmail, friendEmail: fields.friendEmail, link: page.path });
    const sender = 'Jan Peeters';
    expect(row.mail.subject).toBe(fill(t.mailSubject, { sender, title: page.title }));
    expect(row.mail.text).toBe(
      [
        t.mailGreeting,
        '',
        fill(t.mailIntro, { sender, email: fields.senderEmail!, agency: 'Immo Scheldeland' }),
        '',
        page.title,
        fill(t.mailPrice, { price: page.price }),
        fill(t.mailAddress, { address: page.address }),
        fill(t.mailPhoto, { photo }),
        fill(t.mailLink, { link: page.url }),
        '',
        fill(t.mailMessage, { sender }),
        fields.message,
        '',
        '—',
        fill(t.mailFooter, { site: 'localhost' }),
      ].join('\n'),
    );
    // No markup, and no address but the site's own: the listing and its photo.
    expect(row.mail.text).not.toContain('<');
    expect(urlsIn(row.mail.text).sort()).toEqual([page.url, photo].sort());
    for (const url of urlsIn(row.mail.text)) expect(url.startsWith(`${HOST}/`)).toBe(true);
  });

  it('without JavaScript: the form posts to the page, 303 to ?shared=1#send-to-a-friend, which says it was sent', async () => {
    const page = await listingPage(await canonical(`/nl/aanbod/${ESTATE}`));
    const before = (await shares()).length;
    const response = await post(page.url, valid(), 'form');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${page.path}?shared=1#send-to-a-friend`);
    expect(await shares()).toHaveLength(before + 1);
    const sent = await html(`${page.url}?shared=1`);
    expect(sent.body).toContain(nl.share.success);
  });

  it('without JavaScript: a mistake brings the page back (400) with the form open, the field marked and the values kept', async () => {
    const page = await listingPage(await canonical(`/nl/aanbod/${ESTATE}`));
    const before = await outboxSize();
    const response = await post(page.url, valid({ friendEmail: 'els-at-example' }), 'form');
    const body = await bodyOf(response, 400);
    expect(body).toContain('<html lang="nl">');
    expect(body).toMatch(/<details class="share__friend" id="send-to-a-friend" open="">/);
    expect(body).toContain(nl.form.errors.email);
    expect(body).toContain('value="Jan Peeters"');
    expect(await outboxSize()).toBe(before);
  });
});

describe('a request with a problem writes nothing (never an open relay)', () => {
  it.each<[string, Record<string, string | undefined>, string, string]>([
    ['no sender name', { senderName: '  ' }, 'senderName', nl.form.errors.required],
    ['a bad sender e-mail', { senderEmail: 'jan@@example' }, 'senderEmail', nl.form.errors.email],
    ['a bad friend e-mail', { friendEmail: 'els.example.org' }, 'friendEmail', nl.form.errors.email],
    ['the friend’s e-mail the same as the sender’s', { senderEmail: 'zelfde@example.be', friendEmail: 'Zelfde@Example.be' }, 'friendEmail', nl.share.errorSame],
    [
      'a message over the limit',
      { message: 'x'.repeat(SHARE_MESSAGE_MAX + 1) },
      'message',
      nl.form.errors.tooLong.replace('{{max}}', String(SHARE_MESSAGE_MAX)),
    ],
    ['a link in the message', { message: 'Kijk op https://evil.example/win' }, 'message', nl.share.errorLinks],
    ['a bare domain in the message', { message: 'Meer foto’s op mooie-huizen.be.' }, 'message', nl.share.errorLinks],
    ['markup in the message', { message: 'Een <a href="x">mooi</a> huis' }, 'message', nl.share.errorLinks],
    ['an entity in the message', { message: 'Jan &amp; Els' }, 'message', nl.share.errorLinks],
    ['a link in the sender name', { senderName: 'Win op evil.example' }, 'senderName', nl.share.errorLinks],
    ['markup in the sender name', { senderName: '<b>Jan</b>' }, 'senderName', nl.share.errorLinks],
    ['no consent', { privacy: undefined }, 'privacy', nl.form.errors.consent],
  ])('refuses %s with 400 and a message beside that field', async (_what, change, field, message) => {
    const url = await canonical(`/nl/aanbod/${ESTATE}`);
    const fields = Object.fromEntries(Object.entries({ ...valid(), ...change }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const before = await outboxSize();
    const response = await post(url, fields);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(nl.share.error);
    expect(answer.fields).toEqual({ [field]: message });
    expect(await outboxSize()).toBe(before);
  });

  it('keeps the sender’s name on one line: a line break in it never reaches the mail’s subject', async () => {
    const response = await post(await canonical(`/nl/aanbod/${ESTATE}`), valid({ senderName: 'Ann\r\nBcc: iemand\u2028X' }));
    expect(response.status).toBe(201);
    const { document } = (await shares()).at(-1)!;
    expect(document.senderName).toBe('Ann Bcc: iemand X');
    expect(document.mail!.subject).not.toMatch(/[\r\n\u2028\u2029]/);
  });

  it(`takes a message of exactly ${SHARE_MESSAGE_MAX} characters`, async () => {
    const response = await post(await canonical(`/nl/aanbod/${ESTATE}`), valid({ message: 'a'.repeat(SHARE_MESSAGE_MAX) }));
    expect(response.status).toBe(201);
  });
});

describe('the limits per sender and per recipient (never an open relay)', () => {
  it(`refuses the ${SHARE_SENDER_LIMIT.limit + 1}th send from one sender address within the hour with 429, whatever the client`, async () => {
    const url = await canonical(`/nl/aanbod/${ESTATE}`);
    const sender = 'veel@example.be';
    const before = (await shares()).length;
    // Each post from a client of its own: only the sender's limit bites.
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_SENDER_LIMIT.limit + 1; i += 1) statuses.push((await post(url, valid({ senderEmail: sender }), 'json', client(i + 1))).status);
    expect(statuses).toEqual([...Array<number>(SHARE_SENDER_LIMIT.limit).fill(201), 429]);
    expect((await shares()).length - before).toBe(SHARE_SENDER_LIMIT.limit);
    // The same sender in capitals, posted without JavaScript, is refused too: the page comes back.
    const last = await post(url, valid({ senderEmail: sender.toUpperCase() }), 'form', client(SHARE_SENDER_LIMIT.limit + 2));
    const body = await bodyOf(last, 429);
    expect(body).toContain('<html lang="nl">');
    expect(body).toContain(`value="${sender.toUpperCase()}"`);
    // The page says why, not only that something is wrong.
    expect(body).toContain(nl.share.rateLimited);
    // Another sender is not held back.
    expect((await post(url, valid({ senderEmail: 'iemand.anders@example.be' }), 'json', client(SHARE_SENDER_LIMIT.limit + 3))).status).toBe(201);
  });

  it('says why in JSON, in the page’s language', async () => {
    const url = await canonical(`/fr/offre/${ESTATE}`);
    const sender = `beaucoup.${nextFriend()}`;
    const answers: Response[] = [];
    for (let i = 0; i < SHARE_SENDER_LIMIT.limit + 1; i += 1) answers.push(await post(url, valid({ senderEmail: sender })));
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(fr.share.rateLimited);
  });

  it(`refuses the ${SHARE_RECIPIENT_LIMIT.limit + 1}th send to one friend within a day`, async () => {
    const url = await canonical(`/nl/aanbod/${ESTATE}`);
    const recipient = nextFriend();
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_RECIPIENT_LIMIT.limit + 1; i += 1)
      statuses.push((await post(url, valid({ senderEmail: `afzender.${i}.${recipient}`, friendEmail: recipient }))).status);
    expect(statuses).toEqual([...Array<number>(SHARE_RECIPIENT_LIMIT.limit).fill(201), 429]);
  });

  it(`refuses the ${SHARE_SENDER_LIMIT.limit + 1}th send from one client address within the hour, whatever the sender`, async () => {
    const url = await canonical(`/nl/aanbod/${ESTATE}`);
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_SENDER_LIMIT.limit + 1; i += 1) statuses.push((await post(url, valid({ senderEmail: `client.${i}.${nextFriend()}` }))).status);
    expect(statuses).toEqual([...Array<number>(SHARE_SENDER_LIMIT.limit).fill(201), 429]);
  });
});

describe('from a project unit’s page and a holiday unit’s page', () => {
  it('a project unit: JSON and without JavaScript, the mail names the unit and links to it in its project', async () => {
    const page = await listingPage(await canonical(`/nl/aanbod/${UNIT}`));
    expect(page.path).toMatch(new RegExp(`^/nl/aanbod/\\d+/[a-z0-9-]+/${UNIT}$`));
    const before = (await shares()).length;
    expect((await post(page.url, valid())).status).toBe(201);
    const form = await post(page.url, valid(), 'form');
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe(`${page.path}?shared=1#send-to-a-friend`);
    const rows = (await shares()).slice(before);
    expect(rows).toHaveLength(2);
    for (const { document } of rows) {
      expect(document).toMatchObject({ estateId: UNIT, link: page.path });
      expect(document.mail.text).toContain(`\n${page.title}\n`);
      expect(document.mail.text).toContain(fill(nl.share.mailLink, { link: page.url }));
      if (page.price) expect(document.mail.text).toContain(fill(nl.share.mailPrice, { price: page.price }));
      expect(document.mail.text).not.toContain('<');
    }
  });

  it.each(['nl', 'en'] as const)(
    'a holiday unit in %s: JSON and without JavaScript, the mail names the unit with its price from and its address',
    async (locale) => {
      const t = TEXT[locale].share;
      const page = await listingPage(`${HOST}/${locale}/${HOLIDAY[locale]}/${RENTAL}`);
      expect(page.title).toBeTruthy();
      const before = (await shares()).length;
      const json = await post(page.url, valid());
      expect(json.status).toBe(201);
      const form = await post(page.url, valid(), 'form');
      expect(form.status).toBe(303);
      expect(form.headers.get('Location')).toBe(`/${locale}/${HOLIDAY[locale]}/${RENTAL}?shared=1#send-to-a-friend`);
      expect((await html(`${page.url}?shared=1`)).body).toContain(t.success.replace(/'/g, '&#x27;'));
      const rows = (await shares()).slice(before);
      expect(rows).toHaveLength(2);
      for (const { document } of rows) {
        expect(document).toMatchObject({ locale, rentalUnitId: RENTAL, link: `/${locale}/${HOLIDAY[locale]}/${RENTAL}` });
        expect(document.estateId).toBeUndefined();
        const text = document.mail.text;
        expect(text.startsWith(`${t.mailGreeting}\n`)).toBe(true);
        expect(text).toContain(`\n${page.title}\n`);
        if (page.price) expect(text).toContain(fill(t.mailPrice, { price: page.price }));
        if (page.address) expect(text).toContain(fill(t.mailAddress, { address: page.address }));
        expect(text).toContain(fill(t.mailLink, { link: page.url }));
        expect(text).not.toContain('<');
        for (const url of urlsIn(text)) expect(url.startsWith(`${HOST}/`), url).toBe(true);
      }
    },
  );

  it('a holiday unit without JavaScript: a mistake brings the page back (400) with the field marked, nothing written', async () => {
    const before = await outboxSize();
    const response = await post(`${HOST}/nl/vakantie/${RENTAL}`, valid({ message: 'Zie <b>hier</b>' }), 'form');
    const body = await bodyOf(response, 400);
    expect(body).toContain(nl.share.errorLinks);
    expect(body).toContain('value="Jan Peeters"');
    expect(await outboxSize()).toBe(before);
  });
});

describe('the form of a page as served, sent without JavaScript', () => {
  it('a holiday unit of the second agency: a link in the message comes back (400), the friend kept; without it, 303 to the page saying so', async () => {
    const second = 'http://immo-tweede.localhost';
    const listing = (await html(`${second}/nl/vakantieverhuur`)).body;
    const unit = /<article class="estate-card rental-card"[^>]*>[\s\S]*?<a class="estate-card__link" href="([^"]+)"/.exec(listing)![1]!;
    const page = await formOnPage(second + unit, 'details#send-to-a-friend form');
    const typed = { senderName: 'Lotte', senderEmail: 'lotte@example.be', friendEmail: 'piet@example.be', privacy: true };
    const before = await outboxSize();
    const refused = await send(page, { ...typed, message: 'Zie ook www.elders.example' }, { headers: { 'CF-Connecting-IP': CLIENT } });
    const body = await bodyOf(refused.response, 400);
    expect(body).toContain(nl.share.errorLinks);
    expect(await outboxSize()).toBe(before);
    const again = await formIn(page.page, body, 'details#send-to-a-friend form');
    expect(again.controls.find((control) => control.name === 'friendEmail')?.value).toBe('piet@example.be');
    const sent = await send(again, { message: 'Leuk voor de zomer?', privacy: true }, { headers: { 'CF-Connecting-IP': CLIENT } });
    expect(sent.response.status).toBe(303);
    const shown = redirectedTo(sent.response, page.page);
    expect(shown).toBe(`${second}${unit}?shared=1#send-to-a-friend`);
    expect((await html(shown.replace(/#.*$/, ''))).body).toContain(nl.share.success.replace(/'/g, '&#x27;'));
    expect((await shares()).at(-1)!.document).toMatchObject({ friendEmail: 'piet@example.be', message: 'Leuk voor de zomer?', link: unit });
  });
});

describe('POST /{lang}/ajax/send-to-a-friend (ajax send-to-a-friend)', () => {
  const ajax = (locale: Locale, fields: Record<string, unknown>) => post(`${HOST}/${locale}/ajax/send-to-a-friend`, fields);
  const { form: _form, ...fields } = valid();

  it('sends an estate named by estateId: 201 with the outbox row’s id', async () => {
    const response = await ajax('nl', { ...valid(), estateId: ESTATE });
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const row = (await shares()).find((share) => share.id === id);
    expect(row?.document).toMatchObject({ estateId: ESTATE, locale: 'nl' });
    expect(row!.document.link).toBe(new URL(await canonical(`/nl/aanbod/${ESTATE}`)).pathname);
  });

  it('sends a holiday unit named by rentalUnitId, in the language of the address', async () => {
    const response = await ajax('fr', { ...fields, friendEmail: nextFriend(), rentalUnitId: String(RENTAL) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await shares()).find((share) => share.id === id)!;
    expect(row.document).toMatchObject({ rentalUnitId: RENTAL, locale: 'fr', link: `/fr/vacances/${RENTAL}` });
    expect(row.document.mail.text.startsWith(`${fr.share.mailGreeting}\n`)).toBe(true);
  });

  it('answers 400 without an id, and checks the fields as the pages do', async () => {
    const before = await outboxSize();
    const missing = await ajax('nl', valid());
    expect(missing.status).toBe(400);
    expect(missing.headers.get('Content-Type')).toContain('application/json');
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.estateId).toBeTruthy();
    const malformed = await ajax('nl', { ...valid(), estateId: '1e3' });
    expect(malformed.status).toBe(400);
    const bad = await ajax('nl', { ...valid({ message: 'www.evil.example' }), estateId: ESTATE });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ message: nl.share.errorLinks });
    expect(await outboxSize()).toBe(before);
  });

  it('answers a JSON 404 (not "No ajax route") for an unknown, hidden, unpublished or other agency’s listing', async () => {
    const otherAgency = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 2 AND status = 'FOR_SALE' LIMIT 1").first<{ id: number }>();
    const unpublished = await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 1 AND published = 0 LIMIT 1').first<{ id: number }>();
    const hidden = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 2 AND status = 'TAKEN_OVER' LIMIT 1").first<{ id: number }>();
    const before = await outboxSize();
    for (const [host, listing] of [
      [HOST, { estateId: 99_999_999 }],
      [HOST, { rentalUnitId: 99_999_999 }],
      [HOST, { estateId: otherAgency!.id }],
      [HOST, { rentalUnitId: unpublished!.id }],
      ['http://immo-tweede.localhost', { estateId: hidden!.id }],
    ] as const) {
      const response = await post(`${host}/nl/ajax/send-to-a-friend`, { ...valid(), ...listing });
      expect(response.status, JSON.stringify(listing)).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(((await response.json()) as { error: string }).error).not.toMatch(/No ajax route/);
    }
    expect(await outboxSize()).toBe(before);
  });
});
