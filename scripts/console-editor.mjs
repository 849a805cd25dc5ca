// The console's static files: its rich-text editor, the one script the console
// sends a browser besides the passkeys' (client/console/rich-text-editor.ts bundled by esbuild for
// the browser: no React, plain DOM code and the server's own cleaner, shared/html/rich-text.ts),
// and its words in the four languages (locales/console.json). Both are written with hashed names
// into dist/assets/ (the static assets of wrangler.toml and wrangler.console.toml: the editor is
// served before the worker runs, with a year's cache; the words are read through the console's
// ASSETS binding, worker/console/kit/words.ts), and their addresses into
//   worker/console/static-files.generated.json   (gitignored)
// which the console imports. Neither is in the console's bundle. build.mjs runs it; so do
// vitest.config.ts, `npm run typecheck` and the console's [build] (build.mjs). The module is
// rewritten only when its text changes. The editor's size budget is checked by
// `npm run check:bundles` (scripts/bundle-check.mjs).
// Run alone: node scripts/console-editor.mjs
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeChanged } from './write-changed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = 'client/console/rich-text-editor.ts';
/** The page editor's script: its sections' languages as tabs, focus on the section acted on. */
const PAGE_EDITOR_SOURCE = 'client/console/page-editor.ts';
/** The listing form's pictures script: reorder by drag and keys, checks and progress of the uploads. */
const LISTING_MEDIA_SOURCE = 'client/console/listing-media.ts';
export const STATIC_FILES_JSON = 'worker/console/static-files.generated.json';
const ASSETS_DIR = 'dist/assets';
const WORDS = 'locales/console.json';

/** The editor's bundle: its code, file name (hash of the code) and the inputs it holds. */
export const buildConsoleEditor = (root = ROOT) => buildConsoleScript(root, SOURCE, 'rich-text-editor');

/** The page editor's bundle, the same way. */
export const buildPageEditor = (root = ROOT) => buildConsoleScript(root, PAGE_EDITOR_SOURCE, 'page-editor');

/** The listing form's pictures script, the same way. */
export const buildListingMedia = (root = ROOT) => buildConsoleScript(root, LISTING_MEDIA_SOURCE, 'listing-media');

async function buildConsoleScript(root, source, name) {
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [join(root, source)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    metafile: true,
    // xss loads cssfilter for style attributes, which rich text never keeps (the workers' stand-in).
    alias: { cssfilter: './worker/aliases/cssfilter-server.cjs' },
    outfile: `${name}.js`,
    logLevel: 'warning',
  });
  const code = outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  return {
    file: `${name}-${hash}.js`,
    code,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(Object.values(metafile.outputs)[0].inputs),
  };
}

/** The console's words, minified, under a name that carries their hash. */
function consoleWords(root) {
  const text = JSON.stringify(JSON.parse(readFileSync(join(root, WORDS), 'utf8')));
  return { file: `console-words-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`, text };
}

/** Writes the editor and the words into dist/assets and their addresses into the generated module (if its text changed); answers the editor's bundle. */
export async function writeConsoleEditor(root = ROOT) {
  const bundle = await buildConsoleEditor(root);
  const pageEditor = await buildPageEditor(root);
  const listingMedia = await buildListingMedia(root);
  const words = consoleWords(root);
  writeChanged(join(root, ASSETS_DIR, bundle.file), bundle.code);
  writeChanged(join(root, ASSETS_DIR, pageEditor.file), pageEditor.code);
  writeChanged(join(root, ASSETS_DIR, listingMedia.file), listingMedia.code);
  writeChanged(join(root, ASSETS_DIR, words.file), words.text);
  const files = {
    editor: `/assets/${bundle.file}`,
    pageEditor: `/assets/${pageEditor.file}`,
    listingMedia: `/assets/${listingMedia.file}`,
    words: `/assets/${words.file}`,
  };
  const text = `${JSON.stringify(files, null, 2)}\n`;
  writeChanged(join(root, STATIC_FILES_JSON), text);
  return bundle;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundle = await writeConsoleEditor();
  console.log(`console static files: ${relative(ROOT, join(ROOT, STATIC_FILES_JSON))} (${bundle.file}, ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzipped)`);
}
