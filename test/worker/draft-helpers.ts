import { expect, vi } from 'vitest';
import type { PreviewLink } from '../../shared/contract/console-golive';
import { forgetPreviewChecks } from '../../worker/site/middleware/coming-soon';
import { GENERATION_MEMORY_MS } from '../../worker/site/upstream/cache';
import { consoleFetch, type Who } from './console-helpers';
import { consoleApi, previewCookie } from './golive-helpers';
import { get, html } from './helpers';

// What the tests of the console's editors share: a clock that moves past the site
// isolate's memory of the cache generations, a form posted as the console's pages post it, and
// the draft seen through the preview, then published.

let ahead = 0;

/**
 * Moves the clock (Date only) past the site isolate's memory of the cache generations, further
 * each time: never back to a time it read them at (a publish then shows on the next page).
 * `vi.useRealTimers()` (an afterEach) brings the clock back.
 */
export function later(): void {
  vi.useRealTimers();
  ahead += GENERATION_MEMORY_MS + 1;
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ahead);
}

/** A console form posted by a signed-in user, with the session's CSRF token. */
export const postForm = (who: Who, path: string, form: Record<string, string>) =>
  consoleFetch(path, { cookie: who.cookie, form: { _csrf: who.csrf, ...form } });

/** A preview of site 1's draft from the pages editor's button (its `to`: a page of the site), as its grant's cookie. */
export async function previewFromEditor(who: Who, to: string): Promise<string> {
  forgetPreviewChecks();
  const made = await postForm(who, '/en/sites/1/preview', { to });
  const link = /href="(http:\/\/localhost[^"]*\/_preview\/[^"]+)"/.exec(await made.text())![1]!.replace(/&amp;/g, '&');
  return previewCookie(await get(link, { redirect: 'manual' }))!;
}

/** The preview cookie of a new preview link of site 1 (on localhost), as its opener's browser gets it. */
export async function previewGrant(who: Who): Promise<string> {
  const { token } = (await (await consoleApi(who, 'POST', '/sites/1/preview')).json()) as PreviewLink;
  return previewCookie(await get(`http://localhost/_preview/${token}`, { redirect: 'manual' }))!;
}

/** A draft of site 1 that puts `text` on `path`: shown in the preview only, then to visitors once published. */
export async function expectPreviewThenPublished(who: Who, path: string, text: string): Promise<void> {
  const url = `http://localhost${path}`;
  const cookie = await previewGrant(who);
  expect((await html(url, { headers: { Cookie: cookie } })).body).toContain(text);
  later();
  expect((await html(url)).body).not.toContain(text);
  expect((await consoleApi(who, 'POST', '/sites/1/drafts/publish')).status).toBe(201);
  later();
  expect((await html(url)).body).toContain(text);
}
