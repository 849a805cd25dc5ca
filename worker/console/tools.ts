import type { Context } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import type { ConsoleEnv, PlatformFetch } from './env';
import type { MessageKind } from './screens/message';

/** What every console handler is given besides the context. */
export interface ConsoleTools {
  platform: PlatformFetch;
  secure: (c: Context<ConsoleEnv>) => boolean;
  /** The console's own origin: CONSOLE_ORIGIN, else the request's (local). */
  origin: (c: Context<ConsoleEnv>) => string;
  /** The live session of the request, or null (no cookie, ended, expired). */
  session: (c: Context<ConsoleEnv>) => Promise<ConsoleSession | null>;
  message: (c: Context<ConsoleEnv>, kind: MessageKind, status: number, session?: ConsoleSession | null) => Promise<Response>;
  local: boolean;
}

/** The language of a console path (`/:lang/…`); the app only routes the four. */
export const LANG = ':lang{nl|fr|en|de}';

