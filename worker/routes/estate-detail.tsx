import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { addressLine } from '../../shared/domain/address';
import { detailTabs } from '../../shared/domain/detail-tabs';
import { cardTitle, estateCard } from '../../shared/domain/estate-card';
import { estatePath, projectEntityPath, slugOf } from '../../shared/domain/estate-links';
import { galleryImages } from '../../shared/domain/images';
import { mapMarker, siteMarker } from '../../shared/domain/map-markers';
import { priceText, soldOrRented } from '../../shared/domain/price';
import { costQueryOf, estateCostsOf } from '../../shared/domain/purchase-costs';
import { headTypeCode } from '../../shared/domain/property-types';
import { enumLabel, localizedValue, translate } from '../../shared/i18n';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Estate } from '../../shared/types/estate';
import type { PageMeta } from '../../shared/types/page-meta';
import type { AppEnv } from '../env';
import { UpstreamError } from '../upstream/client';
import { findSimilarEstates, getEstateGroup, getEstatePage, getVisibleEstate } from '../upstream/estates';
import { visibleOnly } from '../upstream/visible';
import { captchaOf, mapTilesOf } from './cms-page';
import { type DetailData, EstateDetailPage, type ProjectUnit } from './estate-detail-page';
import { listingPageAction, loadViewing, returnedForm } from './estate-detail-forms';
import { breadcrumbJsonLd } from './structured-data';
import { NotFoundError, type Screen, type ScreenContext, screenContext } from './screen';

/** A child unit in the project's context (SPEC §2 project entity). */
/** Throws the permanent redirect to an estate's canonical address. */
function redirectTo(c: Context<AppEnv>, path: string): never {
  const search = new URL(c.req.url).search;
  throw new HTTPException(301, { res: c.redirect(path + search, 301) });
}

async function loadEstate(ctx: ScreenContext, id: number): Promise<Estate> {
  try {
    return await getVisibleEstate(ctx.api, id);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw new NotFoundError(`No estate ${id}`);
    throw error;
  }
}

function unitOf(ctx: ScreenContext, project: Estate, unit: Estate): ProjectUnit {
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
    status: card.label?.kind === 'sold' || card.label?.kind === 'rented' ? card.label.text : enumLabel(ctx.locale, 'Status', unit.status),
    id: unit.id,
  };
}

async function detailData(ctx: ScreenContext, estate: Estate, project: Estate | null, units: Estate[]): Promise<DetailData> {
  const { locale, site } = ctx;
  const card = estateCard(estate, locale, { linkToDetail: true, images: ctx.images }, translate);
  const url = new URL(ctx.c.req.url);
  // Independent loads start together; the similar estates and the agenda stream in later.
  const similar = findSimilarEstates(ctx.api, estate)
    .then((estates) => estates.map((other) => estateCard(other, locale, { linkToDetail: site.settings.linkToDetail, images: ctx.images }, translate)))
    .catch((error: unknown) => {
      console.error('similar estates failed', error);
      return [];
    });
  const listingPageLoad = getEstatePage(ctx.api, project?.id ?? estate.id).catch(() => null);
  const closed = soldOrRented(estate);
  // Streamed, unless the visitor asked for the slots without JavaScript (streamed parts need a
  // script to show), booked one (?appointment=) or posted the booking form: then it is awaited.
  const awaitViewing = url.searchParams.has('plan') || url.searchParams.has('appointment') || returnedForm(ctx, 'viewing') !== null;
  const viewing = closed || estate.isProject ? null : awaitViewing ? await loadViewing(ctx, estate.id) : loadViewing(ctx, estate.id);
  const listingPage = await listingPageLoad;
  const listingUrl = listingPage?.url?.[locale] ?? listingPage?.url?.nl;
  const contactForm = returnedForm(ctx, `contact-form-estate-${estate.id}`);
  const path = project ? projectEntityPath(project, estate.id, locale) : estatePath(estate, locale);
  const pin = mapMarker(estate, locale);
  return {
    estate,
    photos: galleryImages(estate.pictures, ctx.images),
    label: card.label,
    title: localizedValue(estate.title, locale) || cardTitle(estate, locale, translate),
    address: addressLine(estate.address, locale),
    price: priceText(estate, locale, translate),
    news: card.news ?? null,
    closed,
    tabs: detailTabs(estate, locale),
    marker: pin && siteMarker(pin, { linkToDetail: true, images: ctx.images }),
    listing: listingUrl !== undefined && listingPage ? { name: ctx.t(`detail.listing_${listingPage.pageKey}`), href: `/${locale}/${listingUrl}` } : null,
    project: project ? { estate: project, title: localizedValue(project.title, locale) || cardTitle(project, locale, translate), href: estatePath(project, locale) } : null,
    units: visibleOnly(ctx.api, units).map((unit) => unitOf(ctx, project ?? estate, unit)),
    similar,
    path: url.pathname,
    url: ctx.origin + path,
    contactSent: url.searchParams.get('contact') === 'sent',
    contact: contactForm ? { sectionId: 0, status: 'error', fieldErrors: contactForm.fieldErrors, values: contactForm.values, message: contactForm.message } : null,
    contactSubject: url.searchParams.get('subject') === 'visit' ? 'visit' : 'info',
    viewing,
    viewingForm: returnedForm(ctx, 'viewing'),
    share: { sent: url.searchParams.get('shared') === '1', form: returnedForm(ctx, 'send-to-a-friend') },
    captcha: captchaOf(ctx),
    mapTiles: mapTilesOf(ctx),
    costs: costsOf(estate, url.searchParams),
  };
}

/** The purchase-costs panel of a for-sale estate, with what the form without JavaScript asked. */
function costsOf(estate: Estate, params: URLSearchParams): DetailData['costs'] {
  const costs = estateCostsOf(estate);
  return costs ? { estate: costs, initial: costQueryOf(params) } : null;
}

function parseId(value: string | undefined): number {
  return Number(value);
}

/** GET /nl/aanbod/{id}: a permanent redirect to the estate's canonical slug address. */
export async function estateShortRoute(c: Context<AppEnv>, params: Record<string, string>): Promise<Response> {
  const ctx = screenContext(c, params);
  const estate = await loadEstate(ctx, parseId(params.estateId));
  if (estate.parentId) {
    const { project } = await getEstateGroup(ctx.api, estate.id);
    return c.redirect(projectEntityPath(project, estate.id, ctx.locale), 301);
  }
  return c.redirect(estatePath(estate, ctx.locale) + new URL(c.req.url).search, 301);
}

/** /nl/aanbod/{id}/{slug}: an estate or a project; a wrong slug redirects to the right one. */
export const estateScreen: Screen<DetailData> = {
  async load(ctx) {
    const estate = await loadEstate(ctx, parseId(ctx.params.estateId));
    if (estate.parentId) {
      const { project } = await getEstateGroup(ctx.api, estate.id);
      redirectTo(ctx.c, projectEntityPath(project, estate.id, ctx.locale));
    }
    if (ctx.params.slug !== slugOf(estate, ctx.locale)) redirectTo(ctx.c, estatePath(estate, ctx.locale));
    const units = estate.isProject ? (await getEstateGroup(ctx.api, estate.id)).children : [];
    return detailData(ctx, estate, null, units);
  },
  meta: detailMeta,
  Page: EstateDetailPage,
};
estateScreen.action = listingPageAction(estateScreen);

/** /nl/aanbod/{projectId}/{slug}/{unitId}: a unit shown in its project's context. */
export const projectEntityScreen: Screen<DetailData> = {
  async load(ctx) {
    const projectId = parseId(ctx.params.estateId);
    const unitId = parseId(ctx.params.entityId);
    const unit = await loadEstate(ctx, unitId);
    if (unit.parentId !== projectId) throw new NotFoundError(`Estate ${unitId} is not a unit of project ${projectId}`);
    const { project, children } = await getEstateGroup(ctx.api, projectId);
    if (ctx.params.slug !== slugOf(project, ctx.locale)) redirectTo(ctx.c, projectEntityPath(project, unitId, ctx.locale));
    return detailData(ctx, unit, project, children.filter((child) => child.id !== unitId));
  },
  meta: detailMeta,
  Page: EstateDetailPage,
};
projectEntityScreen.action = listingPageAction(projectEntityScreen);

function alternatesOf(data: DetailData): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, data.project ? projectEntityPath(data.project.estate, data.estate.id, locale) : estatePath(data.estate, locale)]),
  ) as Record<Locale, string>;
}

/** The schema.org type of what is for sale or to rent: a house, an apartment, or another place. */
function placeType(estate: Estate): 'House' | 'Apartment' | 'Place' {
  const code = headTypeCode(estate.headTypeId);
  return code === 'HOUSE' ? 'House' : code === 'APARTMENT' ? 'Apartment' : 'Place';
}

function detailMeta(data: DetailData, { site, locale, origin, t }: ScreenContext): PageMeta {
  const { estate } = data;
  const alternates = alternatesOf(data);
  const description = (localizedValue(estate.shortDescription, locale) || localizedValue(estate.description, locale)).replace(/\s+/g, ' ').slice(0, 200);
  const availability = data.closed ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
  const url = origin + alternates[locale];
  // schema.org puts the place on what the listing is about (a Place has address and geo, a
  // RealEstateListing does not); an Offer needs a price, so a listing without one has none.
  const place: Record<string, unknown> = { '@type': placeType(estate), name: data.title };
  if (estate.address.visible) {
    place.address = {
      '@type': 'PostalAddress',
      streetAddress: [localizedValue(estate.address.street, locale), estate.address.number].filter(Boolean).join(' '),
      postalCode: estate.address.city.zip,
      addressLocality: localizedValue(estate.address.city.name, locale),
      addressCountry: estate.address.countryId,
    };
    if (estate.address.geo) place.geo = { '@type': 'GeoCoordinates', latitude: estate.address.geo.lat, longitude: estate.address.geo.lon };
  }
  if (estate.bedrooms && place['@type'] !== 'Place') place.numberOfBedrooms = estate.bedrooms;
  if (estate.dimensions.areaBuild && place['@type'] !== 'Place') place.floorSize = { '@type': 'QuantitativeValue', value: estate.dimensions.areaBuild, unitCode: 'MTK' };
  const listing: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: data.title,
    description,
    url,
    datePosted: estate.publicationDate,
    ...(estate.mainImage ? { image: estate.pictures.map((picture) => new URL(picture.file, origin).href) } : {}),
    about: place,
    ...(estate.price.value
      ? {
          offers: {
            '@type': 'Offer',
            price: estate.price.value,
            priceCurrency: 'EUR',
            availability,
            businessFunction: estate.status === 'TO_RENT' || estate.status === 'RENTED' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
            seller: { '@type': 'RealEstateAgent', name: site.name },
          },
        }
      : {}),
  };
  const crumbs = [{ name: t('nav.home'), url: `${origin}/${locale}/` }];
  if (data.listing) crumbs.push({ name: data.listing.name, url: origin + data.listing.href });
  if (data.project) crumbs.push({ name: data.project.title, url: origin + data.project.href });
  crumbs.push({ name: data.title, url });
  return {
    title: `${data.title}${data.address ? ` – ${data.address}` : ''} | ${site.name}`,
    description: description || data.title,
    alternates,
    image: estate.mainImage,
    ogType: 'article',
    jsonLd: [listing, breadcrumbJsonLd(crumbs)],
  };
}
