import * as z from 'zod/mini';
import type { ConsoleViewingHours } from '../../console-viewing-hours';
import type { ViewingHours, ViewingScope } from '../../../domain/viewing-hours';
import { answerOf, documentOf, site } from './common';

/* The answers of the viewing hours screen. */

const scope = z.custom<ViewingScope>((value) => typeof value === 'string' && /^(site|office:\d+|agent:\d+)$/.test(value));

export const viewingHours = answerOf<ConsoleViewingHours>()(
  z.object({
    site,
    scopes: z.array(z.object({ scope, name: z.string(), officeId: z.nullable(z.number()), set: z.boolean() })),
    hours: z.record(z.string(), documentOf<ViewingHours>()) as unknown as z.ZodMiniType<Partial<Record<ViewingScope, ViewingHours>>>,
  }),
);
