import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from '../../console-crm-helpers';
import { signIn, type Who } from '../../console-helpers';
import { ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';

// The held list of the CRM screen (worker/console/crm/crm-held.tsx) read in the four languages:
// the platform sends each held value's reason as a key with values (listings/plausibility.ts),
// and the console words it in the reader's language, every number in the reader's notation with
// its unit. Three writes held through the ingest API: a price a thousand times lower than online,
// a new flat of 3 m², a house let at € 250,000 a month.

const tokens = ingestTokensBeforeAll();
let owner: Who;
const put = (listing: ReturnType<typeof whiseHouse>) => ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [listing] } });

beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost', '198.51.100.207');
  expect((await put(whiseHouse('held-words-price', { price: { amount: 385_000 } }))).body).toMatchObject({ created: 1 });
  for (const held of [
    whiseHouse('held-words-price', { price: { amount: 385 } }),
    whiseHouse('held-words-flat', { type: 'APARTMENT', areas: { living: 3 } }),
    whiseHouse('held-words-rent', { transaction: 'let', price: { amount: 250_000, period: 'MONTH' } }),
  ]) {
    expect((await put(held)).body).toMatchObject({ refused: 1, refusals: [expect.objectContaining({ held: true })] });
  }
});

/** The CRM screen's words as read: React's text separators out, every kind of space a plain one. */
const screen = async (locale: string) => (await page(`/${locale}/sites/1/crm`, owner)).body.replace(/[\u00a0\u202f]/g, ' ');

describe('the held list in the reader’s language and notation', () => {
  it.each([
    {
      locale: 'nl',
      lines: [
        'Prijs van held-words-price: online € 385.000, verstuurd € 385 (1.000 keer lager dan online)',
        'Bewoonbare oppervlakte van held-words-flat: online geen, verstuurd 3 m² (buiten wat gebruikelijk is voor het type Appartement: 8 m² tot 5.000 m²)',
        'Prijs van held-words-rent: online geen, verstuurd € 250.000 per maand (buiten wat gebruikelijk is voor het type Huis: € 100 tot € 100.000 per maand)',
      ],
    },
    {
      locale: 'fr',
      lines: [
        'Prix de held-words-price : en ligne 385 000 €, envoyé 385 € (1 000 fois plus bas qu’en ligne)',
        'Surface habitable de held-words-flat : en ligne aucun, envoyé 3 m² (hors de l’usage pour le type Appartement : de 8 m² à 5 000 m²)',
        'Prix de held-words-rent : en ligne aucun, envoyé 250 000 € par mois (hors de l’usage pour le type Maison : de 100 € à 100 000 € par mois)',
      ],
    },
    {
      locale: 'en',
      lines: [
        'Price of held-words-price: online €385,000, sent €385 (1,000 times lower than online)',
        'Living area of held-words-flat: online none, sent 3 m² (outside the usual range for the type Apartment: 8 m² to 5,000 m²)',
        'Price of held-words-rent: online none, sent €250,000 a month (outside the usual range for the type House: €100 to €100,000 a month)',
      ],
    },
    {
      locale: 'de',
      lines: [
        'Preis von held-words-price: online 385.000 €, gesendet 385 € (1.000-mal niedriger als online)',
        'Wohnfläche von held-words-flat: online keiner, gesendet 3 m² (außerhalb des Üblichen für den Typ Wohnung: 8 m² bis 5.000 m²)',
        'Preis von held-words-rent: online keiner, gesendet 250.000 € pro Monat (außerhalb des Üblichen für den Typ Haus: 100 € bis 100.000 € pro Monat)',
      ],
    },
  ])('words each held value in $locale, its numbers with their unit in one notation', async ({ locale, lines }) => {
    const body = await screen(locale);
    for (const line of lines) expect(body).toContain(line);
    // No reason left in the platform's English, no number in another notation.
    if (locale !== 'en') expect(body).not.toMatch(/times (lower|higher)|outside the range|\d,\d{3}\b/);
  });

  it('keeps the sentence of a hold recorded before reasons had keys, its numbers in the reader’s notation with the field’s unit', async () => {
    const findings = [{ externalId: 'held-words-before', path: 'price.amount', old: 389_000, new: 389, reason: '1,000 times lower than the price online' }];
    await env.DB.prepare(
      `INSERT INTO held_listings (site_id, source, external_id, record, findings, held_at) VALUES (1, 'whise', 'held-words-before', '{}', ?1, ?2)`,
    )
      .bind(JSON.stringify(findings), new Date().toISOString())
      .run();
    expect(await screen('nl')).toContain('Prijs van held-words-before: online € 389.000, verstuurd € 389 (1,000 times lower than the price online)');
  });
});
