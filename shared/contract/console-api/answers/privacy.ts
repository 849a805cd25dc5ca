import * as z from 'zod/mini';
import {
  ACCESS_ACTIONS,
  type ConsoleAccessLog,
  type ConsoleErased,
  type ConsolePerson,
  PERSON_RECORD_KINDS,
  type ProcessingRegister,
} from '../../console-privacy';
import { answerOf, locale, nullableString, site } from './common';

/* The answers of the privacy screens: a person's records, an erasure, the access log, the register. */

const record = z.object({
  kind: z.enum(PERSON_RECORD_KINDS),
  type: nullableString,
  id: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
  keptUntil: nullableString,
});

export const person = answerOf<ConsolePerson>()(
  z.object({
    site,
    language: locale,
    by: z.enum(['email', 'phone']),
    records: z.array(record),
    recipients: z.array(z.object({ to: z.enum(['crm', 'webhook', 'mailbox']), name: nullableString, leads: z.number() })),
  }),
);

export const erased = answerOf<ConsoleErased>()(z.object({ site, erased: z.number(), kept: z.number() }));

export const accessLog = answerOf<ConsoleAccessLog>()(
  z.object({
    site,
    retentionMonths: z.number(),
    entries: z.array(z.object({ at: z.string(), who: z.string(), action: z.enum(ACCESS_ACTIONS), count: z.number(), detail: nullableString })),
  }),
);

export const register = answerOf<ProcessingRegister>()(
  z.object({
    site,
    controller: z.string(),
    contact: nullableString,
    retentionMonths: z.number(),
    recipients: z.array(z.string()),
    activities: z.array(z.object({ activity: z.string(), records: z.number(), data: z.array(z.string()), accountingRecords: z.number() })),
  }),
);
