import * as z from 'zod/mini';
import { type ConsoleLeads, LEAD_FAILURES } from '../../console';
import type { ConsoleBrand } from '../../console-brand';
import { DOMAIN_PROBLEMS, DOMAIN_STATES, type Domains } from '../../console-domains';
import { type Checklist, GOLIVE_STEPS, type PreviewLink } from '../../console-golive';
import type { ConsoleLanguages } from '../../console-languages';
import type { ConsoleLegal } from '../../console-legal';
import type { ConsoleDocument, DocumentRefusal } from '../../console-documents';
import type { ConsoleMedia, MediaRefusal } from '../../console-media';
import type { ConsoleListings, ConsoleSellerLinks, NewSellerLink } from '../../console-seller-links';
import type { ConsoleSettings } from '../../console-settings';
import type { ConsoleTags } from '../../console-tags';
import type { ConsoleAssistants } from '../../console-assistants';
import type { ConsoleStats } from '../../stats';
import type { LegalField } from '../../../domain/legal';
import { ADDRESS_DISPLAYS } from '../../../domain/site-settings';
import { RECIPIENT_KINDS } from '../../lead-kinds';
import { MAIL_WHEN } from '../../lead-routing';
import { answerOf, documentOf, locale, nullableString, site } from './common';
import { optionalNumber, lastTest } from './crm';

/* The answers about a site's own settings: legal data, brand, domains, going live, settings, leads, statistics, seller links (its CRM: crm.ts). */

const strings = z.array(z.string());

export const legal = answerOf<ConsoleLegal>()(
  z.object({
    site,
    locales: z.array(locale),
    legal: z.nullable(documentOf<NonNullable<ConsoleLegal['legal']>>()),
    contact: documentOf<ConsoleLegal['contact']>(),
    biv: z.nullable(documentOf<NonNullable<ConsoleLegal['biv']>>()),
    missing: z.array(z.custom<LegalField>((value) => typeof value === 'string')),
  }),
);

export const brand = answerOf<ConsoleBrand>()(
  z.object({
    site,
    theme: z.object({ primary: z.string(), primaryText: z.string(), accent: z.string(), background: z.string() }),
    logo: z.nullable(
      z.object({ url: z.string(), stored: z.boolean(), type: z.optional(z.string()), bytes: optionalNumber, width: optionalNumber, height: optionalNumber }),
    ),
  }),
);

export const media = answerOf<ConsoleMedia>()(
  z.object({ url: z.string(), type: z.enum(['image/png', 'image/jpeg', 'image/webp']), bytes: z.number(), width: z.number(), height: z.number() }),
);

export const mediaRefusal = answerOf<MediaRefusal>()(
  z.object({
    error: z.enum(['type', 'tooBig', 'small', 'large']),
    field: z.literal('image'),
    width: optionalNumber,
    height: optionalNumber,
    minWidth: optionalNumber,
    minHeight: optionalNumber,
    max: optionalNumber,
  }),
);

export const document = answerOf<ConsoleDocument>()(z.object({ url: z.string(), bytes: z.number() }));

export const documentRefusal = answerOf<DocumentRefusal>()(z.object({ error: z.enum(['type', 'large', 'tooBig']), max: optionalNumber }));

export const domains = answerOf<Domains>()(
  z.object({
    site,
    target: nullableString,
    primaryHostname: nullableString,
    domains: z.array(
      z.object({
        hostname: z.string(),
        state: z.enum(DOMAIN_STATES),
        records: z.array(
          z.object({ type: z.enum(['CNAME', 'TXT']), name: z.string(), value: z.string(), purpose: z.enum(['traffic', 'ownership', 'certificate']) }),
        ),
        problems: z.array(z.object({ code: z.enum(DOMAIN_PROBLEMS), message: z.optional(z.string()) })),
        primary: z.boolean(),
        wantsPrimary: z.boolean(),
        redirectsTo: nullableString,
        createdAt: z.string(),
        checkedAt: nullableString,
        activeAt: nullableString,
      }),
    ),
  }),
);

export const checklist = answerOf<Checklist>()(
  z.object({
    siteId: z.number(),
    steps: z.array(z.object({ step: z.enum(GOLIVE_STEPS), done: z.boolean() })),
    crmOpen: z.nullable(z.object({ connectionId: z.number(), kind: z.string(), lastTest })),
    needsAttention: z.number(),
    leads: z.object({
      crm: nullableString,
      mailbox: nullableString,
      mailboxOnPublish: nullableString,
      routes: z.array(
        z.object({
          kind: z.enum(RECIPIENT_KINDS),
          route: z.object({ webhook: z.boolean(), crm: z.boolean(), mail: z.nullable(z.object({ to: z.string(), when: z.enum(MAIL_WHEN) })) }),
        }),
      ),
    }),
    office: z.object({ state: z.enum(['live', 'onPublish', 'none']), address: nullableString }),
    live: z.boolean(),
    lastChange: z.nullable(z.object({ action: z.enum(['publish', 'unpublish']), by: z.string(), at: z.string() })),
  }),
);

export const previewLink = answerOf<PreviewLink>()(z.object({ token: z.string(), hostname: z.string(), expiresAt: z.string() }));

const email = z.object({ to: z.string(), from: z.optional(z.string()), recipients: z.optional(z.record(z.string(), z.string())) });
export const settings = answerOf<ConsoleSettings>()(
  z.object({
    site,
    hiddenStatus: z.array(z.number()),
    showEstateAddress: z.boolean(),
    whatsapp: nullableString,
    cardAgent: z.boolean(),
    addressDisplay: z.enum(ADDRESS_DISPLAYS),
    email: z.nullable(email),
    legalMailbox: nullableString,
    captcha: z.nullable(z.object({ provider: z.enum(['recaptcha', 'turnstile']), siteKey: z.string(), secretSet: z.boolean() })),
    avmWidgetUrl: nullableString,
    ownerApproval: z.boolean(),
  }),
);

export const tags = answerOf<ConsoleTags>()(z.object({ site, tags: z.record(z.string(), z.string()) }));
export const assistants = answerOf<ConsoleAssistants>()(
  z.object({ site, url: nullableString, groups: z.object({ facts: z.boolean(), requests: z.boolean() }) }),
);

const languageSet = z.object({ locales: z.array(locale), defaultLocale: locale });
export const languages = answerOf<ConsoleLanguages>()(z.object({ site, live: languageSet, draft: languageSet, version: z.number() }));

export const leads = answerOf<ConsoleLeads>()(
  z.object({
    site,
    leads: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        createdAt: z.string(),
        person: z.object({ name: nullableString, email: nullableString, phone: nullableString }),
        listing: z.nullable(documentOf<NonNullable<ConsoleLeads['leads'][number]['listing']>>()),
        attribution: z.nullable(documentOf<NonNullable<ConsoleLeads['leads'][number]['attribution']>>()),
        deliveredTo: strings,
        status: z.string(),
        attempts: z.number(),
        needsAttention: nullableString,
        failure: z.nullable(z.object({ reason: z.enum(LEAD_FAILURES), crm: nullableString, nextTryAt: z.optional(z.string()) })),
        lastError: nullableString,
        bookedAt: nullableString,
      }),
    ),
    next: nullableString,
  }),
);

/** A holiday reservation request marked booked, or not: when (null: not booked). */
export const booked = answerOf<{ bookedAt: string | null }>()(z.object({ bookedAt: nullableString }));

const counts = z.object({ value: z.string(), counts: z.record(z.string(), z.number()) });
export const stats = answerOf<ConsoleStats>()(
  z.object({
    site,
    from: z.string(),
    to: z.string(),
    bySourceClass: z.array(counts),
    bySource: z.array(counts),
    byDay: z.array(z.object({ day: z.string(), visits: z.number(), views: z.number(), leads: z.number() })),
    listings: z.array(z.extend(counts, { reference: nullableString })),
    zeroResults: z.array(z.object({ filter: z.string(), count: z.number() })),
    byDevice: z.array(counts),
    byLang: z.array(counts),
    tools: z.array(z.object({ tool: z.string(), count: z.number() })),
  }),
);

const listing = z.object({ id: z.number(), reference: nullableString, title: nullableString, city: nullableString, status: z.string() });
export const listings = answerOf<ConsoleListings>()(z.object({ site, listings: z.array(listing) }));

export const sellerLinks = answerOf<ConsoleSellerLinks>()(
  z.object({
    site,
    listing,
    links: z.array(
      z.object({
        id: z.number(),
        locale,
        createdAt: z.string(),
        createdBy: nullableString,
        expiresOn: nullableString,
        revokedAt: nullableString,
        openedAt: nullableString,
        openCount: z.number(),
      }),
    ),
  }),
);

export const newSellerLink = answerOf<NewSellerLink>()(z.object({ id: z.number(), url: z.string() }));
