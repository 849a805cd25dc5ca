import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ConsoleFieldError, FieldIssue } from '../../../shared/contract/console-legal';
import type { ConsoleApiEnv } from './access';

/** A 400 of the console's legal and brand routes: the first field at fault and every issue. */
export function fieldError(c: Context<ConsoleApiEnv>, error: string, issues: FieldIssue[]) {
  const answer: ConsoleFieldError = { error, ...(issues[0] ? { field: issues[0].path } : {}), issues };
  return c.json(answer, 400);
}

/**
 * A refusal of the site update (site-api/sites.ts `updateSite`: a 400 whose details are the
 * schema's issues) as the console's field error; anything else goes on to the platform's
 * error handler (404, 409, 500).
 */
export function refusedUpdate(c: Context<ConsoleApiEnv>, error: unknown) {
  if (error instanceof HTTPException && error.status === 400) {
    const issues = Array.isArray(error.cause) ? (error.cause as FieldIssue[]) : [];
    return fieldError(c, error.message, issues);
  }
  throw error;
}
