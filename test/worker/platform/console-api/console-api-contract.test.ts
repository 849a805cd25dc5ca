import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consoleApiOpenApiDocument } from '../../../../shared/contract/console-api/openapi';
import type { ConsoleRoute } from '../../../../shared/contract/console-api/route';
import * as routes from '../../../../shared/contract/console-api/routes';
import { operatorOnly, ownerOnly, publisherOnly } from '../../../../worker/platform/console-api/access';
import { platform } from '../../../../worker/platform/demo/embedded';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { signIn } from '../../console-helpers';

// The console API is described once (shared/contract/console-api/routes.ts): the platform
// registers exactly the routes described, each with the role it names, and checks their
// parameters and bodies at its door (worker/platform/console-api/door.ts); the console API's
// OpenAPI document is made from the same description.

const described = Object.entries(routes) as [string, ConsoleRoute][];
const key = (method: string, path: string) => `${method} ${path}`;

/** The platform's console API routes (middleware, registered as ALL, left out), with the handlers each runs. */
function registered(): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  for (const { method, path, handler } of platform.routes) {
    if (method === 'ALL' || !path.startsWith('/console-api/') || path === '/console-api/openapi.json') continue;
    found.set(key(method, path), [...(found.get(key(method, path)) ?? []), handler]);
  }
  return found;
}

const bindings = () => ({
  DB: env.DB,
  CACHE: env.CACHE,
  MEDIA: env.MEDIA,
  RATE_LIMITER: env.RATE_LIMITER,
  OUTBOX_QUEUE: env.OUTBOX_QUEUE,
  CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
});

async function callApi(method: string, path: string, who: { cookie: string; csrf: string }, body?: unknown): Promise<Response> {
  const headers = { [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' };
  return platform.fetch(
    new Request(`https://platform.test/console-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    bindings(),
  );
}

describe('the console API contract', () => {
  it('is what the platform registers: every described route, no other', () => {
    const onPlatform = [...registered().keys()].sort();
    const inContract = described.map(([, route]) => key(route.method, `/console-api${route.path}`)).sort();
    expect(onPlatform).toEqual(inContract);
    expect(inContract.length).toBe(new Set(inContract).size);
  });

  it('mounts the role each route names, and none on the others', () => {
    const chains = registered();
    for (const [name, route] of described) {
      const chain = chains.get(key(route.method, `/console-api${route.path}`)) ?? [];
      expect(chain.includes(ownerOnly), `${name}: ownerOnly`).toBe(route.role === 'owner');
      expect(chain.includes(operatorOnly), `${name}: operatorOnly`).toBe(route.role === 'operator');
      expect(chain.includes(publisherOnly), `${name}: publisherOnly`).toBe(route.role === 'publisher');
    }
  });

  it('answers a parameter off its pattern with 404 and a body its schema refuses with 400 naming the field', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    expect((await callApi('PUT', '/sites/1/members/abc', owner, { role: 'editor' })).status).toBe(404);
    expect((await callApi('PUT', '/sites/1/menus/side', owner, { version: 0, items: [] })).status).toBe(404);
    const invite = await callApi('POST', '/sites/1/invites', owner, {
      email: 'not an address',
      role: 'editor',
      locale: 'en',
      origin: 'http://console.localhost',
    });
    expect(invite.status).toBe(400);
    expect(await invite.json()).toMatchObject({ field: 'email' });
    const legal = await callApi('PUT', '/sites/1/legal', owner, ['not', 'an', 'object']);
    expect(legal.status).toBe(400);
    expect(await legal.json()).toEqual({ error: 'The body must be a JSON object', issues: [] });
  });

  it('is served as its OpenAPI document, one operation per route, each answer a component', async () => {
    const response = await platform.request('/console-api/openapi.json', {}, bindings());
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(document).toStrictEqual(consoleApiOpenApiDocument());
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(described.map(([name]) => name).sort());
    const refs = operations.flatMap((operation) =>
      Object.values(operation.responses).flatMap((answer) => (answer.content ? [answer.content['application/json'].schema.$ref] : [])),
    );
    for (const ref of refs) expect(document.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    expect(document.paths['/console-api/sites/{siteId}/team']?.get?.responses['200']?.content?.['application/json'].schema.$ref).toBe(
      '#/components/schemas/team',
    );
  });
});
