import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runOmnicasaConnection } from '../../../../worker/platform/crm/omnicasa/sync';
import type { OmnicasaConnectionRow } from '../../../../worker/platform/crm/omnicasa/connection';
import { platform } from '../../../../worker/platform/demo/embedded';
import { OMNICASA_FIXTURES, type RawSweepBrightEstate, type RawWhiseEstate, SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';
import { expectText, readableText } from '../../../support/text';
import { agency, page } from '../../console-crm-helpers';
import type { Who } from '../../console-helpers';
import { fakeOmnicasa, fakeSweepBright, fakeWhise, omnicasaBindings } from '../../fake-crm';
import { get } from '../../helpers';
import { UNTIL } from '../../until';
import { connect as connectWhise, run as runWhise } from '../../whise-helpers';

// The sync log of the CRM screen (worker/console/crm/crm.tsx) read in the four languages: the
// platform keeps each refusal's and warning's reason as a key with values beside its English
// (shared/contract/console-crm-reasons.ts), and the console words it in the reader's language,
// its counts in the reader's notation. A run of each CRM against its fake: Whise refusing
// estates (unknown codes, a country, a value that does not read, one without an id; an unknown
// subcategory taken with a warning; an entry of the delete diff's id list that does not read),
// Omnicasa refusing properties and a picture it could not copy, SweepBright a picture without an
// address and the public address it refused.

let siteId: number;
let owner: Who;
let sweepBrightId: string;
let publicUrl: string;

const whiseEstates: RawWhiseEstate[] = [
  WHISE_FIXTURES.houseForSale,
  WHISE_FIXTURES.unknownEnums,
  { ...WHISE_FIXTURES.houseForSale, id: 4100910, country: { id: 3 } },
  { ...WHISE_FIXTURES.houseForSale, id: 4100920, purpose: 'sale' },
  { ...WHISE_FIXTURES.houseForSale, id: 4100930, subCategory: { id: 4242 } },
  // Listed sixth (Whise's list is sorted by id): no estate reads without a number for its id, nor the delete diff's entry.
  { id: '9999999' } as unknown as RawWhiseEstate,
];

const { houseForSale, unknownEnums } = OMNICASA_FIXTURES;
const omnicasaProperties = [
  { ...unknownEnums, Status: 1 },
  { ...houseForSale, ID: 7100910, GoogleX: 'abc' },
  { ...houseForSale, ID: 7100920, Zip: { code: 9000 } },
  { ...houseForSale, ID: 7100930, XLargePictureItems: [], LargePicture: 'https://pictures.unreachable.test/7100930.jpg' },
];

async function syncOmnicasa(): Promise<void> {
  const fake = await fakeOmnicasa(omnicasaProperties);
  const bindings = omnicasaBindings();
  const body = JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password });
  const made = await platform.request(`/sites/${siteId}/connections`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, bindings);
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = ((await made.json()) as { connection: { id: number } }).connection;
  const row = await env.DB.prepare('SELECT * FROM connections WHERE id = ?1').bind(id).first<OmnicasaConnectionRow>();
  await runOmnicasaConnection(bindings, row!, new Date());
}

/** A SweepBright estate with a picture whose address is no URL, announced by webhook; SweepBright refuses its public address once (422). */
async function syncSweepBright(): Promise<void> {
  const estate: RawSweepBrightEstate = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
  const images = estate.images as Record<string, unknown>[];
  estate.images = [{ ...images[0]!, url: 'not a url' }, ...images.slice(1)];
  sweepBrightId = estate.id;
  const fake = await fakeSweepBright([estate]);
  await fake.fail({ status: 422, path: '/url', times: 1 });
  const made = await get(`http://localhost/admin/sites/${siteId}/connections`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'sweepbright', settings: { clientId: fake.connection.clientId }, secret: fake.connection.clientSecret }),
  });
  expect(made.status).toBe(201);
  const { id, webhookPath } = ((await made.json()) as { connection: { id: number; webhookPath: string } }).connection;
  const hooked = await get(`http://agency-${siteId}.localhost${webhookPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'estate-added', estate_id: estate.id }),
  });
  expect(hooked.status).toBe(202);
  await vi.waitFor(async () => {
    const open = await env.DB.prepare("SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1 AND state <> 'done'").bind(id).first<number>('n');
    expect(open).toBe(0);
  }, UNTIL);
  const estateId = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'sweepbright' AND external_id = ?2")
    .bind(siteId, estate.id)
    .first<number>('estate_id');
  publicUrl = `http://agency-${siteId}.localhost/nl/aanbod/${estateId}`;
}

beforeAll(async () => {
  ({ siteId, owner } = await agency());
  const whise = await fakeWhise(whiseEstates);
  await runWhise(await connectWhise(siteId, whise));
  await syncOmnicasa();
  await syncSweepBright();
});

/** The CRM screen's words as read. */
const screen = async (locale: string) => readableText((await page(`/${locale}/sites/${siteId}/crm`, owner)).body);

describe('the sync log’s reasons in the reader’s language', () => {
  it.each([
    {
      locale: 'nl',
      lines: [
        'Whise-pand 4100300: purpose.id — transactie: onbekende code 7',
        'Whise-pand 4100300: purposeStatus.id — commerciële status: onbekende code 99',
        'Whise-pand 4100300: category.id — categorie: onbekende code 42',
        'Whise-pand 4100910: country.id — land 3 is niet België',
        'Whise-pand 4100920: purpose — onleesbare waarde (verstuurd: "sale"): ' +
          'dit pand is geweigerd, zijn versie online blijft staan; de andere zijn bijgewerkt',
        'Een pand zonder id: id — onleesbare waarde (verstuurd: "9999999"): dit pand is geweigerd',
        'Opgenomen met een aanpassing: Whise-pand 4100930: subCategory.id — onbekende subcategorie 4242: getoond als het type van haar categorie (Huis)',
        'Een regel van de lijst van Whise overgeslagen: id — item 6 van de lijst is onleesbaar (verstuurd: "9999999"); de andere items zijn gebruikt',
        'Omnicasa-pand 7100600: Goal — transactie: onbekende code 9',
        'Omnicasa-pand 7100600: MainTypeID — type pand: onbekende code 999',
        'Omnicasa-pand 7100910: GoogleX — geen coördinaat in graden (verstuurd: "abc"): een positie heeft zowel GoogleX als GoogleY nodig',
        'Omnicasa-pand 7100920: Zip — onleesbare waarde (verstuurd: {"code":9000})',
        'Opgenomen met een aanpassing: Omnicasa-pand 7100930: XLargePictureItems — afbeelding main: downloaden mislukt (antwoord 502)',
        'SweepBright-pand SB: images.0 — afbeelding photo-1.jpg: geen geldig adres',
        'SweepBright-pand SB: url — SweepBright weigerde het openbare adres URL (antwoord 422)',
      ],
    },
    {
      locale: 'fr',
      lines: [
        'Bien Whise 4100300: purpose.id — type de transaction : code 7 inconnu',
        'Bien Whise 4100910: country.id — le pays 3 n’est pas la Belgique',
        'Bien Whise 4100920: purpose — valeur illisible (envoyé : "sale") : ce bien est refusé, sa version en ligne reste ; les autres sont enregistrés',
        'Repris avec une adaptation : bien Whise 4100930: subCategory.id — sous-catégorie 4242 inconnue : affichée comme le type de sa catégorie (Maison)',
        'Une ligne de la liste de Whise ignorée: id — l’entrée 6 de la liste est illisible (envoyé : "9999999") ; les autres entrées ont été utilisées',
        'Bien Omnicasa 7100600: MainTypeID — type de bien : code 999 inconnu',
        'Bien Omnicasa 7100910: GoogleX — pas une coordonnée en degrés (envoyé : "abc") : une position demande GoogleX et GoogleY',
        'Repris avec une adaptation : bien Omnicasa 7100930: XLargePictureItems — image main : échec du téléchargement (réponse 502)',
        'Bien SweepBright SB: images.0 — image photo-1.jpg : pas d’adresse valide',
        'Bien SweepBright SB: url — SweepBright a refusé l’adresse publique URL (réponse 422)',
      ],
    },
    {
      locale: 'en',
      lines: [
        'Whise listing 4100300: purpose.id — transaction: unknown code 7',
        'Whise listing 4100910: country.id — country 3 is not Belgium',
        'Whise listing 4100920: purpose — unreadable value (sent: "sale"): this listing is refused, its version online stays; the others are written',
        'Taken with one change: Whise listing 4100930: subCategory.id — unknown subcategory 4242: shown as its category’s type (House)',
        'A line of the Whise list skipped: id — entry 6 of the list is unreadable (sent: "9999999"); the other entries were used',
        'Omnicasa listing 7100600: MainTypeID — property type: unknown code 999',
        'Omnicasa listing 7100910: GoogleX — not a coordinate in degrees (sent: "abc"): a position needs both GoogleX and GoogleY',
        'Omnicasa listing 7100930: XLargePictureItems — picture main: download failed (answer 502)',
        'SweepBright listing SB: images.0 — picture photo-1.jpg: no valid address',
        'SweepBright listing SB: url — SweepBright refused the public address URL (answer 422)',
      ],
    },
    {
      locale: 'de',
      lines: [
        'Whise-Angebot 4100300: purpose.id — Vermarktungsart: unbekannter Code 7',
        'Whise-Angebot 4100910: country.id — Land 3 ist nicht Belgien',
        'Whise-Angebot 4100920: purpose — unlesbarer Wert (gesendet: "sale"): ' +
          'dieses Angebot wird abgelehnt, seine Online-Version bleibt; die anderen werden übernommen',
        'Übernommen mit einer Anpassung: Whise-Angebot 4100930: subCategory.id — unbekannte Unterkategorie 4242: als Typ ihrer Kategorie angezeigt (Haus)',
        'Eine Zeile der Whise-Liste übersprungen: id — Eintrag 6 der Liste ist unlesbar (gesendet: "9999999"); die anderen Einträge wurden verwendet',
        'Omnicasa-Angebot 7100600: MainTypeID — Objektart: unbekannter Code 999',
        'Omnicasa-Angebot 7100910: GoogleX — keine Koordinate in Grad (gesendet: "abc"): eine Position braucht GoogleX und GoogleY',
        'Omnicasa-Angebot 7100930: XLargePictureItems — Bild main: Herunterladen fehlgeschlagen (Antwort 502)',
        'SweepBright-Angebot SB: images.0 — Bild photo-1.jpg: keine gültige Adresse',
        'SweepBright-Angebot SB: url — SweepBright hat die öffentliche Adresse URL abgelehnt (Antwort 422)',
      ],
    },
  ])('words each CRM’s refusals and warnings in $locale', async ({ locale, lines }) => {
    const text = await screen(locale);
    expectText(
      text,
      lines.map((line) => line.replace(' SB:', ` ${sweepBrightId}:`).replace(' URL ', ` ${publicUrl} `)),
    );
    // No reason left in the platform's English.
    if (locale !== 'en')
      expect(text).not.toMatch(/unknown|is not Belgium|unexpected value|missing:|could not|has no valid address|refused the public|this (estate|unit)/);
  });

  it('shows a line logged before reasons had keys as it was logged, and a position in the list in the reader’s notation', async () => {
    const refusals = [
      { source: 'whise', externalId: '4100999', path: 'purpose.id', reason: 'unknown purpose 8' },
      {
        source: 'whise',
        externalId: null,
        path: 'purposeStatus',
        reason: 'entry 1205 of the list of estates online: unexpected value',
        warning: true,
        words: { reason: { key: 'listEntry', position: 1205, sent: null } },
      },
    ];
    await env.DB.prepare(
      `INSERT INTO sync_log (site_id, connection_id, kind, started_at, finished_at, created, updated, unchanged, deleted, refused, refusals, error)
       VALUES (?1, NULL, 'whise-deletions', ?2, ?2, 0, 0, 0, 0, 1, ?3, NULL)`,
    )
      .bind(siteId, new Date().toISOString(), JSON.stringify(refusals))
      .run();
    expect(await screen('nl')).toContain('Whise-pand 4100999: purpose.id — unknown purpose 8');
    for (const [locale, line] of [
      ['nl', 'item 1.205 van de lijst is onleesbaar; de andere items zijn gebruikt'],
      ['fr', 'l’entrée 1 205 de la liste est illisible'],
      ['en', 'entry 1,205 of the list is unreadable'],
      ['de', 'Eintrag 1.205 der Liste ist unlesbar'],
    ] as const)
      expect(await screen(locale)).toContain(line);
  });
});
