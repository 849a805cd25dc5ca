import { CRM_CREDENTIALS, type CrmCredentials } from '../../../../shared/contract/console-crm';
import type { Crm } from '../crm';
import { createWhiseClient, whiseApiUrl } from './client';
import { connectionOf, WHISE_SOURCE_PATTERN, whiseSettingsSchema } from './connection';
import { syncWhise } from './cron';
import { beginWhiseImport, importWhisePage } from './import';
import { sendWhiseLead } from './leads';
import { WHISE_SOURCE } from './mapping';

/**
 * Whise (docs/crm-apis.md, "Whise"): its marketplace API with the integrator's user and the
 * agency's client (and office): its initial import read page by page through the sync queue,
 * then pulled by the Cron Trigger (what changed, and a daily delete diff; the whole agency the
 * first time when no import ran), leads in as contacts and calendar events. It calls no webhook.
 */
export const whise: Crm = {
  kind: 'whise',
  name: 'Whise',
  // `whise`, or the source its settings name (a second Whise connection of a site: `whise-office2`).
  listingSource: ({ source }) => (typeof source === 'string' && WHISE_SOURCE_PATTERN.test(source) ? source : WHISE_SOURCE),
  leadOrigins: true,
  // Every setting is checked when given; a connection without its username or client fails its runs with why (connection.ts).
  settings: whiseSettingsSchema.partial(),
  needsSecret: false,
  credentials: {
    schema: CRM_CREDENTIALS.whise,
    connection({ username, password, clientId, officeId }: CrmCredentials<'whise'>, settings) {
      const { officeId: _old, ...rest } = settings;
      return { settings: { ...rest, username, clientId: Number(clientId), ...(officeId ? { officeId: Number(officeId) } : {}) }, secret: password };
    },
  },
  async check(env, connection, timeoutMs) {
    const { connection: whise } = await connectionOf(connection, env.CONNECTION_SECRET_KEY, whiseApiUrl(env));
    await createWhiseClient(whise, { timeoutMs }).checkAccess();
  },
  async leads(env, connection) {
    const { connection: whise, settings } = await connectionOf(connection, env.CONNECTION_SECRET_KEY, whiseApiUrl(env));
    const client = createWhiseClient(whise, { timeoutMs: Number(env.CRM_TIMEOUT_MS) > 0 ? Number(env.CRM_TIMEOUT_MS) : undefined });
    return (lead, ctx) => sendWhiseLead(client, lead, ctx, settings);
  },
  // Everything online, a page an event of the sync queue; the cron's pull takes what changes from the import's start.
  initialImport: { mode: 'pages', begin: beginWhiseImport, page: importWhisePage },
  scheduled: syncWhise,
};
