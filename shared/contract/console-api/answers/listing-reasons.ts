import * as z from 'zod/mini';
import { FIELD_FORMATS, FIELD_MEASURES, FIELD_TYPES, PLAIN_FIELD_PROBLEMS } from '../../console-listing-reasons';

/* Why the shared listings layer refused a listing or took it with a change (console-listing-reasons.ts): the sync log's reasons any source may get. */

const sent = z.nullable(z.string());

/** What the listing's schema refuses in a field. */
const fieldProblem = z.union([
  z.object({ problem: z.enum(PLAIN_FIELD_PROBLEMS) }),
  z.object({ problem: z.literal('type'), expected: z.enum(FIELD_TYPES) }),
  z.object({ problem: z.enum(['tooSmall', 'tooBig']), measure: z.enum(FIELD_MEASURES), limit: z.number(), inclusive: z.boolean() }),
  z.object({ problem: z.literal('format'), format: z.enum(FIELD_FORMATS) }),
  z.object({ problem: z.literal('value'), values: z.nullable(z.array(z.string())) }),
  z.object({ problem: z.literal('keys'), keys: z.array(z.string()) }),
  z.object({ problem: z.literal('twice'), value: z.string() }),
]);

const version = z.object({ updatedAt: sent, version: z.nullable(z.number()) });

/** The shapes of the listings layer's reasons, each a key and its values, among a CRM's (crm.ts). */
export const listingReasons = [
  z.object({ key: z.literal('invalidField'), problem: fieldProblem, sent }),
  z.object({ key: z.literal('sentTwice') }),
  z.object({ key: z.literal('madeOwn'), listing: z.number() }),
  z.object({ key: z.literal('stale'), removal: z.boolean(), given: version, stored: z.nullable(version) }),
  z.object({ key: z.literal('otherSite'), estate: z.number() }),
  z.object({ key: z.literal('otherSiteFile'), picture: z.boolean() }),
  z.object({ key: z.literal('unknownPostalCode'), code: z.string() }),
  z.object({ key: z.literal('sharedPostalCode'), code: z.string(), places: z.string() }),
  z.object({ key: z.literal('unitSource'), source: z.string() }),
  z.object({ key: z.literal('unitTwice'), id: z.string() }),
  z.object({ key: z.literal('otherSubtype'), subtype: z.string(), type: z.string(), shown: z.string() }),
  z.object({ key: z.literal('otherRegionZone'), zone: z.string(), region: z.string() }),
  z.object({ key: z.literal('notWritten'), error: z.string() }),
  z.object({ key: z.literal('overwritten'), before: z.number(), connection: z.number(), source: z.string() }),
  z.object({ key: z.literal('acceptedHeld'), by: z.string() }),
] as const;
