import type { Locale } from '../../../shared/i18n/locales';
import { base64, type EnquiryValues, inLanguages, rfc822, subjectHeader } from './mail';

// Zimmo's enquiry notification as our fixtures write it (docs/portal-enquiries.md): from
// no-reply@zimmo.be, one base64 text part, first and last name apart, the question, the
// agency's reference ("Referentie makelaar") and the Zimmo code of the listing's link.

const WORDS = {
  nl: {
    subject: 'Nieuwe vraag over uw pand op Zimmo ({ref})',
    intro: 'Er is een nieuwe vraag binnengekomen via Zimmo.',
    first: 'Voornaam',
    last: 'Familienaam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    message: 'Vraag',
    ref: 'Referentie makelaar',
    code: 'Zimmo-code',
    link: 'https://www.zimmo.be/nl/gent-9000/te-koop/appartement/{code}/',
    footer: 'Met vriendelijke groeten,\nHet Zimmo-team',
  },
  fr: {
    subject: 'Nouvelle question sur votre bien sur Zimmo ({ref})',
    intro: 'Une nouvelle question est arrivée via Zimmo.',
    first: 'Prénom',
    last: 'Nom de famille',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    message: 'Question',
    ref: 'Référence agence',
    code: 'Code Zimmo',
    link: 'https://www.zimmo.be/fr/gand-9000/a-vendre/appartement/{code}/',
    footer: 'Bien à vous,\nL’équipe Zimmo',
  },
  en: {
    subject: 'New question about your property on Zimmo ({ref})',
    intro: 'A new question came in through Zimmo.',
    first: 'First name',
    last: 'Last name',
    email: 'Email address',
    phone: 'Phone number',
    message: 'Question',
    ref: 'Agency reference',
    code: 'Zimmo code',
    link: 'https://www.zimmo.be/en/ghent-9000/for-sale/apartment/{code}/',
    footer: 'Kind regards,\nThe Zimmo team',
  },
} satisfies Partial<Record<Locale, Record<string, string>>>;

/** The fixture in each language the portal writes. */
export const { languages: ZIMMO_LANGUAGES, mail: zimmoMail } = inLanguages(WORDS, (w, v: EnquiryValues) => {
  const [first, ...last] = v.name.split(' ');
  const text = [
    w.intro,
    '',
    `${w.first}: ${first}`,
    `${w.last}: ${last.join(' ')}`,
    `${w.email}: ${v.email}`,
    `${w.phone}: ${v.phone}`,
    `${w.message}: ${v.message}`,
    '',
    `${w.ref}: ${v.reference}`,
    `${w.code}: ${v.portalId}`,
    w.link.replace('{code}', v.portalId),
    '',
    '---',
    w.footer,
  ].join('\n');
  return rfc822(
    [
      'From: "Zimmo" <no-reply@zimmo.be>',
      `To: ${v.to}`,
      subjectHeader(w.subject.replace('{ref}', v.reference)),
      `Message-ID: <${v.messageId}>`,
      'Date: Thu, 26 Nov 2026 10:02:00 +0100',
      'MIME-Version: 1.0',
      ...(v.headers ?? []),
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
    ],
    base64(text),
  );
});
