import { idLabels } from './common-labels';
import type { PortalFormat } from './types';

/**
 * Zimmo's enquiry mail (docs/portal-enquiries.md): from no-reply@zimmo.be, the enquirer's first
 * and last name apart, their question, the agency's reference ("Referentie makelaar") and the
 * Zimmo code, the five or six letters and digits of the listing's link, in nl, fr or en.
 */
export const ZIMMO: PortalFormat = {
  portal: 'zimmo',
  domains: ['zimmo.be'],
  // Its other labels (Voornaam, Familienaam, E-mailadres, Vraag, Referentie makelaar…) are among the common ones.
  labels: idLabels({ nl: ['Zimmo-code', 'Zimmocode'], fr: ['Code Zimmo'], en: ['Zimmo code'] }),
  listingLink: /zimmo\.be\/(?:nl|fr|en)\/\S*?\/([A-Z0-9]{5,6})\/?(?:[\s?#]|$)/,
  subjectReference: /\(([A-Za-z0-9][\w./-]{1,40})\)\s*$/,
};
