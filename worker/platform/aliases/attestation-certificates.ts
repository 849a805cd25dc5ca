// Stands in for the certificate machinery of @simplewebauthn/server that the console's passkeys
// never run (wrangler.platform.toml and wrangler.toml [alias], vitest.config.ts): @peculiar/x509
// with its reflect-metadata, and the ASN.1 packages (@peculiar/asn1-schema with its engine
// asn1js, -x509, -ecc, -rsa, -android, -x509-post-quantum). The console asks for attestation
// "none" (worker/platform/console-api/passkeys.ts), which browsers honour by sending attestation
// "none", or "packed" self-attestation, signed by the new key itself: no certificate chain,
// revocation list, Android key description or FIDO metadata is ever read; these were 30 KiB
// of the platform's gzipped bundle, the ASN.1 packages about 30 KiB more. The one ASN.1
// structure a passkey still needs, an ECDSA signature, is read by ecdsa-signature.ts. An
// authenticator that still sends a certificate gets its registration refused (parsing it
// throws here, caught as any refusal), never a 500.
import { parseEcdsaSignature } from './ecdsa-signature';

const NOT_BUNDLED = 'attestation certificates are not checked by this platform (worker/platform/aliases/attestation-certificates.ts)';

class NotBundled {
  constructor() {
    throw new Error(NOT_BUNDLED);
  }
}

// @peculiar/x509 and @peculiar/asn1-android.
export class X509Certificate extends NotBundled {}
export class X509ChainBuilder extends NotBundled {}
export class X509Crl extends NotBundled {}
export class AuthorityKeyIdentifierExtension extends NotBundled {}
export class CRLDistributionPointsExtension extends NotBundled {}
export class SubjectKeyIdentifierExtension extends NotBundled {}
export class KeyDescription extends NotBundled {}

// @peculiar/asn1-x509, -ecc, -rsa: the structures a certificate path parses (never the signature's).
export class Certificate extends NotBundled {}
export class BasicConstraints extends NotBundled {}
export class ExtendedKeyUsage extends NotBundled {}
export class SubjectAlternativeName extends NotBundled {}
export class ECParameters extends NotBundled {}
export class RSAPublicKey extends NotBundled {}
export class OctetString extends NotBundled {}
/** The ECDSA signature (@peculiar/asn1-ecc): AsnParser reads it with ecdsa-signature.ts. */
export class ECDSASigValue extends NotBundled {}

// Object identifiers only a certificate is compared with: no parsed value ever equals these.
export const id_ce_keyDescription = 'not-bundled:keyDescription';
export const id_ce_basicConstraints = 'not-bundled:basicConstraints';
export const id_ce_extKeyUsage = 'not-bundled:extKeyUsage';
export const id_ce_subjectAltName = 'not-bundled:subjectAltName';
export const id_ecPublicKey = 'not-bundled:ecPublicKey';
export const id_secp256r1 = 'not-bundled:secp256r1';
export const id_secp384r1 = 'not-bundled:secp384r1';
export const id_ecdsaWithSHA256 = 'not-bundled:ecdsaWithSHA256';
export const id_ecdsaWithSHA384 = 'not-bundled:ecdsaWithSHA384';
export const id_ecdsaWithSHA512 = 'not-bundled:ecdsaWithSHA512';
export const id_rsaEncryption = 'not-bundled:rsaEncryption';
export const id_sha1WithRSAEncryption = 'not-bundled:sha1WithRSAEncryption';
export const id_sha256WithRSAEncryption = 'not-bundled:sha256WithRSAEncryption';
export const id_sha384WithRSAEncryption = 'not-bundled:sha384WithRSAEncryption';
export const id_sha512WithRSAEncryption = 'not-bundled:sha512WithRSAEncryption';
export const id_ml_dsa_44 = 'not-bundled:ml-dsa-44';
export const id_ml_dsa_65 = 'not-bundled:ml-dsa-65';
export const id_ml_dsa_87 = 'not-bundled:ml-dsa-87';

/** @peculiar/asn1-schema's parser: an ECDSA signature is read, anything else is a certificate's and throws. */
export const AsnParser = {
  parse(data: BufferSource, type: unknown) {
    if (type === ECDSASigValue) return parseEcdsaSignature(data);
    throw new Error(NOT_BUNDLED);
  },
};

// @simplewebauthn/server's own certificate helpers, aliased by the relative specifiers its modules
// import them with: reached only for an attestation that carries a certificate ("packed" with
// x5c reads it with getCertificateInfo first), which is refused here as above.
const refused = (): never => {
  throw new Error(NOT_BUNDLED);
};
export const getCertificateInfo = refused;
export const validateCertificatePath = async (): Promise<never> => refused();
export const isCertRevoked = async (): Promise<never> => refused();
export const convertX509PublicKeyToCOSE = refused;
