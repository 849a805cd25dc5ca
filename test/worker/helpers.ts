import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import worker from '../../worker/local';
import type { Env } from '../../worker/site/env';
import { GENERATION_MEMORY_MS } from '../../worker/site/upstream/cache';

export { forgetCaches } from './fresh-isolate';

/** A contact request a visitor fills in correctly, as the form posts it. */
export const VALID_CONTACT_FORM = {
  firstName: 'Lotte',
  lastName: 'Claes',
  email: 'lotte.claes@example.be',
  phone: '+32 470 11 22 33',
  subject: 'Algemene vraag',
  message: 'Ik wil graag een bezoek plannen.',
  privacy: 'yes',
  page: '/nl/contact',
};

/**
 * A request to the worker as a browser on the given host would send it, answered by the
 * worker's own fetch handler (what Cloudflare runs once the static assets under /assets/ did
 * not answer). Its background work (cache writes) goes on after the answer, as in production.
 * Measured through `SELF.fetch`, requests grew slower within one test (7 ms each for the first
 * 50 requests, 50 ms each after 300); called directly, the same requests stay near 0.3 ms.
 * Use `SELF` only for what the static assets answer.
 */
export async function get(url: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), { ...env, ...vars } as unknown as Env, ctx);
  void waitOnExecutionContext(ctx);
  return response;
}

/** The text of an answer that must have `status` (a failure shows the text). */
export async function bodyOf(response: Response, status: number): Promise<string> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return body;
}

/** An estate's detail page in Dutch as a visitor reaches it: its short address, then the full one it redirects to. */
export async function detailPage(id: number, host = 'localhost'): Promise<{ status: number; body: string }> {
  const short = await get(`http://${host}/nl/aanbod/${id}`);
  if (short.status !== 301) return { status: short.status, body: await short.text() };
  const page = await get(new URL(short.headers.get('Location')!, `http://${host}`).href);
  return { status: page.status, body: await page.text() };
}

/** The price a detail page shows in its header. */
export const priceOn = (body: string) => /<p class="estate-detail__price">([^<]*)<\/p>/.exec(body)?.[1];

/** Past the site isolate's memory of cache generations: only the platform's retirement can show a change. */
export const later = () => vi.spyOn(Date, 'now').mockReturnValue(Date.now() + GENERATION_MEMORY_MS + 1);

/**
 * The client address (CF-Connecting-IP) of a test's `n`-th visitor (1 to 254). The forms' rate
 * limits count per test (setup.ts), so a test posts as one visitor, CLIENT, unless several
 * visitors are its point.
 */
export const client = (n: number) => `203.0.113.${n}`;
export const CLIENT = client(1);
export const ANOTHER_CLIENT = client(2);

/** The whole HTML of a page (every streamed chunk); `vars` overrides the configuration's vars. */
export async function html(url: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<{ response: Response; body: string }> {
  const response = await get(url, init, vars);
  return { response, body: await response.text() };
}

/** Every `<tag ...>` opening tag in a document, as raw text. */
export function tags(body: string, tag: string): string[] {
  return body.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
}

/** The value of an attribute in an opening tag. */
export function attribute(tagText: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tagText);
  return match?.[1]?.replace(/&amp;/g, '&');
}

/** One run of the worker's Cron Trigger at `scheduledTime` (alerts, then the outbox re-send), awaited to its end. */
export async function runCron(scheduledTime: number, vars: Partial<Env> = {}): Promise<void> {
  const controller = createScheduledController({ scheduledTime, cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  worker.scheduled(controller as never, { ...env, ...vars } as unknown as Env, ctx as never);
  await waitOnExecutionContext(ctx);
}

/**
 * The sitemap of a site as a crawler reads it: the index at /sitemap.xml, then every file it
 * lists (their <loc>s must be on `origin`). `xml` is all the files' text, one after the other.
 */
export async function sitemapOf(origin: string, vars: Partial<Env> = {}): Promise<{ index: string; files: { url: string; xml: string }[]; xml: string }> {
  const index = await (await get(`${origin}/sitemap.xml`, {}, vars)).text();
  const locations = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const files = await Promise.all(
    locations.map(async (url) => {
      const { pathname } = new URL(url);
      const response = await get(`${origin}${pathname}`, {}, vars);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return { url, xml: await response.text() };
    }),
  );
  return { index, files, xml: files.map((file) => file.xml).join('\n') };
}

/**
 * Sets a site's hidden statuses (settings.hiddenStatus: transaction ids)
 * through the admin API, as an operator does; answers the ones it had, to set them back.
 */
export async function hideStatuses(siteId: number, hiddenStatus: readonly number[]): Promise<number[]> {
  const admin = (init: RequestInit = {}) =>
    get(`http://localhost/admin/sites/${siteId}`, { ...init, headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' } });
  const before = ((await (await admin()).json()) as { settings: { hiddenStatus: number[] } }).settings.hiddenStatus;
  const changed = await admin({ method: 'PUT', body: JSON.stringify({ settings: { hiddenStatus } }) });
  if (changed.status !== 200) throw new Error(`PUT /admin/sites/${siteId} answered ${changed.status}: ${await changed.text()}`);
  return before;
}
