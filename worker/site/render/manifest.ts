import manifest from './client-manifest.generated.json';

export interface ClientManifest {
  /** The island entry module with the enhancers (no React), e.g. /assets/entry-3F2A.js */
  entry: string;
  /** Chunks the entry imports statically, preloaded with it. */
  entryImports: string[];
  /** client/hydrate.ts's chunk and the chunks it imports statically (React), entry's excluded: preloaded on pages with a React island. */
  hydrate: string[];
  css: string;
  /** Each React island's own chunk and the chunks it imports statically, entry's and hydrate's excluded. */
  islands: Record<string, string[]>;
  /** The consent banner's module, loaded only by the pages of a site with its own tags. */
  consent: string;
  /** Its stylesheet (client/consent/consent.css): the banner's and the dialog's look, linked by the same pages. */
  consentCss: string;
  /** The seller report's stylesheet (client/styles/seller-report.css): its screen and A4 print look, linked by that page only. */
  sellerReportCss: string;
  /** Its words in the four languages (locales/seller-report.json), read through the ASSETS binding rather than bundled. */
  sellerReportWords: string;
  /** The site's words (shared/i18n SiteWords), read through the ASSETS binding rather than bundled: worker/site/middleware/words.ts. */
  words: string;
}

/** Written by build.mjs; hashed file names change with every build of the client. */
export const CLIENT_MANIFEST: ClientManifest = manifest;
