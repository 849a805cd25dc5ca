import type { Context } from 'hono';
import type { SignUpStatus } from '../../shared/contract/console-agencies';
import type { ConsoleEnv } from './env';
import { callPlatform, PlatformUnavailable } from './platform';
import type { ConsoleTools } from './tools';

/** Whether agencies may sign up by themselves; closed when the platform cannot say (the sign-in page still shows). */
export async function signUpIsOpen(c: Context<ConsoleEnv>, tools: ConsoleTools): Promise<boolean> {
  try {
    const answer = await callPlatform<SignUpStatus>(c, tools.platform, '/sign-up');
    return answer.status === 200 && answer.body?.open === true;
  } catch (error) {
    if (error instanceof PlatformUnavailable) return false;
    throw error;
  }
}
