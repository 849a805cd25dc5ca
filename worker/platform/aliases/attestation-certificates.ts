// Stands in for the certificate machinery of @simplewebauthn/server that the console's passkeys
// never run (wrangler.platform.toml and wrangler.toml [alias]: @peculiar/x509, its
// reflect-metadata and @peculiar/asn1-android). The console asks for attestation "none"
// (worker/platform/console/passkeys.ts), so no certificate chain, revocation list, Android key
// description or FIDO metadata is ever read; these were 30 KiB of the platform's gzipped
// bundle. An authenticator that still sends a certificate gets its registration refused
// (the library's verification throws here, caught as any refusal), never a 500.
class NotBundled {
  constructor() {
    throw new Error('attestation certificates are not checked by this platform (worker/platform/aliases/attestation-certificates.ts)');
  }
}

export class X509Certificate extends NotBundled {}
export class X509ChainBuilder extends NotBundled {}
export class X509Crl extends NotBundled {}
export class AuthorityKeyIdentifierExtension extends NotBundled {}
export class CRLDistributionPointsExtension extends NotBundled {}
export class SubjectKeyIdentifierExtension extends NotBundled {}
export class KeyDescription extends NotBundled {}
/** No certificate extension has this id: an Android key attestation finds no key description. */
export const id_ce_keyDescription = 'not-bundled';
