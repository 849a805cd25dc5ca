import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { call } from './platform-helpers';

/** What a keep-me-informed alert searches (the platform's subscriptionCriteriaSchema). */
export type Criteria = {
  statuses: ('FOR_SALE' | 'TO_RENT')[];
  cityIds?: number[];
  headTypeIds?: number[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
};

/**
 * Subscribes `times` visitors to the same search on a site through the platform's own paths
 * (POST /subscriptions, then the confirmation mail's link unless asked not to). Answers their tokens.
 */
export async function subscribe(siteId: number, criteria: Criteria, { times = 1, confirmed = true } = {}): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const made = await call('POST', '/subscriptions', {
      siteId,
      body: { locale: 'nl', email: `pool.${crypto.randomUUID().slice(0, 8)}@example.be`, criteria, consent: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = made.body.token as string;
    if (confirmed) {
      const confirmToken = await env.DB.prepare(
        "SELECT json_extract(document, '$.confirmToken') AS t FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, '$.token') = ?1",
      )
        .bind(token)
        .first<string>('t');
      expect((await call('POST', `/subscriptions/confirm/${confirmToken}`, { siteId })).status).toBe(200);
    }
    tokens.push(token);
  }
  return tokens;
}
