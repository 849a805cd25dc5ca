import * as z from 'zod/mini';
import type { ConsoleCrmOrigins } from '../../console-crm-origins';
import { answerOf, site } from './common';

/* The answer of the lead origins screen. */

export const crmOrigins = answerOf<ConsoleCrmOrigins>()(
  z.object({
    site,
    crm: z.nullable(z.string()),
    originField: z.boolean(),
    origins: z.array(z.object({ source: z.string(), medium: z.optional(z.string()), origin: z.number() })),
  }),
);
