import type { Locale } from '../../../shared/i18n/locales';
import { type EnquiryValues, inLanguages, rfc822, subjectHeader } from './mail';

// Realo's enquiry notification as our fixtures write it (docs/portal-enquiries.md): from
// noreply@realo.be, HTML only, a table of label and value cells, the agency's reference and
// the listing's link ending in Realo's number.

const WORDS = {
  nl: {
    subject: 'Nieuw bericht via Realo voor {ref}',
    intro: 'U hebt een nieuw bericht ontvangen via Realo.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    message: 'Bericht',
    ref: 'Referentie',
    link: 'https://www.realo.be/nl/kouter-18-9000-gent/{code}',
    view: 'Bekijk het pand op Realo',
  },
  fr: {
    subject: 'Nouveau message via Realo pour {ref}',
    intro: 'Vous avez reçu un nouveau message via Realo.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    message: 'Message',
    ref: 'Référence',
    link: 'https://www.realo.be/fr/kouter-18-9000-gand/{code}',
    view: 'Voir le bien sur Realo',
  },
  en: {
    subject: 'New message through Realo for {ref}',
    intro: 'You received a new message through Realo.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    ref: 'Reference',
    link: 'https://www.realo.be/en/kouter-18-9000-ghent/{code}',
    view: 'View the property on Realo',
  },
} satisfies Partial<Record<Locale, Record<string, string>>>;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The fixture in each language the portal writes. */
export const { languages: REALO_LANGUAGES, mail: realoMail } = inLanguages(WORDS, (w, v: EnquiryValues) => {
  const row = (label: string, value: string) => `<tr><td style="color:#666">${label}</td><td>${escape(value)}</td></tr>`;
  const link = w.link.replace('{code}', v.portalId);
  const html =
    `<!DOCTYPE html><html><head><style>td{padding:4px}</style></head><body><p>${w.intro}</p><table>${row(w.name, v.name)}` +
    `${row(w.email, v.email)}${row(w.phone, v.phone)}${row(w.message, v.message)}${row(w.ref, v.reference)}</table><p><a href="${link}">${w.view}` +
    `</a></p><p>Realo &amp; co</p></body></html>`;
  return rfc822(
    [
      'From: Realo <noreply@realo.be>',
      `To: ${v.to}`,
      subjectHeader(w.subject.replace('{ref}', v.reference)),
      `Message-ID: <${v.messageId}>`,
      'Date: Thu, 26 Nov 2026 12:45:00 +0100',
      'MIME-Version: 1.0',
      ...(v.headers ?? []),
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ],
    html,
  );
});
