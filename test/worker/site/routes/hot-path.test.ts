import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { platform } from '../../../../worker/platform/demo/embedded';

// The hot path, each thing once: a page asks the platform only for what it shows.

/** Renders a page through a platform binding that records the paths it was asked for. */
async function callsFor(url: string): Promise<string[]> {
  const paths: string[] = [];
  const binding = {
    fetch: (request: Request) => {
      paths.push(new URL(request.url).pathname);
      return platform.fetch(request, { DB: env.DB });
    },
  };
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, PLATFORM: binding } as unknown as Env, ctx);
  expect(response.status).toBe(200);
  await response.text();
  await waitOnExecutionContext(ctx);
  return paths;
}

describe('a CMS page asks for the list of pages only when it shows an estate list', () => {
  it('an estate list asks for it (its calls to action link to the valuation page)', async () => {
    expect(await callsFor('http://localhost/nl/te-koop')).toContain('/sites/1/pages');
  });

  it('the about page, without an estate list, does not', async () => {
    const paths = await callsFor('http://localhost/fr/a-propos');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toContain('/sites/1/pages');
  });
});
