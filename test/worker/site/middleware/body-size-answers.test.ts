import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../../shared/contract/limits';
import { CLIENT, get, VALID_CONTACT_FORM } from '../../helpers';

// 40 concurrent 10 MB posts took the worker from 0.66 to 2.0 GB; every form and
// JSON route now refuses a body over 64 KiB before reading it.

const ONE_MB = 'x'.repeat(1024 * 1024);

/** The same bytes as a stream: no Content-Length, so only the read can hold the cap. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += 16 * 1024)));
    },
  });
}

describe('a body over 64 KiB', () => {
  it('is refused on a page form with a short text in the page’s language', async () => {
    const response = await get('http://localhost/fr/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams({ ...VALID_CONTACT_FORM, message: ONE_MB }).toString(),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('trop volumineux');
  });

  it('is refused on an ajax route with JSON', async () => {
    const response = await get('http://localhost/nl/ajax/contact-form-handler', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': CLIENT },
      body: JSON.stringify({ ...VALID_CONTACT_FORM, message: ONE_MB }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('Content-Type')).toMatch(/json/);
    expect(((await response.json()) as { error: string }).error).toContain(String(MAX_BODY_BYTES));
  });

  it('is refused on an admin route with JSON, before the token is even checked', async () => {
    for (const token of [env.ADMIN_TOKEN, 'wrong']) {
      const response = await get('http://localhost/admin/sites', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: ONE_MB, hostnames: ['www.immo-groot.test'] }),
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('Content-Type')).toMatch(/json/);
    }
  });

  it('is refused while streaming in when no Content-Length announces it', async () => {
    const request = new Request('http://localhost/nl/ajax/contact-form-handler', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': CLIENT },
      body: streamOf(JSON.stringify({ ...VALID_CONTACT_FORM, message: ONE_MB })),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.has('Content-Length')).toBe(false);
    expect((await get(request.url, request)).status).toBe(413);
  });
});

describe('a body within the cap', () => {
  it('goes through on a page form, streamed or not', async () => {
    const fields = new URLSearchParams({ ...VALID_CONTACT_FORM, form: 'contact-form-912' }).toString();
    for (const body of [fields, streamOf(fields)]) {
      const response = await get('http://localhost/nl/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': CLIENT },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(303);
    }
  });
});
