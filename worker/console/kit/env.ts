import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { ConsoleWorkerEnv } from '../wrangler-env';

/**
 * The console worker's bindings, vars and secrets: what wrangler.console.toml binds and sets
 * (wrangler-env.ts, generated from it: the platform as a service, the console's own origin),
 * optional since the local default binds neither, and its secret.
 */
export interface ConsoleBindings extends Partial<ConsoleWorkerEnv> {
  /** The platform's token: every call carries it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
}

/** Calls the platform: a service binding in production, the embedded platform in-process locally. */
export type PlatformFetch = (request: Request, env: ConsoleBindings) => Promise<Response>;

/** A console form as posted, once its session's CSRF token in it was checked (guards.ts). */
export interface PostedForm {
  /** Its text fields (the last value of a repeated name). */
  fields: Record<string, string>;
  /** The files chosen in it (an empty file input is none): the logo, the editors' pictures (uploads.ts). */
  files: Record<string, File>;
  /** Its CSRF token, the session's: the platform checks it again on the calls the form makes. */
  csrf: string;
}

export interface ConsoleVariables {
  locale: Locale;
  /** How this request reaches the platform (api.ts). */
  platform: PlatformFetch;
  /** The session id from the cookie, when there is one (not yet checked). */
  sessionId: string | undefined;
  /** This request's mark, sent with the session id on each of its platform calls (api.ts): the platform reads the session once a request. */
  mark?: string;
  /** The live session, on the routes of a signed-in group (guards.ts). */
  session: ConsoleSession;
  /** The site of the path and the user's role there, on the routes of a site group (guards.ts). */
  site: ConsoleSite;
  /** The form of a POST of a signed-in group, its CSRF token checked (guards.ts). */
  form: PostedForm;
  /** CSP nonce of this answer's document. */
  nonce: string;
  /** The one origin this answer may frame: the site, for the pages editor's section preview. */
  frameSrc?: string;
}

export interface ConsoleEnv {
  Bindings: ConsoleBindings;
  Variables: ConsoleVariables;
}
