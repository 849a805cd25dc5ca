import { env } from 'cloudflare:test';
import type { Fetcher } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import files from '../../../../worker/console/static-files.generated.json';
import { FORMS_SCRIPT_PATH } from '../../../../worker/console/kit/forms-script';
import { consoleFetch, consolePage, signIn } from '../../console-helpers';

// Rich text: a browser script of the console's, the editor. A page with rich-text
// fields loads it once, by its hashed address, and no inline script (the console's CSP allows
// scripts of its own origin only); it is a static file of the build, served before the console
// runs with a year's cache; the fields stay textareas that work without it.

const OWNER = 'owner@immo-scheldeland.localhost';
const SCRIPT = files.editor;

describe('the rich-text editor’s script', () => {
  it('is loaded once by a screen with rich-text fields, whose textareas and hidden toolbars it enhances', async () => {
    const owner = await signIn(OWNER);
    const body = await consolePage(owner, '/en/sites/1/agreements');
    const fields = body.match(/<textarea [^>]*data-rich-text=""/g) ?? [];
    expect(fields.length).toBeGreaterThan(1);
    expect(body.match(/<script[^>]*>/g)).toEqual([`<script type="module" src="${SCRIPT}" async="">`, `<script src="${FORMS_SCRIPT_PATH}" defer="">`]);
    const toolbar = /<div role="toolbar" id="([^"]+)-bar"[^>]*hidden="">([\s\S]*?)<\/div>/.exec(body);
    expect(toolbar?.[0]).toContain('aria-label="Formatting of Text"');
    const names = [...(toolbar?.[2] ?? '').matchAll(/<button type="button" data-command="(\w+)"([^>]*)>([^<]*)</g)].map(
      ([, command, attributes = '', shown]) => [command, /aria-label="([^"]+)"/.exec(attributes)?.[1] ?? shown],
    );
    expect(names).toEqual([
      ['h2', 'H2 Heading 2'],
      ['h3', 'H3 Heading 3'],
      ['h4', 'H4 Heading 4'],
      ['p', 'Paragraph'],
      ['ul', 'Bulleted list'],
      ['ol', '1. Numbered list'],
      ['bold', 'Bold'],
      ['italic', 'Italic'],
      ['link', 'Link'],
      ['undo', 'Undo'],
      ['source', 'HTML source'],
    ]);
  });

  it('is what the console’s CSP allows: scripts of its own origin, none inline', async () => {
    expect(SCRIPT).toMatch(/^\/assets\/rich-text-editor-[0-9a-f]{12}\.js$/);
    const response = await consoleFetch('/en/sign-in');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri " +
        "'none'",
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('is a static file of the build on the console’s host: JavaScript with a year’s cache, nosniff; any other name is a 404', async () => {
    // What the static assets answer before the console runs (wrangler.console.toml [assets]).
    const served = await (env.ASSETS as unknown as Fetcher).fetch(`http://console.localhost${SCRIPT}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await served.text()).toContain('textarea[data-rich-text]');
    expect((await consoleFetch('/assets/rich-text-editor-000000000000.js')).status).toBe(404);
  });
});
