import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import { AD_FACT_WORDS, AD_SOURCES } from '../../../../shared/domain/ad-rules';
import { AD_SOURCE_NAMES } from '../../../../shared/domain/ad-rules/source-names';
import { AD_LAWS } from '../../../../shared/domain/ad-rules/laws';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { get } from '../../helpers';
import { COMPLETE_FACTS, GHENT_HOUSE } from '../../listing-fixtures';

// The legal guard names its law (docs/legal-ad-rules.md): the console's refusal lists each fact
// with the legal text's short name linked to its source, in the user's language; enforcement
// measures are an explicit choice (untouched refuses publishing); values are checked (an EPC
// score of 0, a unique code "x"); and the console's two weak spots are closed (another agency's
// picture key refused when a draft is saved; Sec-Fetch-Site: cross-site refused whatever the
// Origin). Site 1 of the demo (Immo Scheldeland, Flanders); site 2 is another agency.

const OWNER = 'owner@immo-scheldeland.localhost';

/** A Ghent house (Flanders, 1990) as the console's form gives it. */
const house = (reference: string, facts: Record<string, string> = {}) => ({
  ...GHENT_HOUSE,
  reference,
  'title.nl': 'Woning met tuin',
  version: '0',
  ...facts,
});

/** Saves the house as a new draft and publishes it at once, in a language of the console: the answer. */
const publishNew = (who: Who, lang: string, form: Record<string, string>) => postForm(who, `/${lang}/sites/1/estates/new`, { ...form, action: 'publish' });

/** The link the refusal gives a source: its short name in the language, to its public page. */
const lawLink = (source: keyof typeof AD_SOURCES, lang: 'en' | 'fr') =>
  `<a href="${AD_SOURCES[source].url}" rel="external noopener">${AD_SOURCE_NAMES[source][lang]}</a>`;

const escaped = (text: string) => text.replaceAll("'", '&#x27;');

describe('the refusal names each fact’s law, linked to its source, in the user’s language', () => {
  it.each(['en', 'fr'] as const)(
    'a Flemish house without its facts is refused in %s with the Water Code, the VCRO and the Energy Decree linked',
    async (lang) => {
      const owner = await signIn(OWNER);
      const refused = await publishNew(owner, lang, house(`LAW-${lang}`));
      expect(refused.status).toBe(409);
      const page = await refused.text();
      expect(page).toContain(lawLink('VMM_FLOOD', lang));
      expect(page).toContain(lawLink('VCRO_PLANNING', lang));
      expect(page).toContain(lawLink('VEA_EPC', lang));
      expect(page).toContain(escaped(AD_FACT_WORDS.floodParcel[lang]));
    },
  );

  it('the editor shows the law beside each legal field: the Flemish texts for a Ghent postal code', async () => {
    const owner = await signIn(OWNER);
    const refused = await (await publishNew(owner, 'en', house('LAW-FIELDS'))).text();
    const permit = refused.slice(refused.indexOf('id="field-legal-buildingPermit-hint"'), refused.indexOf('id="field-legal-buildingPermit"'));
    expect(permit).toContain(lawLink('VCRO_PLANNING', 'en'));
    expect(permit).not.toContain(AD_SOURCES.BRUSSELS_PLANNING.url);
  });

  it('beside each legal field, the law says since when it asks for the fact: the EPC label since 2019, its score since 2012', async () => {
    const owner = await signIn(OWNER);
    const page = await (await publishNew(owner, 'en', house('LAW-SINCE'))).text();
    const hintOf = (id: string) => page.slice(page.indexOf(`for="${id}"`), page.indexOf(`id="${id}"`));
    expect(hintOf('field-energy-label')).toContain(`${lawLink('VEA_EPC', 'en')} (since 01/01/2019)`);
    expect(hintOf('field-energy-value')).toContain(`${lawLink('VEA_EPC', 'en')} (since 01/01/2012)`);
    const french = await (await publishNew(owner, 'fr', house('LAW-SINCE-FR'))).text();
    expect(french).toContain(`${lawLink('VEA_EPC', 'fr')} (depuis le 01/01/2019)`);
  });
});

// docs/decisions/057-brussels-co2-in-ads.md: Bruxelles Environnement asks every ad "la classe
// énergétique (de A à G)"
// (https://environnement.brussels/thematiques/batiment/la-peb/le-certificat-peb/vous-voulez-vendre-ou-louer-votre-bien);
// "Sinds 1 januari 2017 hoeft de CO2-uitstoot niet langer in de advertentie vermeld te worden"
// (Sibelga, https://www.energids.be/nl/vraag-antwoord/wat-is-het-epb-certificaat/63/).
describe('Brussels asks the EPB class, and no longer the CO₂ emissions', () => {
  /**
   * A Brussels house (1000 Brussels) as the console's form gives it, its EPB class, PRAS zone and
   * where its planning information can be had (CoBAT art. 281, since 2014-04-03) only.
   */
  const brussels = (reference: string, facts: Record<string, string> = {}) =>
    house(reference, {
      'address.street': 'Rue Haute',
      'address.postalCode': '1000',
      'address.city': 'Bruxelles',
      'legal.urbanDestination': 'BH',
      'legal.planningInformation': 'Renseignements urbanistiques délivrés le 2 mars 2026 par la Ville de Bruxelles',
      ...facts,
    });
  /** The part of an editor page between a field's label and its control: its hint, where the law is named. */
  const hintOf = (page: string, id: string) => page.slice(page.indexOf(`for="${id}"`), page.indexOf(`id="${id}"`));

  it('a Brussels house with its class and zone but no CO₂ is published', async () => {
    const owner = await signIn(OWNER);
    const published = await publishNew(owner, 'en', brussels('BXL-CO2-1', { 'energy.label': 'C' }));
    expect(published.status).toBe(303);
  });

  it('without its class it is refused, the Brussels EPB text linked beside the class and none beside CO₂', async () => {
    const owner = await signIn(OWNER);
    const refused = await publishNew(owner, 'en', brussels('BXL-CO2-2'));
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`<a href="#field-energy-label">${AD_FACT_WORDS.epcLabel.en}</a>`);
    expect(page).not.toContain(`<a href="#field-energy-co2">`);
    expect(hintOf(page, 'field-energy-label')).toContain(lawLink('BRUSSELS_EPB', 'en'));
    expect(hintOf(page, 'field-energy-co2')).not.toContain(AD_SOURCES.BRUSSELS_EPB.url);
  });

  it('without its planning information it is refused, CoBAT art. 281 linked (urban.brussels)', async () => {
    const owner = await signIn(OWNER);
    const refused = await publishNew(owner, 'en', brussels('BXL-RU-1', { 'energy.label': 'C', 'legal.planningInformation': '' }));
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`<a href="#field-legal-planningInformation">${AD_FACT_WORDS.planningInformation.en}</a>`);
    expect(page).toContain(lawLink('BRUSSELS_PLANNING', 'en'));
  });
});

// The texts as read again on 2026-11-28 (docs/legal-ad-rules.md, "Read again"): OVAM asks the
// asbestos certificate at the compromis, not in the ad; VEA asks the EPC's unique code in an ad
// only when it hides the address ("EPC in advertenties").
describe('what the Flemish texts put in an ad, and what they keep for the compromis', () => {
  it('a house built before 2001 without an asbestos certificate is published; the editor lists the certificate before the compromis', async () => {
    const owner = await signIn(OWNER);
    const { 'legal.asbestosCertificate': _none, ...facts } = COMPLETE_FACTS;
    const draft = await postForm(owner, '/en/sites/1/estates/new', { ...house('ASB-1', facts), constructionYear: '1975' });
    expect(draft.status).toBe(303);
    const editor = await consolePage(owner, new URL(draft.headers.get('location')!, CONSOLE).pathname);
    const checklist = /<section class="hint compromis-checklist"[\s\S]*?<\/section>/.exec(editor)?.[0] ?? '';
    expect(checklist).toContain(escaped(words.estates.compromis.title.en));
    expect(checklist).toMatch(/<li data-compromis="asbestosCertificate" data-ready="no">/);
    expect(checklist).toContain(lawLink('OVAM_ASBESTOS', 'en'));
    const published = await publishNew(owner, 'en', { ...house('ASB-2', facts), constructionYear: '1975' });
    expect(published.status).toBe(303);
  });

  it('with the address shown the EPC needs no unique code; with the address hidden it does', async () => {
    const owner = await signIn(OWNER);
    const { 'energy.reference': _code, ...facts } = COMPLETE_FACTS;
    expect((await publishNew(owner, 'en', house('CODE-1', facts))).status).toBe(303);
    for (const display of ['street', 'municipality']) {
      const hidden = await publishNew(owner, 'en', house(`CODE-${display}`, { ...facts, 'address.display': display }));
      expect(hidden.status).toBe(409);
      const page = await hidden.text();
      expect(page).toContain(`<a href="#field-energy-reference">${AD_FACT_WORDS.epcCode.en}</a>`);
      expect(page).toContain(lawLink('VEA_EPC', 'en'));
    }
  });
});

describe('enforcement measures are an explicit choice', () => {
  it('a Flemish sale with every fact but the measure left untouched is refused, linked to its choice', async () => {
    const owner = await signIn(OWNER);
    const { 'legal.planningMeasure': _untouched, ...facts } = COMPLETE_FACTS;
    const refused = await publishNew(owner, 'en', house('MEASURE-1', facts));
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`<a href="#field-legal-planningMeasure">${AD_FACT_WORDS.planningEnforcement.en}</a>`);

    const published = await publishNew(owner, 'en', house('MEASURE-2', COMPLETE_FACTS));
    expect(published.status).toBe(303);
  });

  it('a CRM listing that says nothing of measures is a finding, never published as "none"', async () => {
    const outcome = await upsertListings(env.DB, 1, [
      { source: 'whise', externalId: 'w-measure', transaction: 'sale', status: 'available', type: 'HOUSE', address: { postalCode: '9000' } },
    ]);
    const finding = outcome.findings.find((one) => one.externalId === 'w-measure' && one.fact === 'planningEnforcement');
    expect(finding).toMatchObject({ law: AD_LAWS.VCRO_PLANNING, url: AD_SOURCES.VCRO_PLANNING.url });
    const stored = await env.DB.prepare(
      "SELECT json_extract(e.document, '$.planning.townPlanningViolation') AS measure FROM estates e JOIN external_ids x ON x.estate_id = e.id WHERE " +
        "x.site_id = 1 AND x.source = 'whise' AND x.external_id = 'w-measure'",
    ).first<{ measure: string }>();
    expect(stored?.measure).toBe('UNKNOWN');
  });
});

describe('values are checked', () => {
  it('a score of -5 is refused when the draft is saved, as a missing fact is: the field, the allowed range, the law; nothing saved', async () => {
    const owner = await signIn(OWNER);
    const saved = await postForm(owner, '/en/sites/1/estates/new', house('RANGE-1', { ...COMPLETE_FACTS, 'energy.value': '-5' }));
    expect(saved.status).toBe(409);
    const page = await saved.text();
    expect(page).toContain(escaped(words.estates.refusedNotSaved.en));
    expect(page).toContain(`${AD_FACT_WORDS.epcScore.en}</a>: ${escaped(words.estates.adProblem.range.en)}<!-- --> (allowed: 1 to 2.000)`);
    expect(page).toContain(lawLink('VEA_EPC', 'en'));
    expect(page).toContain('value="-5"');
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM estates WHERE json_extract(document, '$.general.reference') = 'RANGE-1'").first<{
      n: number;
    }>();
    expect(stored?.n).toBe(0);
  });

  it('a label its score cannot have on the Flemish scale is refused with the boundaries’ text', async () => {
    const owner = await signIn(OWNER);
    const refused = await publishNew(owner, 'en', house('LABEL-1', { ...COMPLETE_FACTS, 'energy.label': 'A', 'energy.value': '450' }));
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`${AD_FACT_WORDS.epcLabel.en}</a>: ${escaped(words.estates.adProblem.mismatch.en)}`);
  });

  it('an EPC score of 0 and a unique code "x" are refused with the reason and the Energy Decree', async () => {
    const owner = await signIn(OWNER);
    const refused = await publishNew(owner, 'en', house('VALUES-1', { ...COMPLETE_FACTS, 'energy.value': '0', 'energy.reference': 'x' }));
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`${AD_FACT_WORDS.epcScore.en}</a>: ${escaped(words.estates.adProblem.range.en)}`);
    expect(page).toContain(`${AD_FACT_WORDS.epcCode.en}</a>: ${escaped(words.estates.adProblem.format.en)}`);
    expect(page).toContain(lawLink('VEA_EPC', 'en'));
  });

  it('an ingest record with an EPC score of 0 is written with a finding that names the problem, the law and its page', async () => {
    const outcome = await upsertListings(env.DB, 1, [
      {
        source: 'ingest-test',
        externalId: 'epc-zero',
        transaction: 'sale',
        status: 'available',
        type: 'HOUSE',
        address: { postalCode: '9000' },
        energy: { label: 'C', value: 0, reference: 'x' },
      },
    ]);
    expect(outcome.created).toBe(1);
    const findings = outcome.findings.filter((one) => one.externalId === 'epc-zero' && one.fact.startsWith('epc'));
    expect(findings.map(({ fact, problem, url }) => ({ fact, problem, url }))).toEqual([
      { fact: 'epcScore', problem: 'range', url: AD_SOURCES.VEA_EPC.url },
      { fact: 'epcCode', problem: 'format', url: AD_SOURCES.VEA_EPC.url },
    ]);
  });
});

describe('the console’s two weak spots', () => {
  it('a draft holding another agency’s picture key is refused when saved, nothing stored', async () => {
    const owner = await signIn(OWNER);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM listing_drafts WHERE site_id = 1 AND record LIKE '%FOREIGN-PIC%'").first<number>('n');
    const saved = await postForm(owner, '/en/sites/1/estates/new', {
      ...house('FOREIGN-PIC'),
      'pictures.0.url': '/assets/media/site/2/image-0123456789abcdef.png',
      'pictures.0.order': '1',
      action: 'save',
    });
    expect(saved.status).toBe(400);
    expect(await saved.text()).toContain(escaped(words.estateFields.bad.foreignFile.en));
    const after = await env.DB.prepare("SELECT count(*) AS n FROM listing_drafts WHERE site_id = 1 AND record LIKE '%FOREIGN-PIC%'").first<number>('n');
    expect(after).toBe(before);
  });

  it('a post with the console’s own Origin and a valid CSRF token but Sec-Fetch-Site: cross-site is refused', async () => {
    const owner = await signIn(OWNER);
    const post = (site: string) =>
      get(`${CONSOLE}/en/sites/1/estates/new`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Cookie: owner.cookie,
          Origin: CONSOLE,
          'Sec-Fetch-Site': site,
          'Content-Type': 'application/x-www-form-urlencoded',
          'CF-Connecting-IP': '203.0.113.10',
        },
        body: new URLSearchParams({ _csrf: owner.csrf, ...house(`FETCH-${site}`), action: 'save' }).toString(),
      });
    expect((await post('cross-site')).status).toBe(403);
    expect((await post('same-origin')).status).toBe(303);
  });
});
