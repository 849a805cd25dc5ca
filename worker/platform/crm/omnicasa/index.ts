import type { Crm } from '../crm';
import { settingAndSecret } from '../credentials';
import { createOmnicasaClient, omnicasaApiUrl } from './client';
import { omnicasaConnectionOf, omnicasaSettingsSchema } from './connection';
import { sendOmnicasaLead } from './leads';
import { OMNICASA_SOURCE } from './mapping';
import { omnicasaSignalsSender } from './signals';
import { beginOmnicasaImport, importOmnicasaPage, syncOmnicasa } from './sync';

/**
 * Omnicasa (docs/crm-apis.md, "Omnicasa"): its JSON API with the agency's customer name and
 * password, pulled by the Cron Trigger (every property on the site the first time, then what
 * changed, and what Omnicasa lists as deleted), pictures copied to R2, leads in by
 * `ContactOnMe`, each listing's weekly signals as an entry of its history (`CreateHistory`).
 * It calls no webhook.
 */
export const omnicasa: Crm = {
  kind: 'omnicasa',
  name: 'Omnicasa',
  listingSource: () => OMNICASA_SOURCE,
  leadOrigins: true,
  settings: omnicasaSettingsSchema.partial(),
  needsSecret: false,
  credentials: settingAndSecret('omnicasa', 'customerName', 'password'),
  async check(env, connection, timeoutMs) {
    const { connection: account } = await omnicasaConnectionOf(connection, env.CONNECTION_SECRET_KEY, omnicasaApiUrl(env));
    await createOmnicasaClient(account, { timeoutMs }).validateCustomer();
  },
  async leads(env, connection) {
    const { connection: account } = await omnicasaConnectionOf(connection, env.CONNECTION_SECRET_KEY, omnicasaApiUrl(env));
    const client = createOmnicasaClient(account, { timeoutMs: Number(env.CRM_TIMEOUT_MS) || undefined });
    return (lead, ctx) => sendOmnicasaLead(client, lead, ctx);
  },
  async pushListingSignals(env, connection) {
    const { connection: account, settings } = await omnicasaConnectionOf(connection, env.CONNECTION_SECRET_KEY, omnicasaApiUrl(env));
    return omnicasaSignalsSender(createOmnicasaClient(account, { timeoutMs: Number(env.CRM_TIMEOUT_MS) || undefined }), settings.historyTypeId);
  },
  initialImport: { mode: 'pages', begin: beginOmnicasaImport, page: importOmnicasaPage },
  scheduled: syncOmnicasa,
};
