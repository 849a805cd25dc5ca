import { describe, expect, it } from 'vitest';
import { attribute, tags } from '../../helpers';
import { ingestTokensBeforeAll } from '../../platform-helpers';
import { detail, dutchListing, marker, untilTranslated } from '../../translated-listings';

// The head of a listing's page in a language its agency did not write (docs/translations.md): its
// title and description name the listing in the words the page shows, the translation where the
// page shows one, the agency's original where the visitor asked for it (?original=1).

const tokens = ingestTokensBeforeAll();

/** The head's title, its meta description, Open Graph's and the listing's JSON-LD description. */
function headOf(body: string) {
  const meta = (key: string, value: string) => attribute(tags(body, 'meta').find((tag) => attribute(tag, key) === value) ?? '', 'content');
  const listing = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; description?: string })
    .find((data) => data['@type'] === 'RealEstateListing');
  return {
    title: /<title>(.*?)<\/title>/s.exec(body)?.[1],
    description: meta('name', 'description'),
    og: meta('property', 'og:description'),
    jsonLd: listing?.description,
  };
}

describe('the head of a Dutch-only listing’s German page', () => {
  it('describes it with the German translation’s first sentence, the Dutch one at ?original=1', async () => {
    const mark = marker();
    const id = await dutchListing(tokens[1], mark, { description: { nl: `Ruime woning ${mark} met 3 slaapkamers. Rustig gelegen aan de Leie.` } });
    await untilTranslated(id);
    const translated = headOf((await detail(id, 'de')).body);
    expect(translated.description).toContain(`[de] Ruime woning ${mark} met 3 slaapkamers.`);
    expect(translated.og).toBe(translated.description);
    expect(translated.jsonLd).toBe(translated.description);
    const original = headOf((await detail(id, 'de', '?original=1')).body);
    expect(original.description).toContain(`Ruime woning ${mark} met 3 slaapkamers.`);
    expect(original.description).not.toContain('[de]');
  });

  it('names a project by its German name in its title, by its Dutch name at ?original=1', async () => {
    const mark = marker();
    const flat = { transaction: 'sale', status: 'available', type: 'APARTMENT', price: { amount: 290_000 } } as const;
    const id = await dutchListing(tokens[1], mark, {
      type: 'PROJECT',
      reference: 'LEIE-1',
      title: { nl: `Leie ${mark}` },
      description: { nl: `Residentie Leie ${mark} met 12 appartementen.` },
      address: { street: 'Nieuwewandeling', number: '40', postalCode: '9000', city: 'Gent' },
      units: [{ ...flat, source: 'whise', externalId: `${mark}-A1`, address: { street: 'Nieuwewandeling', number: '40', postalCode: '9000', city: 'Gent' } }],
    });
    await untilTranslated(id);
    expect(headOf((await detail(id, 'de')).body).title).toMatch(new RegExp(`^Neubauprojekt \\[de\\] Leie ${mark} in Gent`));
    expect(headOf((await detail(id, 'de', '?original=1')).body).title).toMatch(new RegExp(`^Neubauprojekt Leie ${mark} in Gent`));
  });
});
