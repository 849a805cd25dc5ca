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
  // Its other labels (Naam, E-mail, Tel., Opmerking, Referentie makelaar…) are among the common ones.
  labels: {
    nl: { portalId: ['Immovlan-code'] },
    fr: { portalId: ['Code Immovlan'] },
    en: { phone: ['Tel.'], portalId: ['Immovlan code'] },
  },
  listingLink: /immovlan\.be\/(?:nl|fr|en)\/detail\/\S*?\/([a-z]{2,4}\d{4,8})\b/i,
};
