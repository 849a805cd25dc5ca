import type { Context } from 'hono';
import type { ConsoleEnv } from './env';

/** What the console's route modules are given besides their route groups (app.tsx). */
export interface ConsoleTools {
  secure: (c: Context<ConsoleEnv>) => boolean;
  /** The console's own origin: CONSOLE_ORIGIN, else the request's (local). */
  origin: (c: Context<ConsoleEnv>) => string;
  /** The local default (its mailbox shows the links the console mails). */
  local: boolean;
}
