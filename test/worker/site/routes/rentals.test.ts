import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RawRentalPeriod, RawRentalUnit } from '../../../../shared/contract/raw/rental';
import { bodyOf, CLIENT, get, html, tags } from '../../helpers';

// Holiday rentals end to end.

interface SeedUnit {
  siteId: number;
  published: boolean;
  unit: RawRentalUnit;
  periods: RawRentalPeriod[];
}

const TODAY = new Date().toISOString().slice(0, 10);
const HOSTS = { 1: 'http://localhost', 2: 'http://immo-tweede.localhost' } as const;
const WORD = { nl: 'vakantie', fr: 'vacances', en: 'holiday', de: 'feiertage' } as const;

const units: SeedUnit[] = await (async () => {
  const rows = (
    await env.DB.prepare('SELECT id, site_id, published, document FROM rental_units ORDER BY id').all<{
      id: number;
      site_id: number;
      published: number;
      document: string;
    }>()
  ).results;
  const periods = (
    await env.DB.prepare('SELECT unit_id, available, document FROM rental_periods ORDER BY start_date, id').all<{
      unit_id: number;
      available: number;
      document: string;
    }>()
  ).results;
  return rows.map((row) => ({
    siteId: row.site_id,
    published: row.published === 1,
    unit: JSON.parse(row.document) as RawRentalUnit,
    periods: periods.filter((p) => p.unit_id === row.id).map((p) => ({ ...(JSON.parse(p.document) as RawRentalPeriod), available: p.available === 1 })),
  }));
})();

const listed = (siteId: number) => units.filter((u) => u.siteId === siteId && u.published);
const free = (u: SeedUnit) => u.periods.filter((p) => p.available && p.start >= TODAY);

async function ajax(siteId: 1 | 2, query: string): Promise<{ total: number; cards: { id: number; from: { price: string; periodType: string } | null }[] }> {
  const all: { id: number; from: { price: string; periodType: string } | null }[] = [];
  let total = 0;
  for (let offset = 0; ; offset += 12) {
    const response = await get(`${HOSTS[siteId]}/nl/ajax/rental-units?${query}${query ? '&' : ''}offset=${offset}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { total: number; cards: { id: number; from: { price: string; periodType: string } | null }[] };
    total = page.total;
    all.push(...page.cards);
    if (page.cards.length === 0 || all.length >= total) break;
  }
  return { total, cards: all };
}

describe('the holiday listing (a rentalList section on both agencies’ holiday pages)', () => {
  it.each([1, 2] as const)('site %i: the first page of its published units is in the HTML, with the search form', async (siteId) => {
    const { response, body } = await html(`${HOSTS[siteId]}/nl/vakantieverhuur`);
    expect(response.status).toBe(200);
    const ids = [...body.matchAll(/data-rental-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBe(Math.min(12, listed(siteId).length));
    for (const id of ids) expect(listed(siteId).map((u) => u.unit.id)).toContain(id);
    expect(tags(body, 'form').find((form) => form.includes('class="rental-filter"'))).toMatch(/method="get"/);
    for (const name of ['location', 'city', 'type', 'period', 'guests', 'arrival', 'from', 'to', 'sort']) expect(body, name).toContain(`name="${name}"`);
  });

  it.each([1, 2] as const)(
    'site %i: offers its units’ towns and narrows by one, with and without JavaScript (the rental filter options’ cities)',
    async (siteId) => {
      const towns = new Map(listed(siteId).map((u) => [u.unit.general.city.id, u.unit.general.city.name.nl]));
      expect(towns.size).toBeGreaterThan(1);
      const { body } = await html(`${HOSTS[siteId]}/nl/vakantieverhuur`);
      for (const [id, name] of towns) expect(body, name).toMatch(new RegExp(`name="city" value="${id}"/>${name}</label>`));
      const [town] = towns.keys();
      const expected = listed(siteId)
        .filter((u) => u.unit.general.city.id === town)
        .map((u) => u.unit.id)
        .sort((a, b) => a - b);
      const { total, cards } = await ajax(siteId, `city=${town}`);
      expect(total).toBe(expected.length);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(expected);
      // The GET form's address: the page renders that town's units, its box ticked.
      const filtered = await html(`${HOSTS[siteId]}/nl/vakantieverhuur?city=${town}`);
      expect([...filtered.body.matchAll(/data-rental-id="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual(expected.slice(0, 12));
      expect(filtered.body).toContain(`name="city" checked="" value="${town}"/>`);
    },
  );

  it.each<[string, string, (u: SeedUnit) => boolean]>([
    ['no filter: every published unit, none of another agency', '', () => true],
    ['a location', 'location=1', (u) => u.unit.general.location.id === 1],
    ['two types', 'type=2&type=5', (u) => [2, 5].includes(u.unit.general.subKind?.id ?? 0)],
    ['at least 6 guests', 'guests=6', (u) => (u.unit.general.maxOccupation ?? 0) >= 6],
    ['weekends', 'period=2', (u) => free(u).some((p) => p.type.id === 2)],
  ])('narrows with %s', async (_, query, keep) => {
    for (const siteId of [1, 2] as const) {
      const expected = listed(siteId)
        .filter(keep)
        .map((u) => u.unit.id)
        .sort((a, b) => a - b);
      const { total, cards } = await ajax(siteId, query);
      expect(total, `site ${siteId} ${query}`).toBe(expected.length);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('narrows by arrival day and by a date window, and prices each card from its cheapest matching period', async () => {
    const unit = listed(2).find((u) => free(u).length > 3)!;
    const arrival = free(unit)[2]!.start;
    const byArrival = listed(2).filter((u) => free(u).some((p) => p.start === arrival));
    const { cards } = await ajax(2, `arrival=${arrival}`);
    expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(byArrival.map((u) => u.unit.id).sort((a, b) => a - b));
    for (const card of cards) {
      const cheapest = Math.min(
        ...free(units.find((u) => u.unit.id === card.id)!)
          .filter((p) => p.start === arrival)
          .map((p) => p.price),
      );
      expect(card.from?.price.replace(/[^\d]/g, '')).toBe(String(cheapest));
    }
    const from = free(unit)[1]!.start;
    const to = free(unit)[4]?.end ?? free(unit)[1]!.end;
    const inWindow = listed(2).filter((u) => free(u).some((p) => p.start >= from && p.end <= to));
    const window = await ajax(2, `from=${from}&to=${to}`);
    expect(window.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(inWindow.map((u) => u.unit.id).sort((a, b) => a - b));
  });

  it('sorts by price (of the cheapest matching period) and by guests', async () => {
    const byPrice = await ajax(2, 'sort=price-asc');
    const prices = byPrice.cards.filter((card) => card.from).map((card) => Number(card.from!.price.replace(/[^\d]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byGuests = (await ajax(2, 'sort=guests-desc')).cards.map((card) => units.find((u) => u.unit.id === card.id)!.unit.general.maxOccupation ?? 0);
    expect(byGuests.filter(Boolean)).toEqual([...byGuests.filter(Boolean)].sort((a, b) => b - a));
  });

  it('says so when nothing matches, and offers to widen the search; a next-page link without JavaScript', async () => {
    const none = await html('http://immo-tweede.localhost/nl/vakantieverhuur?guests=30');
    expect(none.body).toContain('Geen vakantiewoningen gevonden voor deze zoekopdracht.');
    expect(none.body).toContain('href="/nl/vakantieverhuur"');
    const all = await html('http://immo-tweede.localhost/nl/vakantieverhuur');
    expect(listed(2).length).toBeGreaterThan(12);
    expect(all.body).toContain('rel="next"');
    expect(all.body).toMatch(/href="\/nl\/vakantieverhuur\?page=2" rel="next"/);
    const second = await html('http://immo-tweede.localhost/nl/vakantieverhuur?page=2');
    expect([...second.body.matchAll(/data-rental-id="(\d+)"/g)]).toHaveLength(Math.min(12, listed(2).length - 12));
  });

  it('answers a bad offset with a 400 and a message, garbage filters with the unfiltered list', async () => {
    const bad = await get('http://localhost/nl/ajax/rental-units?offset=-1');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBeTruthy();
    expect((await ajax(1, 'guests=veel&arrival=morgen&location=%00')).total).toBe(listed(1).length);
  });
});

describe('the unit page /{lang}/vakantie/{id}', () => {
  const full = units.find(
    (u) =>
      u.published &&
      u.unit.general.building?.rentalName &&
      u.unit.general.garage !== null &&
      (u.unit.general.floor ?? 0) > 0 &&
      u.unit.rooms.bathrooms &&
      u.unit.hiddenTabs.length === 0,
  )!;
  const sparse = units.find((u) => u.published && (u.unit.general.maxOccupation === null || u.unit.rooms.bathrooms === null))!;

  it.each(['nl', 'fr', 'en', 'de'] as const)('shows a fully filled unit in %s: title, address, facts, periods, reservation, head', async (locale) => {
    const host = HOSTS[full.siteId as 1 | 2];
    const path = `/${locale}/${WORD[locale]}/${full.unit.id}`;
    const { response, body } = await html(host + path);
    expect(response.status).toBe(200);
    expect(body).toContain(`<html lang="${locale}">`);
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(body).toContain(full.unit.general.building!.rentalName!);
    const fields = new Set([...body.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]));
    for (const key of ['location', 'city', 'maxOccupation', 'type', 'garage', 'floor', 'residence', 'reference', 'bedrooms', 'bathrooms'])
      expect(fields, key).toContain(`rental.${key}`);
    expect(body).toContain('id="rental-calendar"');
    expect(body).toContain('id="reservation"');
    expect(tags(body, 'link').find((tag) => tag.includes('rel="canonical"'))).toContain(`href="${host}${path}"`);
    for (const [lang, word] of Object.entries(WORD)) expect(body).toContain(`hrefLang="${lang}" href="${host}/${lang}/${word}/${full.unit.id}"`);
    expect(body).toMatch(/<meta property="og:image" content="http[^"]+\.svg"\/>/);
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(jsonLd.find((item) => item['@type'] === 'VacationRental')).toMatchObject({ makesOffer: { '@type': 'AggregateOffer', priceCurrency: 'EUR' } });
    expect(jsonLd.find((item) => item['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
  });

  it.each(['nl', 'fr', 'en', 'de'] as const)('leaves out the empty facts of a sparse unit in %s', async (locale) => {
    const { response, body } = await html(`${HOSTS[sparse.siteId as 1 | 2]}/${locale}/${WORD[locale]}/${sparse.unit.id}`);
    expect(response.status).toBe(200);
    const fields = new Set([...body.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]));
    if (sparse.unit.general.maxOccupation === null) expect(fields).not.toContain('rental.maxOccupation');
    if (sparse.unit.rooms.bathrooms === null) expect(fields).not.toContain('rental.bathrooms');
    expect(body).not.toMatch(/_rental\.[a-zA-Z_]+_/);
  });

  it('hides what a unit’s hiddenTabs list hides', async () => {
    const noMap = units.find((u) => u.published && u.unit.hiddenTabs.includes('map') && u.unit.geo)!;
    expect((await html(`${HOSTS[noMap.siteId as 1 | 2]}/nl/vakantie/${noMap.unit.id}`)).body).not.toContain('data-island="estate-location"');
    const withMap = units.find((u) => u.published && !u.unit.hiddenTabs.includes('map') && u.unit.geo)!;
    expect((await html(`${HOSTS[withMap.siteId as 1 | 2]}/nl/vakantie/${withMap.unit.id}`)).body).toContain('data-island="estate-location"');
    const noRooms = units.find((u) => u.published && u.unit.hiddenTabs.includes('rooms'))!;
    expect((await html(`${HOSTS[noRooms.siteId as 1 | 2]}/nl/vakantie/${noRooms.unit.id}`)).body).not.toContain('data-field="rental.bedrooms"');
    const noDescription = units.find((u) => u.published && u.unit.hiddenTabs.includes('description'))!;
    expect((await html(`${HOSTS[noDescription.siteId as 1 | 2]}/nl/vakantie/${noDescription.unit.id}`)).body).not.toContain('id="rental-description-title"');
  });

  it('shows the periods in a month calendar, free and taken days, the first month with an arrival day', async () => {
    const { body } = await html(`${HOSTS[full.siteId as 1 | 2]}/nl/vakantie/${full.unit.id}`);
    const days = [...body.matchAll(/class="rental-calendar__day([^"]*)" data-day="(\d{4}-\d{2}-\d{2})"/g)];
    expect(days.length).toBeGreaterThanOrEqual(56);
    const first = free(full)[0]!;
    expect(days.find(([, , day]) => day === first.start)?.[1]).toContain('is-arrival');
    // Taken days show where a period that is not available falls within the months shown (which ones depends on the day the seed was made).
    const shown = { from: days[0]![2]!, to: days.at(-1)![2]! };
    const takenShown = full.periods.some((p) => !p.available && p.start <= shown.to && p.end > shown.from);
    expect(days.some(([, state]) => state.includes('is-taken'))).toBe(takenShown);
  });

  it.each([
    ['an unknown unit', 'http://localhost/nl/vakantie/99999'],
    ['a malformed id', 'http://localhost/nl/vakantie/abc'],
    ['another agency’s unit', () => `http://localhost/nl/vakantie/${listed(2)[0]!.unit.id}`],
    ['an unpublished unit', () => `${HOSTS[units.find((u) => !u.published)!.siteId as 1 | 2]}/nl/vakantie/${units.find((u) => !u.published)!.unit.id}`],
  ] as const)('answers %s with the localized 404', async (_, url) => {
    const { response, body } = await html(typeof url === 'function' ? url() : url);
    expect(response.status).toBe(404);
    expect(body).toContain('Pagina niet gevonden');
  });
});

describe('the reservation request (POST /rental-units/reservation)', () => {
  const unit = units.find(
    (u) =>
      u.published &&
      u.siteId === 1 &&
      (u.unit.general.maxOccupation ?? 0) >= 4 &&
      free(u).length > 2 &&
      u.periods.some((p) => !p.available && p.start >= TODAY),
  )!;
  const path = `${HOSTS[1]}/nl/vakantie/${unit.unit.id}`;
  const valid = () => ({
    periodId: String(free(unit)[0]!.id),
    guests: '2',
    firstName: 'Lotte',
    lastName: 'Claes',
    email: 'lotte@example.be',
    phone: '+32 470 11 22 33',
    message: 'Met onze hond.',
    privacy: 'yes',
  });
  const post = (fields: Record<string, string>, as: 'json' | 'form' = 'json') =>
    get(path, {
      method: 'POST',
      headers:
        as === 'json'
          ? { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT }
          : { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  const counts = async () => ({
    reservations: (await env.DB.prepare('SELECT count(*) AS n FROM rental_reservations').first<{ n: number }>())!.n,
    outbox: (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind LIKE 'rental-reservation%'").first<{ n: number }>())!.n,
  });

  it.each<[string, (fields: Record<string, string>) => Record<string, string>, string]>([
    ['a taken period', (f) => ({ ...f, periodId: String(unit.periods.find((p) => !p.available && p.start >= TODAY)!.id) }), 'periodId'],
    ['a period of another unit', (f) => ({ ...f, periodId: String(units.find((u) => u.unit.id !== unit.unit.id)!.periods[0]!.id) }), 'periodId'],
    ['no period', ({ periodId: _, ...f }) => f, 'periodId'],
    ['too many guests', (f) => ({ ...f, guests: String((unit.unit.general.maxOccupation ?? 30) + 1) }), 'guests'],
    ['no guests', (f) => ({ ...f, guests: '0' }), 'guests'],
    ['no consent', ({ privacy: _, ...f }) => f, 'privacy'],
    ['a bad e-mail', (f) => ({ ...f, email: 'lotte-at-example' }), 'email'],
    ['no phone', (f) => ({ ...f, phone: '' }), 'phone'],
    ['no first name', (f) => ({ ...f, firstName: ' ' }), 'firstName'],
  ])('refuses %s with a 400 and a message beside that field, and writes nothing', async (_, change, field) => {
    const before = await counts();
    const response = await post(change(valid()));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields[field], JSON.stringify(answer.fields)).toBeTruthy();
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('writes a valid request once, with the agency’s mail and the visitor’s confirmation in the outbox', async () => {
    const before = await counts();
    const response = await post(valid());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await counts()).toEqual({ reservations: before.reservations + 1, outbox: before.outbox + 2 });
    const mails = (
      await env.DB.prepare("SELECT kind, document FROM outbox WHERE kind LIKE 'rental-reservation%' ORDER BY kind").all<{ kind: string; document: string }>()
    ).results.filter((row) => row.document.includes(id));
    expect(mails.map((mail) => mail.kind)).toEqual(['rental-reservation', 'rental-reservation-confirmation']);
    expect(JSON.parse(mails[1]!.document)).toMatchObject({ to: 'lotte@example.be', locale: 'nl', guests: 2 });
  });

  it('without JavaScript: a mistake brings the page back with the field marked and the values kept; success redirects to the confirmation', async () => {
    const wrong = await post({ ...valid(), email: 'nope' }, 'form');
    const page = await bodyOf(wrong, 400);
    expect(page).toContain('class="alert alert--danger"');
    expect(page).toContain('Vul een geldig e-mailadres in.');
    expect(page).toContain('value="Lotte"');
    // The guests field (a numeric input whose code loads late in the browser) is in the HTML
    // itself, with the value posted, not behind a reveal script a visitor without JavaScript never runs.
    expect(page).toMatch(/<!--\$--><div class="numeric-input"[^]*?<input id="reservation-guests"[^>]*value="2"/);
    const ok = await post(valid(), 'form');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toBe(`/nl/vakantie/${unit.unit.id}?reservation=sent#reservation`);
    const confirmed = await html(`${path}?reservation=sent`);
    expect(confirmed.body).toContain('Dit is nog geen boeking');
  });

  it('fills the form with a period chosen in the calendar without JavaScript (?period=), and says it is a request, not a booking', async () => {
    const chosen = free(unit)[1]!;
    const { body } = await html(`${path}?period=${chosen.id}`);
    expect(body).toMatch(new RegExp(`<option value="${chosen.id}" selected="">`));
    expect(body).toContain('Dit is een aanvraag, geen boeking');
  });
});
