import type { Context, Env, MiddlewareHandler } from 'hono';

/**
 * The one bearer check of both workers (RFC 6750): the site's admin API (ADMIN_TOKEN), the
 * platform's callers (PLATFORM_TOKEN) and the ingest API (a site's ingest token). The header is
 * read one way for all three: the scheme in any case, one token68 after it. Each door says
 * whether the token opens it and the status and message of each refusal, answered as both
 * workers' APIs answer an error (`{ error }`), with the RFC's challenge (WWW-Authenticate).
 */

/** Why a request is refused: no Authorization header, a header that is no bearer token, a token the door does not take. */
export type BearerRefusal = 'missing' | 'malformed' | 'invalid';

/** A bearer token as RFC 6750 writes it (section 2.1: the scheme in any case, then a token68). */
const BEARER = /^bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/** RFC 6750 section 3's challenge for each refusal. */
const CHALLENGE: Record<BearerRefusal, string> = {
  missing: 'Bearer realm=""',
  malformed: 'Bearer error="invalid_request"',
  invalid: 'Bearer error="invalid_token"',
};

/** The door a bearer check guards. */
export interface BearerDoor<E extends Env> {
  /** Whether `token` opens the door (what it learns it may set on `c`); a Response answers instead (a token of another site: 403). */
  verify: (token: string, c: Context<E>) => Promise<boolean | Response>;
  /** Each refusal's status and message. */
  refusals: Record<BearerRefusal, readonly [400 | 401, string]>;
}

/** A middleware that lets a request through only with a bearer token its door takes. */
export function bearerCheck<E extends Env>(door: BearerDoor<E>): MiddlewareHandler<E> {
  return async function bearer(c, next) {
    const header = c.req.header('Authorization');
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    const verdict = token ? await door.verify(token, c) : false;
    if (verdict === true) return next();
    if (verdict instanceof Response) return verdict;
    const refusal: BearerRefusal = !header ? 'missing' : token ? 'invalid' : 'malformed';
    const [status, error] = door.refusals[refusal];
    c.header('WWW-Authenticate', CHALLENGE[refusal]);
    return c.json({ error }, status);
  };
}

/**
 * Whether a token is the configured secret, in a time that says nothing of where they differ:
 * their SHA-256 digests (of one length whatever the token's) compared byte by byte, every byte.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  const [left, right] = [new Uint8Array(a!), new Uint8Array(b!)];
  return left.reduce((difference, byte, index) => difference | (byte ^ right[index]!), 0) === 0;
}
