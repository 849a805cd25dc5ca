import { describe, expect, it } from 'vitest';
import { parseEcdsaSignature } from '../../../../worker/platform/aliases/ecdsa-signature';
import { derSignature } from '../../../support/webauthn-authenticator';

// The platform's reader of a passkey's DER-encoded ECDSA signature (it stands in for
// @peculiar/asn1-schema's): r and s as encoded, so @simplewebauthn/server turns them into the
// r || s that WebCrypto verifies; anything that is not strict DER throws.

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
const bytes = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s/g, ''), 'hex'));

describe('parseEcdsaSignature', () => {
  it.each([
    ['P-256', 'SHA-256', 32],
    ['P-384', 'SHA-384', 48],
    ['P-521', 'SHA-512', 66],
  ])('reads r and s of %s signatures WebCrypto made, as their DER holds them', async (namedCurve, hash, size) => {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve }, false, ['sign'])) as CryptoKeyPair;
    for (let i = 0; i < 8; i++) {
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash }, keys.privateKey, Uint8Array.of(i)));
      const { r, s } = parseEcdsaSignature(derSignature(raw));
      const strip = (part: Uint8Array) => BigInt(`0x${Buffer.from(part).toString('hex')}`);
      expect(strip(new Uint8Array(r))).toBe(strip(raw.slice(0, size)));
      expect(strip(new Uint8Array(s))).toBe(strip(raw.slice(size)));
    }
  });

  it('keeps the leading zero of a high integer and reads a short one, also from a view into a larger buffer', () => {
    const der = bytes('30 08 02 02 00 80 02 02 01 ff');
    expect([hex(parseEcdsaSignature(der).r), hex(parseEcdsaSignature(der).s)]).toEqual(['0080', '01ff']);
    const inside = new Uint8Array([9, 9, ...der, 9]).subarray(2, 2 + der.length);
    expect(hex(parseEcdsaSignature(inside).s)).toBe('01ff');
    expect(hex(parseEcdsaSignature(der.buffer).r)).toBe('0080');
  });

  it.each([
    ['empty', ''],
    ['not a sequence', '31 06 02 01 01 02 01 01'],
    ['truncated', '30 06 02 01 01 02 01'],
    ['a longer sequence than its bytes', '30 07 02 01 01 02 01 01'],
    ['bytes after the sequence', '30 06 02 01 01 02 01 01 00'],
    ['bytes after s inside it', '30 07 02 01 01 02 01 01 00'],
    ['a third integer', '30 09 02 01 01 02 01 01 02 01 01'],
    ['an empty integer', '30 05 02 00 02 01 01'],
    ['a negative integer', '30 06 02 01 81 02 01 01'],
    ['a needless leading zero', '30 07 02 02 00 01 02 01 01'],
    ['a long-form length that fits the short form', '30 81 06 02 01 01 02 01 01'],
    ['an octet string for s', '30 06 02 01 01 04 01 01'],
  ])('throws on %s', (_, text) => {
    expect(() => parseEcdsaSignature(bytes(text))).toThrow(/ECDSA signature/);
  });
});
