// Stands in for the attestation formats of @simplewebauthn/server whose statements are
// certificates ("fido-u2f", "android-safetynet", "android-key", "tpm", "apple") and for its FIDO
// metadata service (read only for a "packed" attestation that carries a certificate), aliased by
// the exact relative specifiers its registration modules import them with (wrangler.platform.toml,
// wrangler.toml, vitest.config.ts; attestation-root-certificates.ts says why that works). The
// console asks for attestation "none" (decision 024): none of these runs for a browser's
// passkey, and every one of them reads a certificate, which this platform refuses
// (attestation-certificates.ts). They were about 8 KiB of the platform's gzipped bundle. Such a
// registration is refused here, as it was there, never a 500.
const refused = async (): Promise<never> => {
  throw new Error('attestation formats with certificates are not checked by this platform (worker/platform/aliases/attestation-formats.ts)');
};

export const verifyAttestationFIDOU2F = refused;
export const verifyAttestationAndroidSafetyNet = refused;
export const verifyAttestationAndroidKey = refused;
export const verifyAttestationTPM = refused;
export const verifyAttestationApple = refused;
export const verifyAttestationWithMetadata = refused;
/** The FIDO metadata service: no statement is ever looked up. */
export const MetadataService = { getStatement: refused, initialize: refused };
