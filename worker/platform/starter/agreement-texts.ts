import type { Fetcher } from '@cloudflare/workers-types';
import type { RawAgreement } from '../../../shared/contract/raw/page';
import type { Locale } from '../../../shared/i18n/locales';
import type { StarterPage } from './draft';
import { fail } from '../kit/http';
import { logFailure } from '../log';
import files from '../static-files.generated.json';

/*
 * The templates of the generated privacy statement and terms of use in the four languages
 * (agreements-privacy.ts, agreements-terms.ts: 44 KB, about 15 KiB gzipped) and the starter site's
 * pages (pages-home.ts, pages-listings.ts, texts.ts: 21 KB, about 7 KiB gzipped, the agency's name
 * put in by named-pages.ts) are a static file of
 * the build (scripts/openapi-document.mjs), not part of the platform's bundle: the platform reads
 * it through its ASSETS binding the first time it fills a text (a new site, a new language, a
 * change of the legal data, a text set back to the generated one) and keeps it for the isolate's
 * later ones, as it does its other static files (static-files.ts; the local default's embedded
 * platform reads the site's ASSETS, the same directory). Should the read fail, the request is
 * answered 503 with Retry-After before anything is written, and the next one tries again.
 */

/**
 * The templates, per type and language (agreement-agency.ts fillAgreement fills them), and the
 * starter site's pages with a stand-in for the agency's name (named-pages.ts fills them).
 */
export type AgreementTexts = Record<RawAgreement['type'], Record<Locale, string>> & { pages: StarterPage[] };

// The binding answers any host: the file's path is what it reads.
const BASE = 'https://assets.invalid/';
let kept: AgreementTexts | undefined;
let reading: Promise<AgreementTexts> | undefined;

/** The templates, read through `assets` once per isolate; a failed read is a 503 (logged) and is tried again by the next caller. */
export function agreementTexts(assets: Fetcher | undefined): Promise<AgreementTexts> {
  if (kept) return Promise.resolve(kept);
  reading ??= (async () => {
    try {
      if (!assets) throw new Error('no ASSETS binding');
      const answer = await assets.fetch(new URL(files.starterAgreements, BASE).href);
      if (!answer.ok) throw new Error(`${files.starterAgreements} answered ${answer.status}`);
      kept = await answer.json<AgreementTexts>();
      return kept;
    } catch (error) {
      logFailure('starter agreements unavailable', error instanceof Error ? error.message : String(error));
      return fail(503, 'The privacy statement and terms of use cannot be written right now; try again shortly');
    }
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}

/** Forgets the templates read (tests: the next caller reads them again). */
export function forgetAgreementTexts(): void {
  kept = undefined;
}
