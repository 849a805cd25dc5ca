import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bodyOf, client, html } from '../../helpers';
import { formIn, formOnPage, type PageForm, redirectedTo, send } from '../../page-forms';

// The islands' server HTML without JavaScript, as a visitor's browser sends its forms: the
// holiday search (a GET form, its towns among its fields, a link to the next page), a holiday
// unit's reservation request (chosen in the calendar's GET form, then posted), the listing's
// filter bar, the purchase-costs panel and the contact form. The islands at work, the layout,
// keyboard and axe are the browser's (test/e2e/client/islands/rentals.test.ts, listing.test.ts,
// listing-layout.test.ts, purchase-costs.test.ts, pages.test.ts).

const SECOND = 'http://immo-tweede.localhost';
const HOLIDAY = `${SECOND}/nl/vakantieverhuur`;
const guestsOn = (body: string) => [...body.matchAll(/<li class="rental-card__guests">([^<]*)<\/li>/g)].map((match) => Number(match[1]!.replace(/\D/g, '')));
const reservations = async () => (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'rental-reservation'").first<{ n: number }>())!.n;

describe('the holiday search without JavaScript', () => {
  it('is a GET form: a number of guests chosen, every card takes as many; more results behind a next-page link', async () => {
    const search = await formOnPage(HOLIDAY, 'form.rental-filter');
    expect(search.method).toBe('GET');
    expect(search.body).toMatch(/<p class="listing__more"><a class="button button--ghost" href="[^"]*page=2[^"]*" rel="next">/);
    const guests = search.controls.find((control) => control.name === 'guests')!.options[2]!.value;
    const { response, url } = await send(search, { guests }, { button: 'Zoeken' });
    expect(new URL(url).searchParams.get('guests')).toBe(guests);
    const shown = guestsOn(await bodyOf(response, 200));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((count) => count < Number(guests))).toEqual([]);
  });

  it('has every field in the GET form, the towns among them: a town ticked, its list’s own button sends the search', async () => {
    const search = await formOnPage(HOLIDAY, 'form.rental-filter');
    const town = search.controls.find((control) => control.name === 'city' && control.type === 'checkbox')!;
    expect(search.controls.some((control) => control.type === 'submit' && control.text === 'Zoeken')).toBe(true);
    const { response, url } = await send(search, { city: town.value }, { button: (control) => control.className === 'filter-select__done' });
    expect(new URL(url).searchParams.getAll('city')).toEqual([town.value]);
    expect((await bodyOf(response, 200)).match(/<article class="estate-card rental-card"/g)?.length).toBeGreaterThan(0);
  });
});

describe('a holiday unit without JavaScript', () => {
  it('takes a reservation request: a day chosen in the calendar’s form, the missing consent marked by the server, then confirmed', async () => {
    const unit = /<article class="estate-card rental-card"[^>]*>[\s\S]*?<a class="estate-card__link" href="([^"]+)"/.exec((await html(HOLIDAY)).body)![1]!;
    const calendar = await formOnPage(SECOND + unit, 'section#rental-calendar form');
    const day = calendar.controls.find((control) => control.name === 'period' && control.className.split(' ').includes('is-arrival'))!;
    const chosen = await send(calendar, {}, { button: day.value });
    const form = await formIn(chosen.url, await bodyOf(chosen.response, 200), 'form.rental-reservation__form');
    expect(form.controls.find((control) => control.name === 'periodId')?.value).toBe(day.value);

    const typed = { guests: '2', firstName: 'Lotte', lastName: 'Claes', email: 'lotte@example.be', phone: '+32 470 11 22 33' };
    const headers = { 'CF-Connecting-IP': client(31) };
    const before = await reservations();
    // The browser does not require the consent box itself: the server refuses and marks it.
    const refused = await send(form, typed, { headers });
    const body = await bodyOf(refused.response, 400);
    expect(body).toMatch(/<div class="form-check form-check--invalid">\s*<input id="reservation-privacy"/);
    const again = await formIn(chosen.url, body, 'form.rental-reservation__form');
    const values = Object.fromEntries(again.controls.map((control) => [control.name, control.value]));
    expect(values).toMatchObject({ firstName: 'Lotte', periodId: day.value });
    expect(await reservations()).toBe(before);

    const sent = await send(again, { privacy: true }, { headers });
    expect(sent.response.status).toBe(303);
    const confirmed = redirectedTo(sent.response, chosen.url);
    expect(new URL(confirmed).searchParams.get('reservation')).toBe('sent');
    const success = /<p class="alert alert--success">([^<]*)<\/p>/.exec((await html(confirmed.replace(/#.*$/, ''))).body)?.[1];
    expect(success).toContain('Dit is nog geen boeking');
    expect(await reservations()).toBe(before + 1);
  });
});

describe('the listing’s filter bar without JavaScript', () => {
  it('is a GET form: a type ticked and a highest price, sent by the menu’s “Fertig”, show only such homes', async () => {
    const filter = await formOnPage('http://localhost/de/zu-verkaufen', 'form.filter-bar');
    const flat = /<input id="[^"]*" type="checkbox" name="type" value="(\d+)"[^>]*\/>Wohnung<\/label>/.exec(filter.body)![1]!;
    const cards = async (typed: Record<string, string>) => {
      const { response, url } = await send(filter, typed, { button: 'Fertig' });
      expect(new URL(url).searchParams.getAll('type')).toEqual([flat]);
      const body = await bodyOf(response, 200);
      const titles = [...body.matchAll(/<h[23] class="estate-card__title">(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1]!);
      const prices = [...body.matchAll(/<p class="estate-card__price">([^<]*)<\/p>/g)].map((match) => Number(match[1]!.replace(/\D/g, '')));
      expect(prices).toHaveLength(titles.length);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((title) => !title.startsWith('Wohnung in'))).toEqual([]);
      return { url, prices };
    };
    // A highest price that leaves out some of the flats: the middle one's.
    const flats = (await cards({ type: flat })).prices.filter((price) => price > 0).sort((a, b) => a - b);
    const highest = flats[Math.floor(flats.length / 2)]!;
    expect(flats.at(-1)).toBeGreaterThan(highest);
    const { url, prices } = await cards({ type: flat, 'price-max': String(highest) });
    expect(new URL(url).searchParams.get('price-max')).toBe(String(highest));
    expect(prices.filter((price) => !(price > 0 && price <= highest))).toEqual([]);
  });
});

describe('the purchase-costs panel without JavaScript', () => {
  it('reads both cases side by side, and its form asks the server for the loan’s monthly payment', async () => {
    const listing = (await html('http://localhost/nl/te-koop')).body;
    const links = [...new Set([...listing.matchAll(/class="estate-card__link" href="([^"]+)"/g)].map((match) => match[1]!))];
    let page: (PageForm & { body: string }) | undefined;
    for (const link of links) {
      const { body } = await html(`http://localhost${link}`);
      if (body.includes('class="purchase-costs__table"')) {
        page = { ...(await formIn(`http://localhost${link}`, body, 'form.purchase-costs__form')), body };
        break;
      }
    }
    if (!page) throw new Error('no estate for sale with a costs panel on the first listing page');
    const table = (body: string) => /<table class="purchase-costs__table"[\s\S]*?<\/table>/.exec(body)![0];
    const row = (body: string, label: string) =>
      [...(new RegExp(`<th scope="row">${label}</th>((?:<td>[^<]*</td>)+)`).exec(table(body))?.[1] ?? '').matchAll(/<td>([^<]*)<\/td>/g)].map(
        (match) => match[1],
      );
    expect([...table(page.body).matchAll(/<th scope="col" data-case="\w+">([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([
      'Mijn enige eigen woning',
      'Andere aankoop',
    ]);
    expect(row(page.body, 'Registratierechten')).toHaveLength(2);
    expect(page.body).toContain('Dit is een schatting, geen offerte');
    const { response, url } = await send(page, { 'costs-loan': '200000', 'costs-years': '20' }, { button: 'Bereken' });
    expect(new URL(url).searchParams.get('costs-loan')).toBe('200000');
    expect(new URL(url).hash).toBe('#purchase-costs');
    // 200,000 over 20 years at the form's 3 % a year, for both cases.
    expect(row(await bodyOf(response, 200), 'Maandelijkse aflossing')).toEqual(['€\u00a01.105,15', '€\u00a01.105,15']);
  });
});

describe('the contact form without JavaScript', () => {
  it('posts to the page itself: a wrong phone comes back (400) marked with the alert, the values kept; corrected, the page says it was sent', async () => {
    const contact = await formOnPage('http://localhost/fr/contact', 'form.contact-form');
    const headers = { 'CF-Connecting-IP': client(32) };
    // The browser checks required fields and the e-mail format itself; the server is the one to refuse this.
    const typed = { firstName: 'Lotte', lastName: 'Claes', email: 'lotte@example.be', phone: 'appelez-moi', message: 'Bonjour', privacy: true };
    const refused = await send(contact, typed, { headers });
    expect(refused.url).toBe('http://localhost/fr/contact');
    const body = await bodyOf(refused.response, 400);
    expect(body).toContain('Saisissez un numéro de téléphone valide.');
    expect(body).toContain('class="alert alert--danger"');
    const again = await formIn(contact.page, body, 'form.contact-form');
    expect(again.controls.find((control) => control.name === 'firstName')?.value).toBe('Lotte');
    const sent = await send(again, { phone: '+32 470 11 22 33', privacy: true }, { headers });
    expect(sent.response.status).toBe(303);
    const thanks = redirectedTo(sent.response, contact.page);
    expect(thanks).toMatch(/^http:\/\/localhost\/fr\/contact\?contact=sent/);
    expect((await html(thanks.replace(/#.*$/, ''))).body).toContain('class="alert alert--success"');
  });
});
