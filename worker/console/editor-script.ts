import type { Hono } from 'hono';
import editor from './editor-script.generated.json';
import type { ConsoleEnv } from './env';

/*
 * The console's one browser script, the rich-text editor (issue 32; its source is
 * client/console/rich-text-editor.ts, bundled by scripts/console-editor.mjs into the generated
 * module imported here). Served by the console itself under a name that carries its hash, so a
 * year's cache is safe, and allowed by the console's CSP at exactly that address.
 */

/** Where the editor is served: a new build is a new address. */
export const EDITOR_SCRIPT_PATH = `/assets/${editor.file}`;

/**
 * The console's Content-Security-Policy for a page served at `origin`: nothing but its own
 * styles and images, no frames, and one script, the editor, by its full address (a CSP source
 * with a path allows that file only, where 'self' would allow any script of the console's).
 */
export function consoleCsp(origin: string): string {
  return `default-src 'none'; script-src ${origin}${EDITOR_SCRIPT_PATH}; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

/** GET the editor at its hashed address, cached for a year. */
export function editorScriptRoute(app: Hono<ConsoleEnv>): void {
  app.get(EDITOR_SCRIPT_PATH, (c) =>
    c.body(editor.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }),
  );
}
