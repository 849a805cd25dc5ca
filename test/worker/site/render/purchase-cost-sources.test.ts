import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { RATE_SOURCES } from '../../../../shared/domain/purchase-cost-sources';
import { get, html } from '../../helpers';
import { allEstates } from '../../platform-helpers';

// Under the purchase-cost calculator, as under the cost of owning beside it: each figure with the
// year it applies from and the public texts it is read from, linked, each with its date (an
// undated page with the month it was read); a figure no public text confirmed says so. Read from
// the site's words file by the server, without JavaScript (worker/site/render/purchase-cost-sources.tsx).

let estate: RawEstate;
beforeAll(async () => {
  estate = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.parentId && (e.general.price.value ?? 0) > 0)!;
});

async function sources(lang: string): Promise<string> {
  const offer = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[lang];
  const redirect = await get(`http://localhost/${lang}/${offer}/${estate.general.id}`);
  expect(redirect.status).toBe(301);
  const path = redirect.headers.get('Location')!;
  const page = await html(path.startsWith('http') ? path : `http://localhost${path}`);
  expect(page.response.status).toBe(200);
  const start = page.body.indexOf('<details class="cost-of-owning__sources purchase-costs__sources">');
  expect(start, lang).toBeGreaterThan(0);
  return page.body.slice(start, page.body.indexOf('</details>', start));
}

describe('the sources of the purchase costs', () => {
  it('name every figure with its year and each text it is read from, linked and dated', async () => {
    const list = await sources('nl');
    expect(list).toContain('<summary>Bronnen en data van deze bedragen</summary>');
    const items = [...list.matchAll(/<li data-source="([\w.]+)">/g)].map((match) => match[1]);
    expect(items.sort()).toEqual(Object.keys(RATE_SOURCES).sort());
    expect(list).toMatch(
      /<li data-source="registration\.FLANDERS\.ownHome\.rate">Verkooprecht in Vlaanderen, enige eigen woning: 2 %<!-- --> \(van toepassing sinds 2025\)<ul/,
    );
    const reform = 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846';
    const officeCosts =
      /<li data-source="purchaseDeed\.officeCosts">([^<]*)<!-- --> \(van toepassing sinds 2023\)<ul class="cost-of-owning__cites">(.*?)<\/ul>/.exec(list);
    expect(officeCosts?.[1]).toBe('Administratieve kosten van de aankoopakte: €\u00a0750');
    expect(officeCosts?.[2]).toMatch(new RegExp(`^<li><cite><a href="${reform}">Arrêté royal du 22 novembre 2022[^<]*</a></cite>, 22/11/2022</li>`));
    // An undated page: the month it was read.
    expect(list).toMatch(/<a href="https:\/\/belastingen\.vlaanderen\.be\/recht_op_hypotheekvestiging_tarief">[^<]*<\/a><\/cite>, geraadpleegd 11\/2026/);
    // The best-known figures say they are not confirmed; the one no text gave has no list of texts.
    const transcription = /<li data-source="purchaseDeed\.transcription">([^<]*)<\/li>/.exec(list)?.[1];
    expect(transcription).toMatch(/€\u00a0230\. Niet bevestigd in een openbare tekst: het best bekende bedrag\. \(van toepassing sinds 2019\)$/);
    expect(list).toMatch(/<li data-source="notaryScale">Het ereloon van de notaris voor een verkoop \(schaal\)\. Niet bevestigd/);
    expect(list).not.toMatch(/<li data-source="vat">[^<]*Niet bevestigd/);
  });

  it('are in the page’s language', async () => {
    expect(await sources('fr')).toContain('<summary>Sources et dates de ces montants</summary>');
    expect(await sources('fr')).toMatch(
      /data-source="registration\.WALLONIA\.ownHome\.rate">Droits d’enregistrement en Wallonie, habitation propre et unique : 3 %/,
    );
    expect(await sources('de')).toMatch(/data-source="mortgageDeed\.mortgageDutyRate">Hypothekengebühr: 0,3 %/);
    expect(await sources('en')).toMatch(/data-source="registration\.BRUSSELS\.ownHome\.abatement">Brussels abatement: the first €\u00a0200\.000 exempt/);
  });
});
