import type { PortalFormat } from './types';

/**
 * Immovlan's enquiry mail (docs/portal-enquiries.md): from notifications@immovlan.be (or
 * no-reply@), the enquirer's name, e-mail, phone and remark, the agency's reference
 * ("Referentie makelaar") and the Immovlan code (letters then digits, as its links end), in nl,
 * fr or en.
 */
export const IMMOVLAN: PortalFormat = {
  portal: 'immovlan',
  domains: ['immovlan.be'],
  labels: {
    nl: {
      name: ['Naam'],
      email: ['E-mail'],
      phone: ['Tel.', 'Telefoon'],
      message: ['Opmerking', 'Bericht'],
      reference: ['Referentie makelaar', 'Uw referentie'],
      portalId: ['Immovlan-code'],
    },
    fr: {
      name: ['Nom'],
      email: ['E-mail'],
      phone: ['Tél.', 'Téléphone'],
      message: ['Remarque', 'Message'],
      reference: ['Référence agence', 'Votre référence'],
      portalId: ['Code Immovlan'],
    },
    en: {
      name: ['Name'],
      email: ['E-mail'],
      phone: ['Tel.', 'Phone'],
      message: ['Remark', 'Message'],
      reference: ['Agency reference', 'Your reference'],
      portalId: ['Immovlan code'],
    },
  },
  listingLink: /immovlan\.be\/(?:nl|fr|en)\/detail\/\S*?\/([a-z]{2,4}\d{4,8})\b/i,
};
