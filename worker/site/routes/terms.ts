import { legalScreen } from './legal-screen';

/** /nl/gebruiksvoorwaarden: the agency's terms of use. */
export const termsScreen = legalScreen('terms');
