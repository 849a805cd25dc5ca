import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { call, PlatformUnavailable } from './api';
import type { ConsoleEnv } from './env';

/** Whether agencies may sign up by themselves; closed when the platform cannot say (the sign-in page still shows). */
export async function signUpIsOpen(c: Context<ConsoleEnv>): Promise<boolean> {
  try {
    const answer = await call(c, routes.signUpStatus);
    return answer.ok && answer.body.open;
  } catch (error) {
    if (error instanceof PlatformUnavailable) return false;
    throw error;
  }
}
