import * as z from 'zod/mini';
import { consoleOrigin } from './console';

/**
 * Passkeys (WebAuthn) as a second way to sign in to the console, as the console
 * worker asks the platform's /console-api for them (worker/platform/console-api/passkeys.ts). The
 * browser's credential goes through the console to the platform as the JSON WebAuthn defines
 * (`PublicKeyCredential.toJSON()`): binary fields in URL-safe base64 without padding.
 */

/** URL-safe base64 of at most `max` characters (a WebAuthn binary field). */
const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** A passkey's name as the user gives it ("Laptop", "Phone"): trimmed, 1 to 60 characters. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyName = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(PASSKEY_NAME_MAX, 'tooLong'));

/** A new credential (navigator.credentials.create), attestation "none". */
export const registrationCredential = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
});
export type RegistrationCredential = z.infer<typeof registrationCredential>;

/** A signature of a passkey (navigator.credentials.get). */
export const authenticationCredential = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: z.optional(z.nullable(z.union([z.literal(''), base64url(128)]))),
  }),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredential>;

const ip = z.string().check(z.maxLength(64));

/** POST /console-api/passkeys/options: the options of a new passkey of the signed-in user. */
export const passkeyOptionsRequest = z.object({ origin: consoleOrigin });
/** POST /console-api/passkeys: the new passkey, named. */
export const passkeyRegisterRequest = z.object({ name: passkeyName, credential: registrationCredential, origin: consoleOrigin });
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;
/** POST /console-api/passkeys/sign-in/options: a challenge to sign in with any passkey of this console (no session yet). */
export const passkeySignInOptionsRequest = z.object({ origin: consoleOrigin, ip });
/** POST /console-api/passkeys/sign-in: the passkey's signature of that challenge. */
export const passkeySignInRequest = z.object({ credential: authenticationCredential, origin: consoleOrigin, ip });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequest>;

/** One passkey of the signed-in user, as the passkeys screen lists it. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /console-api/passkeys: the signed-in user's passkeys, oldest first. */
export interface PasskeyList {
  passkeys: Passkey[];
}
