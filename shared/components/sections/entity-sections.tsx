import { heldImageSource } from '../../domain/images';
import type { ReactNode } from 'react';
import { formatDate } from '../../format';
import { weekLines } from '../../format/opening-hours';
import { localizedValue } from '../../i18n';
import type { Office, Quote, Review, Section } from '../../types/content';
import { usePage } from '../page-context';

type Of<T extends Section['type']> = Extract<Section, { type: T }>;

/** A section when it has a title to head it, else a plain block (a section needs a heading). */
function Headed({ className, headingId, title, children }: { className: string; headingId: string; title: string; children: ReactNode }) {
  if (!title) return <div className={className}>{children}</div>;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

export function Quotes({ section, quotes }: { section: Of<'quotes'>; quotes: Quote[] }) {
  const { locale } = usePage();
  if (quotes.length === 0) return null;
  const title = localizedValue(section.title, locale);
  return (
    <Headed className="section container quotes" headingId={`quotes-${section.id}`} title={title}>
      <div className="quotes__list">
        {quotes.map((quote) => (
          <figure key={quote.id} className="quote">
            <blockquote>
              <p>{localizedValue(quote.text, locale)}</p>
            </blockquote>
            <figcaption>
              {quote.author}
              {quote.role ? <span className="quote__role">, {localizedValue(quote.role, locale)}</span> : null}
            </figcaption>
          </figure>
        ))}
      </div>
    </Headed>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(value)}
      <span className="stars__empty">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

export function Reviews({ section, reviews }: { section: Of<'reviews'>; reviews: Review[] }) {
  const { locale, t } = usePage();
  const shown = reviews.slice(0, section.limit);
  if (shown.length === 0) return null;
  const average = shown.reduce((sum, review) => sum + review.rating, 0) / shown.length;
  return (
    <section className="section container reviews" aria-labelledby={`reviews-${section.id}`}>
      <h2 id={`reviews-${section.id}`}>{localizedValue(section.title, locale) || t('reviews.title')}</h2>
      <p className="reviews__summary">{t('reviews.summary', { average: average.toFixed(1).replace('.', ','), count: shown.length })}</p>
      <ul className="reviews__list">
        {shown.map((review) => (
          <li key={review.id} className="review">
            <Stars rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
            <p>{localizedValue(review.text, locale)}</p>
            <p className="review__meta">
              {review.author} · <time dateTime={review.date}>{formatDate(review.date)}</time> · {review.source}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A link to the office on a map, without loading any map on the page; null for an office whose place is not known. */
export function mapLink(office: Office): string | null {
  const { geo } = office;
  return geo ? `https://www.openstreetmap.org/?mlat=${geo.lat}&mlon=${geo.lon}#map=17/${geo.lat}/${geo.lon}` : null;
}

export function Offices({ section, offices }: { section: Of<'offices'>; offices: Office[] }) {
  const { locale, t, site } = usePage();
  if (offices.length === 0) return null;
  return (
    <section className="section container offices" aria-labelledby={`offices-${section.id}`}>
      <h2 id={`offices-${section.id}`}>{localizedValue(section.title, locale) || t('offices.title')}</h2>
      <div className="offices__list">
        {offices.map((office) => (
          <article key={office.id} className="office" aria-labelledby={`office-${office.id}`}>
            {/* Beside its name (the heading): decorative, as an employee's photo is. */}
            {office.picture ? (
              <img className="office__photo" {...heldImageSource(office.picture, 'card', site.id)} alt="" loading="lazy" decoding="async" />
            ) : null}
            <h3 id={`office-${office.id}`}>{office.name}</h3>
            <address>
              {office.street} {office.number}
              <br />
              {office.zip} {localizedValue(office.city, locale)}
              {office.phone && (
                <>
                  <br />
                  <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
                </>
              )}
              {office.email && (
                <>
                  <br />
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </>
              )}
            </address>
            <h4>{t('offices.openingHours')}</h4>
            <dl className="opening-hours">
              {(office.week
                ? weekLines(office.week, locale)
                : office.openingHours.map((line) => ({ days: localizedValue(line.days, locale), hours: line.hours }))
              ).map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd>{line.hours ?? t('offices.closed')}</dd>
                </div>
              ))}
            </dl>
            {office.hoursNote?.[locale] ? <p className="opening-hours__note">{office.hoursNote[locale]}</p> : null}
            {office.geo ? (
              <p>
                <a href={mapLink(office) ?? undefined} rel="noopener noreferrer">
                  {t('offices.map', { office: office.name })}
                </a>
              </p>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
