/**
 * How the site shows listings' addresses ("address display"): `full` street, number
 * and box (the default); `street` the street without number or box; `municipality` postal code
 * and city only. shared/domain/address.ts `shownAddress` applies it.
 */
export const ADDRESS_DISPLAYS = ['full', 'street', 'municipality'] as const;
export type AddressDisplay = (typeof ADDRESS_DISPLAYS)[number];

/** A site's settings as stored (Settings), any of them possibly missing. */
export interface StoredSiteSettings {
  hiddenStatus?: number[] | null;
  showEstateAddress?: boolean | null;
  /** The agency's WhatsApp number, E.164. */
  whatsapp?: string | null;
  /** Cards show the agent's name and photo. */
  cardAgent?: boolean | null;
  addressDisplay?: AddressDisplay | null;
  /** An external valuation (AVM) widget shown instead of our range: an https address. */
  avmWidgetUrl?: string | null;
  /** The agency's MCP server's tool groups (docs/assistants.md): a group set to false is off; absent, on. */
  assistants?: Partial<Record<AssistantToolGroup, boolean>> | null;
}

/** The switches of the agency's MCP server: its search and facts tools, and the requests (viewing, contact) it takes. */
export const ASSISTANT_TOOL_GROUPS = ['facts', 'requests'] as const;
export type AssistantToolGroup = (typeof ASSISTANT_TOOL_GROUPS)[number];

/** Which tool groups of the MCP server are on: each unless switched off (both on by default, docs/assistants.md "For the agency"). */
export function assistantGroupsOf(stored: StoredSiteSettings | null | undefined): Record<AssistantToolGroup, boolean> {
  return { facts: stored?.assistants?.facts !== false, requests: stored?.assistants?.requests !== false };
}

/**
 * Whether an address may be the AVM widget's: https, no credentials, a plain host
 * name (its origin goes into the site's CSP frame-src as it is, so nothing else may ride along).
 */
export function isAvmWidgetUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && /^([a-z0-9-]+\.)+[a-z0-9-]{2,}$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** A WhatsApp number as wa.me takes it: E.164, '+' and 7 to 15 digits, no leading zero. */
export const WHATSAPP_NUMBER = /^\+[1-9]\d{6,14}$/;

/**
 * The settings of a site with the defaults for what it leaves out, the one place they are
 * written: no status hidden, cards that
 * link to the estate's address page, and the full address; a WhatsApp number and the agent on
 * cards only when set, the MCP server's tool groups only when one is off, so a site
 * without them keeps the document it had.
 */
export function siteSettingsOf(stored: StoredSiteSettings | null | undefined): {
  hiddenStatus: number[];
  showEstateAddress: boolean;
  addressDisplay: AddressDisplay;
  whatsapp?: string;
  cardAgent?: true;
  avmWidgetUrl?: string;
  assistants?: Record<AssistantToolGroup, boolean>;
} {
  const display = stored?.addressDisplay;
  const assistants = assistantGroupsOf(stored);
  return {
    hiddenStatus: Array.isArray(stored?.hiddenStatus) ? stored.hiddenStatus : [],
    showEstateAddress: stored?.showEstateAddress !== false,
    ...(typeof stored?.whatsapp === 'string' && WHATSAPP_NUMBER.test(stored.whatsapp) ? { whatsapp: stored.whatsapp } : {}),
    ...(stored?.cardAgent === true ? { cardAgent: true as const } : {}),
    addressDisplay: display === 'street' || display === 'municipality' ? display : 'full',
    // Only when set, so a site without one keeps the document it had.
    ...(typeof stored?.avmWidgetUrl === 'string' && isAvmWidgetUrl(stored.avmWidgetUrl) ? { avmWidgetUrl: stored.avmWidgetUrl } : {}),
    // Only when a group is off, so a site with both on keeps the document it had.
    ...(assistants.facts && assistants.requests ? {} : { assistants }),
  };
}
