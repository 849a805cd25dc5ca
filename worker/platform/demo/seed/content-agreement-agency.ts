/** What the legal texts say about the agency, in the language of the text. */
export interface AgreementAgency {
  name: string;
  /** Street and number, e.g. 'Kouter 18'. */
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  vat: string;
  biv: string;
  /** The courts competent for disputes, as a phrase: 'het gerechtelijk arrondissement …'. */
  court: string;
  privacyPath: string;
  subscribePath: string;
}
