import type { PortalFormat } from './types';

/**
 * Realo's enquiry mail (docs/portal-enquiries.md): from noreply@realo.be, HTML only (a table
 * of label and value cells, read as "Label: value"), the agency's reference and the listing's
 * link, whose last number is Realo's id, in nl, fr or en.
 */
export const REALO: PortalFormat = {
  portal: 'realo',
  domains: ['realo.be', 'realo.com'],
  labels: {
    nl: { name: ['Naam'], email: ['E-mail'], phone: ['Telefoon'], message: ['Bericht'], reference: ['Referentie'], portalId: ['Realo-ID'] },
    fr: { name: ['Nom'], email: ['E-mail'], phone: ['Téléphone'], message: ['Message'], reference: ['Référence'], portalId: ['ID Realo'] },
    en: { name: ['Name'], email: ['Email', 'E-mail'], phone: ['Phone'], message: ['Message'], reference: ['Reference'], portalId: ['Realo ID'] },
  },
  listingLink: /realo\.(?:be|com)\/(?:nl|fr|en)\/[^\s"]*?\/(\d{6,10})\b/,
};
