import * as z from 'zod/mini';
import {
  CONNECTION_TEST_FAILURES,
  type ConnectAnswer,
  type ConnectionTest,
  type ConsoleConnection,
  type AcceptedHeld,
  type ConsoleCrm,
  type Disconnected,
  type FetchedAgain,
  HELD_UNITS,
} from '../../console-crm';
import type { RetriedEvents } from '../../console-crm-sync';
import { CRM_CODE_FIELDS, CRM_REASON_THEN, PLAIN_COPY_PROBLEMS } from '../../console-crm-reasons';
import { answerOf, nullableString, site } from './common';
import { listingReasons } from './listing-reasons';

/* The answers of a site's CRM screen: its connections, their tests, imports and sync events, the sync log, the held writes. */

const heldUnit = z.enum(HELD_UNITS);

/** Why a value is held: a key and its values, worded by the console. */
const heldReason = z.union([
  z.object({ key: z.enum(['higher', 'lower']), times: z.number() }),
  z.object({ key: z.enum(['zero', 'priceTakenOff']) }),
  z.object({ key: z.literal('range'), type: z.string(), low: z.nullable(z.number()), high: z.nullable(z.number()), unit: heldUnit }),
  z.object({ key: z.literal('unworded'), text: z.string() }),
]);

const heldValue = {
  old: z.nullable(z.number()),
  new: z.nullable(z.number()),
  oldUnit: heldUnit,
  newUnit: heldUnit,
  reason: heldReason,
};

const sent = z.nullable(z.string());

/** Why a file was not copied. */
const copyProblem = z.union([
  z.object({ problem: z.enum(PLAIN_COPY_PROBLEMS) }),
  z.object({ problem: z.literal('expired'), at: z.string() }),
  z.object({ problem: z.literal('status'), status: z.number() }),
  z.object({ problem: z.literal('type'), type: sent }),
  z.object({ problem: z.literal('tooLarge'), bytes: z.number() }),
]);

/** Why a CRM's listing was refused or taken with a change: a key and its values, worded by the console. */
const crmReason = z.union([
  z.object({ key: z.literal('unknownCode'), field: z.enum(CRM_CODE_FIELDS), code: sent }),
  z.object({ key: z.literal('unknownSubcategory'), code: z.string(), type: z.string(), subtype: sent }),
  z.object({ key: z.literal('notBelgium'), country: z.string() }),
  z.object({ key: z.enum(['unreadable', 'coordinateUnreadable']), sent }),
  z.object({ key: z.enum(['missingGoal', 'coordinateMissing']) }),
  z.object({ key: z.literal('missingType'), names: sent }),
  z.object({ key: z.literal('fileNotCopied'), file: z.string(), picture: z.boolean(), copy: copyProblem }),
  z.object({ key: z.literal('urlRefused'), url: z.string(), status: z.nullable(z.number()) }),
  z.object({ key: z.literal('listEntry'), position: z.number(), sent }),
  ...listingReasons,
]);

/** A listing the sync refused, or took with a change, and its page on the site when the site holds it. */
const refusal = z.object({
  source: z.nullable(z.string()),
  externalId: z.nullable(z.string()),
  path: z.string(),
  reason: z.string(),
  url: z.nullable(z.string()),
  held: z.optional(z.boolean()),
  value: z.optional(z.object(heldValue)),
  words: z.optional(z.object({ reason: crmReason, then: z.optional(z.enum(CRM_REASON_THEN)) })),
});

export const optionalNumber = z.optional(z.number());

const testResult = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.enum(CONNECTION_TEST_FAILURES), retryAfter: optionalNumber }),
]);

export const connectionTest = answerOf<ConnectionTest>()(testResult);

export const lastTest = z.nullable(z.object({ result: testResult, at: z.string() }));

const syncEvent = z.object({
  id: z.number(),
  event: z.string(),
  externalId: z.string(),
  importFrom: z.nullable(z.number()),
  state: z.enum(['queued', 'running', 'dead', 'done']),
  attempts: z.number(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  lastError: nullableString,
});

const syncEvents = z.object({
  waiting: z.array(syncEvent),
  retried: z.array(syncEvent),
  dead: z.array(syncEvent),
  notTaken: z.array(syncEvent),
  counts: z.object({ waiting: z.number(), retried: z.number(), dead: z.number(), notTaken: z.number() }),
  days: z.array(z.object({ day: z.string(), received: z.number(), done: z.number(), retried: z.number(), dead: z.number() })),
});

const connection = answerOf<ConsoleConnection>()(
  z.object({
    id: z.number(),
    kind: z.string(),
    createdAt: z.string(),
    hasSecret: z.boolean(),
    hasToken: z.boolean(),
    lastRunAt: nullableString,
    lastSuccessAt: nullableString,
    lastError: nullableString,
    lastTest,
    webhookUrl: z.optional(nullableString),
    import: z.optional(
      z.nullable(
        z.object({
          id: z.number(),
          reason: z.enum(['connected', 'credentials', 'again']),
          mode: z.enum(['pages', 'publish']),
          state: z.enum(['running', 'done', 'failed', 'superseded']),
          total: z.nullable(z.number()),
          imported: z.number(),
          created: z.number(),
          updated: z.number(),
          unchanged: z.number(),
          refused: z.number(),
          keptOff: z.number(),
          startedAt: z.string(),
          finishedAt: nullableString,
          error: nullableString,
        }),
      ),
    ),
    events: z.optional(syncEvents),
    pace: z.optional(z.object({ perMinute: z.number(), burst: z.number() })),
    listings: z.optional(z.number()),
  }),
);

export const crm = answerOf<ConsoleCrm>()(
  z.object({
    site,
    connections: z.array(connection),
    ingestEndpoint: z.string(),
    sync: z.array(
      z.object({
        id: z.number(),
        connectionId: z.nullable(z.number()),
        kind: z.string(),
        startedAt: z.string(),
        finishedAt: nullableString,
        created: z.number(),
        updated: z.number(),
        unchanged: z.number(),
        deleted: z.number(),
        refused: z.number(),
        refusals: z.array(refusal),
        warnings: z.array(refusal),
        error: nullableString,
      }),
    ),
    next: z.nullable(z.number()),
    generalLeads: z.object({ connectionId: z.nullable(z.number()), chosen: z.boolean() }),
    held: z.array(
      z.object({
        source: z.string(),
        externalId: z.string(),
        heldAt: z.string(),
        values: z.array(z.object({ externalId: z.string(), path: z.string(), ...heldValue })),
        url: nullableString,
      }),
    ),
  }),
);

export const acceptedHeld = answerOf<AcceptedHeld>()(z.object({ written: z.boolean(), reasons: z.array(z.string()), remaining: z.number() }));

export const connected = answerOf<ConnectAnswer>()(z.object({ connection, token: z.optional(z.string()) }));

export const retriedEvents = answerOf<RetriedEvents>()(z.object({ retried: z.number() }));

export const fetchedAgain = answerOf<FetchedAgain>()(z.object({ fetched: z.number() }));

export const disconnected = answerOf<Disconnected>()(z.object({ removed: z.number(), kept: z.number() }));
