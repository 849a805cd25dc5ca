import { describe, expect, it } from 'vitest';
import { translate } from '../../../../shared/i18n';
import { LOCALES } from '../../../../shared/i18n/locales';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { roundedUp } from '../../../../worker/platform/site-api/search-examples';
import { get, html } from '../../helpers';
import { idsOnPage, totalOnPage } from '../../listing-feature-helpers';
import { allEstates } from '../../platform-helpers';

// The examples under each site's search box are made of that site's own listings (a type and a
// town its listings share, a highest price half of them are under), in each language, and each
// finds listings on the site that shows it.

const SITES = [
  { id: 1, host: 'localhost' },
  { id: 2, host: 'immo-tweede.localhost' },
] as const;
const RENT = starterPaths('forRent');

/** The home page's examples (each a link to the listing with the sentence) and its box's placeholder. */
async function examplesOn(host: string, locale: string) {
  const { body } = await html(`http://${host}/${locale}/`);
  const line = /<p class="plain-search__examples">(.*?)<\/p>/.exec(body)?.[1] ?? '';
  const links = [...line.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, label]) => ({ href: href!.replace(/&amp;/g, '&'), label: label! }));
  return { links, placeholder: /placeholder="([^"]*)"/.exec(body)?.[1], line };
}

describe('each site’s examples under its search box', () => {
  for (const { id, host } of SITES) {
    it.each(LOCALES)(`site ${id}: each example in %s is a sentence of its listings that finds at least one of them`, async (locale) => {
      const towns = new Set(
        (await allEstates(id)).flatMap((estate) => Object.values(estate.general.address.city.name).filter((name): name is string => Boolean(name))),
      );
      const { links, placeholder, line } = await examplesOn(host, locale);
      expect(line.startsWith(translate(locale, 'plainSearch.examples'))).toBe(true);
      expect(links.length).toBe(2);
      expect(placeholder).toBe(translate(locale, 'plainSearch.placeholder', { example: links[0]!.label }));
      for (const { href, label } of links) {
        // The sentence names a town of this site's listings.
        expect(
          [...towns].some((town) => label.includes(town)),
          label,
        ).toBe(true);
        const url = new URL(href, `http://${host}`);
        expect(url.searchParams.get('q')).toBe(label);
        const { response, body } = await html(url.href);
        expect(response.status).toBe(200);
        expect(idsOnPage(body).length, `${host} ${locale}: ${label}`).toBeGreaterThan(0);
        expect(totalOnPage(body)).toBeGreaterThan(0);
        // Understood whole: nothing left over, nothing said not to be used.
        expect(body.includes('class="plain-search__notice"'), label).toBe(false);
        expect(body.includes(`<p class="plain-search__note">${translate(locale, 'plainSearch.preferring')}</p>`), label).toBe(false);
      }
    });
  }

  it('gives each site examples of its own towns, not the other’s', async () => {
    const [one, two] = await Promise.all(SITES.map(({ host }) => examplesOn(host, 'nl')));
    expect(one!.links.map((link) => link.label)).not.toEqual(two!.links.map((link) => link.label));
  });

  it('shows the listing for rent a rent as its placeholder', async () => {
    const { body } = await html(`http://localhost${RENT.nl}`);
    const placeholder = /placeholder="([^"]*)"/.exec(body)?.[1];
    const { links } = await examplesOn('localhost', 'nl');
    const rent = links.find((link) => link.href.startsWith(RENT.nl))!;
    expect(placeholder).toBe(translate('nl', 'plainSearch.placeholder', { example: rent.label }));
  });

  it('says an empty sentence’s message without naming a town', async () => {
    const response = await get('http://immo-tweede.localhost/fr/ajax/parse-search?q=');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(translate('fr', 'plainSearch.empty'));
    expect(translate('fr', 'plainSearch.empty')).not.toMatch(/Gand|Dinant|Durbuy/);
  });
});

describe('an example’s highest price', () => {
  it('is rounded up to two significant digits', () => {
    expect([437_500, 440_000, 1_160, 730, 95, 2_000].map(roundedUp)).toEqual([440_000, 440_000, 1_200, 730, 95, 2_000]);
  });
});
