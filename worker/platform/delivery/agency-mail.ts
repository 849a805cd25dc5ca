import { brusselsClock } from '../../../shared/format/brussels-time';
import { HEAD_TYPES } from '../../../shared/domain/property-types';
import { formatPrice } from '../../../shared/format/measures';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { Attribution } from '../../../shared/contract/attribution';
import { buildPath } from '../../../shared/routes';
import type { LeadListing } from '../leads/lead';
import { ADDRESS, anchor, type Content, html, localized, type MailContext, mailOrigin, mailPage, periodOf, personName, text, unitLabel } from './mail-parts';
import { AGENCY_KINDS, type AgencyKind, type FieldLabel, mailText } from './mail-texts';
import type { OutboxMessage } from './outbox-message';

// The agency's mail of a lead (the AGENCY_KINDS): who, about which listing (as the CRM knows
// it, when the delivery put `document.listing` on the message), what they asked or search,
// and where the visitor came from (`document.attribution`), in the site's default language.

interface Field {
  label: FieldLabel;
  value: string;
  href?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Only a web address becomes a link. */
const webAddress = (value: string): string | undefined => (/^https?:\/\/[^\s]+$/i.test(value) ? value : undefined);

/** The listing as the CRM knows it (LeadListing), else our estate or unit as the form stored it. */
function listingFields(document: Record<string, unknown>, locale: Locale, link: (path: string) => string | undefined, linkLocale: Locale): Field[] {
  const listing = isObject(document.listing) ? (document.listing as LeadListing) : null;
  if (listing) {
    const id = listing.estateId ?? listing.rentalUnitId;
    const url = text(listing.url);
    const externalId = text(listing.externalId);
    const ours =
      typeof listing.estateId === 'number'
        ? link(buildPath('estate', { estateId: listing.estateId }, linkLocale))
        : typeof listing.rentalUnitId === 'number'
          ? link(buildPath('holidayRental', { rentalUnitId: listing.rentalUnitId }, linkLocale))
          : undefined;
    return [
      {
        label: listing.rentalUnitId !== undefined ? 'unit' : 'estate',
        value: text(listing.title) || (id !== undefined ? `#${text(id)}` : url),
        href: webAddress(url) ?? ours,
      },
      { label: 'listingReference', value: text(listing.reference) },
      { label: 'crmId', value: externalId && text(listing.source) ? `${externalId} (${text(listing.source)})` : externalId },
    ];
  }
  const fields: Field[] = [];
  if (typeof document.estateId === 'number') {
    fields.push({ label: 'estate', value: `#${document.estateId}`, href: link(buildPath('estate', { estateId: document.estateId }, linkLocale)) });
  }
  const unit = document.unit as { id?: unknown } | undefined;
  if (unit && typeof unit.id === 'number') {
    fields.push({ label: 'unit', value: unitLabel(unit, locale), href: link(buildPath('holidayRental', { rentalUnitId: unit.id }, linkLocale)) });
  }
  return fields;
}

const HEAD_TYPE_CODES = new Map<number, string>(Object.entries(HEAD_TYPES).map(([code, id]) => [id, code]));
const STATUSES = new Set(['FOR_SALE', 'TO_RENT']);

/** A subscription's search in words: statuses, cities by name, types, price range, bedrooms. */
function criteriaFields(document: Record<string, unknown>, locale: Locale): Field[] {
  const criteria = isObject(document.criteria) ? document.criteria : {};
  const statuses = list(criteria.statuses).filter((status): status is string => typeof status === 'string' && STATUSES.has(status));
  // The names the confirmation wrote (criteria.cities), else the ids the visitor chose.
  const named = list(criteria.cities).filter(isObject);
  const cities = named.length
    ? named.map((city) => [localized(city.name, locale), text(city.zip) ? `(${text(city.zip)})` : ''].filter(Boolean).join(' '))
    : list(criteria.cityIds).map((id) => `#${text(id)}`);
  const types = list(criteria.headTypeIds).flatMap((id) => {
    const code = typeof id === 'number' ? HEAD_TYPE_CODES.get(id) : undefined;
    return code ? [mailText(locale, `enum.Type.${code}`)] : [];
  });
  const min = typeof criteria.priceMin === 'number' ? formatPrice(criteria.priceMin) : '';
  const max = typeof criteria.priceMax === 'number' ? formatPrice(criteria.priceMax) : '';
  const price =
    min && max
      ? mailText(locale, 'criteria.priceRange', { min, max })
      : min
        ? mailText(locale, 'criteria.priceFrom', { min })
        : max
          ? mailText(locale, 'criteria.priceTo', { max })
          : '';
  const bedrooms =
    typeof criteria.bedroomsMin === 'number' && criteria.bedroomsMin > 0
      ? mailText(locale, 'criteria.bedroomsMin', { count: String(criteria.bedroomsMin) })
      : '';
  return [
    { label: 'statuses', value: statuses.map((status) => mailText(locale, `criteria.status.${status}`)).join(', ') },
    { label: 'cities', value: cities.filter(Boolean).join(', ') },
    { label: 'types', value: types.join(', ') },
    { label: 'price', value: price },
    { label: 'bedrooms', value: bedrooms },
  ];
}

/** Where the visitor came from (Attribution): landing page, referring site, campaign, ad click. */
function attributionFields(value: unknown, link: (path: string) => string | undefined): Field[] {
  if (!isObject(value)) return [];
  const attribution = value as Attribution;
  const landing = text(attribution.landingPage);
  const landingLink = landing.startsWith('/') && !landing.startsWith('//') ? link(landing) : undefined;
  const pairs = (entries: Record<string, unknown> | undefined, prefix: string) =>
    Object.entries(isObject(entries) ? entries : {})
      .filter(([, entry]) => text(entry))
      .map(([key, entry]) => `${prefix}${key}=${text(entry)}`)
      .join(', ');
  return [
    { label: 'landingPage', value: landingLink ?? landing, href: landingLink },
    { label: 'referrer', value: text(attribution.referrer) },
    { label: 'campaign', value: pairs(attribution.utm, 'utm_') },
    { label: 'adClick', value: pairs(attribution.clickIds, '') },
    // The pages the visitor's session viewed before sending it, oldest first, one a line.
    {
      label: 'pagesViewed',
      value: (Array.isArray(attribution.pages) ? attribution.pages : [])
        .map((page) => (text(page.title) ? `${text(page.title)} (${text(page.path)})` : text(page.path)))
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** The facts of a message for the agency, in a fixed order; empty ones are left out. */
function agencyFields(message: OutboxMessage, context: MailContext, locale: Locale): Field[] {
  const document = message.document;
  const origin = mailOrigin(context.site, context.localPort);
  const linkLocale = isLocale(document.locale) ? document.locale : locale;
  const link = (path: string) => (origin ? origin + path : undefined);
  const fields: Field[] = [
    { label: 'name', value: personName(document) },
    { label: 'email', value: text(document.email) },
    { label: 'phone', value: text(document.phone) },
    { label: 'subject', value: text(document.subject) },
    ...listingFields(document, locale, link, linkLocale),
  ];
  // A request sent from an agent's page names the agent.
  const agent = isObject(document.agent) ? document.agent : null;
  if (agent) fields.push({ label: 'agent', value: [text(agent.name), text(agent.email) ? `(${text(agent.email)})` : ''].filter(Boolean).join(' ') });
  if (isObject(document.unit) || isObject(document.period)) {
    const { start, end } = periodOf(document);
    if (start) fields.push({ label: 'period', value: `${start} – ${end}` });
  }
  fields.push({ label: 'guests', value: text(document.guests) });
  if (context.slotStart) {
    const when = brusselsClock(context.slotStart, locale);
    fields.push({ label: 'when', value: `${when.weekday} ${when.date} ${when.time}` });
  }
  if (message.kind === 'subscription') fields.push(...criteriaFields(document, locale));
  fields.push({ label: 'message', value: text(document.message) });
  const page = text(document.page);
  const pageLink = page.startsWith('/') && !page.startsWith('//') ? link(page) : undefined;
  fields.push({ label: 'page', value: pageLink ?? page, href: pageLink });
  fields.push({ label: 'source', value: text(document.source) });
  fields.push({ label: 'reference', value: message.id });
  return fields.filter((field) => field.value);
}

/**
 * The agency's mail of a message: Reply-To the visitor, in the site's default language; when
 * the CRM refused the lead (context.crmNotice) it opens by saying so; the attribution, when the
 * form carried one, is a block of its own at the end.
 */
export function agencyContent(message: OutboxMessage, context: MailContext): Content {
  const locale = isLocale(context.site.defaultLanguage) ? context.site.defaultLanguage : DEFAULT_LOCALE;
  const document = message.document;
  const name = personName(document) || text(document.email);
  const kind: AgencyKind | 'other' = (AGENCY_KINDS as readonly string[]).includes(message.kind) ? (message.kind as AgencyKind) : 'other';
  const label = (field: FieldLabel) => mailText(locale, `labels.${field}`);
  const visitor = text(document.email);
  const replyTo = ADDRESS.test(visitor) ? visitor : undefined;
  const reason = text(context.crmNotice);
  const down = context.crmDown;
  const notice = down
    ? mailText(locale, 'crmDown.text', {
        crm: down.crm,
        why: mailText(locale, `crmDown.${down.kind === 'rate-limited' || down.kind === 'timeout' ? down.kind : 'unavailable'}`),
      })
    : reason
      ? mailText(locale, context.crmRetrying ? 'crmRetrying' : 'crmNotice', { reason })
      : '';
  const intro = mailText(locale, 'intro', { site: context.site.name });
  const hint = replyTo ? mailText(locale, 'replyHint', { name }) : '';
  const origin = mailOrigin(context.site, context.localPort);
  const fields = agencyFields(message, context, locale);
  const cameFrom = attributionFields(document.attribution, (path) => (origin ? origin + path : undefined)).filter((field) => field.value);
  const textOf = (rows: Field[]) =>
    rows.map(({ label: field, value, href }) => {
      const shown = href && href !== value ? `${value} (${href})` : value;
      return shown.includes('\n') ? `${label(field)}:\n${shown}` : `${label(field)}: ${shown}`;
    });
  const rowOf = ({ label: field, value, href }: Field) =>
    `<tr><th align="left" valign="top">${html(label(field))}</th><td>${href ? anchor(href, value) : html(value)}</td></tr>`;
  const tableOf = (rows: Field[]) => `<table cellpadding="4">${rows.map(rowOf).join('')}</table>`;
  const heading = mailText(locale, 'attribution');
  return {
    locale,
    subject: mailText(locale, `agencySubject.${kind}`, { name }),
    replyTo,
    text: [
      ...(notice ? [notice, ''] : []),
      intro,
      '',
      ...textOf(fields),
      ...(cameFrom.length ? ['', `${heading}:`, ...textOf(cameFrom)] : []),
      ...(hint ? ['', hint] : []),
    ].join('\n'),
    html: mailPage(
      locale,
      `${notice ? `<p><strong>${html(notice)}</strong></p>` : ''}<p>${html(intro)}</p>${tableOf(fields)}` +
        `${cameFrom.length ? `<h3>${html(heading)}</h3>${tableOf(cameFrom)}` : ''}${hint ? `<p>${html(hint)}</p>` : ''}`,
    ),
  };
}
