import { legalScreen } from './legal-screen';

/** /nl/privacy-verklaring: the agency's privacy statement. */
export const privacyScreen = legalScreen('privacy');
