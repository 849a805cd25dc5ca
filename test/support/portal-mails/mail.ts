// What every portal's fixture is made of (docs/portal-enquiries.md says what each format is
// based on): the enquiry's values, and the RFC 822 envelope around a portal's body.

export interface EnquiryValues {
  /** The agency's inbound address. */
  to: string;
  messageId: string;
  name: string;
  email: string;
  phone: string;
  reference: string;
  /** The portal's own id of the listing. */
  portalId: string;
  message: string;
  /** Extra header lines (Auto-Submitted…), each `Name: value`. */
  headers?: string[];
}

export type Fixture = (values: EnquiryValues) => string;

/** A portal's fixture made per language from its words: the languages, and the fixture of each. */
export function inLanguages<L extends string, W>(
  words: Record<L, W>,
  build: (words: W, values: EnquiryValues) => string,
): { languages: L[]; mail: (locale: L) => Fixture } {
  return { languages: Object.keys(words) as L[], mail: (locale) => (values) => build(words[locale], values) };
}

/** A UTF-8 text in base64 lines of 76 characters. */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/.{76}(?=.)/g, '$&\r\n');
}

/** A mail's header lines and body with CRLF line ends, as a mail server hands it on. */
export function rfc822(headers: (string | false | undefined)[], body: string): string {
  return `${headers.filter(Boolean).join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
}

/** An encoded-word subject (RFC 2047) for a subject with accents. */
export const subjectHeader = (subject: string) => `Subject: =?UTF-8?B?${base64(subject).replace(/\r\n/g, '')}?=`;
