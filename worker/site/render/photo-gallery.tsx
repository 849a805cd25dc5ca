import type { ReactNode } from 'react';
import { PaintWhole } from './layout/paint-whole';
import { usePage } from '../../../shared/components/page-context';
import type { GalleryImage } from '../../../shared/domain/images';
import { EstateGalleryIsland } from './islands';

/**
 * The photos of a listing (estate or holiday unit) in the gallery island, labelled in the page's
 * language (what a photo shows when its listing says so in that language, else the listing's
 * title and its number); without photos, the placeholder that says so.
 */
export function PhotoGallery({ title, photos, noPhoto }: { title: string; photos: GalleryImage[]; noPhoto: string }) {
  const { t, locale } = usePage();
  if (photos.length === 0) {
    return (
      <div className="estate-card__placeholder estate-detail__no-photo">
        <span>{noPhoto}</span>
      </div>
    );
  }
  return (
    <EstateGalleryIsland
      images={photos.map(({ description, ...photo }, index) => ({
        ...photo,
        alt: description?.[locale]?.trim() || t('detail.photoAlt', { title, index: index + 1 }),
      }))}
      labels={{
        gallery: t('detail.gallery'),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        open: t('detail.fullscreen'),
        close: t('detail.close'),
        counter: t('detail.photoCounter', { index: '{{index}}', total: '{{total}}' }),
        thumbnails: t('detail.thumbnails'),
      }}
    />
  );
}

/** The trail from home to this page: each step a link, the last one the page itself. */
export function Breadcrumbs({ steps, current }: { steps: ({ name: string; href: string } | null)[]; current: string }) {
  const { locale, t } = usePage();
  return (
    <nav className="container breadcrumb" aria-label={t('detail.breadcrumb')}>
      <ol>
        <li>
          <a href={`/${locale}/`}>{t('nav.home')}</a>
        </li>
        {steps
          .filter((step) => step !== null)
          .map((step) => (
            <li key={step.href}>
              <a href={step.href}>{step.name}</a>
            </li>
          ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/**
 * A listing's top: its title block and price box (`children`, the header's) with its photos. On a
 * phone the photos stand above the title (detail-phone.css): painted before they came, the title
 * and price moved down by the photo's height once they did. No paint before both have come.
 */
export function DetailTop({ title, photos, noPhoto, children }: { title: string; photos: GalleryImage[]; noPhoto: string; children: ReactNode }) {
  return (
    <PaintWhole endId="detail-top-end">
      <header className="estate-detail__header">{children}</header>
      <PhotoGallery title={title} photos={photos} noPhoto={noPhoto} />
    </PaintWhole>
  );
}
