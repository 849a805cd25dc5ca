import type { PortalFormat } from './types';

/**
 * Zimmo's enquiry mail (docs/portal-enquiries.md): from no-reply@zimmo.be, the enquirer's first
 * and last name apart, their question, the agency's reference ("Referentie makelaar") and the
 * Zimmo code, the five or six letters and digits of the listing's link, in nl, fr or en.
 */
export const ZIMMO: PortalFormat = {
  portal: 'zimmo',
  domains: ['zimmo.be'],
  labels: {
    nl: {
      firstName: ['Voornaam'],
      lastName: ['Familienaam', 'Achternaam'],
      name: ['Naam'],
      email: ['E-mailadres', 'E-mail'],
      phone: ['Telefoonnummer', 'Telefoon'],
      message: ['Vraag', 'Bericht'],
      reference: ['Referentie makelaar', 'Referentie'],
      portalId: ['Zimmo-code', 'Zimmocode'],
    },
    fr: {
      firstName: ['Prénom'],
      lastName: ['Nom de famille'],
      name: ['Nom'],
      email: ['Adresse e-mail', 'E-mail'],
      phone: ['Numéro de téléphone', 'Téléphone'],
      message: ['Question', 'Message'],
      reference: ['Référence agence', 'Référence'],
      portalId: ['Code Zimmo'],
    },
    en: {
      firstName: ['First name'],
      lastName: ['Last name'],
      name: ['Name'],
      email: ['Email address', 'E-mail'],
      phone: ['Phone number', 'Phone'],
      message: ['Question', 'Message'],
      reference: ['Agency reference', 'Reference'],
      portalId: ['Zimmo code'],
    },
  },
  listingLink: /zimmo\.be\/(?:nl|fr|en)\/\S*?\/([A-Z0-9]{5,6})\/?(?:[\s?#]|$)/,
  subjectReference: /\(([A-Za-z0-9][\w./-]{1,40})\)\s*$/,
};
