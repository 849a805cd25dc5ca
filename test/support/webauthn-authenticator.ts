// A software authenticator for the console's passkey tests: real WebAuthn answers,
// made here with WebCrypto as a platform authenticator makes them, so the platform's
// @simplewebauthn/server checks them as it would a browser's (nothing of it is mocked).
//
// What it builds, as WebAuthn Level 3 (https://www.w3.org/TR/webauthn-3/) defines it:
// - clientDataJSON: {"type":"webauthn.create"|"webauthn.get","challenge","origin","crossOrigin":false} (§5.8.1)
// - authenticatorData: SHA-256(rpId) (32 bytes) || flags (UP 0x01, UV 0x04, AT 0x40) ||
//   signCount (4 bytes, big-endian) || for a registration the attested credential data:
//   AAGUID (16 zero bytes) || credential id length (2 bytes) || credential id || COSE key (§6.1)
// - the COSE key of an ES256 key pair: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y} (§6.5.1.1)
// - attestation "none": the CBOR map {"fmt": "none", "attStmt": {}, "authData": …} (§8.7); or
//   "packed" self-attestation, attStmt {"alg": -7, "sig": the new key's signature over
//   authenticatorData || SHA-256(clientDataJSON)} (§8.2), with "x5c" when a certificate is sent
// - an assertion's signature: ECDSA P-256 SHA-256 over authenticatorData || SHA-256(clientDataJSON),
//   DER-encoded (§6.3.3; WebCrypto answers r || s, which is turned into the ASN.1 SEQUENCE here)
// Binary fields go out in URL-safe base64 without padding, as PublicKeyCredential.toJSON() has them.

/** The JSON a browser's navigator.credentials.create gives (PublicKeyCredential.toJSON()). */
export interface RegistrationJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
}

/** The JSON of navigator.credentials.get. */
export interface AssertionJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string | null };
}

/** What the platform's options say that an authenticator uses. */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** A credential this authenticator made: its id, key pair, user handle, RP ID and counter. */
export interface SoftPasskey {
  id: string;
  keys: CryptoKeyPair;
  userHandle: string;
  rpId: string;
  counter: number;
}

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));

/** CBOR (RFC 8949) of what WebAuthn needs: integers, byte and text strings, arrays, maps (a Map keeps integer keys). */
type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, length: number) => {
    if (length < 24) return Uint8Array.of((major << 5) | length);
    if (length < 0x100) return Uint8Array.of((major << 5) | 24, length);
    if (length < 0x10000) return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
    throw new Error('too long for this CBOR writer');
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = encoder.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  if (Array.isArray(value)) return concat(head(4, value.length), ...value.map(cbor));
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return concat(head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]));
}

/**
 * An ECDSA signature as WebCrypto gives it (r || s, each as long as the curve's order) in DER:
 * SEQUENCE { INTEGER r, INTEGER s }, with a long-form length past 127 bytes (P-521's).
 */
export function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = (n: number) => (n < 0x80 ? Uint8Array.of(n) : Uint8Array.of(0x81, n));
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02), length(body.length), body);
  };
  const body = concat(integer(raw.slice(0, raw.length / 2)), integer(raw.slice(raw.length / 2)));
  return concat(Uint8Array.of(0x30), length(body.length), body);
}

const clientData = (type: string, challenge: string, origin: string) => encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

const counterBytes = (counter: number) => Uint8Array.of((counter >>> 24) & 0xff, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff);

/** What a test may change of a ceremony to see it refused: another origin, RP ID, type or challenge; no user verification. */
export interface Tamper {
  origin?: string;
  rpId?: string;
  type?: string;
  challenge?: string;
  userVerified?: boolean;
}

/** The attestation an authenticator sends: "none", "packed" self-attestation, or a format (packed unless named) with a certificate (`x5c`). */
export type Attestation = 'none' | 'packed' | { fmt?: string; x5c: Uint8Array };

/**
 * Makes a discoverable ES256 credential for the options' RP and user (attestation "none"
 * unless `attestation` says otherwise), answered for `origin`: the JSON to post, and the
 * passkey to sign in with later.
 */
export async function register(
  options: CreationOptions,
  origin: string,
  tamper: Tamper = {},
  attestation: Attestation = 'none',
): Promise<{ json: RegistrationJSON; passkey: SoftPasskey }> {
  const rpId = tamper.rpId ?? options.rp.id ?? new URL(origin).hostname;
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const point = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, point.slice(1, 33)],
      [-3, point.slice(33, 65)],
    ]),
  );
  const id = crypto.getRandomValues(new Uint8Array(32));
  const flags = 0x41 | (tamper.userVerified === false ? 0 : 0x04);
  const authData = concat(
    await sha256(encoder.encode(rpId)),
    Uint8Array.of(flags),
    counterBytes(0),
    new Uint8Array(16),
    Uint8Array.of(0, id.length),
    id,
    coseKey,
  );
  const data = clientData(tamper.type ?? 'webauthn.create', tamper.challenge ?? options.challenge, tamper.origin ?? origin);
  const attStmt = new Map<string, Cbor>();
  if (attestation !== 'none') {
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, concat(authData, await sha256(data))));
    attStmt.set('alg', -7).set('sig', derSignature(raw));
    if (attestation !== 'packed') attStmt.set('x5c', [attestation.x5c]);
  }
  const fmt = typeof attestation === 'string' ? attestation : (attestation.fmt ?? 'packed');
  const attestationObject = cbor({ fmt, attStmt, authData });
  const json: RegistrationJSON = {
    id: base64url(id),
    rawId: base64url(id),
    type: 'public-key',
    response: { clientDataJSON: base64url(data), attestationObject: base64url(attestationObject), transports: ['internal'] },
  };
  return { json, passkey: { id: base64url(id), keys, userHandle: options.user.id, rpId: options.rp.id ?? rpId, counter: 0 } };
}

/**
 * Signs the options' challenge with a passkey, as a platform authenticator does: its counter
 * moves on by one unless `counter` says what to send (a clone's), and `as` signs with another
 * passkey's key under this one's id (a stolen id without its key).
 */
export async function assert(
  passkey: SoftPasskey,
  options: RequestOptions,
  origin: string,
  { counter, as, userHandle, ...tamper }: Tamper & { counter?: number; as?: SoftPasskey; userHandle?: string | null } = {},
): Promise<AssertionJSON> {
  passkey.counter = counter ?? passkey.counter + 1;
  const flags = 0x01 | (tamper.userVerified === false ? 0 : 0x04);
  const authData = concat(await sha256(encoder.encode(tamper.rpId ?? options.rpId ?? passkey.rpId)), Uint8Array.of(flags), counterBytes(passkey.counter));
  const data = clientData(tamper.type ?? 'webauthn.get', tamper.challenge ?? options.challenge, tamper.origin ?? origin);
  const signed = concat(authData, await sha256(data));
  const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, (as ?? passkey).keys.privateKey, signed));
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: base64url(data),
      authenticatorData: base64url(authData),
      signature: base64url(derSignature(raw)),
      userHandle: userHandle === undefined ? passkey.userHandle : userHandle,
    },
  };
}
