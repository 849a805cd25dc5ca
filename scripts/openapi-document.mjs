// The platform's OpenAPI documents, made at build time: the generators run here, in
// Node, on the schemas the platform validates with, and write (gitignored)
//   worker/platform/ingest/openapi.generated.json    the ingest API (worker/platform/ingest/openapi.ts,
//                                                     @hono/zod-openapi, about 70 KiB gzipped)
//   worker/platform/console-api/openapi.generated.json   the console API (shared/contract/console-api/openapi.ts,
//                                                     zod's JSON Schema writer, from the contract's routes)
// The first is also written, minified under a name that carries its hash, into dist/assets/ (the
// static assets of every configuration that holds the platform: wrangler.platform.toml's, and the
// local default's, whose embedded platform reads the site's), its address into
//   worker/platform/static-files.generated.json   (gitignored)
// GET /ingest/openapi.json reads that file through the ASSETS binding, so the document (33 KB,
// 4 KiB gzipped) is not part of the platform's bundle. So are the templates of the starter site's
// privacy statement and terms of use (worker/platform/starter/agreement-templates.ts, 44 KB, 15
// KiB gzipped), written into dist/assets/starter-agreements-<hash>.json, their address beside it:
// the platform reads them when it fills a text (worker/platform/starter/agreement-texts.ts). And
// the words of its mails (worker/platform/delivery/mail-words-source.ts, 9 KiB gzipped) likewise,
// dist/assets/mail-words-<hash>.json, which every entry that words a mail reads first
// (worker/platform/delivery/mail-words.ts). And the words of search in plain words
// (shared/domain/plain-search/vocabulary-source.ts), dist/assets/plain-words-<hash>.json, which
// the facts of a machine's text are read with (worker/platform/translations/plain-words.ts).
// GET /console-api/openapi.json answers the second in
// the local default (the production platform's budget has no room for it yet: about 6.5 KiB
// gzipped). build.mjs runs it; so do vitest.config.ts (every test project), `npm run typecheck`
// and wrangler.platform.toml's [build] (the platform's deploy, its dry run in
// `npm run check:bundles`, the bench). A file is rewritten only when its text changes (no
// needless reloads in watch modes).
// Run alone: node scripts/openapi-document.mjs
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeChanged } from './write-changed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_DOCUMENT_PATH = 'worker/platform/ingest/openapi.generated.json';
export const CONSOLE_API_DOCUMENT_PATH = 'worker/platform/console-api/openapi.generated.json';
/** The addresses of the platform's static files, which it reads through ASSETS. */
export const PLATFORM_STATIC_FILES_JSON = 'worker/platform/static-files.generated.json';
const ASSETS_DIR = 'dist/assets';

/** Each document: its generator module, the function it exports, and the file it goes to. */
const DOCUMENTS = [
  { generator: 'worker/platform/ingest/openapi.ts', make: 'ingestOpenApiDocument', path: OPENAPI_DOCUMENT_PATH },
  { generator: 'shared/contract/console-api/openapi.ts', make: 'consoleApiOpenApiDocument', path: CONSOLE_API_DOCUMENT_PATH },
];

/** The starter site's privacy statement and terms of use, templates the platform fills (worker/platform/starter/agreement-texts.ts). */
const AGREEMENT_TEMPLATES = { generator: 'worker/platform/starter/agreement-templates.ts', make: 'agreementTemplates' };
/** The words of the platform's mails, which every entry that words one installs (worker/platform/delivery/mail-words.ts). */
const MAIL_WORDS = { generator: 'worker/platform/delivery/mail-words-source.ts', make: 'mailWordsSource' };
/** The words of search in plain words, which the facts of a machine's text are read with (worker/platform/translations/plain-words.ts). */
const PLAIN_WORDS = { generator: 'worker/platform/translations/plain-words-source.ts', make: 'plainWordsSource' };

/** A document's text: its generator bundled for Node (TypeScript in, one module out) and run. */
async function documentText(root, { generator, make }) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(root, generator)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const module = await import(url);
  return `${JSON.stringify(module[make](), null, 2)}\n`;
}

/** Writes `text` into dist/assets/ under `prefix`-<its hash>.json; answers its address. */
function writeStatic(root, prefix, text, written) {
  const name = `${prefix}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
  mkdirSync(join(root, ASSETS_DIR), { recursive: true });
  if (writeChanged(join(root, ASSETS_DIR, name), text)) written.push(`${ASSETS_DIR}/${name}`);
  return `/assets/${name}`;
}

/**
 * Writes each document whose text changed, the platform's static files (dist/assets/: the ingest
 * API's document, ingest-openapi-<hash>.json, the starter site's agreement templates,
 * starter-agreements-<hash>.json, and the words of its mails, mail-words-<hash>.json) and their
 * addresses; answers the paths written.
 */
export async function writeOpenApiDocument(root = ROOT) {
  const written = [];
  const files = {};
  for (const document of DOCUMENTS) {
    const text = await documentText(root, document);
    const file = join(root, document.path);
    if (document.path === OPENAPI_DOCUMENT_PATH) files.ingestOpenApi = writeStatic(root, 'ingest-openapi', JSON.stringify(JSON.parse(text)), written);
    if (writeChanged(file, text)) written.push(relative(root, file));
  }
  const agreements = JSON.stringify(JSON.parse(await documentText(root, AGREEMENT_TEMPLATES)));
  files.starterAgreements = writeStatic(root, 'starter-agreements', agreements, written);
  files.mailWords = writeStatic(root, 'mail-words', JSON.stringify(JSON.parse(await documentText(root, MAIL_WORDS))), written);
  files.plainWords = writeStatic(root, 'plain-words', JSON.stringify(JSON.parse(await documentText(root, PLAIN_WORDS))), written);
  if (writeChanged(join(root, PLATFORM_STATIC_FILES_JSON), `${JSON.stringify(files, null, 2)}\n`)) written.push(PLATFORM_STATIC_FILES_JSON);
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const written of await writeOpenApiDocument()) console.log(`OpenAPI document: wrote ${written}`);
}
