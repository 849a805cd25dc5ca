import { SELF } from 'cloudflare:test';

/** A request to the worker as a browser on the given host would send it. */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(url, { redirect: 'manual', ...init });
}

/** The whole HTML of a page (every streamed chunk). */
export async function html(url: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const response = await get(url, init);
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

/**
 * Runs `attempt` inside one fixed rate-limit window (the limits count per window of
 * `windowSeconds` on the clock): if the window turned while it ran, it runs once more, in the
 * new window, so a test never straddles two windows by chance.
 */
export async function inOneRateWindow<T>(windowSeconds: number, attempt: () => Promise<T>): Promise<T> {
  const window = () => Math.floor(Date.now() / 1000 / windowSeconds);
  const started = window();
  const result = await attempt();
  return window() === started ? result : attempt();
}
