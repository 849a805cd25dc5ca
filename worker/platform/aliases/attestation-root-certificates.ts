// Stands in for @simplewebauthn/server's default root certificates (its services/defaultRootCerts/
// modules, aliased by the exact specifiers its settingsService.js imports them with:
// wrangler.platform.toml, wrangler.toml, vitest.config.ts). They anchor the certificate chains
// of "android-key", "android-safetynet", "apple" attestations and the FIDO metadata service,
// none of which the console's passkeys read (attestation "none": decision 024,
// attestation-certificates.ts); they were about 9 KiB of the platform's gzipped bundle. An
// empty anchor is never a valid certificate: a format that would check a chain against one is
// refused, as it is anyway when its certificate is read (attestation-certificates.ts).
export const GlobalSign_Root_CA = '';
export const Google_Hardware_Attestation_Root_1 = '';
export const Google_Hardware_Attestation_Root_2 = '';
export const Google_Hardware_Attestation_Root_3 = '';
export const Google_Hardware_Attestation_Root_4 = '';
export const Apple_WebAuthn_Root_CA = '';
export const GlobalSign_Root_CA_R3 = '';
export const GlobalSign_Root_R46 = '';
