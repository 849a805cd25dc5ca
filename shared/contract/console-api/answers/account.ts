import * as z from 'zod/mini';
import { type ConsoleSession, ROLES, type Team } from '../../console';
import type { DatabaseFills, NewAgency, SignedUp, SignUpStatus } from '../../console-agencies';
import type { EndedSessions } from '../../console-crm';
import type { PasskeyList } from '../../console-passkeys';
import { answerOf, nullableString, site } from './common';

/* The answers about who is signed in: the session, sign-up, agencies, passkeys, the team. */

export const session = answerOf<ConsoleSession>()(
  z.object({ user: z.object({ id: z.number(), email: z.string(), operator: z.boolean() }), csrf: z.string(), expiresAt: z.string(), sites: z.array(site) }),
);

export const signUpStatus = answerOf<SignUpStatus>()(z.object({ open: z.boolean() }));

export const databaseFills = answerOf<DatabaseFills>()(
  z.object({
    fullAt: z.number(),
    databases: z.array(z.object({ binding: z.string(), bytes: z.number(), sites: z.number(), fill: z.number(), placing: z.boolean(), full: z.boolean() })),
  }),
);

const agency = { site: z.object({ id: z.number(), name: z.string() }), hostname: z.string(), owner: z.string() };
export const newAgency = answerOf<NewAgency>()(z.object(agency));
export const signedUp = answerOf<SignedUp>()(z.object({ ...agency, sessionId: z.string(), expiresAt: z.string() }));

export const passkeyList = answerOf<PasskeyList>()(
  z.object({ passkeys: z.array(z.object({ id: z.number(), name: z.string(), createdAt: z.string(), lastUsedAt: nullableString })) }),
);

/** A ceremony's options, passed on to the browser's passkeys script as they are: an object with its challenge. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });

export const endedSessions = answerOf<EndedSessions>()(z.object({ ended: z.number() }));

export const team = answerOf<Team>()(
  z.object({ site, members: z.array(z.object({ userId: z.number(), email: z.string(), role: z.enum(ROLES), invited: z.boolean() })) }),
);
