import type { Locale } from '../../../shared/i18n/locales';
import type { FieldName, PortalFormat } from './types';

/** A format's labels when its own are only its listing id's, per language: the common ones below hold the rest. */
export const idLabels = (portalId: Partial<Record<Locale, readonly string[]>>): PortalFormat['labels'] =>
  Object.fromEntries(Object.entries(portalId).map(([locale, names]) => [locale, { portalId: names }]));

/**
 * The labels any portal's mail may use besides its format's own (docs/portal-enquiries.md), per
 * language: the usual words for each field, so a portal's small rewording still reads. A
 * format's own labels come first where both fit.
 */
export const COMMON_LABELS: Partial<Record<Locale, Partial<Record<FieldName, readonly string[]>>>> = {
  nl: {
    name: ['Naam', 'Volledige naam', 'Contactpersoon'],
    firstName: ['Voornaam'],
    lastName: ['Achternaam', 'Familienaam'],
    email: ['E-mail', 'E-mailadres', 'E-mail adres', 'Email', 'Emailadres'],
    phone: ['Telefoon', 'Telefoonnummer', 'Tel.', 'Tel', 'GSM', 'Gsm-nummer', 'Mobiel'],
    message: ['Bericht', 'Uw bericht', 'Vraag', 'Uw vraag', 'Opmerking', 'Opmerkingen'],
    reference: ['Referentie', 'Uw referentie', 'Referentie makelaar', 'Referentienummer', 'Referentie van het pand', 'Ref.'],
  },
  fr: {
    name: ['Nom', 'Nom complet', 'Personne de contact'],
    firstName: ['Prénom'],
    lastName: ['Nom de famille'],
    email: ['E-mail', 'Adresse e-mail', 'Adresse email', 'Email', 'Courriel'],
    phone: ['Téléphone', 'Numéro de téléphone', 'Tél.', 'Tél', 'GSM', 'Portable'],
    message: ['Message', 'Votre message', 'Question', 'Votre question', 'Remarque', 'Remarques', 'Commentaire'],
    reference: [
      'Référence',
      'Votre référence',
      'Référence agence',
      'Référence du bien',
      // With the typographic apostrophe and the straight one: mails write either.
      'Référence de l’annonce',
      "Référence de l'annonce",
      'Réf.',
    ],
  },
  en: {
    name: ['Name', 'Full name', 'Contact person'],
    firstName: ['First name'],
    lastName: ['Last name', 'Surname'],
    email: ['E-mail', 'Email', 'Email address', 'E-mail address'],
    phone: ['Phone', 'Telephone', 'Phone number', 'Mobile'],
    message: ['Message', 'Your message', 'Question', 'Your question', 'Remark', 'Comments'],
    reference: ['Reference', 'Your reference', 'Agency reference', 'Property reference', 'Listing reference', 'Ref.'],
  },
  de: {
    name: ['Name', 'Vollständiger Name'],
    firstName: ['Vorname'],
    lastName: ['Nachname'],
    email: ['E-Mail', 'E-Mail-Adresse'],
    phone: ['Telefon', 'Telefonnummer'],
    message: ['Nachricht', 'Ihre Nachricht', 'Frage'],
    reference: ['Referenz', 'Ihre Referenz', 'Objektnummer'],
  },
};
