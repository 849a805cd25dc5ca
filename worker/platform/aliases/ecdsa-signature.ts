// The one ASN.1 structure the console's passkeys read: an ECDSA signature, which WebAuthn sends
// DER-encoded (Ecdsa-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }, RFC 3279 §2.2.3) and
// WebCrypto verifies as r || s. @simplewebauthn/server parses it with @peculiar/asn1-schema,
// whose ASN.1 engine (asn1js) is otherwise only for attestation certificates, which this
// platform never reads (attestation-certificates.ts). Strict DER: anything else throws, and a
// signature that throws is refused like one that does not verify.

/** The integers r and s of a DER-encoded ECDSA signature, each as encoded (a leading zero kept). */
export interface EcdsaSignature {
  r: ArrayBuffer;
  s: ArrayBuffer;
}

/** Reads one DER element of the given tag at `at`: where its content starts and ends. */
function element(bytes: Uint8Array, at: number, tag: number): { start: number; end: number } {
  if (bytes[at] !== tag) throw new Error(`ECDSA signature: expected tag 0x${tag.toString(16)} at byte ${at}`);
  let length = bytes[at + 1];
  let start = at + 2;
  if (length === undefined) throw new Error('ECDSA signature: truncated');
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets < 1 || octets > 2) throw new Error('ECDSA signature: unsupported length');
    length = 0;
    for (let i = 0; i < octets; i += 1) length = (length << 8) | (bytes[start + i] ?? Number.NaN);
    start += octets;
    if (Number.isNaN(length) || length < 0x80) throw new Error('ECDSA signature: length not in DER form');
  }
  const end = start + length;
  if (end > bytes.length) throw new Error('ECDSA signature: truncated');
  return { start, end };
}

/** A positive DER INTEGER's content: not empty, not negative, no needless leading zero. */
function integer(bytes: Uint8Array, at: number): { value: ArrayBuffer; end: number } {
  const { start, end } = element(bytes, at, 0x02);
  if (end === start) throw new Error('ECDSA signature: empty integer');
  const first = bytes[start]!;
  if (first & 0x80) throw new Error('ECDSA signature: negative integer');
  if (first === 0 && end - start > 1 && !((bytes[start + 1] ?? 0) & 0x80)) throw new Error('ECDSA signature: integer not in DER form');
  return { value: bytes.slice(start, end).buffer, end };
}

/** Parses a DER-encoded Ecdsa-Sig-Value; throws on anything else (trailing bytes included). */
export function parseEcdsaSignature(data: BufferSource): EcdsaSignature {
  const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
  const sequence = element(bytes, 0, 0x30);
  if (sequence.end !== bytes.length) throw new Error('ECDSA signature: bytes after the signature');
  const r = integer(bytes, sequence.start);
  const s = integer(bytes, r.end);
  if (s.end !== sequence.end) throw new Error('ECDSA signature: bytes after s');
  return { r: r.value, s: s.value };
}
