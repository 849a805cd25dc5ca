// Each of its fields but `islands`, the React islands' chunks, which only the browser's entry reads
// (client/islands/registry.generated.ts): named imports, so the worker's bundle leaves that list out.
import {
  assistantTools,
  assistantView,
  consent,
  consentCss,
  css,
  entry,
  entryImports,
  hydrate,
  islandNames,
  sellerReportCss,
  sellerReportWords,
  words,
} from './client-manifest.generated.json';

export interface ClientManifest {
  /** The island entry module with the enhancers (no React), e.g. /assets/entry-3F2A.js */
  entry: string;
  /** Chunks the entry imports statically, preloaded with it. */
  entryImports: string[];
  /** client/hydrate.ts's chunk and the chunks it imports statically (React), entry's excluded: preloaded on pages with a React island. */
  hydrate: string[];
  css: string;
  /**
   * The React islands the build made a chunk of (each one's chunks, entry's and hydrate's excluded,
   * are the file's `islands`, which the browser's entry loads and the worker does not bundle).
   */
  islandNames: string[];
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
  /** The MCP server's tools document (worker/site/assistants/mcp-tools.json), read through ASSETS: worker/site/assistants/tools-document.ts. */
  assistantTools: string;
  /** The MCP App view of listings (client/assistant-view/), one HTML file read through ASSETS: worker/site/assistants/view.ts. */
  assistantView: string;
}

/** The file as build.mjs writes it: with each React island's own chunk and the chunks it imports statically, entry's and hydrate's excluded. */
export type ClientManifestFile = ClientManifest & { islands: Record<string, string[]> };

/** Written by build.mjs; hashed file names change with every build of the client. */
export const CLIENT_MANIFEST: ClientManifest = {
  entry,
  entryImports,
  hydrate,
  css,
  islandNames,
  consent,
  consentCss,
  sellerReportCss,
  sellerReportWords,
  words,
  assistantTools,
  assistantView,
};
