import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { addressLine, placeLine } from '../../../shared/domain/address';
import { detailTabs } from '../../../shared/domain/detail-tabs';
import { builtAreaLabelKey, cardTitle, estateCard } from '../../../shared/domain/estate-card';
import { estatePath, projectEntityPath } from '../../../shared/domain/estate-links';
import { galleryImages } from '../../../shared/domain/images';
import { agentByEmail, agentPath } from '../../../shared/domain/agents';
import { getEntityItems } from '../upstream/content';
import { mapMarker, siteMarker } from '../../../shared/domain/map-markers';
import { priceText, soldOrRented } from '../../../shared/domain/price';
import { costQueryOf, estateCostsOf } from '../../../shared/domain/purchase-costs';
import { deedDateOf } from '../../../shared/domain/cost-of-owning';
import { enumLabel, localizedValue, translate } from '../../../shared/i18n';
import type { Estate } from '../../../shared/types/estate';
import { captchaOf, mapTilesOf } from '../config/page-settings';
import type { AppEnv } from '../env';
import { isNotFound } from '../upstream/upstream-error';
import { findSimilarEstates, getEstatePage, getVisibleEstate } from '../upstream/estates';
import { visibleOnly } from '../upstream/visible';
import type { DetailData, DetailWords, ProjectUnit } from './estate-detail-types';
import { listingText } from '../../../shared/domain/listing-text';
import type { Locale } from '../../../shared/i18n/locales';
import { loadViewing, returnedForm } from './estate-detail-forms';
import { NotFoundError, type RequestContext } from '../request-context';
import { logFailure } from '../log';

// What the detail page of an estate, a project or a project's unit shows (estate.tsx, project-entity.tsx).

/** Throws the permanent redirect to an estate's canonical address. */
export function redirectTo(c: Context<AppEnv>, path: string): never {
  const search = new URL(c.req.url).search;
  throw new HTTPException(301, { res: c.redirect(path + search, 301) });
}

export async function loadEstate(ctx: RequestContext, id: number): Promise<Estate> {
  try {
    return await getVisibleEstate(ctx.api, id);
  } catch (error) {
    if (isNotFound(error)) throw new NotFoundError(`No estate ${id}`);
    throw error;
  }
}

function unitOf(ctx: RequestContext, project: Estate, unit: Estate): ProjectUnit {
  const card = estateCard(unit, ctx.locale, { linkToDetail: true, images: ctx.images }, translate);
  return {
    card,
    href: projectEntityPath(project, unit.id, ctx.locale),
    floor: unit.floor,
    floorId: unit.floorId,
    entityNumber: unit.entityNumber,
    subType: localizedValue(unit.subType.name, ctx.locale),
    bedrooms: unit.bedrooms,
    area: unit.dimensions.areaBuild,
    areaKey: builtAreaLabelKey(unit.headTypeId),
    status: card.label && card.label.kind !== 'sticker' ? card.label.text : enumLabel(ctx.locale, 'Status', unit.status),
    id: unit.id,
  };
}

export async function detailData(ctx: RequestContext, estate: Estate, project: Estate | null, units: Estate[]): Promise<DetailData> {
  const { locale, site } = ctx;
  const card = estateCard(estate, locale, { linkToDetail: true, images: ctx.images }, translate);
  const url = new URL(ctx.c.req.url);
  // Independent loads start together; the similar estates and the agenda stream in later.
  const similar = findSimilarEstates(ctx.api, estate)
    .then((estates) =>
      estates.map((other) =>
        estateCard(other, locale, { linkToDetail: site.settings.linkToDetail, images: ctx.images, cardAgent: site.settings.cardAgent }, translate),
      ),
    )
    .catch((error: unknown) => {
      logFailure('similar estates failed', error);
      return [];
    });
  const listingPageLoad = getEstatePage(ctx.api, project?.id ?? estate.id).catch(() => null);
  // The sales representative's agent page: the site's employees, through the cache; without them, no link.
  const agentLoad = estate.salesRep?.email
    ? getEntityItems(ctx.api, 'employees')
        .then((employees) => agentByEmail(employees, estate.salesRep?.email))
        .catch(() => undefined)
    : Promise.resolve(undefined);
  const closed = soldOrRented(estate);
  // Streamed, unless the visitor asked for the slots without JavaScript (streamed parts need a
  // script to show), booked one (?appointment=) or posted the booking form: then it is awaited.
  const awaitViewing = url.searchParams.has('plan') || url.searchParams.has('appointment') || returnedForm(ctx, 'viewing') !== null;
  const viewing = closed || estate.isProject ? null : awaitViewing ? await loadViewing(ctx, estate.id) : loadViewing(ctx, estate.id);
  const listingPage = await listingPageLoad;
  const agent = await agentLoad;
  const listingUrl = listingPage?.url?.[locale] ?? listingPage?.url?.nl;
  const contactForm = returnedForm(ctx, `contact-form-estate-${estate.id}`);
  const path = project ? projectEntityPath(project, estate.id, locale) : estatePath(estate, locale);
  const pin = mapMarker(estate, locale);
  const words = wordsOf(estate, locale, url.searchParams.get('original') === '1');
  const title = listingText(estate, 'title', locale, words.original);
  return {
    estate,
    words: { ...words, ...(title && title.lang !== locale ? { titleLang: title.lang } : {}) },
    heading: {
      title: title?.text || cardTitle(estate, locale, translate),
      // A hidden address still names its municipality (the detail's address line stays empty).
      address: addressLine(estate.address, locale) || placeLine(estate.address, locale),
      price: priceText(estate, locale, translate),
      label: card.label,
      news: card.news ?? null,
      closed,
    },
    photos: galleryImages(estate.pictures, ctx.images),
    tabs: detailTabs(estate, locale, ctx.images),
    marker: pin && siteMarker(pin, { linkToDetail: true, images: ctx.images }),
    mapTiles: mapTilesOf(ctx.c.env),
    listing: listingUrl !== undefined && listingPage ? { name: ctx.t(`detail.listing_${listingPage.pageKey}`), href: `/${locale}/${listingUrl}` } : null,
    project: project
      ? { estate: project, title: listingText(project, 'title', locale)?.text || cardTitle(project, locale, translate), href: estatePath(project, locale) }
      : null,
    units: visibleOnly(ctx.api, units).map((unit) => unitOf(ctx, project ?? estate, unit)),
    similar,
    costs: costsOf(estate, url.searchParams),
    agentHref: agent ? agentPath(agent, locale) : null,
    forms: {
      path: url.pathname,
      url: ctx.origin + path,
      captcha: captchaOf(ctx.c.env, ctx.site),
      contact: {
        sent: url.searchParams.get('contact') === 'sent',
        returned: contactForm
          ? { sectionId: 0, status: 'error', fieldErrors: contactForm.fieldErrors, values: contactForm.values, message: contactForm.message }
          : null,
        subject: url.searchParams.get('subject') === 'visit' ? 'visit' : 'info',
      },
      viewing,
      viewingForm: returnedForm(ctx, 'viewing'),
      share: { sent: url.searchParams.get('shared') === '1', form: returnedForm(ctx, 'send-to-a-friend') },
    },
  };
}

/** The description shown, and the language a translation shown (of it, or of the title) was made from. */
function wordsOf(estate: Estate, locale: Locale, original: boolean): DetailWords {
  const from = listingText(estate, 'description', locale)?.from ?? listingText(estate, 'title', locale)?.from ?? null;
  return { description: listingText(estate, 'description', locale, original && from !== null), from, original: original && from !== null };
}

/** The purchase-costs panel of a for-sale estate, with what the form without JavaScript asked. */
function costsOf(estate: Estate, params: URLSearchParams): DetailData['costs'] {
  const costs = estateCostsOf(estate);
  return costs ? { estate: costs, initial: costQueryOf(params), deed: deedDateOf(params, new Date()) } : null;
}

export function parseId(value: string | undefined): number {
  return Number(value);
}
