import { Suspense } from 'react';
import { usePage } from '../../../shared/components/page-context';
import { EnergyBlock } from '../../../shared/components/detail/energy-block';
import { SalesRepCard } from '../../../shared/components/detail/sales-rep';
import { NewsBadges } from '../../../shared/components/estate-news';
import { enumLabel, localizedValue } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import { CaptchaNoScript } from '../render/captcha-noscript';
import { ContactFormIsland, DetailTabsIsland, EstateLocationIsland, FavoriteButtonIsland } from '../render/islands';
import { EstateNotices } from '../render/estate-notices';
import { Breadcrumbs, DetailTop } from '../render/photo-gallery';
import { compareWords, contactFormLabels } from '../render/section-labels';
import { CompareToggle } from '../../../shared/components/compare-toggle';
import { compareAgencyCosts } from '../../../shared/domain/agency-costs';
import { PurchaseCostsPanel } from '../render/purchase-costs';
import { CostOfOwningPanel } from '../render/cost-of-owning';
import { ShareSection, ViewingSection } from '../render/listing-blocks';
import { ListingMedia } from '../render/listing-media';
import { Description, KeyFacts, ProjectFloors, SimilarEstates, TranslatedNote } from './estate-detail-parts';
import type { DetailData } from './estate-detail-types';

/** The purchase-costs form's id, and the anchor the price links to. */
const COSTS_ID = 'purchase-costs';

/** The detail page of an estate, a project or a project's unit. */
export function EstateDetailPage(data: DetailData) {
  const { estate, heading, forms } = data;
  const { locale, t, site } = usePage();
  // Floor plans shown in their own tab are not listed again with the documents.
  const plans = data.tabs.some((tab) => tab.id === 'plans');
  const files = plans ? estate.files.filter((file) => file.type !== 'FLOOR_PLAN') : estate.files;
  return (
    <>
      <Breadcrumbs steps={[data.listing, data.project ? { name: data.project.title, href: data.project.href } : null]} current={heading.title} />
      <article className="container estate-detail" data-estate-id={estate.id}>
        <DetailTop title={heading.title} photos={data.photos} noPhoto={t('card.noPhoto')}>
          <div>
            <p className="estate-detail__type">
              {localizedValue(estate.subType.name, locale)}
              {heading.label ? <span className={`estate-detail__label estate-card__label--${heading.label.kind}`}>{heading.label.text}</span> : null}
            </p>
            <h1 lang={data.words.titleLang}>{heading.title}</h1>
            {heading.address ? <p className="estate-detail__address">{heading.address}</p> : null}
            {data.project ? (
              <p className="estate-detail__project">
                {t('detail.partOf')} <a href={data.project.href}>{data.project.title}</a>
              </p>
            ) : null}
          </div>
          <div className={data.costs ? 'estate-detail__price-box estate-detail__price-box--costs' : 'estate-detail__price-box'}>
            <NewsBadges news={heading.news} className="estate-detail__news" />
            <p className="estate-detail__price">{heading.price}</p>
            {data.costs ? (
              <a className="estate-detail__costs-link" href={`#${COSTS_ID}`}>
                {t('costs.link')}
              </a>
            ) : null}
            <FavoriteButtonIsland estateId={estate.id} addLabel={t('favorites.add')} removeLabel={t('favorites.remove')} />
            <CompareToggle estateId={estate.id} words={compareWords(t, locale)} />
          </div>
        </DetailTop>
        <div className="estate-detail__body">
          <div className="estate-detail__main">
            <KeyFacts estate={estate} />
            <Description text={data.words.description?.text ?? ''} lang={data.words.description?.lang === locale ? undefined : data.words.description?.lang} />
            <TranslatedNote words={data.words} path={forms.path} />
            {data.costs ? (
              <PurchaseCostsPanel
                id={COSTS_ID}
                action={forms.path}
                estate={data.costs.estate}
                initial={data.costs.initial}
                defaultRegion={data.costs.estate.region}
                agency={compareAgencyCosts(estate)}
                carry={{ 'costs-deed': data.costs.deed }}
              />
            ) : null}
            {data.costs ? (
              <CostOfOwningPanel
                id="cost-of-owning"
                action={forms.path}
                estate={estate}
                region={data.costs.estate.region}
                initial={data.costs.initial}
                deed={data.costs.deed}
              />
            ) : null}
            <ListingMedia videos={estate.videos} title={heading.title} poster={data.photos[0]?.main ?? null} />
            <EnergyBlock estate={estate} />
            {data.tabs.length > 0 ? (
              <DetailTabsIsland
                tabs={data.tabs}
                labels={{ tabs: t('detail.tabs'), warning: t('detail.floodWarning'), zoomIn: t('detail.zoomIn'), zoomOut: t('detail.zoomOut') }}
              />
            ) : null}
            <EstateNotices estate={estate} />
            <ProjectFloors units={data.units} />
            {forms.viewing ? (
              <ViewingSection
                viewing={forms.viewing}
                title={heading.title}
                address={heading.address}
                action={forms.path}
                captcha={forms.captcha}
                form={forms.viewingForm}
                contactFormId={`contact-form-estate-${estate.id}`}
              />
            ) : null}
            {files.length > 0 ? (
              <section className="estate-detail__files" aria-labelledby="files-title">
                <h2 id="files-title">{t('detail.files')}</h2>
                <ul>
                  {files.map((file) => (
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
                    statuses: Object.fromEntries(
                      ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'].map((code) => [code, enumLabel(locale, 'Status', code)]),
                    ),
                  }}
                />
              </section>
            ) : null}
            <ShareSection action={forms.path} url={forms.url} title={heading.title} captcha={forms.captcha} sent={forms.share.sent} form={forms.share.form} />
          </div>
          <aside className="estate-detail__aside">
            {estate.salesRep ? <SalesRepCard rep={estate.salesRep} agentHref={data.agentHref} /> : null}
            {heading.closed ? null : (
              <section className="estate-detail__contact" aria-labelledby="estate-contact-title">
                <h2 id="estate-contact-title">{t('detail.askInfo')}</h2>
                {site.settings.whatsapp ? (
                  <p className="estate-detail__whatsapp">
                    <a
                      className="button button--ghost"
                      href={`https://wa.me/${site.settings.whatsapp.slice(1)}?text=${encodeURIComponent(`${heading.title} ${forms.url}`)}`}
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {t('detail.whatsapp')}
                    </a>
                  </p>
                ) : null}
                <CaptchaNoScript captcha={forms.captcha} />
                <ContactFormIsland
                  id={`contact-form-estate-${estate.id}`}
                  action={forms.path}
                  page={forms.path}
                  source={null}
                  subjects={
                    forms.contact.subject === 'visit'
                      ? [t('viewing.visitSubject'), t('viewing.infoSubject')]
                      : [t('viewing.infoSubject'), t('viewing.visitSubject')]
                  }
                  estateId={estate.id}
                  captcha={forms.captcha}
                  privacyHref={buildPath('privacy', {}, locale)}
                  labels={contactFormLabels(t)}
                  initial={
                    forms.contact.returned
                      ? {
                          status: forms.contact.returned.status,
                          fieldErrors: forms.contact.returned.fieldErrors,
                          values: forms.contact.returned.values,
                          message: forms.contact.returned.message,
                        }
                      : forms.contact.sent
                        ? { status: 'success' }
                        : undefined
                  }
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
