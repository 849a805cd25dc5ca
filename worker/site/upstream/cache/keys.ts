/*
 * Where an answer is kept. Key layout:
 *
 *   v2:{namespace}:{locale or -}:{call}:{hash of the request}
 *   v2:{siteId}/{part}:{locale or -}:{call}:{hash}
 *
 * - namespace: the site id of a call made for one site (it sends X-SITE); HOSTNAME_NAMESPACE
 *   for hostname → site lookups, made before a site is known; SHARED_NAMESPACE for answers
 *   every site shares (images). A purge bumps one namespace's generation (generations.ts).
 * - part: what a CRM's publish webhook retires within a site (worker/site/admin/publish.ts) without
 *   touching the site's pages, menus or translations: `listings` (searches, filter options,
 *   collections and project groups, so list pages, map markers and the sitemap), `estate-{id}`
 *   (one estate's own answers, every language) and `rental-unit-{id}` (one holiday unit's).
 *   Calls without a part (pages, menus, the site, the agenda) live in the site's namespace alone.
 * - locale: what the call sends as ACCEPT-LANGUAGE (`acceptLanguageOf`, client.ts), `-` when
 *   it sends none: an answer the platform may localise is kept per language; one it cannot
 *   (a POST search, the agenda, an image) is one entry for every language.
 * - hash: of the request's method, path, query and body.
 * The key is derived from the platform request itself (`cachedRequest`, cached-request.ts),
 * so no getter can leave the locale or an argument out of it.
 */

/** Namespace of hostname → site lookups, made before a site is known; each hostname's lookup is a part of its own (`hostPart`). */
export const HOSTNAME_NAMESPACE = 'hostnames';
/** Namespace of answers every site shares (images): only a purge of all sites retires them. */
export const SHARED_NAMESPACE = 'shared';
/** A site id, or one of the namespaces shared by all sites. */
export type Namespace = number | typeof HOSTNAME_NAMESPACE | typeof SHARED_NAMESPACE;
/**
 * Not a part of answers: the generation of a site's kept pages alone (page-cache.ts), bumped
 * when one answer is forgotten after a write (`forget`), which no answer's generation says.
 */
export const PAGES_PART = 'pages';
/** The part of a site's answers that lists estates or units: any publish may change them. */
export const LISTINGS_PART = 'listings';
/**
 * What a publish retires within a site's namespace (see the top of this file), and within the
 * hostname lookups' namespace one hostname's lookup (`host-{hostname}`), which the platform
 * retires for each of a site's hostnames when the site's record changes.
 */
export type CachePart = typeof LISTINGS_PART | `estate-${number}` | `rental-unit-${number}` | HostPart;
/** One hostname's lookup within the hostname lookups' namespace. */
export type HostPart = `host-${string}`;
/** The part holding one estate's own answers (a project's too: it is an estate). */
export const estatePart = (estateId: number): CachePart => `estate-${estateId}`;
/** The part of the hostname lookups holding one hostname's (shared/contract/cache-generations.ts says the same). */
export const hostPart = (hostname: string): HostPart => `host-${hostname.toLowerCase()}`;
/** The part holding one holiday unit's own answers. */
export const rentalUnitPart = (unitId: number): CachePart => `rental-unit-${unitId}`;
const KEY_VERSION = 'v2';

/** Where one answer is kept: its namespace, its language and what was asked. */
export interface CacheScope {
  namespace: Namespace;
  /** Within a site's namespace, the part a publish retires on its own. */
  part?: CachePart;
  /** The ACCEPT-LANGUAGE the call sends; absent when it sends none. */
  locale?: string;
  call: string;
  args?: unknown;
}

/** A scope's two keys: the plain one keys the memory (no hashing on a hit), the hashed one KV. */
export interface Keys {
  plain: string;
  kv: () => Promise<string>;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** The memory's key of a scope: what KV's key says, with the arguments as they are rather than hashed. */
export function plainKeyOf({ namespace, part, locale, call, args }: CacheScope): string {
  return `${part ? `${namespace}/${part}` : namespace}:${locale || '-'}:${call}:${JSON.stringify(args ?? null)}`;
}

/** `v2:{namespace}[/{part}]:{locale}:{call}:{hash of args}` (see the top of this file) */
export async function kvKeyOf({ namespace, part, locale, call, args }: CacheScope): Promise<string> {
  const where = part ? `${namespace}/${part}` : namespace;
  return `${KEY_VERSION}:${where}:${locale || '-'}:${call}:${await sha256Hex(JSON.stringify(args ?? null))}`;
}

/** Both keys of a scope: the memory's plain one, and KV's with the hash (computed once, when needed). */
export function keysOf(scope: CacheScope): Keys {
  let kv: Promise<string> | undefined;
  return { plain: plainKeyOf(scope), kv: () => (kv ??= kvKeyOf(scope)) };
}
