/**
 * What the legal texts say about the agency, in the language of the text, each value already
 * HTML-escaped. Only the name and the two paths are sure to be there: a text leaves out the
 * sentence or the words of a missing value (a new agency fills its legal data later).
 */
export interface AgreementAgency {
  /** The legal name (`legal.company`), else the site's name. */
  name: string;
  /** Street, postal code and city, e.g. 'Kouter 18, 9000 Gent'. */
  address?: string;
  email?: string;
  phone?: string;
  /** The enterprise number (KBO/BCE), e.g. '0712.345.678' or 'BE 0712.345.678'. */
  enterpriseNumber?: string;
  /** The BIV/IPI registration number. */
  biv?: string;
  /** The supervising authority, with its address. */
  authority?: string;
  /** The professional title, e.g. 'erkend vastgoedmakelaar-bemiddelaar (BIV)'. */
  title?: string;
  /** The professional liability insurer and the policy number. */
  insurer?: { name: string; policy: string };
  /** The privacy statement's controller (`legal.privacy.controller`), else the name. */
  controller: string;
  /** Where privacy requests go (`legal.privacy.email`), else the agency's e-mail. */
  privacyEmail?: string;
  /** The courts competent for disputes, as a phrase ('het gerechtelijk arrondissement …'); absent: those of the agency's seat. */
  court?: string;
  privacyPath: string;
  subscribePath: string;
}

/**
 * A text filled for an agency from its template (agreements-privacy.ts, agreements-terms.ts):
 * `{key}` is the agency's value (already HTML-escaped; absent: nothing), `{?a|b}…{:}…{/}` the
 * first part when one of the values is there (a number other than 0, a non-empty string), else
 * the second (`{:}…` may be left out); blocks nest. Besides the agency's own values a template
 * reads `insurerName` and `insurerPolicy`. How long requests and viewings are kept is no value
 * here: the statement keeps its marks, filled whenever it is read (retention-clause.ts).
 * @example fillAgreement('<strong>{name}</strong>{?biv}, BIV {biv}{/}', agency) // '<strong>Immo Noord</strong>, BIV 512.345'
 */
export function fillAgreement(template: string, a: AgreementAgency): string {
  const values: Record<string, unknown> = {
    ...a,
    insurerName: a.insurer?.name,
    insurerPolicy: a.insurer?.policy,
  };
  const parts = template.split(/\{([?:/]?[a-zA-Z|]*)\}/);
  // For each open block: whether it is shown at all, and whether its test held.
  const open: { outer: boolean; held: boolean }[] = [];
  let shown = true;
  let html = '';
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (shown) html += part;
    } else if (part.startsWith('?')) {
      const held = part
        .slice(1)
        .split('|')
        .some((key) => Boolean(values[key]));
      open.push({ outer: shown, held });
      shown &&= held;
    } else if (part === ':') {
      const block = open.at(-1);
      shown = Boolean(block?.outer && !block.held);
    } else if (part === '/') {
      shown = open.pop()?.outer ?? true;
    } else if (shown) {
      html += String(values[part] ?? '');
    }
  });
  return html;
}
