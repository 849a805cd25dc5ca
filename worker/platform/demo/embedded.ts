import { createPlatform } from '../app';
import { DEMO_DRAWINGS } from './drawings';
import { mailboxRoute, printLink } from './mailbox';

/**
 * The platform embedded in the local default (worker/local.ts: `npm start`, tests): the
 * platform API with the demo's drawings, so the seeded pictures and documents show, and the
 * console's local mailbox (sign-in links in the terminal and at GET /__mailbox). The
 * production platform (worker/platform/worker.ts) does not import this file.
 */
export const platform = createPlatform({ drawings: DEMO_DRAWINGS, linkNotice: printLink, routes: mailboxRoute });
