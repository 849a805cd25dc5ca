import type { Locale } from '../../../shared/i18n/locales';
import { type EnquiryValues, inLanguages, rfc822, subjectHeader } from './mail';

// Immovlan's enquiry notification as our fixtures write it (docs/portal-enquiries.md): from
// notifications@immovlan.be, Reply-To the enquirer, one quoted-printable text part, the
// remark, the agency's reference and the Immovlan code (letters, then digits).

const WORDS = {
  nl: {
    subject: 'Immovlan: contactaanvraag voor {ref}',
    intro: 'Een bezoeker van Immovlan wenst meer informatie over uw pand.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Tel.',
    message: 'Opmerking',
    ref: 'Referentie makelaar',
    code: 'Immovlan-code',
    link: 'https://immovlan.be/nl/detail/appartement/te-koop/9000/gent/{code}',
  },
  fr: {
    subject: 'Immovlan : demande de contact pour {ref}',
    intro: 'Un visiteur d’Immovlan souhaite plus d’informations sur votre bien.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Tél.',
    message: 'Remarque',
    ref: 'Référence agence',
    code: 'Code Immovlan',
    link: 'https://immovlan.be/fr/detail/appartement/a-vendre/9000/gand/{code}',
  },
  en: {
    subject: 'Immovlan: contact request for {ref}',
    intro: 'A visitor of Immovlan would like more information about your property.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Tel.',
    message: 'Remark',
    ref: 'Agency reference',
    code: 'Immovlan code',
    link: 'https://immovlan.be/en/detail/apartment/for-sale/9000/ghent/{code}',
  },
} satisfies Partial<Record<Locale, Record<string, string>>>;

/** Quoted-printable (RFC 2045) of a UTF-8 text, lines kept short. */
function quotedPrintable(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      [...new TextEncoder().encode(line)]
        .map((byte) => (byte === 61 || byte > 126 ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(byte)))
        .join('')
        .replace(/.{72}(?=.)/g, '$&=\n'),
    )
    .join('\n');
}

/** The fixture in each language the portal writes. */
export const { languages: IMMOVLAN_LANGUAGES, mail: immovlanMail } = inLanguages(WORDS, (w, v: EnquiryValues) => {
  const text = [
    w.intro,
    '',
    `${w.name}: ${v.name}`,
    `${w.email}: ${v.email}`,
    `${w.phone}: ${v.phone}`,
    `${w.message}: ${v.message}`,
    `${w.ref}: ${v.reference}`,
    `${w.code}: ${v.portalId}`,
    '',
    w.link.replace('{code}', v.portalId),
    '',
    '© Immovlan',
  ].join('\n');
  return rfc822(
    [
      'From: Immovlan <notifications@immovlan.be>',
      `To: ${v.to}`,
      `Reply-To: ${v.email}`,
      subjectHeader(w.subject.replace('{ref}', v.reference)),
      `Message-ID: <${v.messageId}>`,
      'Date: Thu, 26 Nov 2026 11:30:00 +0100',
      'MIME-Version: 1.0',
      ...(v.headers ?? []),
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
    ],
    quotedPrintable(text),
  );
});
