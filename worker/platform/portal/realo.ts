import { idLabels } from './common-labels';
import type { PortalFormat } from './types';

/**
 * Realo's enquiry mail (docs/portal-enquiries.md): from noreply@realo.be, HTML only (a table
 * of label and value cells, read as "Label: value"), the agency's reference and the listing's
 * link, whose last number is Realo's id, in nl, fr or en.
 */
export const REALO: PortalFormat = {
  portal: 'realo',
  domains: ['realo.be', 'realo.com'],
  // Its other labels (Naam, E-mail, Telefoon, Bericht, Referentie…) are among the common ones.
  labels: idLabels({ nl: ['Realo-ID'], fr: ['ID Realo'], en: ['Realo ID'] }),
  listingLink: /realo\.(?:be|com)\/(?:nl|fr|en)\/[^\s"]*?\/(\d{6,10})\b/,
};
