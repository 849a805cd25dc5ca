import type { Hono } from 'hono';
import editor from './editor-script.generated.json';
import type { ConsoleEnv } from './env';

/*
 * A browser script of the console's, the rich-text editor (issue 32; its source is
 * client/console/rich-text-editor.ts, bundled by scripts/console-editor.mjs into the generated
 * module imported here). Served by the console itself under a name that carries its hash, so a
 * year's cache is safe; the console's CSP allows scripts of its own origin only ('self', no
 * inline script), and it serves no other JavaScript but the passkeys' (passkeys-script.ts).
 */

/** Where the editor is served: a new build is a new address. */
export const EDITOR_SCRIPT_PATH = `/assets/${editor.file}`;

/** GET the editor at its hashed address, cached for a year. */
export function editorScriptRoute(app: Hono<ConsoleEnv>): void {
  app.get(EDITOR_SCRIPT_PATH, (c) =>
    c.body(editor.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }),
  );
}
