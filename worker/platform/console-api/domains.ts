import type { Hono } from 'hono';
import { type DomainConflict, domainHostname, type Domains } from '../../../shared/contract/console-domains';
import { addDomain, checkDomain, domainFor, listDomains, removeDomain } from '../hostnames/domains';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { domainRequest } from '../../../shared/contract/console-domains';

const CONFLICTS: Record<DomainConflict, string> = {
  platform: 'This hostname belongs to the platform itself',
  taken: 'Another agency uses this hostname',
  added: 'This site has this hostname already',
};

/** Domains are not set up on this platform (no Cloudflare settings): the console says so. */
const NOT_SET_UP = { error: 'Own domains are not set up on this platform yet', code: 'notConfigured' };

/**
 * The agency's own domains (worker/platform/hostnames/): list, add, check now and
 * remove, owners only (a domain decides where the agency's site answers).
 */
export function domainsApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/domains', { role: 'owner' }, async (c) => {
    const answer: Domains = { site: c.var.site, ...(await listDomains(c.env, c.var.site.id)) };
    return c.json(answer);
  });

  on(api, 'POST /sites/:siteId/domains', { body: domainRequest, role: 'owner' }, async (c, { json }) => {
    const outcome = await addDomain(c.env, c.var.site.id, json, new Date());
    if ('unavailable' in outcome) return c.json(NOT_SET_UP, 503, { 'Retry-After': '3600' });
    if ('conflict' in outcome) return c.json({ error: CONFLICTS[outcome.conflict], code: outcome.conflict, field: 'hostname' }, 409);
    return c.json(outcome.domain, 201);
  });

  on(api, 'POST /sites/:siteId/domains/:hostname/check', { role: 'owner' }, async (c, { params }) => {
    const hostname = domainHostname.safeParse(params.hostname);
    const domain = hostname.success ? await checkDomain(c.env, c.var.site.id, hostname.data, new Date()) : null;
    if (domain === 'unavailable') return c.json(NOT_SET_UP, 503, { 'Retry-After': '3600' });
    if (!domain) return c.json({ error: 'This site has no such domain' }, 404);
    return c.json(domain);
  });

  on(api, 'DELETE /sites/:siteId/domains/:hostname', { role: 'owner' }, async (c, { params }) => {
    const hostname = domainHostname.safeParse(params.hostname);
    const outcome = hostname.success ? await removeDomain(c.env, c.var.site.id, hostname.data, new Date()) : null;
    if (!outcome) return c.json({ error: 'This site has no such domain' }, 404);
    if (outcome === 'last') return c.json({ error: 'The site answers on this hostname only; add another first', code: 'last' }, 409);
    if (outcome === 'removed') return c.json({ removed: true });
    return c.json({ removed: false, domain: await domainFor(c.env, c.var.site.id, hostname.data!) }, 202);
  });
}
