import * as z from 'zod/mini';
import { ANSWERS } from './answers';
import { PARAMS } from './params';
import { BYTES, type ConsoleRoute, type RouteOptions, type RouteRole } from './route';
import * as routes from './routes';

/*
 * The OpenAPI document of the console API, made from its description (routes.ts, answers.ts,
 * the body schemas and params.ts) with zod's own JSON Schema writer. Build time and tests only:
 * scripts/openapi-document.mjs writes it to worker/platform/console-api/openapi.generated.json; no
 * worker imports this module (test/unit/console/console-source.test.ts keeps it so).
 */

const STATUS_WORDS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: done later (a mail sent, a removal under way)',
  204: 'Done, no content',
  400: 'Refused: the field at fault and why',
  404: 'No such thing (or not the user’s)',
  409: 'Refused: a conflict (another save since, a rule of the site)',
  410: 'Gone: the link was used or has expired',
  413: 'Too large',
  429: 'Too many requests: Retry-After says when to try again',
};

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  return rest;
};

/** Who a route's role lets through, as its operation describes it. */
const ROLE_WORDS: Record<RouteRole, string> = {
  owner: 'Owners of the site only (403 for anyone else).',
  operator: 'Operators only (403 for anyone else).',
  publisher: 'Owners of the site, and its editors unless its owners chose that an owner publishes editors’ changes (403 for an editor then).',
};

/** One route's operation: its parameters, body, answers, role and whether it needs a session. */
function operation(name: string, route: ConsoleRoute & RouteOptions): JsonSchema {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const parameters = [
    ...names.map((param) => ({ name: param, in: 'path', required: true, schema: { type: 'string', pattern: PARAMS[param]!.source } })),
    ...(route.query ?? []).map((param) => ({ name: param, in: 'query', required: false, schema: { type: 'string' } })),
  ];
  const body =
    route.body === BYTES
      ? { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : route.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } }
        : undefined;
  const responses = Object.fromEntries(
    Object.entries(route.answers).map(([status, answer]) => [
      status,
      {
        description: STATUS_WORDS[Number(status)] ?? status,
        ...(answer ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${answer}` } } } } : {}),
      },
    ]),
  );
  return {
    operationId: name,
    ...(route.role ? { description: ROLE_WORDS[route.role] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: route.open ? [] : [{ platformToken: [], consoleSession: [] }],
  };
}

/** The document, as a plain JSON value. */
export function consoleApiOpenApiDocument(): unknown {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of Object.entries(routes) as [string, ConsoleRoute][]) {
    const path = `/console-api${route.path.replace(/:(\w+)(\{[^}]*\}+)?/g, '{$1}')}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(name, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency sites: console API',
      version: '1',
      description:
        'What the agency console asks the platform: sign-in and sessions, and every agency’s data behind the tenant boundary. ' +
        'Every route that is not open needs the console session’s id (X-Console-Session) and, on a change, its CSRF token ' +
        '(X-Console-CSRF): 401 `noSession` without a live session, 403 without the token; a site the user has no role on ' +
        'answers 404.',
    },
    paths,
    components: {
      securitySchemes: {
        platformToken: { type: 'http', scheme: 'bearer', description: 'The platform’s token (PLATFORM_TOKEN), which the console worker holds.' },
        consoleSession: { type: 'apiKey', in: 'header', name: 'X-Console-Session', description: 'The console session’s id, from the console’s cookie.' },
      },
      schemas: Object.fromEntries(Object.entries(ANSWERS).map(([name, schema]) => [name, jsonSchema(schema, 'output')])),
    },
  };
}
