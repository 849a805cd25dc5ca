import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { COMMON_LABELS } from './common-labels';
import type { FieldName, NotParsed, PortalEnquiry, PortalFormat, PortalMail } from './types';

// The reading every portal's format shares (docs/portal-enquiries.md): a mail's text as lines
// of "Label: value", each format naming its labels per language; the language whose labels the
// mail uses is the enquirer's; the message runs from its label to the next label or a rule.

const ADDRESS = /^[^\s@<>",;:]+@[^\s@<>",;:]+\.[^\s@<>",;:]+$/;
/** A line that ends the message: a rule, or the portal's signature's opening. */
const RULE = /^\s*(-{2,}|_{3,}|={3,})\s*$/;
const LONGEST = { name: 120, phone: 40, message: 5000, reference: 60, portalId: 40 } as const;

/** The named entities portal mails write (Latin letters of nl, fr and de, quotes, dashes); numeric ones are decoded whatever they are. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  szlig: 'ß',
  ...Object.fromEntries(
    [...'aeiouAEIOU'].flatMap((letter) =>
      (
        [
          ['acute', '\u0301'],
          ['grave', '\u0300'],
          ['circ', '\u0302'],
          ['uml', '\u0308'],
        ] as const
      ).map(([name, mark]) => [`${letter}${name}`, `${letter}${mark}`.normalize('NFC')]),
    ),
  ),
  ccedil: 'ç',
  Ccedil: 'Ç',
};

/** An HTML part's text: a table cell's end a label's colon's place, blocks new lines, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/:?\s*<\/t[hd]>\s*<t[hd][^>]*>/gi, ': ')
    .replace(/<br\s*\/?>|<\/(p|div|tr|li|h\d|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isSafeInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Label {
  field: FieldName;
  locale: Locale;
  pattern: RegExp;
  /** Whether the label tells the language (no other language of the format writes it so). */
  telling: boolean;
}

/** A format's labels, then the common ones, per language. */
function labelTable(format: PortalFormat): PortalFormat['labels'] {
  const locales = [...new Set([...Object.keys(format.labels), ...Object.keys(COMMON_LABELS)])] as Locale[];
  return Object.fromEntries(
    locales.map((locale) => {
      const own = format.labels[locale] ?? {};
      const common = COMMON_LABELS[locale] ?? {};
      const fields = [...new Set([...Object.keys(own), ...Object.keys(common)])] as FieldName[];
      return [locale, Object.fromEntries(fields.map((field) => [field, [...new Set([...(own[field] ?? []), ...(common[field] ?? [])])]]))];
    }),
  );
}

function labelsOf(format: PortalFormat): Label[] {
  const table = labelTable(format);
  const written = Object.values(table).flatMap((fields) =>
    Object.values(fields ?? {}).flatMap((names) => [...new Set((names ?? []).map((name) => name.toLowerCase()))]),
  );
  const shared = new Set(written.filter((name, index) => written.indexOf(name) !== index));
  return Object.entries(table).flatMap(([locale, fields]) =>
    Object.entries(fields ?? {}).flatMap(([field, names]) =>
      (names ?? []).map((name) => ({
        field: field as FieldName,
        locale: locale as Locale,
        telling: !shared.has(name.toLowerCase()),
        pattern: new RegExp(`^\\s*\\*?${escape(name)}\\*?\\s*(?::\\s*(.*)|:?\\s*$)`, 'iu'),
      })),
    ),
  );
}

/** The mail's fields by label: each label's first value; the message with the lines after it. */
function fieldsOf(text: string, labels: Label[]): { values: Partial<Record<FieldName, string>>; votes: Map<Locale, number> } {
  const values: Partial<Record<FieldName, string>> = {};
  const votes = new Map<Locale, number>();
  let open: FieldName | null = null;
  let message: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    // Longest labels first, so "E-mailadres" is not read as "E-mail" followed by "adres".
    const label = labels.find((candidate) => candidate.pattern.test(line));
    if (label && values[label.field] === undefined) {
      const value = (label.pattern.exec(line)![1] ?? '').trim();
      if (label.telling) votes.set(label.locale, (votes.get(label.locale) ?? 0) + 1);
      open = label.field;
      if (label.field === 'message') {
        message = value ? [value] : [];
        values.message = value;
      } else {
        message = null;
        if (value) {
          values[label.field] = value;
          open = null;
        }
      }
      continue;
    }
    if (message && open === 'message') {
      if (RULE.test(line)) {
        open = null;
        continue;
      }
      message.push(line.trimEnd());
      values.message = message.join('\n').trim();
    } else if (open && line.trim()) {
      // A label alone on its line (an HTML table's cell): its value is the next line with text.
      values[open] = line.trim();
      open = null;
    }
  }
  return { values, votes };
}

/** The address in a value such as `Lotte Claes <lotte@example.be>` or `mailto:lotte@example.be`. */
function addressIn(value: string | undefined): string | undefined {
  const found = value?.match(/[^\s@<>",;:()[\]]+@[^\s@<>",;:()[\]]+/)?.[0]?.replace(/\.$/, '');
  return found && ADDRESS.test(found) ? found.toLowerCase() : undefined;
}

/** Every address in a text, in order, lower case. */
const addressesIn = (text: string): string[] =>
  [...text.matchAll(/[^\s@<>",;:()[\]]+@[^\s@<>",;:()[\]]+/g)]
    .map((match) => match[0].replace(/\.$/, '').toLowerCase())
    .filter((address) => ADDRESS.test(address));

/** Words that could be a reference: letters, digits and `-./_`, with a digit, no address or link; at most 40. */
function candidatesIn(text: string): string[] {
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').match(/[A-Za-z0-9][A-Za-z0-9._/-]{1,38}[A-Za-z0-9]/g) ?? [];
  return [...new Set(words.filter((word) => /\d/.test(word)))].slice(0, 40);
}

/** The language in the path of the portal's own link in the mail (`immoweb.be/fr/…`), if any. */
function linkLocale(format: PortalFormat, text: string): Locale | undefined {
  for (const domain of format.domains) {
    const found = new RegExp(`${domain.replace(/\./g, '\\.')}/(nl|fr|en|de)/`).exec(text)?.[1];
    if (isLocale(found)) return found;
  }
  return undefined;
}

const cut = (value: string | undefined, longest: number) => (value ? value.replace(/\s+/g, ' ').trim().slice(0, longest) : undefined);

/**
 * One format's reading of a mail: the enquiry, or why it is none (no enquirer's address, no
 * reference). The language is the one whose labels the mail used most, else its
 * Content-Language, else `fallback` (the agency's).
 * @example readEnquiry(IMMOWEB, { from: 'noreply@immoweb.be', subject: '…', text: 'Naam: Lotte Claes\nE-mail: lotte@example.be\n…' }, 'nl')
 */
export function readEnquiry(format: PortalFormat, mail: PortalMail, fallback: Locale): PortalEnquiry | NotParsed {
  const labels = labelsOf(format).sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  // The text part and the HTML's text: the reading that finds more fields (a text part made from
  // the HTML by the mail program may have lost the cells' separation).
  const readings = [mail.text, ...(mail.html ? [htmlText(mail.html)] : [])].map((text) => ({ text, ...fieldsOf(text, labels) }));
  const best = readings.reduce((chosen, reading) => (Object.keys(reading.values).length > Object.keys(chosen.values).length ? reading : chosen));
  const { values, votes } = best;
  const voted = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const header = mail.language?.slice(0, 2).toLowerCase();
  const linked = linkLocale(format, `${mail.text}\n${mail.html ?? ''}`);
  const locale: Locale = voted ?? (isLocale(header) ? header : (linked ?? fallback));
  const inbound = mail.to?.split('@')[1];
  const stranger = (address: string | undefined) => (address && !fromPortal(format, address) && address.split('@')[1] !== inbound ? address : undefined);
  const email =
    addressIn(values.email) ??
    stranger(addressIn(mail.replyTo)) ??
    addressesIn(`${mail.text}\n${htmlText(mail.html ?? '')}`).find((address) => stranger(address)) ??
    stranger(mail.from);
  if (!email) return 'no-address';
  const reference = cut(values.reference, LONGEST.reference) ?? cut(format.subjectReference?.exec(mail.subject)?.[1], LONGEST.reference);
  const candidates = reference ? [] : candidatesIn(`${mail.subject}\n${best.text}`);
  if (!reference && candidates.length === 0) return 'no-reference';
  const name = cut(values.name ?? ([values.firstName, values.lastName].filter(Boolean).join(' ') || mail.replyToName), LONGEST.name) ?? '';
  const portalListingId = cut(values.portalId, LONGEST.portalId) ?? (format.listingLink.exec(mail.text) ?? format.listingLink.exec(mail.html ?? ''))?.[1];
  const enquiry: PortalEnquiry = {
    portal: format.portal,
    name,
    email,
    message: (values.message ?? '').slice(0, LONGEST.message),
    locale,
    ...(reference ? { reference } : { candidates }),
  };
  const phone = cut(values.phone, LONGEST.phone);
  if (phone && /\d{6,}/.test(phone.replace(/[\s./()-]/g, ''))) enquiry.phone = phone;
  if (portalListingId) enquiry.portalListingId = portalListingId;
  return enquiry;
}

/** Whether an address is one of a format's (the portal's own, its no-reply included). */
export function fromPortal(format: PortalFormat, address: string): boolean {
  const domain = address.toLowerCase().split('@')[1] ?? '';
  return format.domains.some((own) => domain === own || domain.endsWith(`.${own}`));
}
