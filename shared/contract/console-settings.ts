import * as z from 'zod/mini';
import type { ConsoleSite } from './console';
import type { RecipientKind } from './lead-kinds';
import type { AddressDisplay } from '../domain/site-settings';

/*
 * The console's site settings, owners only: GET and PUT /console-api/sites/{id}/settings.
 * Settings are the site's record, not its content: they take effect at once (no draft), through
 * the admin API's own site update (worker/platform/site-api/sites.ts), whose schema judges them.
 */

export interface ConsoleSettings {
  site: ConsoleSite;
  /** Status ids (MAIN_TRANSACTION_IDS) whose listings the site never shows. */
  hiddenStatus: number[];
  /** Whether a property card links to the property's page. */
  showEstateAddress: boolean;
  /** The agency's WhatsApp number (E.164), a contact option on listings; null: none. */
  whatsapp: string | null;
  /** Whether cards show the agent's name and photo. */
  cardAgent: boolean;
  /** How the site shows listings' addresses: full, street without number, municipality only. */
  addressDisplay: AddressDisplay;
  /**
   * The agency's mailbox for leads, the sender on its own mail domain (none: the deploy's), and
   * another address per kind of lead (a kind left out goes to the mailbox).
   */
  email: { to: string; from?: string; recipients?: Partial<Record<RecipientKind, string>> } | null;
  /** The legal data's e-mail address: the mailbox a site going live without one gets (null: none). */
  legalMailbox: string | null;
  /** The agency's own captcha keys: the secret only as "set", never answered. */
  captcha: { provider: CaptchaProvider; siteKey: string; secretSet: boolean } | null;
  /** The external valuation widget the wizard offers instead of our range; null: none. */
  avmWidgetUrl: string | null;
  /** Editors' changes are published by an owner: editors submit the draft for approval (console-drafts.ts). */
  ownerApproval: boolean;
}

export type CaptchaProvider = 'recaptcha' | 'turnstile';

/** PUT …/settings: every key replaces the stored one; `email: null` stops mailing leads. */
export interface SettingsUpdate {
  hiddenStatus: number[];
  showEstateAddress: boolean;
  /** Left out: kept as stored; null: none. Refused unless E.164 (`settings.whatsapp`). */
  whatsapp?: string | null;
  cardAgent?: boolean;
  /** A string: the platform's schema judges it (a wrong one: the field error `settings.addressDisplay`); left out: kept. */
  addressDisplay?: string;
  email: { to: string; from?: string; recipients?: Partial<Record<RecipientKind, string>> } | null;
}

/**
 * PUT …/settings/captcha: the agency's captcha keys. `secret` left out keeps the stored one (it
 * is write-only: a form never shows it); a first one must give it. DELETE …/settings/captcha
 * goes back to the deploy's keys. Refusals are field errors (`captcha.provider`, `captcha.siteKey`,
 * `captcha.secret`).
 */
export interface CaptchaUpdate {
  provider: CaptchaProvider;
  siteKey: string;
  secret?: string;
}

/**
 * PUT …/settings/avm: the external valuation widget's https address, null to go back
 * to our range. A refusal is a field error on `settings.avmWidgetUrl`.
 */
export interface AvmWidgetUpdate {
  url: string | null;
}

/** PUT …/settings/approval: whether editors' changes are published by an owner (off: editors publish, as owners do). */
export const approvalUpdate = z.object({ required: z.boolean() });
export type ApprovalUpdate = z.input<typeof approvalUpdate>;
