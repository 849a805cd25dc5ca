import type { Fetcher } from '@cloudflare/workers-types';
import type { MiddlewareHandler } from 'hono';
import { installWords, isLocale, type SiteWords, wordsInstalled } from '../../../shared/i18n';
import { installPlaceData, type PlaceData } from '../../../shared/domain/plain-search/place-data';
import { installVocabulary, type VocabularyWords } from '../../../shared/domain/plain-search/vocabulary';
import { type AlternateFieldDefinition, installAlternateFields } from '../../../shared/domain/alternate-fields';
import { installOwningTables, type OwningTables } from '../../../shared/domain/cost-of-owning/tables';
import { installFlemishCoreZips } from '../../../shared/domain/flemish-core';
import { installRateCites, type RateCites } from '../../../shared/domain/purchase-cost-cite-store';
import { installNamedReferences, type NamedReferences } from '../../../shared/html/named-reference-store';
import type { AppEnv } from '../env';
import { logFailure } from '../log';
import { errorPage } from '../render/error-page';
import { CLIENT_MANIFEST } from '../render/manifest';
import { OUTAGE_RETRY_AFTER_S } from '../upstream/outage';

/*
 * The site's words in the four languages (shared/i18n SiteWords, about 45 KiB gzipped) are a
 * static file of the build (build.mjs, CLIENT_MANIFEST.words), not part of the bundle: this
 * middleware reads it through the ASSETS binding on the isolate's first request that needs
 * words and installs it for every later one. A deploy uploads the file with the worker's
 * version ([assets] of wrangler.production.toml), so the file a version names is always there.
 * Should reading it fail all the same, the request is answered 503 with Retry-After (the plain
 * error page, whose few words are bundled), the failure logged, and the next request tries again:
 * never a page of `_key_` marks.
 */

let reading: Promise<void> | undefined;

/** Reads and installs the words once per isolate; a failed read is tried again by the next caller. */
export function loadWords(assets: Fetcher | undefined, base: string): Promise<void> {
  if (wordsInstalled()) return Promise.resolve();
  reading ??= (async () => {
    // A status on the error: logged as one line, without a stack (worker/site/log.ts).
    if (!assets) throw Object.assign(new Error('no ASSETS binding ([assets] of the wrangler configuration)'), { status: 503 });
    const answer = await assets.fetch(new URL(CLIENT_MANIFEST.words, base).href);
    if (!answer.ok) throw Object.assign(new Error(`${CLIENT_MANIFEST.words} answered ${answer.status}`), { status: answer.status });
    const words = await answer.json<
      SiteWords & {
        places?: PlaceData;
        vocabulary?: VocabularyWords;
        alternateFields?: AlternateFieldDefinition[];
        owningTables?: OwningTables;
        rateCites?: RateCites;
        coreZips?: number[];
        namedReferences?: NamedReferences;
      }
    >();
    // The data the pages read with their words travels in the same file (build.mjs), out of the
    // bundle: the places and the words of search in plain words, the catalogue of the listings'
    // fields, the cost of owning's dated tables, the purchase costs' dated texts, the Flemish
    // kernsteden's postal codes and the sanitiser's named character references.
    // Installed before the words, which say the rest is there.
    if (words.places) installPlaceData(words.places);
    if (words.vocabulary) installVocabulary(words.vocabulary);
    if (words.alternateFields) installAlternateFields(words.alternateFields);
    if (words.owningTables) installOwningTables(words.owningTables);
    if (words.rateCites) installRateCites(words.rateCites);
    if (words.coreZips) installFlemishCoreZips(words.coreZips);
    if (words.namedReferences) installNamedReferences(words.namedReferences.named, words.namedReferences.legacy);
    installWords(words);
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}

/**
 * Mounted first on every group that translates (pages, islands, the site's files and previews):
 * the words are there before anything renders. `json`: the islands' failure answer.
 *
 * @example app.use(words(), bodySizeCap('page'), …)
 */
export const words = ({ json = false }: { json?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async function words(c, next) {
    if (wordsInstalled()) return next();
    try {
      await loadWords(c.env.ASSETS as Fetcher | undefined, c.req.url);
    } catch (error) {
      logFailure('words unavailable', error, c.req.path);
      if (json) {
        c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
        return c.json({ error: 'Temporarily unavailable' }, 503);
      }
      const segment = c.req.path.split('/')[1];
      if (isLocale(segment)) c.set('locale', segment);
      return errorPage(c, { status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_S });
    }
    return next();
  };
