import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_LOCALE, isLocale, translate } from '../../shared/i18n';
import type { AppEnv } from '../env';
import { MAX_BODY_BYTES } from '../../shared/platform-api/limits';

const JSON_ROUTE = /^\/(admin\/|[a-z]{2}\/ajax\/)/;

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before anything reads it: by its
 * Content-Length, else while streaming it in, so a missing length cannot lift the cap. JSON
 * routes (`/admin/`, `/{lang}/ajax/`) answer JSON; a page's form a short text in its language.
 *
 * @example app.use(bodySizeCap())
 */
export const bodySizeCap = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      if (JSON_ROUTE.test(c.req.path)) return c.json({ error: `Request body too large: at most ${MAX_BODY_BYTES} bytes` }, 413);
      const segment = c.req.path.split('/')[1];
      return c.text(translate(isLocale(segment) ? segment : DEFAULT_LOCALE, 'form.errors.tooLarge'), 413);
    },
  });
