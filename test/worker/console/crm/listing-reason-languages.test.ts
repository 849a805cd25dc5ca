import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectText, readableText } from '../../../support/text';
import { agency, page, post } from '../../console-crm-helpers';
import type { Who } from '../../console-helpers';
import { ingestCall, ingestToken, whiseHouse } from '../../platform-helpers';

// The sync log of the CRM screen (worker/console/crm/crm.tsx) read in the four languages, for
// the reasons the shared listings layer gives whatever the source (worker/platform/listings/):
// kept as a key with values beside their English (shared/contract/console-listing-reasons.ts) and
// worded by the console (worker/console/crm/listing-reasons.ts). Two ingest keys of one site
// write under Whise's source: a write older than the version stored, a price "abc", a status the
// schema does not know, an unknown postal code, an id sent twice, a subtype of another type, a
// listing the other key wrote, written over, and a held write the owner published as sent.

let siteId: number;
let owner: Who;
let ownerEmail: string;
let first: number;
let second: number;

/** An ingest key of the site and its connection's id. */
async function key(): Promise<{ token: string; id: number }> {
  const token = await ingestToken(siteId);
  const id = await env.DB.prepare("SELECT max(id) AS id FROM connections WHERE site_id = ?1 AND kind = 'ingest'").bind(siteId).first<number>('id');
  return { token, id: id! };
}

const put = async (token: string, listings: unknown[]) => {
  const answer = await ingestCall('PUT', `/sites/${siteId}/listings`, { token, body: { listings } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  ({ siteId, owner, ownerEmail } = await agency());
  const [one, other] = [await key(), await key()];
  [first, second] = [one.id, other.id];
  expect(await put(one.token, [whiseHouse('lr-1', { updatedAt: '2026-03-02T06:00:00Z' })])).toMatchObject({ created: 1 });
  const batch = await put(one.token, [
    whiseHouse('lr-1', { updatedAt: '2026-03-02T05:00:00Z' }),
    whiseHouse('lr-2', { price: { amount: 'abc' } } as never),
    whiseHouse('lr-3', { status: 'under_option' } as never),
    whiseHouse('lr-4', { address: { postalCode: '0999', city: 'Nergens' } }),
    whiseHouse('lr-5', { type: 'APARTMENT', subtype: 'VILLA' }),
    whiseHouse('lr-5'),
  ]);
  expect(batch).toMatchObject({ created: 1, refused: 4, stale: true });
  expect(await put(other.token, [whiseHouse('lr-1', { updatedAt: '2026-03-02T07:00:00Z', price: { amount: 310_000 } })])).toMatchObject({ updated: 1 });
  // A price 1,000 times lower is held for the owner, who publishes it as sent.
  await put(one.token, [whiseHouse('lr-6')]);
  expect(await put(one.token, [whiseHouse('lr-6', { price: { amount: 300 } })])).toMatchObject({ updated: 0, refused: 1 });
  expect((await post(`/nl/sites/${siteId}/crm/held/accept`, owner, { source: 'whise', externalId: 'lr-6' })).status).toBe(303);
});

/** The CRM screen's words as read. */
const screen = async (locale: string) => readableText((await page(`/${locale}/sites/${siteId}/crm`, owner)).body);

const [OLDER, STORED] = ['2026-03-02T05:00:00.000Z', '2026-03-02T06:00:00.000Z'];

describe('the listings layer’s reasons in the reader’s language', () => {
  it.each([
    {
      locale: 'nl',
      lines: [
        `Whise-pand lr-1: updatedAt — verouderd: deze wijziging (gewijzigd op ${OLDER}) is ouder dan de versie op de site ` +
          `(gewijzigd op ${STORED}); niet overgenomen, de nieuwere versie blijft staan`,
        'Whise-pand lr-2: listings.1.price.amount — geen getal (verstuurd: "abc")',
        'Whise-pand lr-3: listings.2.status — onbekende waarde (verstuurd: "under_option"); verwacht: available, option of closed',
        'Whise-pand lr-4: address.postalCode — onbekende Belgische postcode 0999',
        'Whise-pand lr-5: listings.5.externalId — twee keer verstuurd in deze reeks',
        'Opgenomen met een aanpassing: Whise-pand lr-5: subtype — Villa is geen subtype van Appartement: getoond als Appartement',
        `Opgenomen met een aanpassing: Whise-pand lr-1: externalId — de versie van koppeling FIRST is overschreven: koppelingen FIRST en SECOND ` +
          'van deze site schrijven allebei onder de bron “whise”, dus elk overschrijft de panden van de andere met hetzelfde id; ' +
          'het pand is nu van koppeling SECOND',
        'Opgenomen met een aanpassing: Whise-pand lr-6: — gepubliceerd zoals verstuurd: aanvaard door OWNER',
      ],
    },
    {
      locale: 'fr',
      lines: [
        `Bien Whise lr-1: updatedAt — périmé : cette mise à jour (modifiée le ${OLDER}) est plus ancienne que la version du site ` +
          `(modifiée le ${STORED}) ; non reprise, la version plus récente reste`,
        'Bien Whise lr-2: listings.1.price.amount — pas un nombre (envoyé : "abc")',
        'Bien Whise lr-3: listings.2.status — valeur inconnue (envoyé : "under_option") ; attendu : available, option ou closed',
        'Bien Whise lr-4: address.postalCode — code postal belge 0999 inconnu',
        'Bien Whise lr-5: listings.5.externalId — envoyé deux fois dans ce lot',
        'Repris avec une adaptation : bien Whise lr-5: subtype — Villa n’est pas un sous-type du type Appartement : affiché comme Appartement',
        'la version de la connexion FIRST a été remplacée : les connexions FIRST et SECOND de ce site écrivent toutes deux sous la source « whise »',
        'bien Whise lr-6: — publié tel qu’envoyé : accepté par OWNER',
      ],
    },
    {
      locale: 'en',
      lines: [
        `Whise listing lr-1: updatedAt — stale: this write (changed at ${OLDER}) is older than the version on the site ` +
          `(changed at ${STORED}); not taken, the newer version stays`,
        'Whise listing lr-2: listings.1.price.amount — not a number (sent: "abc")',
        'Whise listing lr-3: listings.2.status — unknown value (sent: "under_option"); expected available, option or closed',
        'Whise listing lr-4: address.postalCode — unknown Belgian postal code 0999',
        'Whise listing lr-5: listings.5.externalId — sent twice in this batch',
        'Whise listing lr-5: subtype — Villa is not a subtype of Apartment: shown as Apartment',
        'Whise listing lr-1: externalId — written over the version connection FIRST wrote: connections FIRST and SECOND of this site',
        'Whise listing lr-6: — published as sent: accepted by OWNER',
      ],
    },
    {
      locale: 'de',
      lines: [
        `Whise-Angebot lr-1: updatedAt — veraltet: diese Änderung (geändert am ${OLDER}) ist älter als die Version auf der Website ` +
          `(geändert am ${STORED}); nicht übernommen, die neuere Version bleibt`,
        'Whise-Angebot lr-2: listings.1.price.amount — keine Zahl (gesendet: "abc")',
        'Whise-Angebot lr-3: listings.2.status — unbekannter Wert (gesendet: "under_option"); erwartet: available, option oder closed',
        'Whise-Angebot lr-4: address.postalCode — unbekannte belgische Postleitzahl 0999',
        'Whise-Angebot lr-5: listings.5.externalId — in diesem Stapel zweimal gesendet',
        'Übernommen mit einer Anpassung: Whise-Angebot lr-5: subtype — Villa ist keine Unterart von Wohnung: angezeigt als Wohnung',
        'die Version der Verbindung FIRST wurde überschrieben: Die Verbindungen FIRST und SECOND dieser Website schreiben beide unter der Quelle „whise“',
        'Whise-Angebot lr-6: — wie gesendet veröffentlicht: akzeptiert von OWNER',
      ],
    },
  ])('words the refusals and warnings of any source in $locale', async ({ locale, lines }) => {
    const text = await screen(locale);
    expectText(
      text,
      lines.map((line) => line.replaceAll('FIRST', String(first)).replaceAll('SECOND', String(second)).replace('OWNER', ownerEmail)),
    );
    // No reason left in the platform's English.
    if (locale !== 'en')
      expect(text).not.toMatch(/stale: |older than|Invalid input|unknown value|sent twice|not a subtype|postal code|written over|of this site|accepted by/);
  });

  it('shows a line logged before these reasons had keys as it was logged', async () => {
    const reason = 'stale: this write (updatedAt 2026-01-01T00:00:00.000Z) is older than the version on the site (a newer one was written meanwhile)';
    await env.DB.prepare(
      `INSERT INTO sync_log (site_id, connection_id, kind, started_at, finished_at, created, updated, unchanged, deleted, refused, refusals, error)
       VALUES (?1, NULL, 'ingest', ?2, ?2, 0, 0, 0, 0, 0, ?3, NULL)`,
    )
      .bind(siteId, new Date().toISOString(), JSON.stringify([{ source: 'whise', externalId: 'lr-0', path: 'updatedAt', reason, stale: true }]))
      .run();
    expect(await screen('nl')).toContain(`Whise-pand lr-0: updatedAt — ${reason}`);
  });
});
