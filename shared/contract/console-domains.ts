import * as z from 'zod/mini';
import { isHostname } from '../domain/hostname';
import type { ConsoleSite } from './console';

/**
 * The console's own-domain contract: the console asks the platform to serve an
 * agency's hostname (a Cloudflare for SaaS custom hostname, worker/platform/hostnames/), shows
 * the DNS records to create and the state until the certificate is active.
 */

/**
 * A hostname an agency may bring: the site-input rule (`isHostname`, as `hostnameSchema` of
 * site-input.ts checks it), and at least a name and a top-level domain of letters
 * (`www.immo-noord.be`, `immo-noord.be`; not `localhost`, not an IP address).
 */
export function isCustomHostname(value: string): boolean {
  const labels = value.split('.');
  return isHostname(value) && labels.length >= 2 && /^[a-z]{2,63}$/.test(labels[labels.length - 1]!);
}

/** The hostname field: trimmed, lower case, a final dot dropped. */
export const domainHostname = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.overwrite((value) => value.replace(/\.$/, '')),
  z.minLength(1, 'required'),
  z.maxLength(253, 'tooLong'),
  z.refine((value) => value.length === 0 || isCustomHostname(value), 'hostname'),
);

/** POST /console-api/sites/{siteId}/domains: a hostname to serve; `primary`: the one every other hostname redirects to. */
export const domainRequest = z.object({ hostname: domainHostname, primary: z.optional(z.boolean()) });
export type DomainRequest = z.infer<typeof domainRequest>;

/**
 * Where a domain is: `pending` (its DNS records or its certificate are not validated yet),
 * `active` (it answers for the site), `failed` (Cloudflare refused it or validation did not
 * succeed within 7 days), `removing` (a removal that has not reached Cloudflare yet).
 */
export const DOMAIN_STATES = ['pending', 'active', 'failed', 'removing'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/** A DNS record the agency creates at its DNS host: traffic (CNAME), ownership or certificate (TXT). */
export interface DnsRecord {
  type: 'CNAME' | 'TXT';
  name: string;
  value: string;
  purpose: 'traffic' | 'ownership' | 'certificate';
}

/**
 * What stands in the way, in words the console translates: the CNAME is missing or points
 * elsewhere, a TXT record is missing, a CAA record forbids the certificate authority, validation
 * timed out, Cloudflare refused or blocked the name, the platform's side is not ready, Cloudflare
 * could not be reached (tried again later), or another message (`message`, Cloudflare's words).
 */
export const DOMAIN_PROBLEMS = ['cname', 'txt', 'caa', 'timeout', 'refused', 'blocked', 'platform', 'retrying', 'gone', 'other'] as const;
export type DomainProblemCode = (typeof DOMAIN_PROBLEMS)[number];
export interface DomainProblem {
  code: DomainProblemCode;
  /** Cloudflare's own words, for `other` and `refused` (never a secret). */
  message?: string;
}

/** One domain of a site as the console shows it. */
export interface Domain {
  hostname: string;
  state: DomainState;
  /** The records to create (empty once active but for the CNAME, which must stay). */
  records: DnsRecord[];
  problems: DomainProblem[];
  /** The site's primary hostname is this one. */
  primary: boolean;
  /** The owner asked for this one to become the primary once active. */
  wantsPrimary: boolean;
  /** The hostname this one redirects to once active (the site's primary), when not the primary itself. */
  redirectsTo: string | null;
  createdAt: string;
  checkedAt: string | null;
  activeAt: string | null;
}

/** GET /console-api/sites/{siteId}/domains. `target`: the CNAME target (SAAS_CNAME_TARGET), null when domains are not set up on this platform. */
export interface Domains {
  site: ConsoleSite;
  target: string | null;
  primaryHostname: string | null;
  domains: Domain[];
}

/** Why an addition is refused (409): the name is the platform's, another agency's, or this site's already. */
export type DomainConflict = 'platform' | 'taken' | 'added';
