import { env } from 'cloudflare:test';
import type { FailureRule, FakeCall } from '../support/fake-crm/common';
import { OMNICASA_TRANSLATIONS, type RawOmnicasaProperty, type RawSweepBrightEstate, type RawWhiseEstate } from '../support/fake-crm/fixtures';

// The test side of the fake CRMs (test/support/fake-crm/): an account of its own per test, its
// estates, the failures it should answer with and the calls it received.

const SWEEPBRIGHT = 'https://sweepbright.test';
const WHISE = 'https://whise.test';
const OMNICASA = 'https://omnicasa.test';

async function control(url: string, method: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** What a test does with its account on a fake CRM. */
export interface FakeAccount {
  calls(): Promise<FakeCall[]>;
  fail(rule: FailureRule): Promise<void>;
  /** Every failure rule dropped: the fake answers again. */
  answerAgain(): Promise<void>;
  revokeTokens(): Promise<void>;
}

function account(base: string): FakeAccount {
  return {
    calls: async () => (await control(`${base}/calls`, 'GET')).json(),
    fail: async (rule) => void (await control(`${base}/failures`, 'POST', rule)),
    answerAgain: async () => void (await control(`${base}/failures`, 'DELETE')),
    revokeTokens: async () => void (await control(`${base}/revoke-tokens`, 'POST')),
  };
}

/** A SweepBright account serving `estates`: the connection to give the client, and the account. */
export async function fakeSweepBright(estates: RawSweepBrightEstate[] = [], settings: { tokenSeconds?: number; pictureSeconds?: number } = {}) {
  const clientId = `sb-${crypto.randomUUID()}`;
  const clientSecret = `secret-${crypto.randomUUID()}`;
  const base = `${SWEEPBRIGHT}/__fake/${clientId}`;
  await control(base, 'PUT', { secret: clientSecret, ...settings });
  await control(`${base}/estates`, 'PUT', estates);
  return { connection: { clientId, clientSecret, baseUrl: `${SWEEPBRIGHT}/api/` }, ...account(base) };
}

/** A Whise integrator account serving `estates` for client 20001. */
export async function fakeWhise(estates: RawWhiseEstate[] = [], settings: { clientIds?: number[]; picturesExpired?: boolean; onlyIdField?: boolean } = {}) {
  const username = `integrator-${crypto.randomUUID()}`;
  const password = `password-${crypto.randomUUID()}`;
  const base = `${WHISE}/__fake/${username}`;
  await control(base, 'PUT', { password, ...settings });
  await control(`${base}/estates`, 'PUT', estates);
  const setEstates = async (next: RawWhiseEstate[]) => void (await control(`${base}/estates`, 'PUT', next));
  return { connection: { username, password, clientId: 20001, officeId: 30001, baseUrl: `${WHISE}/` }, setEstates, ...account(base) };
}

/** The platform's bindings an Omnicasa sync reads, its API at the fake Omnicasa. */
export const omnicasaBindings = () => ({
  DB: env.DB,
  CACHE: env.CACHE,
  MEDIA: env.MEDIA,
  CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
  OMNICASA_API_URL: `${OMNICASA}/1.12/OmnicasaService.svc/`,
});

/** An Omnicasa customer serving `properties` (their texts in other languages: the fixtures'), and the properties it lists as deleted. */
export async function fakeOmnicasa(properties: RawOmnicasaProperty[] = []) {
  const customerName = `customer-${crypto.randomUUID()}`;
  const password = `password-${crypto.randomUUID()}`;
  const base = `${OMNICASA}/__fake/${customerName}`;
  await control(base, 'PUT', { password });
  await control(`${base}/properties`, 'PUT', properties);
  await control(`${base}/translations`, 'PUT', OMNICASA_TRANSLATIONS);
  const setProperties = async (next: RawOmnicasaProperty[]) => void (await control(`${base}/properties`, 'PUT', next));
  const setDeleted = async (ids: number[]) => void (await control(`${base}/deleted`, 'PUT', ids));
  /** Leaves `fields` out of every property it answers; with `unlessAsked`, gives them when DisplayFields names them. */
  const omit = async (fields: string[], unlessAsked = false) => void (await control(`${base}/omitted`, 'PUT', { fields, unlessAsked }));
  /** Answers `endpoint` `Success: false` with this Code and Message (`times` calls, else until told otherwise). */
  const answerError = async (endpoint: string, code: number, message: string, times?: number) =>
    void (await control(`${base}/errors`, 'POST', { endpoint, code, message, times }));
  const stopErrors = async () => void (await control(`${base}/errors`, 'DELETE'));
  return {
    connection: { customerName, password, baseUrl: `${OMNICASA}/1.12/OmnicasaService.svc/` },
    setProperties,
    setDeleted,
    omit,
    answerError,
    stopErrors,
    ...account(base),
  };
}
