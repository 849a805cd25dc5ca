import { createPlatform } from '../app';
import consoleApiDocument from '../console-api/openapi.generated.json';
import { DEMO_DRAWINGS } from './drawings';
import { mailboxRoute } from './mailbox';

/**
 * The platform embedded in the local default (worker/local.ts: `npm start`, tests): the
 * platform API with the demo's drawings, so the seeded pictures and documents show, and the
 * console's local mailbox (its sign-in links at GET /__mailbox), and the console
 * API's OpenAPI document (GET /console-api/openapi.json, written at build time). The
 * production platform (worker/platform/worker.ts) does not import this file.
 */
export const platform = createPlatform({ drawings: DEMO_DRAWINGS, routes: mailboxRoute, consoleApiDocument });
