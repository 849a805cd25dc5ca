import { describe, expect, it } from 'vitest';
import { createSweepBrightClient } from '../../../../worker/platform/crm/sweepbright/client';
import { crmError } from '../../../support/crm-error';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { fakeSweepBright } from '../../fake-crm';

// The SweepBright client against the fake SweepBright (test/support/fake-crm/sweepbright.ts),
// reached through the worker pool's outbound service like any outside address.

const { projectWithUnits, letApartment } = SWEEPBRIGHT_FIXTURES;

describe('SweepBright client', () => {
  it('asks for a token once with the client credentials and reuses it for the next calls', async () => {
    const fake = await fakeSweepBright([projectWithUnits, letApartment]);
    const client = createSweepBrightClient(fake.connection);
    await client.getEstate(projectWithUnits.id);
    await client.getEstate(letApartment.id);

    const calls = await fake.calls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /oauth/token',
      `GET /estates/${projectWithUnits.id}`,
      `GET /estates/${letApartment.id}`,
    ]);
    expect(calls[0].body).toEqual({ grant_type: 'client_credentials', client_id: fake.connection.clientId, client_secret: fake.connection.clientSecret });
    expect(calls[1].headers.authorization).toMatch(/^Bearer sb-token-\d+$/);
    expect(calls[2].headers.authorization).toBe(calls[1].headers.authorization);
  });

  it('sends the versioned Accept header on every call, the token call included', async () => {
    const fake = await fakeSweepBright([letApartment]);
    await createSweepBrightClient({ ...fake.connection, apiVersion: '20210723' }).getEstate(letApartment.id);
    expect((await fake.calls()).map((call) => call.headers.accept)).toEqual([
      'application/vnd.sweepbright.v20210723+json',
      'application/vnd.sweepbright.v20210723+json',
    ]);
  });

  it('fetches a project with its units and their expiring picture addresses', async () => {
    const fake = await fakeSweepBright([projectWithUnits]);
    const estate = await createSweepBrightClient(fake.connection).getEstate(projectWithUnits.id);
    expect(estate.is_project).toBe(true);
    expect(estate.properties?.map((unit) => [unit.id, unit.project_id, unit.status])).toEqual(
      projectWithUnits.properties.map((unit) => [unit.id, projectWithUnits.id, unit.status]),
    );
    expect(estate.description_title?.de).toBe('Residenz Tiensevest');
    const [picture] = estate.images ?? [];
    expect(picture.url).toMatch(/^https:\/\/sweepbright\.test\/files\//);
    expect(Date.parse(picture.url_expires_on ?? '')).toBeGreaterThan(Date.now());
  });

  it('reports an unknown estate as not found, not retryable', async () => {
    const fake = await fakeSweepBright([]);
    const error = await crmError(createSweepBrightClient(fake.connection).getEstate('0d5e7c1a-0000-4000-8000-000000000000'));
    expect([error.kind, error.status, error.retryable]).toEqual(['not-found', 404, false]);
  });

  it('reports the public URL back with PUT estates/{id}/url', async () => {
    const fake = await fakeSweepBright([letApartment]);
    await createSweepBrightClient(fake.connection).putEstateUrl(letApartment.id, 'https://www.agency.example/fr/a-louer/ixelles/studio-18');
    const put = (await fake.calls()).at(-1);
    expect(put).toMatchObject({
      method: 'PUT',
      path: `/estates/${letApartment.id}/url`,
      status: 200,
      body: { url: 'https://www.agency.example/fr/a-louer/ixelles/studio-18' },
    });
    expect(put?.headers['content-type']).toBe('application/json');
  });

  it('posts leads about an estate and general leads with their preferences', async () => {
    const fake = await fakeSweepBright([letApartment]);
    const client = createSweepBrightClient(fake.connection);
    await client.postEstateContact(letApartment.id, { first_name: 'Zoë', last_name: "D'Hondt", email: 'zoe@example.org', message: 'Nog vrij?', locale: 'nl' });
    await client.postContact({
      email: 'alert@example.org',
      locale: 'fr',
      preferences: { negotiation: 'let', types: ['apartment'], max_price: 1000, min_rooms: 1 },
      location_preference: { country: 'BE', postal_codes: ['1050'] },
    });
    const [, estateContact, contact] = await fake.calls();
    expect(estateContact).toMatchObject({ method: 'POST', path: `/estates/${letApartment.id}/contacts`, body: { last_name: "D'Hondt", locale: 'nl' } });
    expect(contact).toMatchObject({ method: 'POST', path: '/contacts', body: { location_preference: { postal_codes: ['1050'] } } });
  });

  it('answers a lead SweepBright refuses (422) as refused, not retryable', async () => {
    const fake = await fakeSweepBright([letApartment]);
    const error = await crmError(createSweepBrightClient(fake.connection).postEstateContact(letApartment.id, { first_name: 'Nobody' }));
    expect([error.kind, error.status, error.retryable]).toEqual(['refused', 422, false]);
    expect(error.detail).toContain('invalid');
  });

  it('turns refused credentials (401 on the token call) into credentials-rejected', async () => {
    const fake = await fakeSweepBright([letApartment]);
    const error = await crmError(createSweepBrightClient({ ...fake.connection, clientSecret: 'wrong' }).getEstate(letApartment.id));
    expect([error.kind, error.status, error.retryable]).toEqual(['credentials-rejected', 401, false]);
    expect(error.detail).toContain('Client authentication failed');
  });

  it('asks for a new token once when the kept one is refused, and goes on', async () => {
    const fake = await fakeSweepBright([letApartment]);
    const client = createSweepBrightClient(fake.connection);
    await client.getEstate(letApartment.id);
    await fake.revokeTokens();
    await client.getEstate(letApartment.id);
    expect((await fake.calls()).map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /oauth/token 200',
      `GET /estates/${letApartment.id} 200`,
      `GET /estates/${letApartment.id} 401`,
      'POST /oauth/token 200',
      `GET /estates/${letApartment.id} 200`,
    ]);
  });

  it('surfaces a 429 as rate-limited with its Retry-After, retryable', async () => {
    const fake = await fakeSweepBright([letApartment]);
    await fake.fail({ status: 429, retryAfter: '120', path: '/estates/' });
    const error = await crmError(createSweepBrightClient(fake.connection).getEstate(letApartment.id));
    expect([error.kind, error.retryAfterSeconds, error.retryable]).toEqual(['rate-limited', 120, true]);
  });

  it('surfaces a 500 as unavailable, retryable, and succeeds once the CRM is back', async () => {
    const fake = await fakeSweepBright([letApartment]);
    await fake.fail({ status: 500, path: '/estates/', times: 1 });
    const client = createSweepBrightClient(fake.connection);
    const error = await crmError(client.getEstate(letApartment.id));
    expect([error.kind, error.status, error.retryable]).toEqual(['unavailable', 500, true]);
    await expect(client.getEstate(letApartment.id)).resolves.toMatchObject({ id: letApartment.id });
  });

  it('gives up on a slow answer at its time limit, as a retryable timeout', async () => {
    const fake = await fakeSweepBright([letApartment]);
    // The answer would come, whole, after 30 s: a timeout well before it is the client's own
    // (on a loaded machine its 300 ms timer has fired 3 s late: the margin is wide on purpose).
    await fake.fail({ delayMs: 30_000, path: '/estates/' });
    const started = Date.now();
    const error = await crmError(createSweepBrightClient(fake.connection, { timeoutMs: 300 }).getEstate(letApartment.id));
    expect([error.kind, error.retryable]).toEqual(['timeout', true]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('serves picture addresses until they expire, then 403 as the real storage does', async () => {
    const fresh = await fakeSweepBright([letApartment]);
    const [picture] = (await createSweepBrightClient(fresh.connection).getEstate(letApartment.id)).images ?? [];
    expect((await fetch(picture.url)).status).toBe(200);
    const expired = await fakeSweepBright([letApartment], { pictureSeconds: -60 });
    const [old] = (await createSweepBrightClient(expired.connection).getEstate(letApartment.id)).images ?? [];
    expect(Date.parse(old.url_expires_on ?? '')).toBeLessThan(Date.now());
    expect((await fetch(old.url)).status).toBe(403);
  });
});
