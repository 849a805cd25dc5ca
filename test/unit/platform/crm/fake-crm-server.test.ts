import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweepBrightClient } from '../../../../worker/platform/crm/sweepbright/client';
import { createWhiseClient } from '../../../../worker/platform/crm/whise/client';
import { createOmnicasaClient } from '../../../../worker/platform/crm/omnicasa/client';
import { type FakeCrmServer, startFakeCrmServer } from '../../../support/fake-crm/server';
import { OMNICASA_FIXTURES, SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';

// The fake CRMs as a loopback HTTP server (what the e2e tests and `npm start` can run), spoken
// to by the real clients over real HTTP.

let server: FakeCrmServer;
beforeAll(async () => {
  server = await startFakeCrmServer();
});
afterAll(() => server.close());

const put = (url: string, body: unknown) => fetch(url, { method: 'PUT', body: JSON.stringify(body) });

describe('fake CRM server', () => {
  it('listens on the loopback interface only', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('plays SweepBright under /sweepbright: token, estate, pictures it serves itself', async () => {
    const { letApartment } = SWEEPBRIGHT_FIXTURES;
    await put(`${server.origin}/sweepbright/__fake/agency-1`, { secret: 's3cret' });
    await put(`${server.origin}/sweepbright/__fake/agency-1/estates`, [letApartment]);
    const client = createSweepBrightClient({ clientId: 'agency-1', clientSecret: 's3cret', baseUrl: server.sweepBrightApiUrl });
    const estate = await client.getEstate(letApartment.id);
    expect(estate.id).toBe(letApartment.id);
    const picture = await fetch(estate.images![0].url);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('plays Whise under /whise: both tokens and a list', async () => {
    await put(`${server.origin}/whise/__fake/integrator-1`, { password: 'pw' });
    await put(`${server.origin}/whise/__fake/integrator-1/estates`, [WHISE_FIXTURES.houseForSale]);
    const client = createWhiseClient({ username: 'integrator-1', password: 'pw', clientId: 20001, baseUrl: server.whiseApiUrl });
    expect(await client.estateIds()).toEqual([WHISE_FIXTURES.houseForSale.id]);
  });

  it('plays Omnicasa under /omnicasa: the customer checked, a page of properties with its pictures, a wrong password refused', async () => {
    await put(`${server.origin}/omnicasa/__fake/customer-1`, { password: 'pw' });
    await put(`${server.origin}/omnicasa/__fake/customer-1/properties`, [OMNICASA_FIXTURES.houseForSale, OMNICASA_FIXTURES.sold]);
    const client = createOmnicasaClient({ customerName: 'customer-1', password: 'pw', baseUrl: server.omnicasaApiUrl });
    await client.validateCustomer();
    const page = await client.propertyPage({ Status: [1, 2, 4] }, 0, 1);
    expect(page.total).toBe(2);
    const [house] = page.items as { ID: number; XLargePictureItems: { Url: string }[] }[];
    expect(house!.ID).toBe(OMNICASA_FIXTURES.houseForSale.ID);
    const picture = await fetch(house!.XLargePictureItems[0]!.Url);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    await expect(
      createOmnicasaClient({ customerName: 'customer-1', password: 'wrong', baseUrl: server.omnicasaApiUrl }).validateCustomer(),
    ).rejects.toMatchObject({ kind: 'credentials-rejected' });
  });
});
