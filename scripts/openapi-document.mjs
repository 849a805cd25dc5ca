// The ingest API's OpenAPI document, made at build time (issue 26): the generator
// (@hono/zod-openapi, about 70 KiB gzipped) runs here, in Node, on the schemas the platform
// validates with (worker/platform/ingest/openapi.ts), and writes
//   worker/platform/ingest/openapi.generated.json   (gitignored)
// which GET /ingest/openapi.json answers as it is. build.mjs runs it; so do vitest.config.ts
// (every test project), `npm run typecheck` and wrangler.platform.toml's [build] (the platform's
// deploy, its dry run in `npm run check:bundles`, the bench). The file is rewritten only when
// its text changes (no needless reloads in watch modes).
// Run alone: node scripts/openapi-document.mjs
import * as esbuild from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATOR = 'worker/platform/ingest/openapi.ts';
export const OPENAPI_DOCUMENT_PATH = 'worker/platform/ingest/openapi.generated.json';

/** The document's text: the generator bundled for Node (TypeScript in, one module out) and run. */
export async function openApiDocumentText(root = ROOT) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(root, GENERATOR)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const { ingestOpenApiDocument } = await import(url);
  return `${JSON.stringify(ingestOpenApiDocument(), null, 2)}\n`;
}

/** Writes the document if its text changed; answers the path written, if any. */
export async function writeOpenApiDocument(root = ROOT) {
  const text = await openApiDocumentText(root);
  const file = join(root, OPENAPI_DOCUMENT_PATH);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return undefined;
  writeFileSync(file, text);
  return relative(root, file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await writeOpenApiDocument();
  if (written) console.log(`OpenAPI document: wrote ${written}`);
}
