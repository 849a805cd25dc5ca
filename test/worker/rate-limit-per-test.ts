import type { Env } from '../../worker/site/env';

const UNKEYED = Symbol('the RATE_LIMITER namespace as the runtime gave it');
type Keyed = Env['RATE_LIMITER'] & { [UNKEYED]?: Env['RATE_LIMITER'] };

/**
 * Makes every test count its forms' requests from zero (worker/site/forms/rate-limit.ts): the
 * test environment's RATE_LIMITER names its counters (Durable Objects) with a key of the
 * running test in front, so a test never sees what another one counted, whatever client
 * address both post from. (Deleting the counters' storage instead, with runInDurableObject
 * on each object, took seconds per file and grew with every file.) Answers the hook that
 * starts a new key; call it once per file: the environment's namespace, and everything that
 * copies `env`, counts under the file's own key until the first test starts.
 */
export function countPerTest(env: Pick<Env, 'RATE_LIMITER'>): () => void {
  let key = crypto.randomUUID();
  const counters = (env.RATE_LIMITER as Keyed)[UNKEYED] ?? env.RATE_LIMITER;
  env.RATE_LIMITER = new Proxy(counters, {
    get(target, property) {
      if (property === UNKEYED) return target;
      if (property === 'idFromName') return (name: string) => target.idFromName(`${key}:${name}`);
      const value: unknown = Reflect.get(target, property);
      // Methods run on the namespace itself; its constructor stays what cloudflare:test checks.
      return typeof value === 'function' && property !== 'constructor' ? value.bind(target) : value;
    },
  });
  return () => {
    key = crypto.randomUUID();
  };
}
