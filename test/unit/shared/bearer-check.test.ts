import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bearerCheck, sameSecret } from '../../../shared/bearer-check';

// The one bearer check of the admin API, the platform token and the ingest API (RFC 6750):
// the header read one way, each door's verdict and refusals, the RFC's challenge.

const app = new Hono();
app.use(
  '/door/*',
  bearerCheck({
    verify: async (token, c) => (token === 'other-site' ? c.json({ error: 'another site' }, 403) : sameSecret(token, 'open-sesame')),
    refusals: { missing: [401, 'a token is required'], malformed: [400, 'not a bearer token'], invalid: [401, 'unknown token'] },
  }),
);
app.get('/door/in', (c) => c.text('in'));

const ask = async (authorization?: string) => {
  const response = await app.request('/door/in', authorization === undefined ? {} : { headers: { Authorization: authorization } });
  return [response.status, response.headers.get('WWW-Authenticate'), await response.text()];
};

describe('the bearer check', () => {
  it('lets a request through with a token its door takes, the scheme in any case', async () => {
    expect(await ask('Bearer open-sesame')).toEqual([200, null, 'in']);
    expect(await ask('bearer  open-sesame')).toEqual([200, null, 'in']);
  });

  it('answers each refusal with its status, message and RFC 6750 challenge', async () => {
    expect(await ask()).toEqual([401, 'Bearer realm=""', '{"error":"a token is required"}']);
    expect(await ask('Bearer open-sesamE')).toEqual([401, 'Bearer error="invalid_token"', '{"error":"unknown token"}']);
    for (const header of ['Basic open-sesame', 'Bearer', 'Bearer open sesame', 'Bearer open-sesame!']) {
      expect(await ask(header)).toEqual([400, 'Bearer error="invalid_request"', '{"error":"not a bearer token"}']);
    }
  });

  it('answers what the door answers instead (a token of another site)', async () => {
    expect(await ask('Bearer other-site')).toEqual([403, null, '{"error":"another site"}']);
  });

  it('compares a secret whole: a prefix, a longer token or another case is not it', async () => {
    expect(await sameSecret('open-sesame', 'open-sesame')).toBe(true);
    for (const given of ['open', 'open-sesame-', 'OPEN-SESAME', '']) expect(await sameSecret(given, 'open-sesame')).toBe(false);
  });
});
