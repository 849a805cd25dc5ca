/** JSON for an inline script: '<' escaped so no value can close the script element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One schema.org object as a JSON-LD script carrying the CSP nonce. */
export function JsonLd({ data, nonce }: { data: object; nonce: string }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
