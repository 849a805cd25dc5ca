import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_LOCALE, isLocale, translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { MAX_BODY_BYTES } from '../../../shared/contract/limits';

/** How a group says a body is too large: JSON for the admin API and the islands, a short text in the page's language for a page's form. */
export type TooLarge = 'json' | 'page';

const ANSWERS: Record<TooLarge, (c: Context<AppEnv>) => Response> = {
  json: (c) => c.json({ error: `Request body too large: at most ${MAX_BODY_BYTES} bytes` }, 413),
  page: (c) => {
    // Before the locale middleware: the language is the address's first segment, if it is one.
    const segment = c.req.path.split('/')[1];
    return c.text(translate(isLocale(segment) ? segment : DEFAULT_LOCALE, 'form.errors.tooLarge'), 413);
  },
};

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before anything reads it: by its
 * Content-Length, else while streaming it in, so a missing length cannot lift the cap.
 * Each group of routes mounts it with its own answer.
 *
 * @example app.use('/admin/*', bodySizeCap('json'))
 */
export const bodySizeCap = (answer: TooLarge): MiddlewareHandler<AppEnv> => bodyLimit({ maxSize: MAX_BODY_BYTES, onError: ANSWERS[answer] });
