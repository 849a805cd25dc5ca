import { idLabels } from './common-labels';
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
  // Its other labels (Naam, E-mail, Telefoon, Bericht, Uw referentie…) are among the common ones.
  labels: idLabels({ nl: ['Immoweb-code', 'Immowebcode'], fr: ['Code Immoweb'], en: ['Immoweb code'] }),
  listingLink: /immoweb\.be\/(?:nl|fr|en)\/(?:zoekertje|annonce|classified)\/\S*?\/(\d{6,9})\b/,
  subjectReference: /(?:referentie|référence|reference)\s*:?\s*([A-Za-z0-9][\w./-]{1,40})/i,
};
