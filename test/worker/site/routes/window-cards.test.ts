import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { get, html } from '../../helpers';
import { allEstates } from '../../platform-helpers';

// A listing's printable window card and its QR code alone, per language, noindex,
// kept like a page (the page cache: Cloudflare's cache, retired with the listing's generations),
// and 404 for a listing that is not there, hidden or another agency's.

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
const CARD = { nl: 'raamaffiche', fr: 'affiche-vitrine', en: 'window-card', de: 'schaufensterplakat' } as const;
const QR = { nl: 'qr-code.svg', fr: 'code-qr.svg', en: 'qr-code.svg', de: 'qr-code.svg' } as const;
type Lang = keyof typeof CARD;

let house: RawEstate;
let hiddenOfSite2: RawEstate;
let ofSite2: RawEstate;

const cardUrl = (id: number, lang: Lang = 'nl', host = 'localhost') => `http://${host}/${lang}/${CARD[lang]}/${id}`;
const qrUrl = (id: number, lang: Lang = 'nl', host = 'localhost') => `${cardUrl(id, lang, host)}/${QR[lang]}`;

/** Asks until the answer comes from its kept copy (it is kept in the background once sent). */
async function untilKept(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await get(url);
    await response.arrayBuffer();
    if (response.headers.get(PAGE_CACHE_HEADER) === 'hit') return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never sent from its kept copy`);
}

beforeAll(async () => {
  const estates = await allEstates(1);
  house = estates.find(
    (e) => e.general.status === 'FOR_SALE' && !e.general.parentId && e.general.address.visible && e.general.price.value !== null && e.energy.energyLabel,
  )!;
  const site2 = await allEstates(2);
  hiddenOfSite2 = site2.find((e) => e.general.status === 'TAKEN_OVER')!;
  ofSite2 = site2.find((e) => e.general.status === 'FOR_SALE')!;
  expect(house && hiddenOfSite2 && ofSite2).toBeTruthy();
});

describe('the window card', () => {
  it.each([
    ['nl', 'Raamaffiche: ', 'Scan de code voor alle foto’s en details'],
    ['fr', 'Affiche vitrine : ', 'Scannez le code pour toutes les photos et les détails'],
    ['en', 'Window card: ', 'Scan the code for every photo and detail'],
    ['de', 'Schaufensterplakat: ', 'Code scannen für alle Fotos und Details'],
  ] as const)('is a page of its own in %s: photo, price, facts, EPC label and the QR code, noindex, without header or footer', async (lang, title, scan) => {
    const { response, body } = await html(cardUrl(house.general.id, lang));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(body).toContain(`<html lang="${lang}">`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).not.toContain('rel="canonical"');
    expect(body).toMatch(new RegExp(`<title>${title}[^<]+</title>`));
    expect(body).toContain('class="window-card"');
    expect(body).toMatch(/<div class="window-card__photo"><img [^>]*loading="eager"/);
    expect(body).toContain(`€\u00a0${new Intl.NumberFormat('de-DE').format(house.general.price.value!)}`);
    expect(body).toMatch(/class="window-card__epc estate-card__epc estate-card__epc--[a-g]/);
    expect(body).toMatch(/<dl class="window-card__facts"><div><dt>/);
    expect(body).toMatch(/<svg viewBox="0 0 \d+ \d+" role="img" aria-label="[^"]+"/);
    expect(body).toContain(scan);
    expect(body).not.toContain('class="site-header');
    expect(body).not.toContain('class="site-footer');
    // Printing it is not a view of the listing.
    expect(body).not.toContain('data-island="page-stats"');
  });

  it('answers 404 (the page in its language) for an unknown listing, a hidden one and another agency’s', async () => {
    for (const url of [cardUrl(99_999_999), cardUrl(hiddenOfSite2.general.id, 'nl', 'immo-tweede.localhost'), cardUrl(ofSite2.general.id)]) {
      const { response, body } = await html(url);
      expect(response.status, url).toBe(404);
      expect(body).toContain('Pagina niet gevonden');
    }
    const { response } = await html(cardUrl(ofSite2.general.id, 'nl', 'immo-tweede.localhost'));
    expect(response.status).toBe(200);
  });

  it('is kept, and rendered again once a purge (as a change of the listing does) retires the generations it was read under', async () => {
    const url = cardUrl(house.general.id, 'en');
    await untilKept(url);
    const kept = await untilKept(url);
    expect(kept.headers.get('X-Robots-Tag')).toBe('noindex');
    const purge = await get('http://localhost/admin/purge', { method: 'POST', headers: ADMIN, body: JSON.stringify({ siteId: 1 }) });
    expect(purge.status).toBe(200);
    expect((await get(url)).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });
});

describe('the QR code alone', () => {
  it.each(['nl', 'fr', 'en', 'de'] as const)('is an SVG in %s, noindex, kept like a page, its title in the language', async (lang) => {
    const response = await get(qrUrl(house.general.id, lang));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Content-Language')).toBe(lang);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toMatch(/<path d="(M\d+ \d+h\d+v1h-\d+z)+" fill="#000"\/>/);
    const kept = await untilKept(qrUrl(house.general.id, lang));
    expect(kept.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(kept.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await (await get(qrUrl(house.general.id, lang))).text()).toBe(svg);
  });

  it('says in its title where it leads', async () => {
    const svg = await (await get(qrUrl(house.general.id, 'fr'))).text();
    expect(svg).toContain('<title>Code QR vers ce bien sur le site de ');
  });

  it('answers 404 in the page’s language for an unknown listing, a hidden one and another agency’s, kept nowhere', async () => {
    for (const [url, lang, text] of [
      [qrUrl(99_999_999), 'nl', 'Pagina niet gevonden'],
      [qrUrl(hiddenOfSite2.general.id, 'fr', 'immo-tweede.localhost'), 'fr', 'Page introuvable'],
      [qrUrl(ofSite2.general.id, 'de'), 'de', 'Seite nicht gefunden'],
    ] as const) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('Content-Language')).toBe(lang);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toContain(text);
    }
  });
});

describe('the compare page’s listings (GET /{lang}/ajax/compare)', () => {
  it('answers each listing’s card and facts in the order asked, the price first, and the ids that are gone', async () => {
    const estates = (await allEstates(1)).filter((e) => e.general.status === 'FOR_SALE' && !e.general.parentId).slice(0, 2);
    const ids = [estates[1]!.general.id, 99_999_999, estates[0]!.general.id];
    const response = await get(`http://localhost/fr/ajax/compare?ids=${ids.join(',')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      listings: { card: { id: number; price: string }; facts: { key: string; label: string; value: string }[] }[];
      gone: number[];
    };
    expect(body.listings.map((listing) => listing.card.id)).toEqual([ids[0], ids[2]]);
    expect(body.gone).toEqual([99_999_999]);
    const [first] = body.listings;
    expect(first!.facts[0]).toEqual({ key: 'financial.price', label: 'Prix', value: first!.card.price });
    expect(first!.facts.every((fact) => fact.label !== '' && fact.value !== '')).toBe(true);
  });

  it.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=1,abc', 'ids=0'])('refuses ?%s with a 400 and a message', async (query) => {
    const response = await get(`http://localhost/nl/ajax/compare?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/ids must be 1 to 4/);
  });
});

describe('compare and recently viewed in the pages', () => {
  it.each([
    ['nl', 'vergelijken', 'Panden vergelijken'],
    ['fr', 'comparer', 'Comparer des biens'],
    ['en', 'compare', 'Compare properties'],
    ['de', 'vergleichen', 'Immobilien vergleichen'],
  ])('has a compare page in %s, noindex, whose table the browser draws', async (lang, path, title) => {
    const { response, body } = await html(`http://localhost/${lang}/${path}`);
    expect(response.status).toBe(200);
    expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain('data-island="compare-list"');
    expect(body).toContain(`&quot;endpoint&quot;:&quot;/${lang}/ajax/compare&quot;`);
  });

  it('puts a compare toggle, unpressed and hidden without JavaScript, on the cards and the detail page', async () => {
    const listing = (await html('http://localhost/nl/te-koop')).body;
    const toggles =
      listing.match(/<button type="button" class="compare-toggle" aria-pressed="false" data-compare="\d+" data-bar="[^"]+">Vergelijk<\/button>/g) ?? [];
    expect(toggles.length).toBeGreaterThan(5);
    const bar = JSON.parse(/data-bar="([^"]+)"/.exec(toggles[0]!)![1]!.replaceAll('&quot;', '"'));
    expect(bar).toMatchObject({
      href: '/nl/vergelijken',
      full: 'U kunt tot vier panden vergelijken. Verwijder er eerst een.',
      open: { one: 'Vergelijk {{count}} pand', other: 'Vergelijk {{count}} panden' },
    });
    expect(listing).toMatch(/<noscript><style>[^<]*\.compare-toggle\{display:none!important\}/);
    const detail = (await html(`http://localhost/fr/offre/${house.general.id}/x`)).response.headers.get('Location')!;
    const { body } = await html(`http://localhost${detail}`);
    expect(body).toContain(`<button type="button" class="compare-toggle" aria-pressed="false" data-compare="${house.general.id}"`);
    expect(body).toContain('>Comparer</button>');
  });

  it('shows the recently viewed listings’ place below the favorites', async () => {
    const { body } = await html('http://localhost/nl/favorieten');
    expect(body).toContain(
      '<section class="section container recent" aria-labelledby="recent-title"><h2 id="recent-title">Onlangs bekeken</h2>' +
        '<agency-island data-island="recent-listings"',
    );
  });
});

// A window card is an ad in the shop window: a Flemish flood score worse than C carries the
// flood symbol beside it (BIV, docs/legal-ad-rules.md), named for a screen reader.
describe('the flood symbol on the window card', () => {
  it('a P- or G-score D has the symbol beside it, in the card’s language; a score A has none', async () => {
    const estates = await allEstates(1);
    const visible = (e: RawEstate) => e.general.status === 'FOR_SALE' && !e.general.parentId && e.general.address.region === 'FLANDERS';
    const flooded = estates.find((e) => visible(e) && e.flooding?.floodingParcelScore === 'D')!;
    const dry = estates.find((e) => visible(e) && e.flooding?.floodingParcelScore === 'A' && e.flooding?.floodingBuildingScore === 'A')!;
    expect(flooded && dry).toBeTruthy();
    const { body } = await html(cardUrl(flooded.general.id, 'fr'));
    const legal = /<p class="window-card__legal">(.*?)<\/p>/s.exec(body)?.[1] ?? '';
    expect(legal).toMatch(
      /Score d&#x27;inondation de la parcelle \(score P\): D<svg class="flood-symbol"[^>]*role="img" aria-label="Risque d’inondation accru"/,
    );
    expect((await html(cardUrl(dry.general.id, 'fr'))).body).not.toContain('flood-symbol');
  });
});
