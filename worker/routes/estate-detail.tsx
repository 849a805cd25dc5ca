import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Suspense, use } from 'react';
import { usePage } from '../../shared/components/page-context';
import { EnergyBlock } from '../../shared/components/detail/energy-block';
import { SalesRepCard } from '../../shared/components/detail/sales-rep';
import { EstateCardView } from '../../shared/components/estate-card';
import { addressLine } from '../../shared/domain/address';
import { detailTabs, type DetailTab } from '../../shared/domain/detail-tabs';
import { energyLabelText } from '../../shared/domain/energy';
import { cardTitle, type EstateCard, estateCard } from '../../shared/domain/estate-card';
import { estatePath, projectEntityPath, slugOf } from '../../shared/domain/estate-links';
import { type MapMarker, mapMarker } from '../../shared/domain/map-markers';
import { priceText, soldOrRented } from '../../shared/domain/price';
import { floorsOf } from '../../shared/domain/project';
import { headTypeCode } from '../../shared/domain/property-types';
import { isHiddenStatus } from '../../shared/domain/visibility';
import { formatArea, formatNumber } from '../../shared/format';
import { enumLabel, localizedValue } from '../../shared/i18n';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Estate } from '../../shared/types/estate';
import type { PageMeta } from '../../shared/types/page-meta';
import { findSimilarEstates } from '../ajax/estate-routes';
import type { AppEnv } from '../env';
import { Breadcrumbs, PhotoGallery } from '../render/photo-gallery';
import { ContactFormIsland, DetailTabsIsland, EstateLocationIsland, FavoriteButtonIsland } from '../render/islands';
import { UpstreamError } from '../upstream/client';
import { getEstate, getEstateGroup, getEstatePage } from '../upstream/estates';
import { captchaOf, mapTilesOf } from './cms-page';
import { type ContactReturn, contactFormLabels, type SectionData } from '../render/sections';
import { buildPath } from '../../shared/routes';
import { breadcrumbJsonLd } from './structured-data';
import { NotFoundError, type Screen, type ScreenContext, screenContext } from './screen';

/** A child unit in the project's context (SPEC §2 project entity). */
interface ProjectUnit {
  card: EstateCard;
  href: string;
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  subType: string;
  bedrooms: number | null;
  area: number | null;
  status: string;
  id: number;
}

export interface DetailData {
  estate: Estate;
  title: string;
  address: string;
  price: string;
  closed: 'sold' | 'rented' | null;
  tabs: DetailTab[];
  marker: MapMarker | null;
  /** Listing page the estate belongs to, for the breadcrumb. */
  listing: { name: string; href: string } | null;
  project: { estate: Estate; title: string; href: string } | null;
  units: ProjectUnit[];
  /** Streams in below the fold; the shell never waits for it. */
  similar: Promise<EstateCard[]>;
  /** The page's own path: a form posted without JavaScript comes back to it. */
  path: string;
  contactSent: boolean;
  /** A contact form posted here without JavaScript that came back with problems. */
  contact: ContactReturn | null;
  captcha: SectionData['captcha'];
  mapTiles: SectionData['mapTiles'];
}

/** Throws the permanent redirect to an estate's canonical address. */
function redirectTo(c: Context<AppEnv>, path: string): never {
  const search = new URL(c.req.url).search;
  throw new HTTPException(301, { res: c.redirect(path + search, 301) });
}

async function loadEstate(ctx: ScreenContext, id: number): Promise<Estate> {
  try {
    const estate = await getEstate(ctx.api, id);
    if (isHiddenStatus(estate.status, ctx.site.settings.hiddenStatus)) throw new NotFoundError(`Estate ${id} is hidden`);
    return estate;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw new NotFoundError(`No estate ${id}`);
    throw error;
  }
}

function unitOf(ctx: ScreenContext, project: Estate, unit: Estate): ProjectUnit {
  const card = estateCard(unit, ctx.locale, { linkToDetail: true });
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
  const card = estateCard(estate, locale, { linkToDetail: true });
  const listingPage = await getEstatePage(ctx.api, project?.id ?? estate.id).catch(() => null);
  const listingUrl = listingPage?.url?.[locale] ?? listingPage?.url?.nl;
  const similar = findSimilarEstates(ctx.api, estate, site.settings.hiddenStatus)
    .then((estates) => estates.map((other) => estateCard(other, locale, { linkToDetail: site.settings.linkToDetail })))
    .catch((error: unknown) => {
      console.error('similar estates failed', error);
      return [];
    });
  return {
    estate,
    title: localizedValue(estate.title, locale) || cardTitle(estate, locale),
    address: addressLine(estate.address, locale),
    price: priceText(estate, locale),
    closed: soldOrRented(estate),
    tabs: detailTabs(estate, locale),
    marker: mapMarker(estate, card),
    listing: listingUrl !== undefined && listingPage ? { name: ctx.t(`detail.listing_${listingPage.pageKey}`), href: `/${locale}/${listingUrl}` } : null,
    project: project ? { estate: project, title: localizedValue(project.title, locale) || cardTitle(project, locale), href: estatePath(project, locale) } : null,
    units: units
      .filter((unit) => !isHiddenStatus(unit.status, site.settings.hiddenStatus))
      .map((unit) => unitOf(ctx, project ?? estate, unit)),
    similar,
    path: new URL(ctx.c.req.url).pathname,
    contactSent: new URL(ctx.c.req.url).searchParams.get('contact') === 'sent',
    contact: null,
    captcha: captchaOf(ctx),
    mapTiles: mapTilesOf(ctx),
  };
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
    ...(estate.mainImage ? { image: estate.pictures.map((picture) => origin + picture.file) } : {}),
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

function KeyFacts({ estate }: { estate: Estate }) {
  const { t } = usePage();
  const facts = [
    estate.bedrooms ? { key: 'bedrooms', label: t('card.bedrooms'), value: formatNumber(estate.bedrooms) } : null,
    estate.bathrooms ? { key: 'bathrooms', label: t('detail.bathrooms'), value: formatNumber(estate.bathrooms) } : null,
    estate.dimensions.areaBuild ? { key: 'build', label: t('card.areaBuild'), value: formatArea(estate.dimensions.areaBuild) } : null,
    estate.dimensions.areaGround ? { key: 'ground', label: t('card.areaGround'), value: formatArea(estate.dimensions.areaGround) } : null,
    estate.energy.energyLabel ? { key: 'epc', label: t('detail.epcLabel'), value: energyLabelText(estate.energy.energyLabel) } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="key-facts">
      {facts.map((fact) => (
        <div key={fact.key} className={`key-facts__item key-facts__item--${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Description({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div className="estate-detail__description prose">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

function ProjectFloors({ units }: { units: ProjectUnit[] }) {
  const { t } = usePage();
  if (units.length === 0) return null;
  return (
    <section className="project-floors" aria-labelledby="project-units-title">
      <h2 id="project-units-title">{t('detail.units')}</h2>
      {floorsOf(units).map(({ floor, units: onFloor }) => (
        <div key={floor ?? 'none'} className="project-floor">
          <h3>{floor === null ? t('detail.floorOther') : floor === 0 ? t('detail.floorGround') : floor < 0 ? t('detail.floorBasement') : t('detail.floorUpper', { n: floor })}</h3>
          <div className="table-scroll">
          <table className="project-floor__units">
            <thead>
              <tr>
                <th scope="col">{t('detail.unit')}</th>
                <th scope="col">{t('card.bedrooms')}</th>
                <th scope="col">{t('card.areaBuild')}</th>
                <th scope="col">{t('detail.status')}</th>
                <th scope="col">{t('detail.price')}</th>
              </tr>
            </thead>
            <tbody>
              {onFloor.map((unit) => (
                <tr key={unit.id} data-unit={unit.id}>
                  <th scope="row">
                    <a href={unit.href}>
                      {unit.entityNumber ? `${unit.entityNumber} – ` : ''}
                      {unit.subType}
                    </a>
                  </th>
                  <td>{unit.bedrooms ?? '-'}</td>
                  <td>{unit.area ? formatArea(unit.area) : '-'}</td>
                  <td>{unit.status}</td>
                  <td>{unit.card.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </div>
      ))}
    </section>
  );
}

function SimilarEstates({ similar }: { similar: Promise<EstateCard[]> }) {
  const { t } = usePage();
  const cards = use(similar);
  if (cards.length === 0) return null;
  return (
    <section className="section container similar-estates" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('detail.similar')}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The detail page of an estate, a project or a project's unit (SPEC §2). */
export function EstateDetailPage(data: DetailData) {
  const { estate } = data;
  const { locale, t } = usePage();
  const card = estateCard(estate, locale, { linkToDetail: true });
  const videos = estate.videos.filter((video) => /^https:\/\//.test(video.link));
  return (
    <>
      <Breadcrumbs steps={[data.listing, data.project ? { name: data.project.title, href: data.project.href } : null]} current={data.title} />
      <article className="container estate-detail" data-estate-id={estate.id}>
        <header className="estate-detail__header">
          <div>
            <p className="estate-detail__type">
              {localizedValue(estate.subType.name, locale)}
              {card.label ? <span className={`estate-detail__label estate-card__label--${card.label.kind}`}>{card.label.text}</span> : null}
            </p>
            <h1>{data.title}</h1>
            {data.address ? <p className="estate-detail__address">{data.address}</p> : null}
            {data.project ? (
              <p className="estate-detail__project">
                {t('detail.partOf')} <a href={data.project.href}>{data.project.title}</a>
              </p>
            ) : null}
          </div>
          <div className="estate-detail__price-box">
            <p className="estate-detail__price">{data.price}</p>
            <FavoriteButtonIsland estateId={estate.id} addLabel={t('favorites.add')} removeLabel={t('favorites.remove')} />
          </div>
        </header>
        <PhotoGallery title={data.title} photos={estate.pictures.map((picture) => ({ src: picture.file, thumbnail: picture.thumbnail }))} noPhoto={t('card.noPhoto')} />
        <div className="estate-detail__body">
          <div className="estate-detail__main">
            <KeyFacts estate={estate} />
            <Description text={localizedValue(estate.description, locale)} />
            {videos.length > 0 ? (
              <ul className="estate-detail__media">
                {videos.map((video) => (
                  <li key={video.link}>
                    <a className="button button--ghost" href={video.link} rel="noopener noreferrer" target="_blank">
                      {video.typeId === 2 ? t('detail.virtualTour') : t('detail.video')}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <EnergyBlock estate={estate} />
            {data.tabs.length > 0 ? <DetailTabsIsland tabs={data.tabs} labels={{ tabs: t('detail.tabs'), warning: t('detail.floodWarning') }} /> : null}
            <ProjectFloors units={data.units} />
            {estate.files.length > 0 ? (
              <section className="estate-detail__files" aria-labelledby="files-title">
                <h2 id="files-title">{t('detail.files')}</h2>
                <ul>
                  {estate.files.map((file) => (
                    <li key={file.link}>
                      <a href={file.link} download>
                        {localizedValue(file.comment, locale) || enumLabelFile(t, file.type)}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.marker ? (
              <section className="estate-detail__location" aria-labelledby="location-title">
                <h2 id="location-title">{t('detail.location')}</h2>
                <EstateLocationIsland
                  marker={data.marker}
                  tileUrl={data.mapTiles.tileUrl}
                  attribution={data.mapTiles.attribution}
                  labels={{
                    show: t('detail.showMap'),
                    map: t('listing.mapLabel'),
                    details: t('listing.details'),
                    noMarkers: t('listing.noMarkers'),
                    statuses: Object.fromEntries(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'].map((code) => [code, enumLabel(locale, 'Status', code)])),
                  }}
                />
              </section>
            ) : null}
          </div>
          <aside className="estate-detail__aside">
            {estate.salesRep ? <SalesRepCard rep={estate.salesRep} /> : null}
            {data.closed ? null : (
              <section className="estate-detail__contact" aria-labelledby="estate-contact-title">
                <h2 id="estate-contact-title">{t('detail.askInfo')}</h2>
                <ContactFormIsland
                  id={`contact-form-estate-${estate.id}`}
                  action={`/${locale}/ajax/contact-form-handler`}
                  page={data.path}
                  source={null}
                  subjects={[]}
                  estateId={estate.id}
                  captcha={data.captcha}
                  privacyHref={buildPath('privacy', {}, locale)}
                  labels={contactFormLabels(t)}
                  initial={data.contact ? { status: data.contact.status, fieldErrors: data.contact.fieldErrors, values: data.contact.values } : data.contactSent ? { status: 'success' } : undefined}
                />
              </section>
            )}
          </aside>
        </div>
      </article>
      <Suspense fallback={<div className="similar-estates__placeholder" aria-hidden="true" />}>
        <SimilarEstates similar={data.similar} />
      </Suspense>
    </>
  );
}

function enumLabelFile(t: (key: string) => string, type: string): string {
  return t(`detail.file_${type}`);
}
