import { env } from 'cloudflare:test';
import type { Fetcher } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate, uninstallWords, wordsInstalled } from '../../../../shared/i18n';
import { installVocabulary, VOCABULARY } from '../../../../shared/domain/plain-search/vocabulary';
import { ALTERNATE_FIELDS, installAlternateFields } from '../../../../shared/domain/alternate-fields';
import { AD_FACT_WORDS } from '../../../../shared/domain/ad-rules/words';
import { installOwningTables, type OwningTables, RENOVATION_RULES } from '../../../../shared/domain/cost-of-owning/tables';
import { OWNING_TABLES } from '../../../../shared/domain/cost-of-owning/tables-source';
import { installNamedReferences, sanitizeHtml } from '../../../../shared/html/sanitize';
import { allEstates } from '../../platform-helpers';
import { loadWords } from '../../../../worker/site/middleware/words';
import { CLIENT_MANIFEST } from '../../../../worker/site/render/manifest';
import { assetsReading } from '../../assets-reading';
import { bodyOf, get, html } from '../../helpers';
import fr from '../../../../locales/fr.json';

// The site's words are a static file of the build read through ASSETS once per isolate
// (worker/site/middleware/words.ts), not part of the bundle (every page in the
// visitor's language). A file that cannot be read is a 503 with Retry-After, never a page of
// `_key_` marks, and the next request tries again.

afterEach(async () => {
  vi.restoreAllMocks();
  // Every other test file finds the words installed, as setup.ts left them.
  await loadWords(env.ASSETS as unknown as Fetcher, 'http://localhost/');
});

describe("the site's words", () => {
  it('are read from their static file by the first request that renders, and kept for the next ones', async () => {
    uninstallWords();
    const { assets, reads } = assetsReading(CLIENT_MANIFEST.words);
    const first = await get('http://localhost/fr/favoris', {}, { ASSETS: assets });
    const html = await bodyOf(first, 200);
    expect(html).toContain(`<title>${fr.favorites.title}`);
    expect(html).not.toMatch(/>_[a-z]+\.[a-zA-Z.]+_</);
    expect(reads).toEqual([CLIENT_MANIFEST.words]);
    const second = await get('http://localhost/nl/favorieten', {}, { ASSETS: assets });
    expect(second.status).toBe(200);
    expect(await second.text()).toContain(`<title>${translate('nl', 'favorites.title')}`);
    expect(reads).toHaveLength(1);
  });

  it('missing, answer 503 with Retry-After in the visitor’s language (pages) or JSON (islands), logged, and are tried again next time', async () => {
    uninstallWords();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { assets, reads } = assetsReading(CLIENT_MANIFEST.words, { fail: true });
    const page = await get('http://localhost/fr/favoris', {}, { ASSETS: assets });
    expect(page.status).toBe(503);
    expect(page.headers.get('Retry-After')).toMatch(/^\d+$/);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>${fr.error.title}</h1>`);
    expect(html).not.toMatch(/_[a-z]+\.[a-zA-Z.]+_/);
    const island = await get('http://localhost/fr/ajax/estates', {}, { ASSETS: assets });
    expect(island.status).toBe(503);
    expect(island.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await island.json()).toEqual({ error: expect.any(String) });
    expect(reads).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^words unavailable: .*answered 404/));
    expect(wordsInstalled()).toBe(false);

    const again = await get('http://localhost/fr/favoris');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(`<title>${fr.favorites.title}`);
  });

  it('carry the words of search in plain words, which the bundle does not: a sentence is read with them', async () => {
    uninstallWords();
    installVocabulary({ entries: [], numberWords: [], stopWords: '', notMisspelt: [] });
    expect(VOCABULARY.phrases.size).toBe(0);
    const { assets, reads } = assetsReading(CLIENT_MANIFEST.words);
    const answer = await get(
      `http://localhost/fr/ajax/parse-search?q=${encodeURIComponent('appartement à louer 2 chambres avec ascenseur')}`,
      {},
      { ASSETS: assets },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ transaction: 'rent', types: ['APARTMENT'], bedroomsMin: 2, features: ['elevator'], text: '' });
    expect(reads).toEqual([CLIENT_MANIFEST.words]);
  });

  it("carry what a detail page reads outside the bundle: the fields' catalogue, cost of owning's tables, the ad law's facts, named references", async () => {
    const estate = (await allEstates(1)).find(
      (e) =>
        e.general.status === 'FOR_SALE' &&
        !e.general.parentId &&
        !e.general.project &&
        e.general.address.region === 'FLANDERS' &&
        [1, 2].includes(e.general.headType.id) &&
        (e.ki.indexed ?? 0) > 0 &&
        (e.energy.epcValue ?? 0) > 0,
    )!;
    const redirect = await get(`http://localhost/fr/offre/${estate.general.id}`);
    const path = redirect.headers.get('Location')!;
    uninstallWords();
    installAlternateFields([]);
    installOwningTables(Object.fromEntries(Object.keys(OWNING_TABLES).map((name) => [name, []])) as unknown as OwningTables);
    installNamedReferences({}, '');
    expect([ALTERNATE_FIELDS.length, RENOVATION_RULES.length]).toEqual([0, 0]);
    const { assets, reads } = assetsReading(CLIENT_MANIFEST.words);
    const page = await html(`http://localhost${path}?fresh=words`, {}, { ASSETS: assets });
    expect(page.response.status).toBe(200);
    expect(reads).toEqual([CLIENT_MANIFEST.words]);
    // The detail tabs' rows (the catalogue), the cost of owning with its sources (the tables), the ad law's line.
    expect(ALTERNATE_FIELDS.length).toBeGreaterThan(100);
    expect(page.body).toContain('financial.cadastral_income');
    expect(/<section class="cost-of-owning"[\s\S]*?<\/section>/.exec(page.body)?.[0]).toContain(
      'https://ec.europa.eu/eurostat/databrowser/view/nrg_pc_204/default/table',
    );
    expect(page.body).toContain(`<div data-fact="epcScore"><dt>${AD_FACT_WORDS.epcScore.fr}</dt>`);
    // The sanitiser reads a named reference as a browser does.
    expect(sanitizeHtml('<abbr title="caf&eacute;">x</abbr>')).toBe('<abbr title="café">x</abbr>');
  });

  it('are not read for an answer without words: the statistics beacon', async () => {
    uninstallWords();
    const { assets, reads } = assetsReading(CLIENT_MANIFEST.words, { fail: true });
    const beacon = await get('http://localhost/_s', { method: 'POST', body: '{}' }, { ASSETS: assets });
    expect(beacon.status).toBeLessThan(500);
    expect(reads).toEqual([]);
  });
});
