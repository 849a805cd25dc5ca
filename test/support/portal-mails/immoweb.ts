import type { Locale } from '../../../shared/i18n/locales';
import { type EnquiryValues, inLanguages, rfc822, subjectHeader } from './mail';

// Immoweb's enquiry notification as our fixtures write it (docs/portal-enquiries.md): from
// noreply@immoweb.be, Reply-To the enquirer, text and HTML parts, "Label: value" lines in the
// enquirer's language (nl, fr, en), the Immoweb code and the agency's reference.

const WORDS = {
  nl: {
    subject: 'Nieuwe aanvraag voor uw zoekertje {code} - Uw referentie: {ref}',
    hello: 'Beste adverteerder,',
    intro: 'U ontving een nieuwe aanvraag via Immoweb voor uw zoekertje.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    message: 'Bericht',
    code: 'Immoweb-code',
    ref: 'Uw referentie',
    link: 'https://www.immoweb.be/nl/zoekertje/appartement/te-koop/gent/9000/{code}',
    footer: 'Deze e-mail werd automatisch verstuurd door Immoweb. Antwoord rechtstreeks aan de kandidaat.',
  },
  fr: {
    subject: 'Nouvelle demande pour votre annonce {code} - Votre référence : {ref}',
    hello: 'Cher annonceur,',
    intro: 'Vous avez reçu une nouvelle demande via Immoweb pour votre annonce.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    message: 'Message',
    code: 'Code Immoweb',
    ref: 'Votre référence',
    link: 'https://www.immoweb.be/fr/annonce/appartement/a-vendre/gand/9000/{code}',
    footer: 'Cet e-mail a été envoyé automatiquement par Immoweb. Répondez directement au candidat.',
  },
  en: {
    subject: 'New request for your classified {code} - Your reference: {ref}',
    hello: 'Dear advertiser,',
    intro: 'You received a new request through Immoweb for your classified.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    code: 'Immoweb code',
    ref: 'Your reference',
    link: 'https://www.immoweb.be/en/classified/apartment/for-sale/ghent/9000/{code}',
    footer: 'This e-mail was sent automatically by Immoweb. Reply to the candidate directly.',
  },
} satisfies Partial<Record<Locale, Record<string, string>>>;

/** The fixture in each language the portal writes. */
export const { languages: IMMOWEB_LANGUAGES, mail: immowebMail } = inLanguages(WORDS, (w, v: EnquiryValues) => {
  const fill = (text: string) => text.replace('{code}', v.portalId).replace('{ref}', v.reference);
  const text = [
    w.hello,
    '',
    w.intro,
    '',
    `${w.name}: ${v.name}`,
    `${w.email}: ${v.email}`,
    `${w.phone}: ${v.phone}`,
    `${w.message}:`,
    v.message,
    '--',
    `${w.code}: ${v.portalId}`,
    `${w.ref}: ${v.reference}`,
    fill(w.link),
    '',
    w.footer,
  ].join('\n');
  const html =
    `<html><body><p>${w.hello}</p><p>${w.intro}</p><p><b>${w.name}:</b> ${v.name}<br><b>${w.email}:</b> ${v.email}<br><b>${w.phone}:</b> ` +
    `${v.phone}</p><p><b>${w.message}:</b><br>${v.message}</p><p>${w.code}: ${v.portalId}<br>${w.ref}: ${v.reference}</p></body></html>`;
  return rfc822(
    [
      'From: Immoweb <noreply@immoweb.be>',
      `To: ${v.to}`,
      `Reply-To: ${v.name} <${v.email}>`,
      subjectHeader(fill(w.subject)),
      `Message-ID: <${v.messageId}>`,
      'Date: Thu, 26 Nov 2026 09:12:00 +0100',
      'MIME-Version: 1.0',
      ...(v.headers ?? []),
      'Content-Type: multipart/alternative; boundary="iw-7f3a"',
    ],
    [
      '--iw-7f3a',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      text,
      '--iw-7f3a',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      html,
      '--iw-7f3a--',
      '',
    ].join('\n'),
  );
});
