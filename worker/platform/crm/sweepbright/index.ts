import * as z from 'zod';
import type { Crm } from '../crm';
import { settingAndSecret } from '../credentials';
import { sendSweepBrightLead } from './leads';
import { SOURCE } from './map';
import { sweepBrightClientOf, syncSweepBrightEvent } from './sync';
import { parseSweepBrightWebhook } from './webhook';

/**
 * SweepBright (docs/crm-apis.md, "SweepBright"): its Website API with the agency's OAuth client,
 * a webhook per publication the consumer syncs one estate for, leads in as contacts. Its API
 * documents no list of an agency's estates (an estate can be fetched only once its webhook named
 * it: docs/crm-apis.md), so its initial import is the agency publishing its estates again to the
 * website channel, which the console asks for; it has no scheduled pull.
 */
export const sweepBright: Crm = {
  kind: 'sweepbright',
  name: 'SweepBright',
  listingSource: () => SOURCE,
  // The client id SweepBright gave the agency; apiVersion is optional, and one that is not a date is not sent (sync.ts).
  settings: z.looseObject({ clientId: z.string().min(1) }),
  needsSecret: true,
  credentials: settingAndSecret('sweepbright', 'clientId', 'clientSecret'),
  async check(env, connection, timeoutMs) {
    await (await sweepBrightClientOf(env, connection, timeoutMs)).checkAccess();
  },
  async leads(env, connection) {
    const client = await sweepBrightClientOf(env, connection);
    return (lead, ctx) => sendSweepBrightLead(client, lead, ctx);
  },
  initialImport: { mode: 'publish' },
  webhook: { read: parseSweepBrightWebhook, sync: syncSweepBrightEvent },
};
