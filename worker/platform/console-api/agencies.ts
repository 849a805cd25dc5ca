import type { D1Database } from '@cloudflare/workers-types';
import type { Context, Hono } from 'hono';
import { type AgencyRequest, type NewAgency, slugOf } from '../../../shared/contract/console-agencies';
import { isHostname, siteSchema } from '../../../shared/contract/site-input';
import { jsonError } from '../kit/http';
import { createSite } from '../sites/store';
import { databaseFills, fullBytes, placeNewSite } from '../databases/fill';
import type { PlatformBindings } from '../types';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { agencyRequest } from '../../../shared/contract/console-agencies';
import { mailLink } from './sign-in';
import { addMember, ensureUser } from './users';
import { logFailure } from '../log';
import { agreementTexts } from '../starter/agreement-texts';

/** Labels no agency gets as its default hostname: the console's own (console.localhost) and the like. */
const RESERVED = new Set(['console', 'www', 'api', 'admin', 'platform', 'mail']);

/** `<slug>.<suffix>`, or `<slug>-2.<suffix>` and on when a site (or a custom hostname) has it already. */
async function freeHostname(db: D1Database, slug: string, suffix: string): Promise<string | null> {
  for (let n = 1; n <= 100; n += 1) {
    const label = n === 1 ? slug : `${slug}-${n}`;
    const hostname = `${label}.${suffix}`;
    if (RESERVED.has(label)) continue;
    const taken = await db
      .prepare('SELECT 1 AS taken FROM site_hostnames WHERE hostname = ?1 UNION ALL SELECT 1 FROM custom_hostnames WHERE hostname = ?1 LIMIT 1')
      .bind(hostname)
      .first();
    if (!taken) return hostname;
  }
  return null;
}

/** A new agency's site, or why none could be made (the answer's status and words). */
export type MadeAgency = { site: { id: number; name: string }; hostname: string } | { status: 409 | 503; error: string };

/**
 * Makes an agency's site as POST /sites makes one (createSite: its starter site in the same
 * batch, born in coming-soon mode) on its default hostname `<slug>.<SITES_HOSTNAME_SUFFIX>`.
 * The operator's new agency and a confirmed sign-up both come here. It is placed on the data
 * database with the most room (site-db.ts `placeNewSite`, DATA_DATABASES).
 */
export async function makeAgency(env: PlatformBindings, input: Pick<AgencyRequest, 'name' | 'locales' | 'defaultLocale'>, now: Date): Promise<MadeAgency> {
  const suffix = (env.SITES_HOSTNAME_SUFFIX ?? '').trim().toLowerCase();
  if (!isHostname(`agency.${suffix}`)) {
    logFailure('console agencies', 'SITES_HOSTNAME_SUFFIX is not set to a DNS name on the platform');
    return { status: 503, error: 'New agencies cannot get a hostname: the platform has no SITES_HOSTNAME_SUFFIX' };
  }
  const hostname = await freeHostname(env.DB, slugOf(input.name), suffix);
  if (!hostname) return { status: 409, error: 'Every hostname for this name is taken; choose another name' };
  // The starter site's privacy statement and terms of use are filled from a static file (logged when it cannot be read).
  const texts = await agreementTexts(env.ASSETS).catch(() => undefined);
  if (!texts) return { status: 503, error: 'The new site’s privacy statement and terms of use cannot be written right now; try again shortly' };
  const { name, locales, defaultLocale } = input;
  const site = await createSite(env.DB, siteSchema.parse({ name, hostnames: [hostname], locales, defaultLocale }), texts, now, await placeNewSite(env));
  return { site: { id: site.id, name: site.name }, hostname };
}

/** A refusal of makeAgency as the API answers it: 503 with Retry-After, or 409 naming the name. */
export function agencyRefusal(c: Context, made: Extract<MadeAgency, { status: number }>) {
  if (made.status === 503) {
    c.header('Retry-After', '300');
    return jsonError(c, 503, made.error);
  }
  return c.json({ error: made.error, field: 'name', code: 'hostname' }, 409);
}

/**
 * An operator creates an agency: POST /console-api/agencies, not under
 * /sites/:siteId (there is no site yet). The owner becomes its member and is mailed an invitation.
 */
export function agenciesApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /databases', { role: 'operator' }, async (c) => c.json({ fullAt: fullBytes(c.env), databases: await databaseFills(c.env) }));
  on(api, 'POST /agencies', { body: agencyRequest, role: 'operator' }, async (c, { json }) => {
    const { ownerEmail, locale, origin } = json;
    const now = new Date();
    const made = await makeAgency(c.env, json, now);
    if ('status' in made) return agencyRefusal(c, made);
    const { site, hostname } = made;
    const owner = await ensureUser(c.env.DB, ownerEmail, now);
    await addMember(c.env.DB, { userId: owner.id, siteId: site.id, role: 'owner', invitedBy: c.var.user.id, now });
    await mailLink(c.env, owner.id, { email: ownerEmail, locale, origin, reason: 'invite', siteName: site.name, role: 'owner' }, now);
    const answer: NewAgency = { site, hostname, owner: ownerEmail };
    return c.json(answer, 201);
  });
}
