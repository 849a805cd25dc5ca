import type { Hono } from 'hono';
import { type DomainConflict, domainHostname, domainRequest, type Domains } from '../../../shared/contract/console-domains';
import { addDomain, checkDomain, domainFor, listDomains, removeDomain } from '../hostnames/domains';
import { body, type ConsoleApiEnv, ownerOnly } from './access';

const CONFLICTS: Record<DomainConflict, string> = {
  platform: 'This hostname belongs to the platform itself',
  taken: 'Another agency uses this hostname',
  added: 'This site has this hostname already',
};

/** Domains are not set up on this platform (no Cloudflare settings): the console says so. */
const NOT_SET_UP = { error: 'Own domains are not set up on this platform yet', code: 'notConfigured' };

/**
 * The agency's own domains (issue 31; worker/platform/hostnames/): list, add, check now and
 * remove, owners only (a domain decides where the agency's site answers).
 */
export function domainsApi(api: Hono<ConsoleApiEnv>): void {
  api.get('/sites/:siteId/domains', ownerOnly, async (c) => {
    const answer: Domains = { site: c.var.site, ...(await listDomains(c.env, c.var.site.id)) };
    return c.json(answer);
  });

  api.post('/sites/:siteId/domains', ownerOnly, async (c) => {
    const input = await body(c, domainRequest);
    if ('error' in input) return input.error;
    const outcome = await addDomain(c.env, c.var.site.id, input.value, new Date());
    if ('unavailable' in outcome) return c.json(NOT_SET_UP, 503, { 'Retry-After': '3600' });
    if ('conflict' in outcome) return c.json({ error: CONFLICTS[outcome.conflict], code: outcome.conflict, field: 'hostname' }, 409);
    return c.json(outcome.domain, 201);
  });

  api.post('/sites/:siteId/domains/:hostname/check', ownerOnly, async (c) => {
    const hostname = domainHostname.safeParse(c.req.param('hostname'));
    const domain = hostname.success ? await checkDomain(c.env, c.var.site.id, hostname.data, new Date()) : null;
    if (domain === 'unavailable') return c.json(NOT_SET_UP, 503, { 'Retry-After': '3600' });
    if (!domain) return c.json({ error: 'This site has no such domain' }, 404);
    return c.json(domain);
  });

  api.delete('/sites/:siteId/domains/:hostname', ownerOnly, async (c) => {
    const hostname = domainHostname.safeParse(c.req.param('hostname'));
    const outcome = hostname.success ? await removeDomain(c.env, c.var.site.id, hostname.data, new Date()) : null;
    if (!outcome) return c.json({ error: 'This site has no such domain' }, 404);
    if (outcome === 'last') return c.json({ error: 'The site answers on this hostname only; add another first', code: 'last' }, 409);
    if (outcome === 'removed') return c.json({ removed: true });
    return c.json({ removed: false, domain: await domainFor(c.env, c.var.site.id, hostname.data!) }, 202);
  });
}
