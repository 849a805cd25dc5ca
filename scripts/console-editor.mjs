// The console's rich-text editor, the one script the console sends a browser (issue 32):
// client/console/rich-text-editor.ts bundled by esbuild for the browser (no React: plain DOM
// code and the server's own cleaner, shared/html/rich-text.ts) and written with its hashed file
// name into
//   worker/console/editor-script.generated.json   (gitignored)
// which the console worker imports and serves at /assets/<file> with a year's cache, the only
// script its CSP allows (worker/console/editor-script.ts). build.mjs runs it; so do
// vitest.config.ts, `npm run typecheck` and wrangler.console.toml's [build] (the console's
// deploy and its dry run in `npm run check:bundles`). The file is rewritten only when its text
// changes. Its size budget is checked by `npm run check:bundles` (scripts/bundle-check.mjs).
// Run alone: node scripts/console-editor.mjs
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = 'client/console/rich-text-editor.ts';
export const EDITOR_SCRIPT_JSON = 'worker/console/editor-script.generated.json';

/** The editor's bundle: its code, file name (hash of the code) and the inputs it holds. */
export async function buildConsoleEditor(root = ROOT) {
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [join(root, SOURCE)],
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
    outfile: 'rich-text-editor.js',
    logLevel: 'warning',
  });
  const code = outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  return {
    file: `rich-text-editor-${hash}.js`,
    code,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(Object.values(metafile.outputs)[0].inputs),
  };
}

/** Writes the generated module if its text changed; answers the bundle. */
export async function writeConsoleEditor(root = ROOT) {
  const bundle = await buildConsoleEditor(root);
  const text = `${JSON.stringify({ file: bundle.file, code: bundle.code })}\n`;
  const path = join(root, EDITOR_SCRIPT_JSON);
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  return bundle;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundle = await writeConsoleEditor();
  console.log(`console editor: ${relative(ROOT, join(ROOT, EDITOR_SCRIPT_JSON))} (${bundle.file}, ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzipped)`);
}
