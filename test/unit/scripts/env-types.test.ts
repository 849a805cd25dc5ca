import { describe, expect, it } from 'vitest';
import { envModule } from '../../../scripts/env-types.mjs';

const ENTRY = { config: 'wrangler.production.toml', file: 'worker/site/wrangler-env.ts', name: 'SiteWorkerEnv' };

/** What `wrangler types` writes: a global declaration with the Env's members. */
const declarations = (rateLimiter: string) =>
  ['declare namespace Cloudflare {', '  interface Env {', '    CACHE: KVNamespace;', `    RATE_LIMITER: ${rateLimiter};`, '  }', '}'].join('\n');

describe('the generated Env module (scripts/env-types.mjs)', () => {
  it('exports the members, their runtime types imported and a Durable Object by its class module', () => {
    const text = envModule(declarations('DurableObjectNamespace<import("./worker/site/worker").RateLimiter>'), ENTRY);
    expect(text).toContain("import type { DurableObjectNamespace, KVNamespace } from '@cloudflare/workers-types';");
    expect(text).toContain("import type { RateLimiter } from '../../shared/rate-limiter';");
    expect(text).toContain('export interface SiteWorkerEnv {\n  CACHE: KVNamespace;\n  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;\n}');
  });

  it('writes the same module whether wrangler found the class’s worker running locally or not', () => {
    const found = envModule(declarations('DurableObjectNamespace /* RateLimiter */'), ENTRY);
    expect(found).toBe(envModule(declarations('DurableObjectNamespace<import("./worker/site/worker").RateLimiter>'), ENTRY));
  });
});
