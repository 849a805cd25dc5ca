/** A site's settings as stored (SPEC §3 Settings), any of them possibly missing. */
export interface StoredSiteSettings {
  hiddenStatus?: number[] | null;
  showEstateAddress?: boolean | null;
  /** The agency's WhatsApp number, E.164 (issue 35). */
  whatsapp?: string | null;
  /** Cards show the agent's name and photo (issue 35). */
  cardAgent?: boolean | null;
}

/** A WhatsApp number as wa.me takes it: E.164, '+' and 7 to 15 digits, no leading zero (issue 35). */
export const WHATSAPP_NUMBER = /^\+[1-9]\d{6,14}$/;

/**
 * The settings of a site with the defaults for what it leaves out, the one place they are
 * written: no status hidden (SPEC §4 "an empty or missing list hides nothing"), and cards
 * that link to the estate's address page; a WhatsApp number and the agent on cards only when
 * set (issue 35), so a site without them keeps the document it had.
 */
export function siteSettingsOf(stored: StoredSiteSettings | null | undefined): { hiddenStatus: number[]; showEstateAddress: boolean; whatsapp?: string; cardAgent?: true } {
  return {
    hiddenStatus: Array.isArray(stored?.hiddenStatus) ? stored.hiddenStatus : [],
    showEstateAddress: stored?.showEstateAddress !== false,
    ...(typeof stored?.whatsapp === 'string' && WHATSAPP_NUMBER.test(stored.whatsapp) ? { whatsapp: stored.whatsapp } : {}),
    ...(stored?.cardAgent === true ? { cardAgent: true as const } : {}),
  };
}
