import * as z from 'zod/mini';
import type { ConsolePortalEnquiries, PortalEnquiryRow } from '../../console-portal';
import { answerOf, localized, nullableString, site } from './common';

/* The answer of the portal enquiries screen. */

const enquiry = answerOf<PortalEnquiryRow>()(
  z.object({
    receivedAt: z.string(),
    portal: nullableString,
    state: z.enum(['lead', 'forwarded']),
    reason: nullableString,
    subject: z.string(),
    enquirer: nullableString,
    reference: nullableString,
    estateId: z.nullable(z.number()),
    answer: nullableString,
  }),
);

export const portalEnquiries = answerOf<ConsolePortalEnquiries>()(
  z.object({
    site,
    address: nullableString,
    autoAnswer: z.boolean(),
    words: localized,
    defaults: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }),
    enquiries: z.array(enquiry),
  }),
);
