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
