import type { PortalFormat } from './types';

/**
 * Immoweb's enquiry mail (docs/portal-enquiries.md): from noreply@immoweb.be, Reply-To the
 * enquirer, "Label: value" lines in the language the enquirer used on immoweb.be (nl, fr, en),
 * the agency's reference as the listing was published ("Uw referentie") and the Immoweb code,
 * the number that ends the listing's link.
 */
export const IMMOWEB: PortalFormat = {
  portal: 'immoweb',
  domains: ['immoweb.be'],
  labels: {
    nl: {
      name: ['Naam'],
      email: ['E-mail', 'E-mailadres'],
      phone: ['Telefoon', 'Telefoonnummer', 'GSM'],
      message: ['Bericht'],
      reference: ['Uw referentie', 'Referentie'],
      portalId: ['Immoweb-code', 'Immowebcode'],
    },
    fr: {
      name: ['Nom'],
      email: ['E-mail', 'Adresse e-mail'],
      phone: ['Téléphone', 'Tél.', 'GSM'],
      message: ['Message'],
      reference: ['Votre référence', 'Référence'],
      portalId: ['Code Immoweb'],
    },
    en: {
      name: ['Name'],
      email: ['E-mail', 'Email'],
      phone: ['Phone', 'Telephone'],
      message: ['Message'],
      reference: ['Your reference', 'Reference'],
      portalId: ['Immoweb code'],
    },
  },
  listingLink: /immoweb\.be\/(?:nl|fr|en)\/(?:zoekertje|annonce|classified)\/\S*?\/(\d{6,9})\b/,
  subjectReference: /(?:referentie|référence|reference)\s*:?\s*([A-Za-z0-9][\w./-]{1,40})/i,
};
