import { Suspense, use } from 'react';
import { usePage } from '../../shared/components/page-context';
import { EnergyBlock } from '../../shared/components/detail/energy-block';
import { SalesRepCard } from '../../shared/components/detail/sales-rep';
import { EstateCardView } from '../../shared/components/estate-card';
import { NewsBadges } from '../../shared/components/estate-news';
import type { EstateNews } from '../../shared/domain/estate-news';
import type { DetailTab } from '../../shared/domain/detail-tabs';
import { energyLabelText } from '../../shared/domain/energy';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { GalleryImage } from '../../shared/domain/images';
import type { MapMarker } from '../../shared/domain/map-markers';
import { floorsOf } from '../../shared/domain/project';
import { formatArea, formatNumber } from '../../shared/format';
import { enumLabel, localizedValue } from '../../shared/i18n';
import { buildPath } from '../../shared/routes';
import type { Estate } from '../../shared/types/estate';
import { ContactFormIsland, DetailTabsIsland, EstateLocationIsland, FavoriteButtonIsland } from '../render/islands';
import { Breadcrumbs, PhotoGallery } from '../render/photo-gallery';
import { type ContactReturn, contactFormLabels, type SectionData } from '../render/sections';
import type { ViewingData } from './estate-detail-forms';
import type { PurchaseCostsProps } from '../../client/islands/purchase-costs';
import type { CostQuery } from '../../shared/domain/purchase-costs';
import { PurchaseCostsPanel } from '../render/purchase-costs';
import { ShareSection, ViewingSection } from '../render/listing-blocks';
import type { FormReturn } from './screen';

export interface ProjectUnit {
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
  /** The photos the gallery shows (those on an allowed origin), sized for it. */
  photos: GalleryImage[];
  /** The sold/rented word or the sticker, as on the estate's card. */
  label: EstateCard['label'];
  title: string;
  address: string;
  price: string;
  /** The "new" and "price lowered" badges (issue 17). */
  news: EstateNews | null;
  closed: 'sold' | 'rented' | null;
  tabs: DetailTab[];
  marker: MapMarker | null;
  /** Listing page the estate belongs to, for the breadcrumb. */
  listing: { name: string; href: string } | null;
  project: { estate: Estate; title: string; href: string } | null;
  units: ProjectUnit[];
  /** Streams in below the fold; the shell never waits for it. */
  similar: Promise<EstateCard[]>;
  /** The page's own path: its forms post to it (its action). */
  path: string;
  /** The page's canonical address, absolute (what is shared). */
  url: string;
  contactSent: boolean;
  /** A contact form posted here without JavaScript that came back with problems. */
  contact: ContactReturn | null;
  /** The contact form's subject chosen by link (?subject=visit when no viewing slot is free). */
  contactSubject: 'info' | 'visit';
  /** Viewings: streamed; null where there is nothing to visit (sold, rented, a whole project). */
  /** The agenda: streamed (a promise), or already loaded when the page must show it without a script. */
  viewing: Promise<ViewingData> | ViewingData | null;
  viewingForm: FormReturn | null;
  share: { sent: boolean; form: FormReturn | null };
  captcha: SectionData['captcha'];
  mapTiles: SectionData['mapTiles'];
  /** The purchase-costs panel: for-sale estates with a price only (issue 17). */
  costs: { estate: NonNullable<PurchaseCostsProps['estate']>; initial: CostQuery } | null;
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
                  <td data-label={t('card.bedrooms')}>{unit.bedrooms ?? '-'}</td>
                  <td data-label={t('card.areaBuild')}>{unit.area ? formatArea(unit.area) : '-'}</td>
                  <td data-label={t('detail.status')}>{unit.status}</td>
                  <td data-label={t('detail.price')} className="project-floor__price">
                    {unit.card.price}
                  </td>
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

/** The purchase-costs form's id, and the anchor the price links to. */
const COSTS_ID = 'purchase-costs';

/** The detail page of an estate, a project or a project's unit (SPEC §2). */
export function EstateDetailPage(data: DetailData) {
  const { estate } = data;
  const { locale, t } = usePage();
  const videos = estate.videos.filter((video) => /^https:\/\//.test(video.link));
  return (
    <>
      <Breadcrumbs steps={[data.listing, data.project ? { name: data.project.title, href: data.project.href } : null]} current={data.title} />
      <article className="container estate-detail" data-estate-id={estate.id}>
        <header className="estate-detail__header">
          <div>
            <p className="estate-detail__type">
              {localizedValue(estate.subType.name, locale)}
              {data.label ? <span className={`estate-detail__label estate-card__label--${data.label.kind}`}>{data.label.text}</span> : null}
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
            <NewsBadges news={data.news} className="estate-detail__news" />
            <p className="estate-detail__price">{data.price}</p>
            {data.costs ? (
              <a className="estate-detail__costs-link" href={`#${COSTS_ID}`}>
                {t('costs.link')}
              </a>
            ) : null}
            <FavoriteButtonIsland estateId={estate.id} addLabel={t('favorites.add')} removeLabel={t('favorites.remove')} />
          </div>
        </header>
        <PhotoGallery title={data.title} photos={data.photos} noPhoto={t('card.noPhoto')} />
        <div className="estate-detail__body">
          <div className="estate-detail__main">
            <KeyFacts estate={estate} />
            <Description text={localizedValue(estate.description, locale)} />
            {data.costs ? (
              <PurchaseCostsPanel id={COSTS_ID} action={data.path} estate={data.costs.estate} initial={data.costs.initial} defaultRegion={data.costs.estate.region} />
            ) : null}
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
            {data.viewing ? (
              <ViewingSection
                viewing={data.viewing}
                title={data.title}
                address={data.address}
                action={data.path}
                captcha={data.captcha}
                form={data.viewingForm}
                contactFormId={`contact-form-estate-${estate.id}`}
              />
            ) : null}
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
            <ShareSection action={data.path} url={data.url} title={data.title} captcha={data.captcha} sent={data.share.sent} form={data.share.form} />
          </div>
          <aside className="estate-detail__aside">
            {estate.salesRep ? <SalesRepCard rep={estate.salesRep} /> : null}
            {data.closed ? null : (
              <section className="estate-detail__contact" aria-labelledby="estate-contact-title">
                <h2 id="estate-contact-title">{t('detail.askInfo')}</h2>
                <ContactFormIsland
                  id={`contact-form-estate-${estate.id}`}
                  action={data.path}
                  page={data.path}
                  source={null}
                  subjects={data.contactSubject === 'visit' ? [t('viewing.visitSubject'), t('viewing.infoSubject')] : [t('viewing.infoSubject'), t('viewing.visitSubject')]}
                  estateId={estate.id}
                  captcha={data.captcha}
                  privacyHref={buildPath('privacy', {}, locale)}
                  labels={contactFormLabels(t)}
                  initial={data.contact ? { status: data.contact.status, fieldErrors: data.contact.fieldErrors, values: data.contact.values, message: data.contact.message } : data.contactSent ? { status: 'success' } : undefined}
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
